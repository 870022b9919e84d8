// The SDK's example objects are dated 2020-2023: their offers expired long ago, so a server walking
// them with today's clock refuses every one at the price check. This moves every date and date-time
// in them by one whole number of days, chosen so the example offer expires a little after "now":
// whole days keep every time of day, every duration and every order between two dates as published
// (a UTC instant moved by N days is N x 24 h later; a local time keeps its wall-clock time).
// Birth dates stay as published: a passenger's age is not a date the offer depends on.

const DAY_MS = 86_400_000;
/** 2020-01-17, 2020-01-17T10:42:14.545052Z, 2021-08-07T17:53:00 (a local time), ...+01:00. */
const DATED = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const KEPT_KEYS = new Set(['born_on']);

/** The string moved by `days`, or null when it is no date. */
export function shiftDate(value: string, days: number): string | null {
  const match = DATED.exec(value);
  if (!match) return null;
  const [, year, month, day, rest] = match;
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)) + days * DAY_MS);
  return `${moved.toISOString().slice(0, 10)}${rest ?? ''}`;
}

function shiftAll(value: unknown, days: number, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && KEPT_KEYS.has(key) ? value : (shiftDate(value, days) ?? value);
  if (Array.isArray(value)) return value.map((item) => shiftAll(item, days));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftAll(v, days, k)]));
  return value;
}

/**
 * Whole days that move `anchor` (the example offer's expiry) to at least `margin` after `now`, and
 * less than a day more than that.
 */
export function daysToShift(anchor: string, now: Date, marginMs: number): number {
  return Math.max(0, Math.ceil((now.getTime() + marginMs - Date.parse(anchor)) / DAY_MS));
}

/** Every date of the fixtures moved by `days` whole days (birth dates kept). */
export function shiftFixtures<T>(fixtures: T, days: number): T {
  return shiftAll(fixtures, days) as T;
}
