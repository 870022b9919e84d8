// What follows a train order's transition inside its transaction: the jobs that carry it on
// (ticketing, refund, change, closing at the time limit), the tickets' states, the origin's move
// when its refund or change completed, and the agency's train notification.
import { eq, inArray } from 'drizzle-orm';
import type { TrainOrderStatus, TrainTransition } from '@/domain/trains/order-status';
import { trainNote } from '@/domain/trains/history';
import { trainOrderTickets } from '../db/schema';
import type { Tx } from '@/server/db/executor';
import { queueNotification } from '../flights/orders/notifications';
import { withExecutor } from '../flights/suppliers/booking-store';
import type { TrainsContext } from './context';
import { RAIL_SUPPLIER, requestedTickets, ticketsOf, trainOrderRow, type TrainOrderRow } from './order-row';
import { moveTrainIn } from './transition';
import { trainOrderState } from '../flights/orders/order-version';

export const TRAIN_TICKETING_JOB = 'train-ticketing';
export const TRAIN_REFUND_JOB = 'train-refund';
export const TRAIN_CHANGE_JOB = 'train-change';
export const TRAIN_CLOSE_JOB = 'train-close';

const WORK: Partial<Record<TrainOrderStatus, string>> = {
  ticketing: TRAIN_TICKETING_JOB,
  refunding: TRAIN_REFUND_JOB,
  changing: TRAIN_CHANGE_JOB,
};

/** Jobs an order needs in its current status; also used when an order is created. */
export async function scheduleTrainWork(tx: Tx, ctx: TrainsContext, order: TrainOrderRow): Promise<void> {
  const status = order.status as TrainOrderStatus;
  const job = WORK[status];
  if (job) await ctx.jobs.send(tx, job, { orderId: order.id, status }, { singletonKey: `${order.id}:${status}` });
  if (status === 'to_be_paid' && order.payBefore) {
    await ctx.jobs.send(
      tx,
      TRAIN_CLOSE_JOB,
      { orderId: order.id, status },
      { startAfter: order.payBefore, singletonKey: `${order.id}:${status}` },
    );
  }
}

async function setTicketStates(tx: Tx, ids: number[], state: string): Promise<void> {
  if (ids.length) await tx.update(trainOrderTickets).set({ state }).where(inArray(trainOrderTickets.id, ids));
}

/** Tickets of an after-sale order back to the state they had before it was asked. */
async function restoreTickets(tx: Tx, order: TrainOrderRow): Promise<void> {
  const prior = (order.request?.priorStates ?? {}) as Record<string, string>;
  for (const id of requestedTickets(order))
    await tx
      .update(trainOrderTickets)
      .set({ state: prior[String(id)] ?? 'issued' })
      .where(eq(trainOrderTickets.id, id));
}

async function originOutcome(tx: Tx, ctx: TrainsContext, order: TrainOrderRow, to: TrainOrderStatus): Promise<void> {
  if (!order.originOrderId) return;
  const origin = await trainOrderRow(tx, order.originOrderId);
  const tickets = await ticketsOf(tx, origin.id);
  const outcome: TrainOrderStatus | null =
    to === 'refunded'
      ? tickets.every((t) => t.state === 'refunded' || t.state === 'void')
        ? 'refunded'
        : null
      : origin.status === 'issued'
        ? 'changed'
        : null;
  if (!outcome || origin.status === outcome) return;
  await moveTrainIn(tx, ctx, {
    orderId: origin.id,
    to: outcome,
    actor: RAIL_SUPPLIER,
    note: trainNote('afterSaleCompleted', { type: order.type, orderNo: order.orderNo }),
  });
}

/** What a move means for the tickets (states, seats given back) and for the origin of an after-sale order. */
export async function ticketOutcomes(tx: Tx, ctx: TrainsContext, order: TrainOrderRow, row: TrainTransition): Promise<void> {
  if (order.type === 'origin') {
    const tickets = await ticketsOf(tx, order.id);
    if (row.to === 'issued')
      await setTicketStates(
        tx,
        tickets.map((t) => t.id),
        'issued',
      );
    if (row.to === 'canceled' || row.to === 'closed' || row.to === 'failed_reimbursed') {
      await setTicketStates(
        tx,
        tickets.map((t) => t.id),
        'void',
      );
      // The seats held for this booking go back on sale.
      for (const ref of new Set(tickets.map((t) => t.supplierRef))) await withExecutor(tx, () => ctx.supplier.cancel(ref));
    }
  } else if (row.to === 'refunded') {
    await setTicketStates(tx, requestedTickets(order), 'refunded');
    await originOutcome(tx, ctx, order, 'refunded');
  } else if (row.to === 'changed') {
    await originOutcome(tx, ctx, order, 'changed');
  } else if (row.to === 'refund_failed' || row.to === 'change_failed') {
    await restoreTickets(tx, order);
    const held = order.request?.newBookingRef;
    if (typeof held === 'string') await withExecutor(tx, () => ctx.supplier.cancel(held));
  }
}

export async function trainFollowUp(tx: Tx, ctx: TrainsContext, order: TrainOrderRow, row: TrainTransition): Promise<void> {
  await scheduleTrainWork(tx, ctx, order);
  await ticketOutcomes(tx, ctx, order, row);
  await queueNotification(tx, ctx, {
    agencyId: order.agencyId,
    orderId: order.id,
    channel: 'train',
    event: `train.order.${row.to}`,
    data: {
      orderId: order.id,
      orderNo: order.orderNo,
      type: order.type,
      originOrderId: order.originOrderId,
      from: row.from,
      to: row.to,
      action: row.action,
      state: trainOrderState(order),
    },
  });
}
