// Group ticket statuses and the one table of moves between them, with who may make each
// move: the agency that booked, the platform's group desk (staff), or the timer (deadlines).
// The server refuses any move not listed here; docs/groups.md draws the same table.

export const GROUP_STATUSES = [
  'to_be_quote',
  'to_be_confirm',
  'to_be_apply_seat',
  'seat_applying',
  'to_be_pay_first',
  'to_be_pay_second',
  'to_be_pay_third',
  'to_be_paid_last_money',
  'proceeding',
  'issued',
  'failed',
  'canceled',
  'closed',
] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** Menu routes of the group order list ('all' first; closed is listed under all only). */
export const GROUP_MENU = [
  'all',
  'to_be_quote',
  'to_be_confirm',
  'to_be_apply_seat',
  'seat_applying',
  'to_be_pay_first',
  'to_be_pay_second',
  'to_be_pay_third',
  'to_be_paid_last_money',
  'proceeding',
  'issued',
  'failed',
  'canceled',
] as const;
export type GroupMenu = (typeof GROUP_MENU)[number];

export type GroupActor = 'agency' | 'desk' | 'timer';

export type GroupAction =
  | 'quote'
  | 'confirmQuote'
  | 'expireQuote'
  | 'applySeats'
  | 'confirmSeats'
  | 'rejectSeats'
  | 'approveReview'
  | 'rejectReview'
  | 'pay'
  | 'expirePayment'
  | 'issue'
  | 'cancel';

export const PAYING_STATUSES = ['to_be_pay_first', 'to_be_pay_second', 'to_be_pay_third', 'to_be_paid_last_money'] as const;
export type PayingStatus = (typeof PAYING_STATUSES)[number];

/** Statuses an agency (or the desk) may cancel from: anything before ticketing starts. */
export const CANCELLABLE: readonly GroupStatus[] = [
  'to_be_quote',
  'to_be_confirm',
  'to_be_apply_seat',
  'seat_applying',
  ...PAYING_STATUSES,
];

export interface GroupTransition {
  action: GroupAction;
  from: readonly GroupStatus[];
  /** The next status; 'next-instalment' is decided by the payment schedule (nextAfterPayment). */
  to: GroupStatus | 'next-instalment' | 'closed-or-canceled';
  by: readonly GroupActor[];
  note: string;
}

export const GROUP_TRANSITIONS: readonly GroupTransition[] = [
  {
    action: 'quote',
    from: ['to_be_quote'],
    to: 'to_be_confirm',
    by: ['desk'],
    note: 'prices, flights, quote deadline and payment schedule',
  },
  { action: 'confirmQuote', from: ['to_be_confirm'], to: 'to_be_apply_seat', by: ['agency'], note: 'only before the quote deadline' },
  { action: 'expireQuote', from: ['to_be_confirm'], to: 'closed', by: ['timer'], note: 'quote deadline passed unconfirmed' },
  { action: 'applySeats', from: ['to_be_apply_seat'], to: 'seat_applying', by: ['agency'], note: 'ask the airline for the seats' },
  {
    action: 'confirmSeats',
    from: ['seat_applying'],
    to: 'to_be_pay_first',
    by: ['desk'],
    note: 'seats granted (PNR); a manual review may be required before paying',
  },
  { action: 'rejectSeats', from: ['seat_applying'], to: 'failed', by: ['desk'], note: 'no seats' },
  { action: 'approveReview', from: ['to_be_pay_first'], to: 'to_be_pay_first', by: ['desk'], note: 'manual review passed: payment opens' },
  { action: 'rejectReview', from: ['to_be_pay_first'], to: 'failed', by: ['desk'], note: 'manual review refused (nothing was paid)' },
  {
    action: 'pay',
    from: PAYING_STATUSES,
    to: 'next-instalment',
    by: ['agency'],
    note: 'before the instalment deadline; the final payment leads to proceeding',
  },
  {
    action: 'expirePayment',
    from: PAYING_STATUSES,
    to: 'closed-or-canceled',
    by: ['timer'],
    note: 'instalment deadline missed: closed if nothing was paid, else canceled with the deposits forfeited',
  },
  { action: 'issue', from: ['proceeding'], to: 'issued', by: ['desk'], note: 'passenger list confirmed; a ticket number per passenger' },
  { action: 'cancel', from: CANCELLABLE, to: 'canceled', by: ['agency', 'desk'], note: 'paid deposits are not refunded' },
];

export function transitionOf(action: GroupAction): GroupTransition {
  const t = GROUP_TRANSITIONS.find((x) => x.action === action);
  if (!t) throw new Error(`unknown group action ${action}`);
  return t;
}

/** May `actor` make `action` from `status`? */
export function canMove(action: GroupAction, status: GroupStatus, actor: GroupActor): boolean {
  const t = transitionOf(action);
  return t.from.includes(status) && t.by.includes(actor);
}

/** The paying status of instalment `index` (0-based) in a schedule of `deposits` deposits and a final payment. */
export function payingStatusOf(index: number, deposits: number): PayingStatus {
  if (index >= deposits) return 'to_be_paid_last_money';
  return PAYING_STATUSES[index]!;
}

/** Where a group goes once instalment `index` is paid. */
export function nextAfterPayment(index: number, deposits: number): GroupStatus {
  return index >= deposits ? 'proceeding' : payingStatusOf(index + 1, deposits);
}

/** Which instalment a paying status asks for. */
export function instalmentIndexOf(status: GroupStatus, deposits: number): number | null {
  if (status === 'to_be_paid_last_money') return deposits;
  const i = PAYING_STATUSES.indexOf(status as PayingStatus);
  return i >= 0 && i < deposits ? i : null;
}

/** Display tone (tones of flight orders, applied alike). */
export function groupTone(status: GroupStatus): 'success' | 'warning' | 'processing' | 'error' | 'default' {
  if (status === 'issued') return 'success';
  if (status === 'failed') return 'error';
  if (status === 'canceled' || status === 'closed') return 'default';
  if (status === 'proceeding' || status === 'seat_applying' || status === 'to_be_quote') return 'warning';
  return 'processing';
}
