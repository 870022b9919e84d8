// The resend countdown is kept as an end time, not a decrementing counter, so a throttled background
// tab or a late timer never makes it run slow.
export function remainingSeconds(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function countdownEnd(seconds: number, now: number): number {
  return now + Math.max(0, seconds) * 1000;
}
