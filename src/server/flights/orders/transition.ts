// THE way an order changes status. In one transaction: check the table (and who may trigger it),
// honour the order's lock, move the status by a conditional update on the status we read, move the
// money through the payment module, write the history event and the audit record, then the
// follow-ups (jobs, notifications, the origin order's move). Anything refused changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { transitionOf, type FlightOrderStatus, type Transition } from '@/domain/flights/flight-order-status';
import { noteColumns, type HistoryNote } from '@/domain/flights/history-note';
import { recordAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { flightOrderEvents, flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Tx } from '@/server/db/executor';
import type { OrdersContext } from './context';
import { applyMoney } from './order-money';
import { orderRow, userName, type OrderRow, type TransitionActorInfo } from './order-row';

export interface TransitionInput {
  orderId: number;
  to: FlightOrderStatus;
  actor: TransitionActorInfo;
  /** Refuse unless the order is still in this status (what the caller saw). */
  expectedFrom?: FlightOrderStatus;
  /** What the history line says (default: the status change alone). */
  note?: HistoryNote | null;
  /** Columns changed together with the status (ticket numbers go through their own table). */
  set?: Partial<
    Pick<OrderRow, 'quote' | 'reviewRemark' | 'issuedAt' | 'itinerary' | 'pnr' | 'paymentStatus' | 'paymentChannel' | 'totalAmount'>
  >;
}

/** A lock refuses anyone but its holder (agency users and staff alike; staff unlock first). */
export async function assertNotLockedAgainst(tx: Tx | Db, order: OrderRow, actor: TransitionActorInfo): Promise<void> {
  if (actor.kind !== 'agency' && actor.kind !== 'staff') return;
  if (order.lockedStatus !== 0 && order.lockedById !== actor.userId) {
    throw new ApiError('ORDER_LOCKED', { holder: (await userName(tx, order.lockedById)) ?? `#${order.lockedById}` });
  }
}

export async function transitionIn(tx: Tx, ctx: OrdersContext, input: TransitionInput): Promise<OrderRow> {
  const order = await orderRow(tx, input.orderId, true);
  const from = order.status as FlightOrderStatus;
  if (input.expectedFrom && input.expectedFrom !== from) throw new ApiError('ORDER_CHANGED_MEANWHILE');
  const row: Transition | undefined = transitionOf(from, input.to);
  if (!row || !row.by.includes(input.actor.kind)) throw new ApiError('ORDER_TRANSITION_ILLEGAL', { from, to: input.to });
  await assertNotLockedAgainst(tx, order, input.actor);

  // The order row is locked (FOR UPDATE) from here on, so the status update below cannot miss. The
  // agency's wallet and the status counters are hot rows every order of the agency writes: they are
  // touched last, so their locks are held only until the commit that follows.
  const now = ctx.now();
  const next: OrderRow = { ...order, ...input.set, status: input.to, updatedAt: now };
  const origin = next.originOrderId ? await orderRow(tx, next.originOrderId) : null;
  await tx.insert(flightOrderEvents).values({
    orderId: order.id,
    kind: 'transition',
    fromStatus: from,
    toStatus: input.to,
    actor: input.actor.kind,
    userId: input.actor.userId,
    ...noteColumns(input.note),
    createdAt: now,
  });
  await recordAudit(tx, {
    agencyId: order.agencyId,
    userId: input.actor.userId,
    action: `flight.order.${row.action}`,
    target: order.orderNo,
    detail: { from, to: input.to, actor: input.actor.kind, ...(row.money !== 'none' ? { money: row.money } : {}) },
    ip: input.actor.ip ?? null,
  });
  await ctx.followUp(tx, ctx, next, row, input.actor);
  await applyMoney(tx, row.money, next, origin, input.actor.userId);
  const [moved] = await tx
    .update(flightOrders)
    .set({ ...input.set, status: input.to, updatedAt: now })
    .where(and(eq(flightOrders.id, order.id), eq(flightOrders.status, from)))
    .returning();
  if (!moved) throw new ApiError('ORDER_CHANGED_MEANWHILE');
  return moved;
}

/** One transition in its own transaction. */
export function transition(ctx: OrdersContext, input: TransitionInput): Promise<OrderRow> {
  return ctx.db.transaction((tx) => transitionIn(tx, ctx, input));
}

/** Writes a history line that is not a status change (lock, notification delivery, disruption). */
export async function noteHistory(
  db: Tx | Db,
  orderId: number,
  kind: 'lock' | 'unlock' | 'notification' | 'disruption' | 'note',
  actor: TransitionActorInfo,
  note: HistoryNote,
): Promise<void> {
  await db
    .insert(flightOrderEvents)
    .values({ orderId, kind, fromStatus: null, toStatus: null, actor: actor.kind, userId: actor.userId, ...noteColumns(note) });
}

export const countEvents = (db: Db, orderId: number) =>
  db.execute(sql`SELECT count(*) AS n FROM flight_order_events WHERE order_id = ${orderId}`);
