// Flight order statuses, their display tones, and the transitions allowed so far. Order
// creation starts origin orders in to_be_paid; the after-sale flows extend
// TRANSITIONS with change, refund and void.
export const FLIGHT_ORDER_STATUSES = [
  'to_be_paid',
  'reserved',
  'reviewing',
  'proceeding',
  'issued',
  'failed',
  'origin_failed',
  'change_failed',
  'refund_failed',
  'void_failed',
  'failed_reimbursing',
  'failed_reimbursed',
  'chg_reviewing',
  'chg_rejected',
  'chg_to_be_paid',
  'chg_proceeding',
  'changed',
  'reimbursing',
  'rfd_reviewing',
  'rfd_rejected',
  'rfd_to_be_confirm',
  'rfd_proceeding',
  'refunded',
  'refunded_reimbursing',
  'refunded_reimbursed',
  'void_proceeding',
  'void_rejected',
  'voided',
  'voided_reimbursing',
  'voided_reimbursed',
  'closed',
  'canceled',
  'holding',
  'origin_canceled',
  'origin_holding',
  'change_canceled',
  'change_holding',
  'refund_canceled',
  'refund_holding',
  'void_canceled',
  'void_holding',
] as const;
export type FlightOrderStatus = (typeof FLIGHT_ORDER_STATUSES)[number];

export const FLIGHT_ORDER_TYPES = ['origin', 'change', 'refund', 'void'] as const;
export type FlightOrderType = (typeof FLIGHT_ORDER_TYPES)[number];

export type StatusTone = 'success' | 'warning' | 'primary' | 'error' | 'info';

/** Display tones (primary wins over warning for to_be_paid and proceeding, as listed). */
export function toneOf(status: FlightOrderStatus): StatusTone {
  if (['reserved', 'issued', 'changed', 'refunded', 'refunded_reimbursed', 'voided_reimbursed'].includes(status)) return 'success';
  if (['to_be_paid', 'proceeding', 'chg_to_be_paid', 'rfd_to_be_confirm'].includes(status)) return 'primary';
  if (['closed', 'canceled', 'voided', 'failed_reimbursed'].includes(status) || status.endsWith('_canceled')) return 'info';
  if (status === 'failed' || status.endsWith('_failed') || status.endsWith('_rejected') || status.endsWith('holding')) return 'error';
  return 'warning';
}

/** Who may trigger a transition: an agency user, platform staff, a supplier's answer or event, a timer (job). */
export type TransitionActor = 'agency' | 'staff' | 'supplier' | 'timer';

/** The money movement that rides in the same transaction (through the wallet's payment module). */
export type MoneyEffect =
  | 'none'
  | 'hold' //          hold the order's payable on the wallet (pay)
  | 'capture' //       post the hold: the ticket was issued
  | 'release' //       void the hold: money available again (failed, canceled after paying)
  | 'drop_payable' //  the unpaid payable is withdrawn (cancel / close before paying)
  | 'refund' //        credit the wallet the refund order's total refundable
  | 'void_refund'; //  credit the wallet the void order's amount

export interface Transition {
  from: FlightOrderStatus;
  to: FlightOrderStatus;
  /** A verb for messages, history and the console's buttons. */
  action: string;
  by: readonly TransitionActor[];
  money: MoneyEffect;
}

const t = (
  from: FlightOrderStatus,
  to: FlightOrderStatus,
  action: string,
  by: TransitionActor[],
  money: MoneyEffect = 'none',
): Transition => ({ from, to, action, by, money });
const SUPPLIER_OR_STAFF: TransitionActor[] = ['supplier', 'staff'];

/**
 * THE transition table (docs/order-lifecycle.md draws it). Origin orders start in reserved or
 * to_be_paid; change orders in chg_reviewing, refund orders in rfd_reviewing, void orders in
 * void_proceeding. Statuses with no row are final. An after-sale order that completes moves its
 * origin (issued/changed -> changed, refunded, voided) as a supplier event.
 */
