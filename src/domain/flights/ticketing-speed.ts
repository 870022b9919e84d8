// The agency's ticketing-speed plan sets, when an order is paid, by when its ticket is due. Five
// plans count from the payment (fast and website 30 minutes, preference 60 minutes, normal 2 hours,
// special-standard 48 hours); three count back from the first departure (48, 24 or 4 hours before),
// never earlier than the payment itself. "all" promises nothing: no deadline, never late.
import type { TICKETING_SPEED_PLANS } from '../schemas/agency-settings';

export type TicketingSpeedPlan = (typeof TICKETING_SPEED_PLANS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const AFTER_PAYMENT: Partial<Record<TicketingSpeedPlan, number>> = {
  'fast-standard': 30 * MINUTE,
  'preference-standard': 60 * MINUTE,
  'normal-standard': 2 * HOUR,
  website: 30 * MINUTE,
  'special-standard': 48 * HOUR,
};

const BEFORE_DEPARTURE: Partial<Record<TicketingSpeedPlan, number>> = {
  'special-48': 48 * HOUR,
  'special-before-24': 24 * HOUR,
  'special-before-4': 4 * HOUR,
};

/** When the ticket of an order paid at `paidAt` (first flight leaving at `departure`) is due; null: no deadline. */
export function ticketingDeadline(plan: TicketingSpeedPlan, paidAt: Date, departure: Date | null): Date | null {
  const after = AFTER_PAYMENT[plan];
  if (after !== undefined) return new Date(paidAt.getTime() + after);
  const before = BEFORE_DEPARTURE[plan];
  if (before === undefined || !departure) return null;
  return new Date(Math.max(paidAt.getTime(), departure.getTime() - before));
}

/** Late: still waiting for its ticket after the deadline. */
export function ticketingLate(status: string, deadline: Date | null, now: Date): boolean {
  return status === 'proceeding' && deadline !== null && now.getTime() > deadline.getTime();
}
