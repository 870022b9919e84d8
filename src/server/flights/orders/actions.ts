// The order actions of agency users and platform staff. Status changes go through the one transition
// function; lock, unlock and delete are not status changes and are written to the history here.
import { and, eq, isNull } from 'drizzle-orm';
import type { FlightOrderStatus } from '@/domain/flights/flight-order-status';
import { note } from '@/domain/flights/history-note';
import { recordAudit } from '../../audit/audit';
import type { Identity } from '../../auth/identity';
import { flightOrderPassengers, flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { changeFigures, refundFigures } from './after-sale-price';
import { agencySettings, ratesFor } from '../shopping/search-service';
import { convertMinor } from '../shopping/pricing';
import { withExecutor } from '../suppliers/booking-store';
import type { Tx } from '@/server/db/executor';
import { requestPayment } from '../../wallet/payments';
import { cancelTarget, mayConfirm, mayDelete, payTarget } from './allowed-actions';
import type { OrdersContext } from './context';
import { paymentOfOrder, renewedPayable } from './order-money';
import { orderRow, userName, type OrderRow, type TransitionActorInfo } from './order-row';
import { isStaff } from './scope';
import { assertNotLockedAgainst, noteHistory, transitionIn } from './transition';

export function actorOf(identity: Identity, ip?: string): TransitionActorInfo {
  return { kind: isStaff(identity) ? 'staff' : 'agency', userId: identity.user.id, ip: ip ?? null };
}

function notAllowed(order: OrderRow, action: string): never {
  throw new ApiError('ORDER_ACTION_NOT_ALLOWED', { status: order.status, action });
}

/**
 * to_be_paid -> proceeding (the wallet holds the amount until ticketing); chg_to_be_paid -> chg_proceeding.
 * In the caller's transaction. `asBooker`: paying the order one just booked, which acts for the order's
 * own agency whoever books (platform staff included).
 */
export async function payOrder(
  tx: Tx,
  ctx: OrdersContext,
  identity: Identity,
  order: OrderRow,
  ip?: string,
  asBooker = false,
): Promise<OrderRow> {
  const actor: TransitionActorInfo = asBooker ? { kind: 'agency', userId: identity.user.id, ip: ip ?? null } : actorOf(identity, ip);
  const to = payTarget(order, actor.kind);
  if (!to) notAllowed(order, 'pay');
  // Lock order: the order row first, then its payment (renewed here, held by the transition).
  await orderRow(tx, order.id, true);
  await renewedPayable(tx, order);
  return transitionIn(tx, ctx, {
    orderId: order.id,
    to,
    actor,
    expectedFrom: order.status as FlightOrderStatus,
    note: note('paidFromWallet'),
    set: { paymentStatus: 'paid', paymentChannel: 'balance' },
  });
}

export async function cancelOrder(
  ctx: OrdersContext,
  identity: Identity,
  order: OrderRow,
  remark?: string,
  ip?: string,
): Promise<OrderRow> {
  const actor = actorOf(identity, ip);
  const to = cancelTarget(order, actor.kind);
  if (!to) notAllowed(order, 'cancel');
  return ctx.db.transaction((tx) =>
    transitionIn(tx, ctx, {
      orderId: order.id,
      to,
      actor,
      expectedFrom: order.status as FlightOrderStatus,
      note: note('canceled', undefined, remark),
      set: order.status === 'reviewing' ? { paymentStatus: 'unpaid' } : undefined,
    }),
  );
}

/** rfd_to_be_confirm -> rfd_proceeding: the agency accepts the refund quote. */
export async function confirmOrder(ctx: OrdersContext, identity: Identity, order: OrderRow, ip?: string): Promise<OrderRow> {
  if (!mayConfirm(order, actorOf(identity).kind)) notAllowed(order, 'confirm');
  return ctx.db.transaction((tx) =>
    transitionIn(tx, ctx, {
      orderId: order.id,
      to: 'rfd_proceeding',
      actor: actorOf(identity, ip),
      expectedFrom: 'rfd_to_be_confirm',
      note: note('refundQuoteConfirmed'),
    }),
  );
}

/** Hides a final order from the agency's lists (kept for the ledger and history). */
export async function deleteOrder(ctx: OrdersContext, identity: Identity, order: OrderRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await orderRow(tx, order.id, true);
    await assertNotLockedAgainst(tx, current, actorOf(identity));
    if (!mayDelete(current)) throw new ApiError(current.deletedAt ? 'NOT_FOUND' : 'ORDER_NOT_DELETABLE');
    const [done] = await tx
      .update(flightOrders)
      .set({ deletedAt: ctx.now() })
      .where(and(eq(flightOrders.id, order.id), isNull(flightOrders.deletedAt)))
      .returning({ id: flightOrders.id });
    if (!done) throw new ApiError('NOT_FOUND');
    await noteHistory(tx, order.id, 'note', actorOf(identity), note('deleted'));
  });
}

