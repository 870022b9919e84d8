// Whose train orders a caller sees: the flight orders' rule (orders/scope.ts): staff all; an agency
// its own and its sub-agencies'; a sub-agency never its parent's. Out of scope answers 404.
import { sql } from 'drizzle-orm';
import { settingsOf } from '../agencies/settings';
import type { Identity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import { isStaff } from '../orders/scope';
import { rowsOf, type Executor } from '@/server/db/executor';
import { trainOrderRow, type TrainOrderRow } from './order-row';

export async function visibleTrainOrder(db: Executor, identity: Identity, orderId: number): Promise<TrainOrderRow> {
  const order = await trainOrderRow(db, orderId).catch(() => null);
  if (!order) throw new ApiError('NOT_FOUND');
  if (isStaff(identity) || order.agencyId === identity.agency.id) return order;
  if (settingsOf(identity.agency).general.showOnlyOwnOrders) throw new ApiError('NOT_FOUND');
  const inside = rowsOf(await db.execute(sql`SELECT 1 FROM agencies a WHERE a.id = ${order.agencyId} AND a.path LIKE ${`${identity.agency.path}%`}`));
  if (!inside.length) throw new ApiError('NOT_FOUND');
  return order;
}
