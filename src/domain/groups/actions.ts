// What may be done to a group order now, by the agency that booked it or by the platform's group
// desk. One rule per action: the server asks it before the action changes anything and again to
// answer the detail's allowedActions, and the console reads the same rules, so a button is shown
// exactly when the call would be accepted.
import { canMove, instalmentIndexOf, type GroupStatus } from './status';

export const GROUP_ORDER_ACTIONS = [
  // the agency
  'confirmQuote',
  'applySeats',
  'pay',
  'cancel',
  'importPassengers',
  'confirmPassengers',
  // the group desk
  'quote',
  'confirmSeats',
  'rejectSeats',
  'review',
  'issue',
] as const;
export type GroupOrderAction = (typeof GROUP_ORDER_ACTIONS)[number];

export type GroupSide = 'agency' | 'desk';

/** After the quote is confirmed and until ticketing, the passenger list may be imported (again) until it is confirmed. */
export const PASSENGER_LIST_EDITABLE: readonly GroupStatus[] = [
  'to_be_apply_seat',
  'seat_applying',
  'to_be_pay_first',
  'to_be_pay_second',
  'to_be_pay_third',
  'to_be_paid_last_money',
  'proceeding',
];

/** What the rules look at; the server fills it from the database rows, the console from the detail. */
export interface GroupFacts {
  status: GroupStatus;
  review: 'pending' | 'approved' | null;
  quoteDeadline: Date | null;
  passengersConfirmed: boolean;
  /** The imported list matches the requested adults, children and infants. */
  passengersComplete: boolean;
  deposits: number;
  instalments: ReadonlyArray<{ seq: number; dueAt: Date; paid: boolean }>;
}

/** Why an action is refused; the server answers each with its own error. */
export type GroupRefusal =
  | 'status'
  | 'quoteExpired'
  | 'passengersLocked'
  | 'passengersIncomplete'
  | 'noSuchInstalment'
  | 'alreadyPaid'
  | 'notDue'
  | 'reviewPending'
  | 'paymentExpired';

export function passengerListRefusal(g: Pick<GroupFacts, 'status' | 'passengersConfirmed'>): GroupRefusal | null {
  if (g.passengersConfirmed) return 'passengersLocked';
  return PASSENGER_LIST_EDITABLE.includes(g.status) ? null : 'status';
}

export function confirmPassengersRefusal(
  g: Pick<GroupFacts, 'status' | 'passengersConfirmed' | 'passengersComplete'>,
): GroupRefusal | null {
  return passengerListRefusal(g) ?? (g.passengersComplete ? null : 'passengersIncomplete');
}

/** The agency confirms the quote before its deadline (afterwards the timer closes the group). */
export function confirmQuoteRefusal(g: Pick<GroupFacts, 'status' | 'quoteDeadline'>, now: Date): GroupRefusal | null {
  if (!canMove('confirmQuote', g.status, 'agency')) return 'status';
  return g.quoteDeadline && now.getTime() > g.quoteDeadline.getTime() ? 'quoteExpired' : null;
}

/** The instalment the group's status asks for, if it is paying. */
export function dueInstalment(g: Pick<GroupFacts, 'status' | 'deposits'>): number | null {
  return instalmentIndexOf(g.status, g.deposits);
}

/** Instalment `seq` from the wallet: the one due, unpaid, no manual review pending, before its deadline. */
export function payRefusal(g: GroupFacts, seq: number, now: Date): GroupRefusal | null {
  const instalment = g.instalments.find((i) => i.seq === seq);
  if (!instalment) return 'noSuchInstalment';
  if (instalment.paid) return 'alreadyPaid';
  const due = dueInstalment(g);
  if (due === null) return 'status';
  if (due !== seq) return 'notDue';
  if (g.review === 'pending') return 'reviewPending';
  return now.getTime() > instalment.dueAt.getTime() ? 'paymentExpired' : null;
}

/** The desk decides a manual review, which holds payment until then. */
export function reviewRefusal(g: Pick<GroupFacts, 'status' | 'review'>): GroupRefusal | null {
  return g.review === 'pending' && canMove('approveReview', g.status, 'desk') ? null : 'status';
}

/** The desk issues once the passenger list is confirmed. */
export function issueRefusal(g: Pick<GroupFacts, 'status' | 'passengersConfirmed'>): GroupRefusal | null {
  if (!canMove('issue', g.status, 'desk')) return 'status';
  return g.passengersConfirmed ? null : 'passengersIncomplete';
}

export function groupAllowedActions(g: GroupFacts, side: GroupSide, now: Date): GroupOrderAction[] {
  const actions: GroupOrderAction[] = [];
  const when = (action: GroupOrderAction, allowed: boolean) => {
    if (allowed) actions.push(action);
  };
  if (side === 'agency') {
    when('confirmQuote', !confirmQuoteRefusal(g, now));
    when('applySeats', canMove('applySeats', g.status, 'agency'));
    const due = dueInstalment(g);
    when('pay', due !== null && !payRefusal(g, due, now));
    when('cancel', canMove('cancel', g.status, 'agency'));
    when('importPassengers', !passengerListRefusal(g));
    when('confirmPassengers', !confirmPassengersRefusal(g));
  } else {
    when('quote', canMove('quote', g.status, 'desk'));
    when('confirmSeats', canMove('confirmSeats', g.status, 'desk'));
    when('rejectSeats', canMove('rejectSeats', g.status, 'desk'));
    when('review', !reviewRefusal(g));
    when('issue', !issueRefusal(g));
    when('cancel', canMove('cancel', g.status, 'desk'));
  }
  return actions;
}