export const TRANSITION_TABLE: readonly Transition[] = [
  // origin: booking and payment
  t('reserved', 'to_be_paid', 'seats_confirmed', ['supplier']),
  t('reserved', 'holding', 'hold', ['supplier']),
  t('reserved', 'origin_canceled', 'cancel', ['agency', 'staff']),
  t('holding', 'reserved', 'resume', ['supplier', 'staff']),
  t('holding', 'canceled', 'cancel', ['supplier', 'staff']),
  t('to_be_paid', 'proceeding', 'pay', ['agency'], 'hold'),
  t('to_be_paid', 'reviewing', 'pay', ['agency'], 'hold'),
  t('to_be_paid', 'origin_canceled', 'cancel', ['agency', 'staff'], 'drop_payable'),
  t('to_be_paid', 'closed', 'close', ['timer'], 'drop_payable'),
  // origin: review and ticketing
  t('reviewing', 'proceeding', 'approve', ['staff']),
  t('reviewing', 'origin_failed', 'reject', ['staff']),
  t('reviewing', 'origin_canceled', 'cancel', ['agency'], 'release'),
  t('proceeding', 'issued', 'issue', SUPPLIER_OR_STAFF, 'capture'),
  t('proceeding', 'origin_failed', 'fail', SUPPLIER_OR_STAFF),
  t('proceeding', 'origin_holding', 'hold', ['supplier']),
  t('origin_holding', 'proceeding', 'resume', SUPPLIER_OR_STAFF),
  t('origin_holding', 'origin_failed', 'fail', SUPPLIER_OR_STAFF),
  t('origin_failed', 'failed_reimbursing', 'reimburse', ['timer']),
  t('failed_reimbursing', 'failed_reimbursed', 'reimbursed', ['timer'], 'release'),
  // origin: after-sale outcomes (its change/refund/void order completed)
  t('issued', 'changed', 'changed', ['supplier']),
  t('issued', 'refunded', 'refunded', ['supplier']),
  t('issued', 'voided', 'voided', ['supplier']),
  t('changed', 'refunded', 'refunded', ['supplier']),
  t('changed', 'voided', 'voided', ['supplier']),
  // change orders
  t('chg_reviewing', 'chg_to_be_paid', 'approve', ['staff']),
  t('chg_reviewing', 'chg_proceeding', 'approve', ['staff']),
  t('chg_reviewing', 'chg_rejected', 'reject', ['staff']),
  t('chg_reviewing', 'change_canceled', 'cancel', ['agency']),
  t('chg_to_be_paid', 'chg_proceeding', 'pay', ['agency'], 'hold'),
  t('chg_to_be_paid', 'change_canceled', 'cancel', ['agency'], 'drop_payable'),
  t('chg_to_be_paid', 'closed', 'close', ['timer'], 'drop_payable'),
  t('chg_proceeding', 'changed', 'issue', SUPPLIER_OR_STAFF, 'capture'),
  t('chg_proceeding', 'change_failed', 'fail', SUPPLIER_OR_STAFF),
  t('chg_proceeding', 'change_holding', 'hold', ['supplier']),
  t('change_holding', 'chg_proceeding', 'resume', SUPPLIER_OR_STAFF),
  t('change_holding', 'change_failed', 'fail', SUPPLIER_OR_STAFF),
  t('change_failed', 'reimbursing', 'reimburse', ['timer']),
  t('change_failed', 'failed', 'close', ['timer', 'staff']),
  t('reimbursing', 'failed_reimbursed', 'reimbursed', ['timer'], 'release'),
  // refund orders
  t('rfd_reviewing', 'rfd_to_be_confirm', 'approve', ['staff']),
  t('rfd_reviewing', 'rfd_rejected', 'reject', ['staff']),
  t('rfd_reviewing', 'refund_canceled', 'cancel', ['agency']),
  t('rfd_to_be_confirm', 'rfd_proceeding', 'confirm', ['agency']),
  t('rfd_to_be_confirm', 'refund_canceled', 'cancel', ['agency']),
  t('rfd_to_be_confirm', 'closed', 'close', ['timer']),
  t('rfd_proceeding', 'refunded', 'issue', SUPPLIER_OR_STAFF),
  t('rfd_proceeding', 'refund_failed', 'fail', SUPPLIER_OR_STAFF),
  t('rfd_proceeding', 'refund_holding', 'hold', ['supplier']),
  t('refund_holding', 'rfd_proceeding', 'resume', SUPPLIER_OR_STAFF),
  t('refund_holding', 'refund_failed', 'fail', SUPPLIER_OR_STAFF),
  t('refund_failed', 'failed', 'close', ['timer', 'staff']),
  t('refunded', 'refunded_reimbursing', 'reimburse', ['timer']),
  t('refunded_reimbursing', 'refunded_reimbursed', 'reimbursed', ['timer'], 'refund'),
  // void orders
  t('void_proceeding', 'voided', 'issue', SUPPLIER_OR_STAFF),
  t('void_proceeding', 'void_rejected', 'reject', SUPPLIER_OR_STAFF),
  t('void_proceeding', 'void_failed', 'fail', ['supplier']),
  t('void_proceeding', 'void_holding', 'hold', ['supplier']),
  t('void_holding', 'void_proceeding', 'resume', SUPPLIER_OR_STAFF),
  t('void_holding', 'void_failed', 'fail', SUPPLIER_OR_STAFF),
  t('void_holding', 'void_canceled', 'cancel', ['agency', 'staff']),
  t('void_failed', 'failed', 'close', ['timer', 'staff']),
  t('voided', 'voided_reimbursing', 'reimburse', ['timer']),
  t('voided_reimbursing', 'voided_reimbursed', 'reimbursed', ['timer'], 'void_refund'),
];

