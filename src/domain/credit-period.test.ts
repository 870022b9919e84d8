import { describe, expect, it } from 'vitest';
import { businessDate, periodContaining, previousPeriod, recentPeriods } from './credit-period';

const at = (iso: string) => new Date(iso);
const span = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('credit periods in business time (UTC+8)', () => {
  it('starts days at local midnight', () => {
    // 2026-11-21 17:00 UTC is 2026-11-22 01:00 in UTC+8
    expect(span(periodContaining(at('2026-11-21T17:00:00Z'), 'day'))).toEqual(['2026-11-21T16:00:00.000Z', '2026-11-22T16:00:00.000Z']);
  });

  it('starts weeks on Monday and months on the 1st; lengths group whole units', () => {
    // Sunday 2026-11-22 local -> the week of Monday 2026-11-16
    expect(span(periodContaining(at('2026-11-22T10:00:00Z'), 'week'))).toEqual(['2026-11-15T16:00:00.000Z', '2026-11-22T16:00:00.000Z']);
    expect(span(periodContaining(at('2026-11-30T20:00:00Z'), 'month'))).toEqual(['2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z']);
    expect(span(periodContaining(at('2026-02-10T00:00:00Z'), 'month', 3))).toEqual([
      '2025-12-31T16:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
    ]);
    expect(span(periodContaining(at('2026-06-01T00:00:00Z'), 'year'))).toEqual(['2025-12-31T16:00:00.000Z', '2026-12-31T16:00:00.000Z']);
  });

  it('tiles time: each period ends where the next starts', () => {
    for (const unit of ['day', 'week', 'month', 'year'] as const) {
      const periods = recentPeriods(at('2026-11-21T12:00:00Z'), unit, 2, 5);
      for (let i = 1; i < periods.length; i++) expect(periods[i]!.start.getTime()).toBe(periods[i - 1]!.end.getTime());
      expect(previousPeriod(at('2026-11-21T12:00:00Z'), unit, 2)).toEqual(periods[3]);
    }
  });

  it('names local dates', () => {
    expect(businessDate(at('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });
});
