import { describe, expect, it } from 'vitest';
import { describeLadder, refundPercent, refundQuote } from './refund-fees';
import { lastSaleDate, saleOpensAt } from './presale';

const HOUR = 3_600_000;

describe('refund fee ladder', () => {
  it.each([
    [200 * HOUR, 0],
    [192 * HOUR, 0],
    [192 * HOUR - 1, 5],
    [48 * HOUR, 5],
    [48 * HOUR - 1, 10],
    [24 * HOUR, 10],
    [24 * HOUR - 1, 20],
    [1, 20],
  ])('%d ms before departure: %d %%', (ms, percent) => {
    expect(refundPercent(ms)).toBe(percent);
  });

  it('refuses after departure', () => {
    expect(refundPercent(0)).toBeNull();
    expect(refundQuote(55_300, new Date(1000), new Date(2000))).toBeNull();
  });

  it('rounds the fee to 0.50, half up, in integer minor units', () => {
    const departure = new Date(100 * HOUR);
    // 5 % of 553.00 = 27.65 -> 27.50; 5 % of 555.00 = 27.75 -> 28.00 (half up).
    expect(refundQuote(55_300, departure, new Date(100 * HOUR - 50 * HOUR))).toEqual({ percent: 5, fee: 2_750, refundable: 52_550 });
    expect(refundQuote(55_500, departure, new Date(100 * HOUR - 50 * HOUR))).toEqual({ percent: 5, fee: 2_800, refundable: 52_700 });
  });
});

describe('presale window', () => {
  it('sells 15 days counting today in China, and says when a later date opens', () => {
    const now = new Date('2026-03-01T17:00:00Z'); // 2026-03-02 01:00 in China
    expect(lastSaleDate(now)).toBe('2026-03-16');
    expect(saleOpensAt('2026-03-16', now)).toBeNull();
    expect(saleOpensAt('2026-03-17', now)!.toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });
});

describe('the ladder in words', () => {
  it('says each step of the table, highest first, the last one as "within"', () => {
    expect(describeLadder()).toBe('free from 8 days, 5 % from 48 h, 10 % from 24 h, 20 % within 24 h');
  });

  it('follows the table when the table changes', () => {
    const ladder = [
      { fromHours: 15 * 24, percent: 0 },
      { fromHours: 6, percent: 30 },
      { fromHours: 0, percent: 50 },
    ];
    expect(describeLadder(ladder)).toBe('free from 15 days, 30 % from 6 h, 50 % within 6 h');
    expect(describeLadder([{ fromHours: 0, percent: 10 }])).toBe('10 % until departure');
  });
});
