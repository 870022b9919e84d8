// One status move of a group order: a conditional update (only from the status the caller saw, so
// two servers or two clicks never both move it) and a line in the group's history.
import { and, eq, sql } from 'drizzle-orm';
import { canMove, type GroupAction, type GroupActor, type GroupStatus } from '@/domain/groups/status';
import { groupEvents, groupOrders } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Executor } from '@/server/db/executor';
import type { Db } from '../db/client';

export type GroupRow = typeof groupOrders.$inferSelect;
export type EventDetail = Record<string, string | number | boolean>;

export interface Move {
  action: GroupAction;
  actor: GroupActor;
  to: GroupStatus;
  userId?: number | null;
  note?: string | null;
  /** Structured facts of the move, worded by the screens (see group_events.detail). */
  detail?: EventDetail;
  at: Date;
  /** Other columns changed in the same update. */
  set?: Partial<typeof groupOrders.$inferInsert>;
}

export async function moveGroup(tx: Executor, group: GroupRow, move: Move): Promise<GroupRow> {
  const from = group.status as GroupStatus;
  if (!canMove(move.action, from, move.actor)) throw new ApiError('GROUP_STATUS_CONFLICT', { status: from });
  const [row] = await (tx as Db)
    .update(groupOrders)
    .set({ ...move.set, status: move.to, updatedAt: move.at })
    .where(and(eq(groupOrders.id, group.id), eq(groupOrders.status, from)))
    .returning();
  if (!row) throw new ApiError('GROUP_STATUS_CONFLICT', { status: from });
  await recordEvent(tx, group.id, {
    from,
    to: move.to,
    action: move.action,
    actor: move.actor,
    userId: move.userId,
    note: move.note,
    detail: move.detail,
    at: move.at,
  });
  return row;
}

export async function recordEvent(
  tx: Executor,
  groupId: number,
  e: {
    from: string | null;
    to: string;
    action: string;
    actor: GroupActor;
    userId?: number | null;
    note?: string | null;
    detail?: EventDetail;
    at: Date;
  },
): Promise<void> {
  await (tx as Db).insert(groupEvents).values({
    groupId,
    fromStatus: e.from,
    toStatus: e.to,
    action: e.action,
    actor: e.actor,
    userId: e.userId ?? null,
    note: e.note?.slice(0, 500) ?? null,
    detail: e.detail ?? null,
    createdAt: e.at,
  });
}

/** The group row, locked for this transaction (payments, cancellation and the timer queue on it). */
export async function lockGroup(tx: Executor, id: number, agencyId?: number): Promise<GroupRow> {
  const [row] = await (tx as Db)
    .select()
    .from(groupOrders)
    .where(agencyId === undefined ? eq(groupOrders.id, id) : and(eq(groupOrders.id, id), eq(groupOrders.agencyId, agencyId)))
    .for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export const paidSumSql = (groupId: number) =>
  sql<number>`(SELECT coalesce(sum(amount), 0)::bigint FROM group_instalments WHERE group_id = ${groupId} AND paid_at IS NOT NULL)`;
