// A train order row as stored, read (for update), and who acts on it.
import { eq } from 'drizzle-orm';
import type { TrainActor } from '@/domain/trains/order-status';
import type { Identity } from '../auth/identity';
import { trainOrders, trainOrderTickets } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Executor } from '@/server/db/executor';
import { isStaff } from '../flights/orders/scope';

export type TrainOrderRow = typeof trainOrders.$inferSelect;
export type TrainTicketRow = typeof trainOrderTickets.$inferSelect;

export interface TrainActorInfo {
  kind: TrainActor;
  userId: number | null;
  ip?: string | null;
}

export const RAIL_SUPPLIER: TrainActorInfo = { kind: 'supplier', userId: null };
export const RAIL_TIMER: TrainActorInfo = { kind: 'timer', userId: null };

export function trainActorOf(identity: Identity, ip?: string): TrainActorInfo {
  return { kind: isStaff(identity) ? 'staff' : 'agency', userId: identity.user.id, ip: ip ?? null };
}

export async function trainOrderRow(db: Executor, id: number, forUpdate = false): Promise<TrainOrderRow> {
  const query = db.select().from(trainOrders).where(eq(trainOrders.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** The tickets of an origin order (after-sale orders read their origin's). */
export function ticketsOf(db: Executor, originId: number): Promise<TrainTicketRow[]> {
  return db
    .select()
    .from(trainOrderTickets)
    .where(eq(trainOrderTickets.orderId, originId))
    .orderBy(trainOrderTickets.leg, trainOrderTickets.passengerSeq);
}

/** The ticket ids an after-sale order is about. */
export function requestedTickets(order: TrainOrderRow): number[] {
  return ((order.request?.ticketIds ?? []) as number[]).map(Number);
}