/**
 * The order lock, so two people do not work on one order at once: lockType 1 locks for the caller (refused when someone holds it); 0 unlocks
 * (the holder, or platform staff for any lock). The conditional update decides races.
 */
export async function setLock(ctx: OrdersContext, identity: Identity, order: OrderRow, lockType: 0 | 1, ip?: string): Promise<void> {
  const actor = actorOf(identity, ip);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (lockType === 1) {
      const [done] = await tx
        .update(flightOrders)
        .set({ lockedStatus: 1, lockedById: identity.user.id, lockedAt: now })
        .where(and(eq(flightOrders.id, order.id), eq(flightOrders.lockedStatus, 0)))
        .returning({ id: flightOrders.id });
      if (!done) {
        const current = await orderRow(tx, order.id);
        throw new ApiError('ORDER_ALREADY_LOCKED', { holder: (await userName(tx, current.lockedById)) ?? `#${current.lockedById}` });
      }
      await noteHistory(tx, order.id, 'lock', actor, note('locked'));
    } else {
      const current = await orderRow(tx, order.id, true);
      if (current.lockedStatus === 0) throw new ApiError('ORDER_NOT_LOCKED');
      if (current.lockedById !== identity.user.id && !isStaff(identity)) {
        throw new ApiError('ORDER_LOCKED', { holder: (await userName(tx, current.lockedById)) ?? `#${current.lockedById}` });
      }
      await tx.update(flightOrders).set({ lockedStatus: 0, lockedById: null, lockedAt: null }).where(eq(flightOrders.id, order.id));
      await noteHistory(
        tx,
        order.id,
        'unlock',
        actor,
        current.lockedById === identity.user.id
          ? note('unlocked')
          : note('unlockedByStaff', { holder: (await userName(tx, current.lockedById)) ?? '' }),
      );
    }
    await recordAudit(tx, {
      agencyId: order.agencyId,
      userId: identity.user.id,
      action: lockType ? 'flight.order.lock' : 'flight.order.unlock',
      target: order.orderNo,
      ip: ip ?? null,
    });
  });
}

// ---------- staff ----------

export interface ApproveInput {
  remark?: string;
  quote?: { ticketDifference?: number; taxDifference?: number; changeFee?: number; refundable?: number; refundFee?: number };
}

export async function approveOrder(
  ctx: OrdersContext,
  identity: Identity,
  order: OrderRow,
  input: ApproveInput,
  ip?: string,
): Promise<OrderRow> {
  const actor = actorOf(identity, ip);
  const remark = input.remark ?? null;
  return ctx.db.transaction(async (tx) => {
    switch (order.status) {
      case 'reviewing':
        return transitionIn(tx, ctx, {
          orderId: order.id,
          to: 'proceeding',
          actor,
          expectedFrom: 'reviewing',
          note: note('approved', undefined, remark),
          set: { reviewRemark: remark },
        });
      case 'chg_reviewing': {
        const q = input.quote;
        if (!q || q.ticketDifference === undefined || q.taxDifference === undefined || q.changeFee === undefined)
          throw new ApiError('QUOTE_REQUIRED');
        const { total, ...quote } = changeFigures(q as Required<typeof q>, Number(order.quote?.serviceFee ?? 0), order.currency);
        if (total > 0) {
          await tx
            .update(flightOrders)
            .set({ totalAmount: total, fareAmount: quote.ticketDifference, taxAmount: quote.taxDifference, markupAmount: quote.serviceFee })
            .where(eq(flightOrders.id, order.id));
          await requestPayment(tx, {
            agencyId: order.agencyId,
            orderRef: order.orderNo,
            amount: total,
            currency: order.currency,
            businessType: 'flight_change',
            description: `${order.orderNo} change`,
            createdBy: identity.user.id,
            payBefore: new Date(ctx.now().getTime() + 24 * 3600_000),
          });
        }
        return transitionIn(tx, ctx, {
          orderId: order.id,
          to: total > 0 ? 'chg_to_be_paid' : 'chg_proceeding',
          actor,
          expectedFrom: 'chg_reviewing',
          note: note('changeQuoted', { amount: total, currency: order.currency }, remark),
          set: { reviewRemark: remark, quote, totalAmount: total, ...(total === 0 ? { paymentStatus: 'paid' as const } : {}) },
        });
      }
      case 'rfd_reviewing': {
        const q = input.quote;
        if (!q || q.refundable === undefined || q.refundFee === undefined) throw new ApiError('QUOTE_REQUIRED');
        const origin = await orderRow(tx, order.originOrderId!);
        const payment = await paymentOfOrder(tx, origin.orderNo);
        const left = payment?.status === 'paid' ? payment.amount - payment.refunded : 0;
        const settings = await agencySettings(ctx.shopping, { ...identity, agency: { ...identity.agency, id: order.agencyId } }, tx);
        const fees = settings.flight.serviceFees;
        const serviceFee =
          fees.currency === order.currency
            ? fees.refund
            : convertMinor(fees.refund, fees.currency, order.currency, await ratesFor(ctx.shopping, order.currency));
        if (Math.max(0, q.refundable - q.refundFee - serviceFee) > left) throw new ApiError('REFUND_EXCEEDS_PAYMENT', { left });
        const quote = refundFigures(q.refundable, q.refundFee, serviceFee, order.currency, left);
        const { totalRefundable } = quote;
        return transitionIn(tx, ctx, {
          orderId: order.id,
          to: 'rfd_to_be_confirm',
          actor,
          expectedFrom: 'rfd_reviewing',
          note: note('refundQuoted', { amount: totalRefundable, currency: order.currency }, remark),
          set: { reviewRemark: remark, quote: { ...quote }, totalAmount: totalRefundable },
        });
      }
      default:
        notAllowed(order, 'approve');
    }
  });
}

