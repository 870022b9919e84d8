// Local wall-clock times at airports: departure and arrival are shown in each airport's own zone.
// Offsets are looked up once per zone and hour (Intl is slow and simulators convert thousands of
// times per search); no zone changes its offset within an hour boundary except by whole hours.
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const HOUR = 3_600_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes `timeZone` is ahead of UTC at an instant. */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const bucket = Math.floor(epochMs / HOUR);
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = bucket * HOUR;
    const parts = Object.fromEntries(
      formatter(timeZone)
        .formatToParts(new Date(at))
        .map((p) => [p.type, p.value]),
    );
    const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
    offset = Math.round((shown - at) / 60_000);
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** yyyy-mm-ddTHH:mm at `timeZone` for an instant. */
export function localTime(epochMs: number, timeZone: string): string {
  return new Date(epochMs + offsetMinutes(epochMs, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** The instant a local yyyy-mm-ddTHH:mm at `timeZone` names (two passes settle DST edges). */
export function instantOf(local: string, timeZone: string): number {
  const asUtc = Date.parse(`${local}:00Z`);
  let guess = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  guess = asUtc - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
}
