// What the caller may do to an order now, for the console's buttons. The same rules the actions
// enforce: the transition table, who the caller is, the lock, the void window and open after-sales.
import { DELETABLE_STATUSES, TICKETED_STATUSES, canTransition, type FlightOrderStatus, type TransitionActor } from '@/domain/orders/flight-order-status';
import type { OrderAction } from '@/domain/schemas/flight-orders';
import type { OrderRow } from './order-row';

export interface ActionContext {
  actor: TransitionActor;
  userId: number;
  /** The order's change/refund/void order still in progress, if any. */
  openAfterSale: boolean;
  voidOpen: boolean;
  manualTicketing: boolean;
}

export function allowedActions(order: OrderRow, c: ActionContext): OrderAction[] {
  const status = order.status as FlightOrderStatus;
  const lockedByOther = order.lockedStatus !== 0 && order.lockedById !== c.userId;
  const actions: OrderAction[] = ['download'];
  if (c.actor === 'staff') {
    if (order.lockedStatus !== 0) actions.push('unlock');
    else actions.push('lock');
  } else if (order.lockedStatus === 0) actions.push('lock');
  else if (order.lockedById === c.userId) actions.push('unlock');
  if (lockedByOther) return actions;
  const can = (to: FlightOrderStatus) => canTransition(status, to, c.actor);
  if (c.actor === 'agency') {
    if (can('proceeding') || can('chg_proceeding') && status === 'chg_to_be_paid') actions.push('pay');
    if (['origin_canceled', 'change_canceled', 'refund_canceled', 'void_canceled'].some((to) => can(to as FlightOrderStatus))) actions.push('cancel');
    if (can('rfd_proceeding')) actions.push('confirm');
    if (DELETABLE_STATUSES.includes(status) && !order.deletedAt) actions.push('delete');
    if (order.type === 'origin' && TICKETED_STATUSES.includes(status) && !c.openAfterSale) {
      actions.push('change', 'refund');
      if (c.voidOpen && status === 'issued') actions.push('void');
    }
  } else {
    if (['reviewing', 'chg_reviewing', 'rfd_reviewing'].includes(status)) actions.push('approve', 'reject');
    if (status === 'proceeding' && c.manualTicketing) actions.push('issue');
  }
  return actions;
}