const REJECT_TO: Partial<Record<FlightOrderStatus, FlightOrderStatus>> = {
  reviewing: 'origin_failed',
  chg_reviewing: 'chg_rejected',
  rfd_reviewing: 'rfd_rejected',
};

export async function rejectOrder(ctx: OrdersContext, identity: Identity, order: OrderRow, remark: string, ip?: string): Promise<OrderRow> {
  const to = REJECT_TO[order.status as FlightOrderStatus];
  if (!to) notAllowed(order, 'reject');
  return ctx.db.transaction((tx) =>
    transitionIn(tx, ctx, {
      orderId: order.id,
      to,
      actor: actorOf(identity, ip),
      expectedFrom: order.status as FlightOrderStatus,
      note: note('rejected', undefined, remark),
      set: { reviewRemark: remark },
    }),
  );
}

/** Manual ticketing (suppliers in manual mode): staff type the ticket numbers; proceeding -> issued. */
export async function issueManually(
  ctx: OrdersContext,
  identity: Identity,
  order: OrderRow,
  tickets: Array<{ seq: number; ticketNumber: string }>,
  ip?: string,
): Promise<OrderRow> {
  if (order.status !== 'proceeding') notAllowed(order, 'issue');
  return ctx.db.transaction(async (tx) => {
    const passengers = await tx.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, order.id));
    const bySeq = new Map(
      tickets.map((t) => [
        t.seq,
        t.ticketNumber.includes('-') ? t.ticketNumber : `${t.ticketNumber.slice(0, 3)}-${t.ticketNumber.slice(3)}`,
      ]),
    );
    if (passengers.some((p) => !bySeq.has(p.seq)) || bySeq.size !== passengers.length) {
      throw new ApiError('VALIDATION', { fields: 'tickets' }, [
        { field: 'tickets', message: `one ticket number for each of the ${passengers.length} passengers` },
      ]);
    }
    for (const p of passengers)
      await tx
        .update(flightOrderPassengers)
        .set({ ticketNumber: bySeq.get(p.seq)! })
        .where(eq(flightOrderPassengers.id, p.id));
    // The supplier's record must show the tickets too, or a later change or refund would find none.
    const supplier = await ctx.shopping.supplier(order.supplier);
    const inSeqOrder = [...passengers].sort((a, b) => a.seq - b.seq).map((p) => bySeq.get(p.seq)!);
    await withExecutor(tx, async () => supplier?.recordManualTickets?.(order.supplierRef, inSeqOrder));
    return transitionIn(tx, ctx, {
      orderId: order.id,
      to: 'issued',
      actor: actorOf(identity, ip),
      expectedFrom: 'proceeding',
      note: note('issuedByHand', { tickets: [...bySeq.values()].join(', ') }),
      set: { issuedAt: ctx.now() },
    });
  });
}
