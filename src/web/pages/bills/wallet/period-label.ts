// Credit periods are days of the business time zone (UTC+8, src/domain/credit-period.ts): their
// dates are shown as that calendar has them, whatever the browser's own time zone.
import { businessDate } from '@/domain/credit-period';
import { formatDate } from '@/web/preferences/format-date';

export function businessDay(iso: string, dateFormat: string): string {
  return formatDate(businessDate(new Date(iso)), dateFormat);
}

/** "2026-11-01 – 2026-11-30" for a period whose end is exclusive. */
export function periodLabel(startIso: string, endExclusiveIso: string, dateFormat: string): string {
  return `${businessDay(startIso, dateFormat)} – ${businessDay(new Date(new Date(endExclusiveIso).getTime() - 1).toISOString(), dateFormat)}`;
}
