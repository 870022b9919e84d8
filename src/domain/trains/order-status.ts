// Train order statuses and THE transition table of train orders. An origin order is one booking
// (one or two journeys, its passengers' tickets); refunds and changes are orders of their own that
// point at their origin, one per request, so each has its own money and history. docs/trains.md
// draws the table.
export const TRAIN_ORDER_STATUSES = [
  'to_be_paid',
  'ticketing',
  'issued',
  'failed_reimbursed',
  'canceled',
  'closed',
  'changed',
  'refunded',
  'refunding',
  'refund_failed',
  'changing',
  'change_failed',
] as const;
export type TrainOrderStatus = (typeof TRAIN_ORDER_STATUSES)[number];

export const TRAIN_ORDER_TYPES = ['origin', 'refund', 'change'] as const;
export type TrainOrderType = (typeof TRAIN_ORDER_TYPES)[number];

/** Who may trigger a transition: an agency user, platform staff, the rail supplier's answer, a timer (job). */
export type TrainActor = 'agency' | 'staff' | 'supplier' | 'timer';

/** The money movement that rides in the same transaction (through the wallet's payment module). */
export type TrainMoneyEffect =
  | 'none'
  | 'hold' //          hold the order's payable on the wallet (pay)
  | 'capture' //       post the hold: the tickets were issued
  | 'release' //       void the hold: the money is available again (ticketing or the change failed)
  | 'drop_payable' //  the unpaid payable is withdrawn (cancel, or the pay time limit passed)
  | 'refund' //        credit the wallet the refund order's refundable amount
  | 'settle_change'; // a change went through: post its held difference, or credit a cheaper train's difference

export interface TrainTransition {
  from: TrainOrderStatus;
  to: TrainOrderStatus;
  /** A verb for messages, history, the user log and the console's buttons. */
  action: string;
  by: readonly TrainActor[];
  money: TrainMoneyEffect;
}

const t = (
  from: TrainOrderStatus,
  to: TrainOrderStatus,
  action: string,
  by: TrainActor[],
  money: TrainMoneyEffect = 'none',
): TrainTransition => ({ from, to, action, by, money });
const SUPPLIER_OR_STAFF: TrainActor[] = ['supplier', 'staff'];

/**
 * Origin orders start in to_be_paid (held seats, pay before the time limit); refund orders in
 * refunding; change orders in changing (a dearer train's difference already held). Statuses with no
 * row are final. A completed refund or change moves its origin as a supplier event.
 */
export const TRAIN_TRANSITIONS: readonly TrainTransition[] = [
  // origin: payment and ticketing
  t('to_be_paid', 'ticketing', 'pay', ['agency'], 'hold'),
  t('to_be_paid', 'canceled', 'cancel', ['agency', 'staff'], 'drop_payable'),
  t('to_be_paid', 'closed', 'close', ['timer'], 'drop_payable'),
  t('ticketing', 'issued', 'issue', SUPPLIER_OR_STAFF, 'capture'),
  t('ticketing', 'failed_reimbursed', 'fail', SUPPLIER_OR_STAFF, 'release'),
  // origin: outcomes of its after-sale orders
  t('issued', 'changed', 'changed', ['supplier']),
  t('issued', 'refunded', 'refunded', ['supplier']),
  t('changed', 'refunded', 'refunded', ['supplier']),
  // refund orders
  t('refunding', 'refunded', 'refund', SUPPLIER_OR_STAFF, 'refund'),
  t('refunding', 'refund_failed', 'fail', SUPPLIER_OR_STAFF),
  // change orders
  t('changing', 'changed', 'change', SUPPLIER_OR_STAFF, 'settle_change'),
  t('changing', 'change_failed', 'fail', SUPPLIER_OR_STAFF, 'release'),
];

export function trainTransitionOf(from: TrainOrderStatus, to: TrainOrderStatus): TrainTransition | undefined {
  return TRAIN_TRANSITIONS.find((row) => row.from === from && row.to === to);
}

export function canMoveTrain(from: TrainOrderStatus, to: TrainOrderStatus, by?: TrainActor): boolean {
  const row = trainTransitionOf(from, to);
  return !!row && (by === undefined || row.by.includes(by));
}

export const TRAIN_INITIAL_STATUS: Record<TrainOrderType, TrainOrderStatus> = {
  origin: 'to_be_paid',
  refund: 'refunding',
  change: 'changing',
};

export function isFinalTrainStatus(status: TrainOrderStatus): boolean {
  return !TRAIN_TRANSITIONS.some((row) => row.from === status);
}

/** Origin statuses whose tickets are valid (refund and change may be asked). */
export const TRAIN_TICKETED: readonly TrainOrderStatus[] = ['issued', 'changed'];

/** Display tones, as the flight orders use them. */
export function trainToneOf(status: TrainOrderStatus): 'success' | 'warning' | 'primary' | 'error' | 'info' {
  if (['issued', 'changed', 'refunded'].includes(status)) return 'success';
  if (status === 'to_be_paid') return 'primary';
  if (['canceled', 'closed', 'failed_reimbursed'].includes(status)) return 'info';
  if (status.endsWith('_failed')) return 'error';
  return 'warning';
}
