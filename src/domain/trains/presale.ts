// The presale window: tickets go on sale 15 days ahead, counting the day of travel, at 00:00 in
// China (UTC+8). Dates later than that answer when their sale opens.
export const PRESALE_DAYS = 15;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in China (yyyy-mm-dd). */
export function chinaToday(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last travel date on sale now. */
export function lastSaleDate(now: Date): string {
  return addDays(chinaToday(now), PRESALE_DAYS - 1);
}

/** When a travel date's sale opens (an instant), or null when it is on sale now (or already past). */
export function saleOpensAt(date: string, now: Date): Date | null {
  if (date <= lastSaleDate(now)) return null;
  return new Date(Date.parse(`${addDays(date, -(PRESALE_DAYS - 1))}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** A travel date before today (in China) cannot be searched or booked. */
export function isPastDate(date: string, now: Date): boolean {
  return date < chinaToday(now);
}

/** A local China time "yyyy-mm-ddThh:mm" as an instant. */
export function chinaInstant(local: string): Date {
  return new Date(Date.parse(`${local}:00Z`) - CHINA_OFFSET_MS);
}
