// The train order jobs: ticketing through the rail supplier (left to platform staff in the agency's
// manual mode), applying a refund or a change at the supplier, and closing unpaid orders at their
// time limit. Each handler re-reads the order and does nothing if it moved on meanwhile (jobs run at
// least once), and the supplier answers the same twice.
import { eq } from 'drizzle-orm';
import type { TrainOrderStatus } from '@/domain/trains/order-status';
import { trainNote, type TrainNote } from '@/domain/trains/history';
import { settingsOf } from '../agencies/settings';
import { agencies, trainOrderTickets } from '../db/schema';
import type { Executor, Tx } from '@/server/db/executor';
import { ApiError } from '../http/api-error';
import type { TrainsContext } from './context';
import { TRAIN_CHANGE_JOB, TRAIN_CLOSE_JOB, TRAIN_REFUND_JOB, TRAIN_TICKETING_JOB } from './follow-ups';
import {
  RAIL_SUPPLIER,
  RAIL_TIMER,
  requestedTickets,
  ticketsOf,
  trainOrderRow,
  type TrainOrderRow,
  type TrainTicketRow,
} from './order-row';
import { RailSupplierError } from './supplier/types';
import { moveTrainIn } from './transition';

interface TrainJob {
  orderId: number;
  status: TrainOrderStatus;
}

/** A refusal by the supplier (not a time-out): the order fails instead of retrying. */
const refused = (error: unknown) => error instanceof RailSupplierError && error.reason !== 'timeout' && error.reason !== 'failure';

/** Moves the order unless someone else moved it first (a second run, a staff action). */
async function moveIfStill(
  ctx: TrainsContext,
  order: TrainOrderRow,
  to: TrainOrderStatus,
  note: TrainNote,
  extra?: (tx: Tx) => Promise<void>,
  actor = RAIL_SUPPLIER,
) {
  await ctx.db.transaction(async (tx) => {
    try {
      await extra?.(tx);
      await moveTrainIn(tx, ctx, {
        orderId: order.id,
        to,
        actor,
        expectedFrom: order.status as TrainOrderStatus,
        note,
        set: to === 'issued' ? { issuedAt: ctx.now() } : undefined,
      });
    } catch (error) {
      if (error instanceof ApiError && error.codeName === 'ORDER_CHANGED_MEANWHILE') return;
      throw error;
    }
  });
}

export async function manualModeOf(db: Executor, agencyId: number): Promise<boolean> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  return agency ? settingsOf(agency).train.manualMode : false;
}

/** Issues every booking of the order's tickets at the supplier: the ticket numbers per booking. */
export async function issueAtSupplier(ctx: TrainsContext, tickets: readonly TrainTicketRow[]): Promise<Map<string, string[]>> {
  const numbers = new Map<string, string[]>();
  for (const ref of new Set(tickets.map((t) => t.supplierRef))) numbers.set(ref, (await ctx.supplier.issue(ref)).ticketNumbers);
  return numbers;
}

/** Writes the ticket numbers onto the tickets (in the order's transaction); answers them in order. */
export async function writeTicketNumbers(tx: Tx, tickets: readonly TrainTicketRow[], numbers: Map<string, string[]>): Promise<string[]> {
  const written: string[] = [];
  for (const ref of numbers.keys()) {
    for (const [i, t] of tickets.filter((x) => x.supplierRef === ref).entries()) {
      const number = numbers.get(ref)![i] ?? null;
      await tx.update(trainOrderTickets).set({ ticketNumber: number }).where(eq(trainOrderTickets.id, t.id));
      if (number) written.push(number);
    }
  }
  return written;
}

async function runTicketing(ctx: TrainsContext, order: TrainOrderRow): Promise<void> {
  if (await manualModeOf(ctx.db, order.agencyId)) return; // the staff desk issues these by hand
  const tickets = await ticketsOf(ctx.db, order.id);
  let numbers: Map<string, string[]>;
  try {
    // Supplier calls before the transaction: a refusal is an answer, not a reason to retry.
    numbers = await issueAtSupplier(ctx, tickets);
  } catch (error) {
    if (!refused(error)) throw error;
    return moveIfStill(ctx, order, 'failed_reimbursed', trainNote('ticketingRefused', { reason: (error as Error).message.slice(0, 300) }));
  }
  const all = [...numbers.values()].flat().join(', ');
  return moveIfStill(ctx, order, 'issued', trainNote('ticketsIssued', { tickets: all }), async (tx) => {
    await writeTicketNumbers(tx, tickets, numbers);
  });
}

