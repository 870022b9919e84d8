// What follows a transition inside its transaction: the jobs that carry the order on (ticketing,
// reimbursement, closing at the payment deadline), the agency's booking notification, and the origin
// order's move when an after-sale order completes.
import { eq } from 'drizzle-orm';
import type { FlightOrderStatus, Transition } from '@/domain/flights/flight-order-status';
import { flightOrders } from '../../db/schema';
import type { Tx } from '@/server/db/executor';
import type { OrdersContext } from './context';
import { queueSubAgencyMail } from '../../mail/sub-agency-mail';
import { queueNotification } from './notifications';
import { orderRow, SUPPLIER, type OrderRow, type TransitionActorInfo } from './order-row';
import { fixTicketingDeadline } from './ticketing-deadline';
import { transitionIn } from './transition';
import { note } from '@/domain/flights/history-note';
import { flightOrderState } from './order-version';

export const TICKETING_JOB = 'order-ticketing';
export const REIMBURSE_JOB = 'order-reimburse';
export const CLOSE_JOB = 'order-close';

/** Statuses a supplier job works on (ticketing, applying a change, refund or void). */
export const SUPPLIER_WORK: readonly FlightOrderStatus[] = ['proceeding', 'chg_proceeding', 'rfd_proceeding', 'void_proceeding'];
/** Statuses from which the money goes back (or the failure is closed) by a job. */
export const REIMBURSE_FROM: readonly FlightOrderStatus[] = ['origin_failed', 'change_failed', 'refunded', 'voided'];

/** Jobs an order needs in its current status; also used when an order is created. */
export async function scheduleWork(tx: Tx, ctx: OrdersContext, order: OrderRow): Promise<void> {
  const status = order.status as FlightOrderStatus;
  if (SUPPLIER_WORK.includes(status))
    await ctx.jobs.send(tx, TICKETING_JOB, { orderId: order.id, status }, { singletonKey: `${order.id}:${status}` });
  // origin_failed is the origin's; the others are after-sale orders' (an origin's refunded/voided is final).
  const reimbursable = status === 'origin_failed' ? order.type === 'origin' : order.type !== 'origin';
  if (REIMBURSE_FROM.includes(status) && reimbursable) {
    await ctx.jobs.send(tx, REIMBURSE_JOB, { orderId: order.id, status }, { singletonKey: `${order.id}:${status}` });
  }
  if (status === 'to_be_paid' || status === 'chg_to_be_paid') {
    await ctx.jobs.send(
      tx,
      CLOSE_JOB,
      { orderId: order.id, status },
      { startAfter: order.payBefore, singletonKey: `${order.id}:${status}` },
    );
  }
}

/** Outcomes a sub-agency that gets its own e-mails is told about: what it must know or act on. */
const MAILED: readonly FlightOrderStatus[] = [
  'issued',
  'origin_failed',
  'closed',
  'chg_rejected',
  'chg_to_be_paid',
  'changed',
  'change_failed',
  'rfd_rejected',
  'rfd_to_be_confirm',
  'refunded',
  'refund_failed',
  'void_rejected',
  'voided',
  'void_failed',
];

/** The origin's status once its after-sale order completed. */
const ORIGIN_OUTCOME: Partial<Record<FlightOrderStatus, FlightOrderStatus>> = {
  changed: 'changed',
  refunded_reimbursed: 'refunded',
  voided_reimbursed: 'voided',
};

export async function followUp(tx: Tx, ctx: OrdersContext, order: OrderRow, row: Transition, _actor: TransitionActorInfo): Promise<void> {
  await scheduleWork(tx, ctx, order);
  // Paid (or approved after review): the ticket is now due by the agency's ticketing-speed plan.
  if (row.to === 'proceeding' && order.type === 'origin') await fixTicketingDeadline(tx, order, ctx.now());
  if (MAILED.includes(row.to))
    await queueSubAgencyMail(tx, ctx.jobs, order.agencyId, 'orderStatus', { orderNo: order.orderNo, status: row.to });
  const outcome = ORIGIN_OUTCOME[row.to];
  if (outcome && order.type !== 'origin' && order.originOrderId) {
    const origin = await orderRow(tx, order.originOrderId);
    if (origin.status !== outcome) {
      await transitionIn(tx, ctx, {
        orderId: origin.id,
        to: outcome,
        actor: SUPPLIER,
        note: note('afterSaleCompleted', { type: order.type, orderNo: order.orderNo }),
        set: order.type === 'change' ? { itinerary: order.itinerary } : undefined,
      });
      if (order.type === 'change')
        await tx.update(flightOrders).set({ priceSnapshot: order.priceSnapshot }).where(eq(flightOrders.id, origin.id));
    }
  }
  await queueNotification(tx, ctx, {
    agencyId: order.agencyId,
    orderId: order.id,
    channel: 'booking',
    event: `order.${row.to}`,
    data: {
      orderId: order.id,
      orderNo: order.orderNo,
      type: order.type,
      originOrderId: order.originOrderId,
      from: row.from,
      to: row.to,
      action: row.action,
      state: flightOrderState(order),
    },
  });
}
