// A timestamp read as milliseconds since 1970, written as Date#toISOString writes it. A list page
// formats several times per row and toISOString costs about half a microsecond each (most of the
// row mapping); the calendar date is what costs, and rows share few dates, so that part is kept.
const DAY_MS = 86_400_000;
const MAX_DAYS_KEPT = 4_096;
const dates = new Map<number, string>();

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** Same text as `new Date(ms).toISOString()` (and the same RangeError for an invalid time). */
export function isoOfMillis(ms: number): string {
  // Whole milliseconds within the four-digit years only; anything else as Date writes it.
  if (!Number.isInteger(ms) || ms < -62_167_219_200_000 || ms > 253_402_300_799_999) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let date = dates.get(day);
  if (date === undefined) {
    if (dates.size >= MAX_DAYS_KEPT) dates.clear();
    dates.set(day, (date = new Date(day * DAY_MS).toISOString().slice(0, 11)));
  }
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${date}${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}.${pad3(inDay % 1000)}Z`;
}