/** From -> the statuses it may move to (derived from the table). */
export const TRANSITIONS: Partial<Record<FlightOrderStatus, readonly FlightOrderStatus[]>> = TRANSITION_TABLE.reduce(
  (map, row) => ({ ...map, [row.from]: [...(map[row.from] ?? []), row.to] }),
  {} as Partial<Record<FlightOrderStatus, FlightOrderStatus[]>>,
);

export function transitionOf(from: FlightOrderStatus, to: FlightOrderStatus): Transition | undefined {
  return TRANSITION_TABLE.find((row) => row.from === from && row.to === to);
}

export function canTransition(from: FlightOrderStatus, to: FlightOrderStatus, by?: TransitionActor): boolean {
  const row = transitionOf(from, to);
  return !!row && (by === undefined || row.by.includes(by));
}

/** The status an order of each type starts in (change/refund/void orders are created by the agency's request). */
export const INITIAL_STATUS: Record<FlightOrderType, readonly FlightOrderStatus[]> = {
  origin: ['reserved', 'to_be_paid'],
  change: ['chg_reviewing'],
  refund: ['rfd_reviewing'],
  void: ['void_proceeding'],
};

export function isFinal(status: FlightOrderStatus): boolean {
  return !TRANSITIONS[status]?.length;
}

/** Final statuses an agency may delete (hide) an order in: nothing was sold or everything went back. */
export const DELETABLE_STATUSES: readonly FlightOrderStatus[] = [
  'closed',
  'canceled',
  'origin_canceled',
  'change_canceled',
  'refund_canceled',
  'void_canceled',
  'failed',
  'failed_reimbursed',
  'chg_rejected',
  'rfd_rejected',
  'void_rejected',
];

/** Statuses where the origin's tickets are valid (change, refund and void may be asked). */
export const TICKETED_STATUSES: readonly FlightOrderStatus[] = ['issued', 'changed'];

/** Pending menu sections and the statuses each shows (tabs split them by type). */
export const MENU_SECTIONS = {
  to_be_paid: ['to_be_paid', 'chg_to_be_paid'],
  reviewing: ['reviewing', 'chg_reviewing', 'rfd_reviewing'],
  proceeding: [
    'proceeding',
    'origin_holding',
    'chg_proceeding',
    'change_holding',
    'rfd_proceeding',
    'refund_holding',
    'void_proceeding',
    'void_holding',
  ],
  pending_confirm: ['rfd_to_be_confirm'],
  refunding: ['refunded', 'refunded_reimbursing', 'reimbursing', 'failed_reimbursing', 'voided', 'voided_reimbursing'],
} as const satisfies Record<string, readonly FlightOrderStatus[]>;
