// Whose orders a caller sees: platform staff all (or one agency); an agency user its own agency's
// and its sub-agencies' ("direct bookings only" and the agency's show-only-own-orders setting narrow it
// to its own). A sub-agency never sees its parent's. Unknown and out-of-scope ids answer 404 alike.
import { sql, type SQL } from 'drizzle-orm';
import { isPlatformStaff } from '../../agencies/scope';
import { settingsOf } from '../../agencies/settings';
import type { Identity } from '../../auth/identity';
import { ApiError, crossAgencyRefusal } from '../../http/api-error';
import { rowsOf, type Executor } from '@/server/db/executor';
import { orderRow, type OrderRow } from './order-row';

export function isStaff(identity: Identity): boolean {
  return isPlatformStaff(identity);
}

/** SQL condition on an agency id column (default `o.agency_id`, the orders table aliased o). */
export function orderScope(
  identity: Identity,
  options: { directOnly?: boolean; agencyId?: number } = {},
  column: SQL = sql`o.agency_id`,
): SQL {
  if (isStaff(identity)) return options.agencyId ? sql`${column} = ${options.agencyId}` : sql`true`;
  const own = options.directOnly || settingsOf(identity.agency).general.showOnlyOwnOrders;
  if (own) return sql`${column} = ${identity.agency.id}`;
  const scoped = sql`${column} IN (SELECT a.id FROM agencies a WHERE a.path LIKE ${`${identity.agency.path}%`})`;
  return options.agencyId ? sql`${scoped} AND ${column} = ${options.agencyId}` : scoped;
}

/**
 * The agencies of the caller's scope as a subquery of ids, for a per-agency walk inside one
 * statement; null when the scope is every agency (staff without an agency filter).
 */
export function scopeAgencies(identity: Identity, options: { directOnly?: boolean; agencyId?: number } = {}): SQL | null {
  if (isStaff(identity) && !options.agencyId) return null;
  return sql`SELECT a.id FROM agencies a WHERE ${orderScope(identity, options, sql`a.id`)}`;
}

/** What the visibility rule reads of an order of any kind (flight or train). */
export interface ScopedOrder {
  agencyId: number;
  orderNo: string;
  deletedAt?: Date | string | null;
}

/**
 * The one visibility rule for a single order of every kind: staff see all; an agency sees its own
 * and its sub-agencies' (not with "show only own orders"), never a deleted one; anything else answers
 * 404 as if unknown (a cross-agency try is recorded as a refusal).
 */
export async function visibleInScope<T extends ScopedOrder>(db: Executor, identity: Identity, order: T | null): Promise<T> {
  if (!order) throw new ApiError('NOT_FOUND');
  if (isStaff(identity)) return order;
  if (order.deletedAt) throw new ApiError('NOT_FOUND');
  if (order.agencyId === identity.agency.id) return order;
  const result = await db.execute(
    sql`SELECT 1 FROM agencies a WHERE a.id = ${order.agencyId} AND a.path LIKE ${`${identity.agency.path}%`}`,
  );
  if (rowsOf(result).length === 0) throw crossAgencyRefusal(order.agencyId, `order ${order.orderNo}`);
  if (settingsOf(identity.agency).general.showOnlyOwnOrders) throw new ApiError('NOT_FOUND');
  return order;
}

/** The flight order if the caller may see it. */
export async function visibleOrder(db: Executor, identity: Identity, orderId: number): Promise<OrderRow> {
  return visibleInScope(db, identity, await orderRow(db, orderId).catch(() => null));
}
