// The order jobs: supplier work (ticketing; applying a change, refund or void), reimbursement after
// a failure or a completed refund/void, and closing unpaid orders at their payment deadline. Each
// handler re-reads the order and does nothing if it moved on meanwhile (jobs run at least once).
import { and, eq } from 'drizzle-orm';
import type { FlightOrderStatus } from '@/domain/flights/flight-order-status';
import { flightOrderPassengers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { SupplierError, type FlightSupplier } from '../suppliers/types';
import { chosenChangeOffer } from './change-offer';
import type { OrdersContext } from './context';
import { CLOSE_JOB, REIMBURSE_JOB, TICKETING_JOB } from './follow-ups';
import { deliver, NOTIFY_JOB } from './notifications';
import { hasMoneyToReturn, paymentOfOrder } from './order-money';
import { orderRow, SUPPLIER, TIMER, type OrderRow } from './order-row';
import { transition, transitionIn } from './transition';
import { note, type HistoryNote } from '@/domain/flights/history-note';

interface OrderJob {
  orderId: number;
  status: FlightOrderStatus;
}

/** A refusal by the supplier (not a timeout): the order fails instead of retrying. */
function refused(error: unknown): boolean {
  return error instanceof SupplierError && error.reason !== 'timeout';
}

async function supplierOf(ctx: OrdersContext, order: OrderRow): Promise<FlightSupplier> {
  const supplier = await ctx.shopping.supplier(order.supplier);
  if (!supplier) throw new Error(`supplier ${order.supplier} is not configured`);
  return supplier;
}

/** Moves the order unless someone else moved it first (a job's second run, a staff action). */
async function moveIfStill(
  ctx: OrdersContext,
  order: OrderRow,
  to: FlightOrderStatus,
  note: HistoryNote,
  work?: Parameters<typeof transitionIn>[2]['set'],
  extra?: (tx: Parameters<typeof transitionIn>[0]) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    try {
      await extra?.(tx);
      await transitionIn(tx, ctx, {
        orderId: order.id,
        to,
        actor: SUPPLIER,
        expectedFrom: order.status as FlightOrderStatus,
        note,
        set: work,
      });
    } catch (error) {
      if (error instanceof ApiError && error.codeName === 'ORDER_CHANGED_MEANWHILE') return;
      throw error;
    }
  });
}

export async function runSupplierWork(ctx: OrdersContext, job: OrderJob): Promise<void> {
  const order = await orderRow(ctx.db, job.orderId);
  if (order.status !== job.status) return;
  const supplier = await supplierOf(ctx, order);
  switch (order.status) {
    case 'proceeding': {
      if (supplier.manualTicketing) return; // platform staff issue these by hand (review queue)
      let tickets: string[];
      try {
        tickets = (await supplier.ticket(order.supplierRef)).tickets;
      } catch (error) {
        if (!refused(error)) throw error;
        return moveIfStill(
          ctx,
          order,
          'origin_failed',
          note('ticketingRefused', { supplier: order.supplier, reason: (error as Error).message.slice(0, 300) }),
        );
      }
      return moveIfStill(
        ctx,
        order,
        'issued',
        note('ticketsIssued', { tickets: tickets.join(', ') }),
        { issuedAt: ctx.now() },
        async (tx) => {
          const passengers = await tx.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, order.id));
          for (const p of passengers) {
            await tx
              .update(flightOrderPassengers)
              .set({ ticketNumber: tickets[p.seq] ?? null })
              .where(and(eq(flightOrderPassengers.id, p.id)));
          }
        },
      );
    }
    case 'chg_proceeding': {
      // The change is applied on the supplier's booking: it must still exist and be ticketed.
      const booking = await supplier.retrieve(order.supplierRef);
      if (!booking || booking.status !== 'ticketed')
        return moveIfStill(
          ctx,
          order,
          'change_failed',
          note('changeImpossible', { supplier: order.supplier, bookingNo: order.supplierRef }),
        );
      // A real supplier carries the chosen change out (Duffel: order change created, then confirmed
      // and paid; a second run reads it first and never confirms twice). A time-out retries the job.
      const chosen = supplier.applyChange ? await chosenChangeOffer(ctx.db, order) : null;
      if (chosen) {
        try {
          await supplier.applyChange!(order.supplierRef, chosen);
        } catch (error) {
          if (!refused(error)) throw error;
          return moveIfStill(
            ctx,
            order,
            'change_failed',
            note('changeImpossible', { supplier: order.supplier, bookingNo: order.supplierRef }),
          );
        }
      }
      return moveIfStill(ctx, order, 'changed', note('changeConfirmed', { supplier: order.supplier }), { issuedAt: ctx.now() });
    }
    case 'rfd_proceeding': {
      try {
        // A real supplier carries the refund out (Duffel confirms its cancellation); a simulator's quote is its refund.
        await (supplier.refund ? supplier.refund(order.supplierRef) : supplier.refundQuote(order.supplierRef));
      } catch (error) {
        if (!refused(error)) throw error;
        return moveIfStill(ctx, order, 'refund_failed', note('refundRefused', { supplier: order.supplier }));
      }
      return moveIfStill(ctx, order, 'refunded', note('refundAccepted', { supplier: order.supplier }));
    }
    case 'void_proceeding': {
      let status: string;
      try {
        status = (await supplier.void(order.supplierRef)).status;
      } catch (error) {
        if (!refused(error)) throw error;
        return moveIfStill(ctx, order, 'void_failed', note('voidFailed', { supplier: order.supplier }));
      }
      return status === 'voided'
        ? moveIfStill(ctx, order, 'voided', note('voided', { supplier: order.supplier }))
        : moveIfStill(ctx, order, 'void_rejected', note('voidRefused', { supplier: order.supplier, bookingStatus: status }));
    }
  }
}

