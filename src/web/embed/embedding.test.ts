import { describe, expect, it } from 'vitest';
import { detectEmbedding, EMBED_FLAG_KEY } from './embedding';

function tab(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}
const self = {};

describe('embedding', () => {
  it('is on inside a frame, and off in a window of its own', () => {
    expect(detectEmbedding({ self, top: {}, location: { search: '' } }, tab())).toBe(true);
    expect(detectEmbedding({ self, top: self, location: { search: '' } }, tab())).toBe(false);
  });

  it('is on for a link with embed=1 and stays on for the tab', () => {
    const storage = tab();
    expect(detectEmbedding({ self, top: self, location: { search: '?code=pk_1&embed=1' } }, storage)).toBe(true);
    expect(storage.items.get(EMBED_FLAG_KEY)).toBe('1');
    expect(detectEmbedding({ self, top: self, location: { search: '' } }, storage)).toBe(true);
    expect(detectEmbedding({ self, top: self, location: { search: '?embed=0' } }, tab())).toBe(false);
  });

  it('still decides when storage or window.top refuse to be read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectEmbedding({ self, top: self, location: { search: '?embed=1' } }, refusing)).toBe(true);
    expect(detectEmbedding({ self, top: self, location: { search: '' } }, refusing)).toBe(false);
    const guarded = {
      self,
      get top(): unknown {
        throw new Error('cross-origin');
      },
      location: { search: '' },
    };
    expect(detectEmbedding(guarded, null)).toBe(true);
  });
});
