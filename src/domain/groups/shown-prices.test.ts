import { describe, expect, it } from 'vitest';
import { groupTotal, scheduleErrors, shownPrices } from './schedule';

const counts = { adult: 10, child: 2, infant: 1 };
const quote = (amounts: number[]) => ({
  prices: { adult: 123_450, child: 99_999, infant: 850 },
  quoteDeadline: '2026-12-02T00:00:00Z',
  instalments: amounts.map((amount, i) => ({ amount, dueAt: `2026-12-0${3 + i}T00:00:00Z` })),
});

describe('group prices sold as shown', () => {
  it('rounds every price up to the whole unit once the group total reaches 10, the infant price too', () => {
    const prices = shownPrices(quote([]).prices, counts, 'CNY');
    expect(prices).toEqual({ adult: 123_500, child: 100_000, infant: 900 });
    expect(groupTotal(prices, counts)).toBe(1_435_900);
  });

  it('keeps cents below 10 and never touches yen', () => {
    expect(shownPrices({ adult: 45, child: 0, infant: 0 }, { adult: 2, child: 0, infant: 0 }, 'CNY')).toEqual({
      adult: 45,
      child: 0,
      infant: 0,
    });
    expect(shownPrices({ adult: 12_345, child: 0, infant: 0 }, counts, 'JPY').adult).toBe(12_345);
  });

  it('asks for instalments in that unit, which still add up to the total', () => {
    const q = { ...quote([435_950, 999_950]), prices: shownPrices(quote([]).prices, counts, 'CNY') };
    expect(scheduleErrors(q, counts, new Date('2026-12-01T00:00:00Z'), 'CNY')).toEqual([
      { field: 'instalments.0.amount', code: 'unit' },
      { field: 'instalments.1.amount', code: 'unit' },
    ]);
    const whole = {
      ...q,
      instalments: [
        { ...q.instalments[0]!, amount: 435_900 },
        { ...q.instalments[1]!, amount: 1_000_000 },
      ],
    };
    expect(scheduleErrors(whole, counts, new Date('2026-12-01T00:00:00Z'), 'CNY')).toEqual([]);
  });
});
