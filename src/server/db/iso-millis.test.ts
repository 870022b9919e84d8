import { describe, expect, it } from 'vitest';
import { isoOfMillis } from './iso-millis';

describe('isoOfMillis', () => {
  it('writes what Date#toISOString writes', () => {
    const edges = [
      0, -1, 1, 999, 1000, 86_399_999, 86_400_000, -86_400_001, 951_782_400_000, 4_107_542_399_999, -62_167_219_200_000,
      253_402_300_799_999, 1_795_653_835_632,
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647 - 0.3) * 2e13;
    const samples = [...edges, ...Array.from({ length: 20_000 }, () => Math.floor(random()))];
    for (const ms of samples) expect(isoOfMillis(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('leaves extended years and fractions of a millisecond to Date', () => {
    for (const ms of [-62_167_219_200_001, 253_402_300_800_000, 8.64e15, 1.5, -0.5])
      expect(isoOfMillis(ms)).toBe(new Date(ms).toISOString());
  });

  it('refuses an invalid time as Date does', () => {
    expect(() => isoOfMillis(Number.NaN)).toThrow(RangeError);
    expect(() => isoOfMillis(8.64e15 + 1)).toThrow(RangeError);
  });
});
