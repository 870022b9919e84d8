// The train order actions of agency users and platform staff: pay, cancel, and the manual desk's
// issue or fail. Each asks the same predicate the detail's allowedActions uses, then moves the order
// through the one transition function.
import { trainNote } from '@/domain/trains/history';
import { mayCancel, mayPay, mayWorkByHand } from '@/domain/trains/allowed-actions';
import type { TrainOrderStatus } from '@/domain/trains/order-status';
import type { Identity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { Tx } from '@/server/db/executor';
import type { TrainsContext } from './context';
import { orderFacts } from './detail';
import { issueAtSupplier, manualModeOf, writeTicketNumbers } from './jobs';
import { ticketsOf, trainActorOf, type TrainOrderRow } from './order-row';
import { moveTrainIn } from './transition';

function notAllowed(order: TrainOrderRow, action: string): never {
  throw new ApiError('ORDER_ACTION_NOT_ALLOWED', { status: order.status, action });
}

/** to_be_paid -> ticketing: the wallet holds the amount until the tickets are issued. In the caller's (idempotent) transaction. */
export async function payTrainOrder(
  tx: Tx,
  ctx: TrainsContext,
  identity: Identity,
  order: TrainOrderRow,
  ip?: string,
): Promise<TrainOrderRow> {
  const actor = trainActorOf(identity, ip);
  if (!mayPay(orderFacts(order, false), actor.kind)) notAllowed(order, 'pay');
  return moveTrainIn(tx, ctx, {
    orderId: order.id,
    to: 'ticketing',
    actor,
    expectedFrom: order.status as TrainOrderStatus,
    note: trainNote('paidFromWallet'),
    set: { paymentStatus: 'paid' },
  });
}

export async function cancelTrainOrder(
  ctx: TrainsContext,
  identity: Identity,
  order: TrainOrderRow,
  remark?: string,
  ip?: string,
): Promise<TrainOrderRow> {
  const actor = trainActorOf(identity, ip);
  if (!mayCancel(orderFacts(order, false), actor.kind)) notAllowed(order, 'cancel');
  return ctx.db.transaction((tx) =>
    moveTrainIn(tx, ctx, {
      orderId: order.id,
      to: 'canceled',
      actor,
      expectedFrom: 'to_be_paid',
      note: trainNote('canceled', undefined, remark),
    }),
  );
}

/** The manual desk: platform staff issue (through the supplier) or fail an order waiting in ticketing. */
export async function workByHand(
  ctx: TrainsContext,
  identity: Identity,
  order: TrainOrderRow,
  outcome: 'issue' | 'fail',
  remark?: string,
  ip?: string,
): Promise<TrainOrderRow> {
  const actor = trainActorOf(identity, ip);
  if (!mayWorkByHand(orderFacts(order, await manualModeOf(ctx.db, order.agencyId)), actor.kind)) notAllowed(order, outcome);
  if (outcome === 'fail') {
    return ctx.db.transaction((tx) =>
      moveTrainIn(tx, ctx, {
        orderId: order.id,
        to: 'failed_reimbursed',
        actor,
        expectedFrom: 'ticketing',
        note: trainNote('failedByHand', undefined, remark),
      }),
    );
  }
  const tickets = await ticketsOf(ctx.db, order.id);
  const numbers = await issueAtSupplier(ctx, tickets).catch(() => {
    throw new ApiError('SUPPLIER_UNAVAILABLE');
  });
  return ctx.db.transaction(async (tx) => {
    const written = await writeTicketNumbers(tx, tickets, numbers);
    return moveTrainIn(tx, ctx, {
      orderId: order.id,
      to: 'issued',
      actor,
      expectedFrom: 'ticketing',
      note: trainNote('issuedByHand', { tickets: written.join(', ') }, remark),
      set: { issuedAt: ctx.now() },
    });
  });
}
