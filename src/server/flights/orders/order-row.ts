// An order row as stored, read for update, and who is acting on it.
import { eq, sql } from 'drizzle-orm';
import type { TransitionActor } from '@/domain/flights/flight-order-status';
import { flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { rowsOf, type Executor } from '@/server/db/executor';

export type OrderRow = typeof flightOrders.$inferSelect;

export interface TransitionActorInfo {
  kind: TransitionActor;
  /** The user acting (agency user or staff); null for supplier events and timers. */
  userId: number | null;
  ip?: string | null;
}

export const SUPPLIER: TransitionActorInfo = { kind: 'supplier', userId: null };
export const TIMER: TransitionActorInfo = { kind: 'timer', userId: null };

export async function orderRow(db: Executor, orderId: number, forUpdate = false): Promise<OrderRow> {
  const query = db.select().from(flightOrders).where(eq(flightOrders.id, orderId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** The display name of a user (lock holder, history). */
export async function userName(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const result = await db.execute(sql`SELECT coalesce(nullif(nickname, ''), username) AS name FROM users WHERE id = ${userId}`);
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}
