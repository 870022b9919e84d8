// Credit periods (day, week, month, year; a length of n units). Periods follow the calendar
// of the platform's business time zone, UTC+8 (China, Hong Kong; no daylight saving): days start at
// midnight, weeks on Monday, months on the 1st, years on 1 January. n-unit periods are counted from
// 2000-01-01 (a Saturday; weeks from Monday 2000-01-03) so every instant falls in exactly one period.
import type { CreditPeriodUnit } from './schemas/agency-settings';

export type PeriodUnit = CreditPeriodUnit;

export const BUSINESS_UTC_OFFSET_HOURS = 8;
const OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;
const WEEK_EPOCH = Date.UTC(2000, 0, 3);
const DAY_EPOCH = Date.UTC(2000, 0, 1);

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** Local (UTC+8) wall-clock date parts of an instant. */
function local(instant: Date) {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth(), d: shifted.getUTCDate(), ms: shifted.getTime() };
}

/** The instant of a local (UTC+8) midnight. */
function localMidnight(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d) - OFFSET_MS);
}

export function periodContaining(instant: Date, unit: PeriodUnit, length = 1): Period {
  const n = Math.max(1, Math.floor(length));
  const { y, m, ms } = local(instant);
  switch (unit) {
    case 'day':
    case 'week': {
      const size = (unit === 'day' ? 1 : 7) * n * DAY_MS;
      const epoch = unit === 'day' ? DAY_EPOCH : WEEK_EPOCH;
      const index = Math.floor((ms - epoch) / size);
      const startLocal = epoch + index * size;
      return { start: new Date(startLocal - OFFSET_MS), end: new Date(startLocal + size - OFFSET_MS) };
    }
    case 'month': {
      const monthIndex = (y - 2000) * 12 + m;
      const first = Math.floor(monthIndex / n) * n;
      return { start: localMidnight(2000, first, 1), end: localMidnight(2000, first + n, 1) };
    }
    case 'year': {
      const first = 2000 + Math.floor((y - 2000) / n) * n;
      return { start: localMidnight(first, 0, 1), end: localMidnight(first + n, 0, 1) };
    }
  }
}

/** The period just before the one containing `instant`. */
export function previousPeriod(instant: Date, unit: PeriodUnit, length = 1): Period {
  const current = periodContaining(instant, unit, length);
  return periodContaining(new Date(current.start.getTime() - 1), unit, length);
}

/** The most recent `count` periods up to and including the current one, oldest first. */
export function recentPeriods(instant: Date, unit: PeriodUnit, length: number, count: number): Period[] {
  const periods: Period[] = [];
  let cursor = periodContaining(instant, unit, length);
  for (let i = 0; i < count; i++) {
    periods.unshift(cursor);
    cursor = periodContaining(new Date(cursor.start.getTime() - 1), unit, length);
  }
  return periods;
}

/** A local (UTC+8) date "yyyy-MM-dd" of an instant, for labels and file names. */
export function businessDate(instant: Date): string {
  const { y, m, d } = local(instant);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
