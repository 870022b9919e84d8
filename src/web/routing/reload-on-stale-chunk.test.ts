import { describe, expect, it } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_GUARD_MS } from './reload-on-stale-chunk';

function tab(start: number) {
  const target = new EventTarget();
  let reloads = 0;
  let clock = start;
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  reloadOnStaleChunk(Object.assign(target, { location: { reload: () => void reloads++ } }), storage, () => clock);
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { fail, reloads: () => reloads, wait: (ms: number) => void (clock += ms) };
}

describe('a chunk that no longer exists', () => {
  it('reloads the page once and keeps the error from being thrown', () => {
    const t = tab(1_000_000);
    expect(t.fail()).toBe(true);
    expect(t.reloads()).toBe(1);
  });

  it('does not reload again when the load fails right after the reload', () => {
    const t = tab(1_000_000);
    t.fail();
    t.wait(2_000);
    expect(t.fail()).toBe(false);
    expect(t.reloads()).toBe(1);
  });

  it('reloads again for a later deploy', () => {
    const t = tab(1_000_000);
    t.fail();
    t.wait(STALE_CHUNK_GUARD_MS + 1);
    t.fail();
    expect(t.reloads()).toBe(2);
  });
});
