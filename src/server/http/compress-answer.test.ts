import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer, negotiateEncoding } from './compress-answer';

describe('negotiateEncoding', () => {
  it('prefers brotli at equal weight, as browsers ask', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
  });

  it('follows the weights and refuses what q=0 refuses', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('reads * as every encoding not named', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
  });
});

describe('compressAnswer', () => {
  // Text larger than the smallest window, non-ASCII included: the window is sized from the length.
  const text = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `旅客 ${i}`, route: 'PEK-SHA' })));

  it('answers what the client decodes back to the same text', () => {
    expect(brotliDecompressSync(compressAnswer(text, text.length, 'br')).toString()).toBe(text);
    expect(gunzipSync(compressAnswer(text, text.length, 'gzip')).toString()).toBe(text);
    expect(brotliDecompressSync(compressAnswer(Buffer.from(text), 10, 'br')).toString()).toBe(text);
    expect(gunzipSync(compressAnswer(Buffer.from(text), 10, 'gzip')).toString()).toBe(text);
  });
});