async function runRefund(ctx: TrainsContext, order: TrainOrderRow): Promise<void> {
  const origin = await trainOrderRow(ctx.db, order.originOrderId!);
  const ids = requestedTickets(order);
  const tickets = (await ticketsOf(ctx.db, origin.id)).filter((t) => ids.includes(t.id));
  try {
    for (const ref of new Set(tickets.map((t) => t.supplierRef))) {
      const all = (await ticketsOf(ctx.db, origin.id)).filter((t) => t.supplierRef === ref);
      await ctx.supplier.refund(
        ref,
        tickets.filter((t) => t.supplierRef === ref).map((t) => all.findIndex((x) => x.id === t.id)),
      );
    }
  } catch (error) {
    if (!refused(error)) throw error;
    return moveIfStill(ctx, order, 'refund_failed', trainNote('refundRefused', { reason: (error as Error).message.slice(0, 300) }));
  }
  return moveIfStill(ctx, order, 'refunded', trainNote('refundDone', { tickets: tickets.map((t) => t.ticketNumber ?? t.id).join(', ') }));
}

async function runChange(ctx: TrainsContext, order: TrainOrderRow): Promise<void> {
  const request = order.request as {
    ticketIds: number[];
    newBookingRef: string;
    newTickets: Array<{ ticketId: number; carriage: string; seat: string; price: number }>;
  };
  const origin = await trainOrderRow(ctx.db, order.originOrderId!);
  const tickets = (await ticketsOf(ctx.db, origin.id)).filter((t) => request.ticketIds.includes(t.id));
  let numbers: string[];
  try {
    numbers = (await ctx.supplier.issue(request.newBookingRef)).ticketNumbers;
    for (const ref of new Set(tickets.map((t) => t.supplierRef))) {
      const all = (await ticketsOf(ctx.db, origin.id)).filter((t) => t.supplierRef === ref);
      await ctx.supplier.refund(
        ref,
        tickets.filter((t) => t.supplierRef === ref).map((t) => all.findIndex((x) => x.id === t.id)),
      );
    }
  } catch (error) {
    if (!refused(error)) throw error;
    return moveIfStill(ctx, order, 'change_failed', trainNote('changeRefused', { reason: (error as Error).message.slice(0, 300) }));
  }
  const journey = (order.journeys[0] ?? {}) as {
    trainNo: string;
    from: string;
    to: string;
    departure: string;
    arrival: string;
    seatClass: string;
  };
  return moveIfStill(ctx, order, 'changed', trainNote('changeDone', { trainNo: journey.trainNo }), async (tx) => {
    for (const [i, t] of request.newTickets.entries()) {
      await tx
        .update(trainOrderTickets)
        .set({
          trainNo: journey.trainNo,
          fromCode: journey.from,
          toCode: journey.to,
          departure: journey.departure,
          arrival: journey.arrival,
          seatClass: journey.seatClass,
          carriage: t.carriage,
          seat: t.seat,
          price: t.price,
          ticketNumber: numbers[i] ?? null,
          supplierRef: request.newBookingRef,
          state: 'changed',
          changes: (tickets.find((x) => x.id === t.ticketId)?.changes ?? 0) + 1,
        })
        .where(eq(trainOrderTickets.id, t.ticketId));
    }
  });
}

export async function runTrainWork(ctx: TrainsContext, job: TrainJob): Promise<void> {
  const order = await trainOrderRow(ctx.db, job.orderId);
  if (order.status !== job.status) return;
  if (order.status === 'ticketing') return runTicketing(ctx, order);
  if (order.status === 'refunding') return runRefund(ctx, order);
  if (order.status === 'changing') return runChange(ctx, order);
}

export async function runTrainClose(ctx: TrainsContext, job: TrainJob): Promise<void> {
  const order = await trainOrderRow(ctx.db, job.orderId);
  if (order.status !== 'to_be_paid' || !order.payBefore) return;
  if (order.payBefore.getTime() > ctx.now().getTime()) {
    await ctx.jobs.send(ctx.db, TRAIN_CLOSE_JOB, job, { startAfter: order.payBefore });
    return;
  }
  await moveIfStill(ctx, order, 'closed', trainNote('deadlinePassed'), undefined, RAIL_TIMER);
}

export function defineTrainJobs(ctx: TrainsContext): void {
  for (const name of [TRAIN_TICKETING_JOB, TRAIN_REFUND_JOB, TRAIN_CHANGE_JOB]) {
    ctx.jobs.define<TrainJob>({ name, handler: (job) => runTrainWork(ctx, job), retryLimit: 5, retryDelaySeconds: 10, batchSize: 20 });
  }
  ctx.jobs.define<TrainJob>({ name: TRAIN_CLOSE_JOB, handler: (job) => runTrainClose(ctx, job), retryLimit: 10, retryDelaySeconds: 30 });
}
