// How long to wait before asking again for a search's solutions: fast at first, so the first
// supplier's answer shows within ~100 ms of arriving, then backing off to a steady 500 ms so a slow
// supplier does not cost the server a request every 50 ms.
export const FIRST_POLL_MS = 50;
export const MAX_POLL_MS = 500;
const GROWTH = 1.5;

/** The wait before poll number `attempt` (0 for the first re-ask after the initial fetch). */
export function pollDelay(attempt: number): number {
  return Math.min(MAX_POLL_MS, Math.round(FIRST_POLL_MS * GROWTH ** Math.max(0, attempt)));
}
