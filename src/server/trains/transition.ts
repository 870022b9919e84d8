// THE way a train order changes status. In one transaction: check the transition table (and who may
// trigger it), move the status by a conditional update on the status read, move the money through
// the payment module, write the history line and the audit record, then the follow-ups (jobs,
// ticket states, the origin's move, the agency's notification). Anything refused changes nothing.
import { and, eq } from 'drizzle-orm';
import { trainTransitionOf, type TrainOrderStatus } from '@/domain/trains/order-status';
import type { TrainNote } from '@/domain/trains/history';
import { recordAudit } from '../audit/audit';
import { trainOrderEvents, trainOrders } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from '@/server/db/executor';
import type { TrainsContext } from './context';
import { applyTrainMoney } from './money';
import { trainOrderRow, type TrainActorInfo, type TrainOrderRow } from './order-row';

export interface TrainMove {
  orderId: number;
  to: TrainOrderStatus;
  actor: TrainActorInfo;
  /** Refuse unless the order is still in this status (what the caller saw). */
  expectedFrom?: TrainOrderStatus;
  note?: TrainNote | null;
  set?: Partial<Pick<TrainOrderRow, 'paymentStatus' | 'issuedAt'>>;
}

export async function moveTrainIn(tx: Tx, ctx: TrainsContext, move: TrainMove): Promise<TrainOrderRow> {
  const order = await trainOrderRow(tx, move.orderId, true);
  const from = order.status as TrainOrderStatus;
  if (move.expectedFrom && move.expectedFrom !== from) throw new ApiError('ORDER_CHANGED_MEANWHILE');
  const row = trainTransitionOf(from, move.to);
  if (!row || !row.by.includes(move.actor.kind)) throw new ApiError('ORDER_TRANSITION_ILLEGAL', { from, to: move.to });
  const now = ctx.now();
  const next: TrainOrderRow = { ...order, ...move.set, status: move.to, updatedAt: now };
  const origin = next.originOrderId ? await trainOrderRow(tx, next.originOrderId) : null;
  await tx.insert(trainOrderEvents).values({
    orderId: order.id,
    kind: 'transition',
    fromStatus: from,
    toStatus: move.to,
    actor: move.actor.kind,
    userId: move.actor.userId,
    noteKey: move.note?.key ?? null,
    noteParams: move.note?.params ?? null,
    note: move.note?.remark?.slice(0, 2000) || null,
    createdAt: now,
  });
  await recordAudit(tx, {
    agencyId: order.agencyId,
    userId: move.actor.userId,
    action: `train.order.${row.action}`,
    target: order.orderNo,
    detail: { from, to: move.to, actor: move.actor.kind, ...(row.money !== 'none' ? { money: row.money } : {}) },
    ip: move.actor.ip ?? null,
  });
  await ctx.followUp(tx, ctx, next, row);
  await applyTrainMoney(tx, row.money, next, origin, move.actor.userId);
  const [moved] = await tx
    .update(trainOrders)
    .set({ ...move.set, status: move.to, updatedAt: now })
    .where(and(eq(trainOrders.id, order.id), eq(trainOrders.status, from)))
    .returning();
  if (!moved) throw new ApiError('ORDER_CHANGED_MEANWHILE');
  return moved;
}

export function moveTrain(ctx: TrainsContext, move: TrainMove): Promise<TrainOrderRow> {
  return ctx.db.transaction((tx) => moveTrainIn(tx, ctx, move));
}
