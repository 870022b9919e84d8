// What the caller may do to an order now. One rule per action, asked twice: by allowedActions (the
// console's buttons) and by the action itself before it changes anything, so a button is shown
// exactly when the call would be accepted. The rules: the transition table, who the caller is, the
// lock, the void window and open after-sales.
import {
  DELETABLE_STATUSES,
  TICKETED_STATUSES,
  canTransition,
  type FlightOrderStatus,
  type TransitionActor,
} from '@/domain/flights/flight-order-status';
import { voidDeadline } from '@/domain/flights/void-window';
import type { OrderAction } from '@/domain/flights/flight-orders';
import type { OrderRow } from './order-row';

export interface ActionContext {
  actor: TransitionActor;
  userId: number;
  /** The order's change/refund/void order still in progress, if any. */
  openAfterSale: boolean;
  voidOpen: boolean;
  manualTicketing: boolean;
}

/** Why an action is refused; each action maps it to its own error. */
export type Refusal = 'status' | 'locked' | 'afterSaleOpen' | 'voidWindowClosed';

/** Where paying moves an order, whatever the channel. */
export const PAID_TO: Partial<Record<FlightOrderStatus, FlightOrderStatus>> = {
  to_be_paid: 'proceeding',
  chg_to_be_paid: 'chg_proceeding',
};

/** Where cancelling moves an order (the origin, or an after-sale order still before its money moves). */
export const CANCEL_TO: Partial<Record<FlightOrderStatus, FlightOrderStatus>> = {
  reserved: 'origin_canceled',
  to_be_paid: 'origin_canceled',
  reviewing: 'origin_canceled',
  chg_reviewing: 'change_canceled',
  chg_to_be_paid: 'change_canceled',
  rfd_reviewing: 'refund_canceled',
  rfd_to_be_confirm: 'refund_canceled',
  void_holding: 'void_canceled',
};

const statusOf = (order: OrderRow) => order.status as FlightOrderStatus;

/** Held by someone else: only its holder (or staff, who may unlock it) acts on it. */
export function lockedAgainst(order: OrderRow, userId: number): boolean {
  return order.lockedStatus !== 0 && order.lockedById !== userId;
}

const moveRule =
  (target: Partial<Record<FlightOrderStatus, FlightOrderStatus>>) =>
  (order: OrderRow, actor: TransitionActor): FlightOrderStatus | null => {
    const to = target[statusOf(order)];
    return to && canTransition(statusOf(order), to, actor) ? to : null;
  };

/** The status paying moves the order to, when the actor may pay it now. */
export const payTarget = moveRule(PAID_TO);
/** The status cancelling moves the order to, when the actor may cancel it now. */
export const cancelTarget = moveRule(CANCEL_TO);

/** The agency accepts a refund quote. */
export function mayConfirm(order: OrderRow, actor: TransitionActor): boolean {
  return canTransition(statusOf(order), 'rfd_proceeding', actor) && statusOf(order) === 'rfd_to_be_confirm';
}

/** A final order the agency may hide from its lists. */
export function mayDelete(order: OrderRow): boolean {
  return DELETABLE_STATUSES.includes(statusOf(order)) && !order.deletedAt;
}

/**
 * Change and refund: asked by the agency on a ticketed origin order that nobody else holds locked,
 * while none of its change, refund or void orders is still in progress.
 */
export function afterSaleRefusal(order: OrderRow, c: Pick<ActionContext, 'actor' | 'userId' | 'openAfterSale'>): Refusal | null {
  if (c.actor !== 'agency' || order.type !== 'origin' || !TICKETED_STATUSES.includes(statusOf(order))) return 'status';
  if (lockedAgainst(order, c.userId)) return 'locked';
  if (c.openAfterSale) return 'afterSaleOpen';
  return null;
}

/** Until when an issued origin order may still be voided; null once the supplier's window closed. */
export function openVoidDeadline(order: OrderRow, now: Date): Date | null {
  const deadline = order.type === 'origin' && order.status === 'issued' ? voidDeadline(order.supplier, order.issuedAt) : null;
  return deadline && deadline.getTime() > now.getTime() ? deadline : null;
}

/** Void: an after-sale request on an issued ticket while the supplier's void window is open. */
export function voidRefusal(order: OrderRow, c: Pick<ActionContext, 'actor' | 'userId' | 'openAfterSale' | 'voidOpen'>): Refusal | null {
  return afterSaleRefusal(order, c) ?? (statusOf(order) === 'issued' && c.voidOpen ? null : 'voidWindowClosed');
}

export function allowedActions(order: OrderRow, c: ActionContext): OrderAction[] {
  const status = statusOf(order);
  const actions: OrderAction[] = ['download'];
  if (c.actor === 'staff') {
    if (order.lockedStatus !== 0) actions.push('unlock');
    else actions.push('lock');
  } else if (order.lockedStatus === 0) actions.push('lock');
  else if (order.lockedById === c.userId) actions.push('unlock');
  if (lockedAgainst(order, c.userId)) return actions;
  if (c.actor === 'agency') {
    if (payTarget(order, c.actor)) actions.push('pay');
    if (cancelTarget(order, c.actor)) actions.push('cancel');
    if (mayConfirm(order, c.actor)) actions.push('confirm');
    if (mayDelete(order)) actions.push('delete');
    if (!afterSaleRefusal(order, c)) actions.push('change', 'refund');
    if (!voidRefusal(order, c)) actions.push('void');
  } else {
    if (['reviewing', 'chg_reviewing', 'rfd_reviewing'].includes(status)) actions.push('approve', 'reject');
    if (status === 'proceeding' && c.manualTicketing) actions.push('issue');
  }
  return actions;
}
