import { describe, expect, it } from 'vitest';
import { FIRST_POLL_MS, MAX_POLL_MS, pollDelay } from './poll-delay';

describe('search polling', () => {
  it('starts at 50 ms and grows to 500 ms, never beyond', () => {
    const delays = Array.from({ length: 12 }, (_, i) => pollDelay(i));
    expect(delays[0]).toBe(FIRST_POLL_MS);
    expect(delays.slice(0, 3).every((d) => d <= 120)).toBe(true);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(MAX_POLL_MS);
    expect(delays.at(-1)).toBe(MAX_POLL_MS);
  });

  it('asks about 8 times in the first two seconds instead of 4', () => {
    let elapsed = 0;
    let asks = 0;
    while ((elapsed += pollDelay(asks)) <= 2000) asks++;
    expect(asks).toBeGreaterThanOrEqual(7);
    expect(asks).toBeLessThanOrEqual(9);
  });
});