const REIMBURSING: Partial<Record<FlightOrderStatus, [FlightOrderStatus, FlightOrderStatus]>> = {
  origin_failed: ['failed_reimbursing', 'failed_reimbursed'],
  change_failed: ['reimbursing', 'failed_reimbursed'],
  refunded: ['refunded_reimbursing', 'refunded_reimbursed'],
  voided: ['voided_reimbursing', 'voided_reimbursed'],
};

export async function runReimbursement(ctx: OrdersContext, job: OrderJob): Promise<void> {
  let order = await orderRow(ctx.db, job.orderId);
  const steps = REIMBURSING[job.status];
  if (!steps) return;
  if (order.status === 'change_failed') {
    // Nothing was paid for this change: it simply ends.
    const payment = await paymentOfOrder(ctx.db, order.orderNo);
    if (!hasMoneyToReturn(payment))
      return void (await transition(ctx, {
        orderId: order.id,
        to: 'failed',
        actor: TIMER,
        expectedFrom: 'change_failed',
        note: note('nothingToReimburse'),
      }).catch(ignoreMoved));
  }
  for (const step of steps) {
    order = await orderRow(ctx.db, job.orderId);
    const expected = step === steps[0] ? job.status : steps[0];
    if (order.status === step) continue;
    if (order.status !== expected) return;
    await transition(ctx, { orderId: order.id, to: step, actor: TIMER, expectedFrom: expected }).catch(ignoreMoved);
  }
}

function ignoreMoved(error: unknown): void {
  if (error instanceof ApiError && error.codeName === 'ORDER_CHANGED_MEANWHILE') return;
  throw error;
}

export async function runClose(ctx: OrdersContext, job: OrderJob): Promise<void> {
  const order = await orderRow(ctx.db, job.orderId);
  if (order.status !== job.status) return;
  if (order.payBefore.getTime() > ctx.now().getTime()) {
    // The deadline moved later: look again then.
    await ctx.jobs.send(ctx.db, CLOSE_JOB, job, { startAfter: order.payBefore });
    return;
  }
  await transition(ctx, { orderId: order.id, to: 'closed', actor: TIMER, expectedFrom: job.status, note: note('deadlinePassed') }).catch(
    ignoreMoved,
  );
}

export function defineOrderJobs(ctx: OrdersContext): void {
  ctx.jobs.define<OrderJob>({
    name: TICKETING_JOB,
    handler: (job) => runSupplierWork(ctx, job),
    retryLimit: 5,
    retryDelaySeconds: 10,
    batchSize: 20,
  });
  ctx.jobs.define<OrderJob>({
    name: REIMBURSE_JOB,
    handler: (job) => runReimbursement(ctx, job),
    retryLimit: 10,
    retryDelaySeconds: 10,
    batchSize: 20,
  });
  ctx.jobs.define<OrderJob>({ name: CLOSE_JOB, handler: (job) => runClose(ctx, job), retryLimit: 10, retryDelaySeconds: 30 });
  ctx.jobs.define<{ deliveryId: string }>({
    name: NOTIFY_JOB,
    handler: (job, meta) => deliver(ctx, job.deliveryId, meta.retryCount),
    retryLimit: ctx.options.notifyRetryLimit ?? 8,
    retryDelaySeconds: ctx.options.notifyRetryDelaySeconds ?? 10,
    retryBackoff: true,
    batchSize: 10,
  });
}
