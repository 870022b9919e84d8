// The train orders list (filters, server-side paging, sort), the status counts and the export rows,
// in SQL over the caller's scope (the flight orders' scope rule).
import { sql, type SQL } from 'drizzle-orm';
import { trainToneOf, type TrainOrderStatus } from '@/domain/trains/order-status';
import type { TrainOrderFilter, TrainOrderListRow } from '@/domain/trains/schemas';
import type { Identity } from '../auth/identity';
import { containing } from '../http/like';
import { orderScope, scopeAgencies } from '../flights/orders/scope';
import { instantOf } from '../flights/suppliers/time-zones';
import { rowsOf, type Executor } from '@/server/db/executor';
import { countRowsWhere, countsOfAsked, statusCountsSql } from '@/server/db/status-counts';
import { afterCursor, mergedWalksSql, orderSql, sortTerms, walkedPageSql, type ListPage, type SortColumns } from '@/server/db/list-order';

interface RawRow {
  id: number;
  order_no: string;
  type: string;
  status: string;
  origin_order_id: number | null;
  origin_order_no: string | null;
  agency_id: number;
  agency_name: string;
  supplier_ref: string;
  journeys: Array<{ trainNo: string; from: string; to: string; departure: string }>;
  passenger_names: string[] | null;
  ticket_numbers: string[] | null;
  currency: string;
  total_amount: string | number;
  payment_status: string;
  pay_before: Date | string | null;
  user_id: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Columns of train_orders per sort field (each walks its train_orders_list_* index, docs/orders-list-performance.md). */
const SORT_COLUMNS: SortColumns = { createdAt: ['created_at'], totalAmount: ['total_amount'], id: [], departure: ['departure'] };
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The tickets an order row stands for: a booking's own, and for a refund or a change only the
 * tickets it was asked for (they belong to the booking), so its row names only its passengers.
 */
const OWN_TICKET = sql`t.order_id = coalesce(o.origin_order_id, o.id)
  AND (o.origin_order_id IS NULL OR t.id IN (SELECT (jsonb_array_elements_text(o.request->'ticketIds'))::int))`;

/**
 * An own ticket matching `match`, asked in two steps: a ticket of the booking first (the join the
 * planner can start from the tickets' own index, the name trigrams or the ticket numbers, reaching
 * the orders through train_orders_booking_idx), then, for a refund or change row only, one of the
 * tickets it asked for (a condition with both tables in it would make the planner probe every order).
 */
function ownTicketMatches(match: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM train_order_tickets t WHERE t.order_id = coalesce(o.origin_order_id, o.id) AND ${match})
    AND (o.origin_order_id IS NULL OR EXISTS (SELECT 1 FROM train_order_tickets t WHERE ${OWN_TICKET} AND ${match}))`;
}

/** A list row's columns (the detail page's head reads the same). */
export const TRAIN_LIST_COLUMNS = sql`o.id, o.order_no, o.type, o.status, o.origin_order_id, (SELECT x.order_no FROM train_orders x WHERE x.id = o.origin_order_id) AS origin_order_no,
  o.agency_id, ag.name AS agency_name, o.supplier_ref, o.journeys,
  (SELECT array_agg(DISTINCT t.name) FROM train_order_tickets t WHERE ${OWN_TICKET}) AS passenger_names,
  (SELECT array_agg(t.ticket_number ORDER BY t.leg, t.passenger_seq) FROM train_order_tickets t WHERE ${OWN_TICKET} AND t.ticket_number IS NOT NULL) AS ticket_numbers,
  o.currency, o.total_amount, o.payment_status, o.pay_before, o.user_id, o.created_at, o.updated_at`;

/** A refund or a cheaper change asks for no money (a dearer change is paid as it is asked). */
function paymentStatusOf(r: Pick<RawRow, 'type' | 'payment_status'>): TrainOrderListRow['paymentStatus'] {
  if (r.payment_status === 'paid') return 'paid';
  return r.type === 'origin' ? 'unpaid' : 'none';
}

export function trainListRowOf(r: RawRow): TrainOrderListRow {
  const first = r.journeys[0];
  return {
    id: r.id,
    orderNo: r.order_no,
    type: r.type as TrainOrderListRow['type'],
    status: r.status as TrainOrderStatus,
    tone: trainToneOf(r.status as TrainOrderStatus),
    originOrderId: r.origin_order_id,
    originOrderNo: r.origin_order_no,
    agencyId: r.agency_id,
    agencyName: r.agency_name,
    bookingNo: r.supplier_ref,
    trainNo: r.journeys.map((j) => j.trainNo).join('/'),
    route: r.journeys.map((j) => `${j.from}-${j.to}`).join('/'),
    departure: first?.departure ?? '',
    passengerNames: r.passenger_names ?? [],
    ticketNumbers: r.ticket_numbers ?? [],
    currency: r.currency,
    totalAmount: Number(r.total_amount),
    paymentStatus: paymentStatusOf(r),
    payBefore: iso(r.pay_before),
    createdById: r.user_id,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** The first instant of a yyyy-mm-dd day in `timeZone` (UTC without one). */
function dayStart(day: string, timeZone = 'UTC'): number {
  return instantOf(`${day}T00:00`, timeZone);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The filter's conditions on `o`, within `scope` (the caller's, or one agency's walk of it). */
function conditions(identity: Identity, filter: TrainOrderFilter, scope: SQL = orderScope(identity, filter)): SQL {
  const where: SQL[] = [scope];
  if (filter.orderId) {
    where.push(
      /^\d+$/.test(filter.orderId) && Number(filter.orderId) <= 2_147_483_647
        ? sql`(o.id = ${Number(filter.orderId)} OR o.order_no = ${filter.orderId})`
        : sql`o.order_no = ${filter.orderId.toUpperCase()}`,
    );
  }
  if (filter.bookingNo) where.push(sql`o.supplier_ref ILIKE ${containing(filter.bookingNo)}`);
  // Each filter reads what the row shows: its own tickets' numbers and passengers, its journeys' trains.
  if (filter.ticketNo) where.push(ownTicketMatches(sql`t.ticket_number = ${filter.ticketNo.toUpperCase()}`));
  // A journey naming the train: containment, which the journeys' GIN index answers.
  if (filter.trainNo) where.push(sql`o.journeys @> ${JSON.stringify([{ trainNo: filter.trainNo.toUpperCase() }])}::jsonb`);
  if (filter.passenger) where.push(ownTicketMatches(sql`t.name ILIKE ${containing(filter.passenger)}`));
  // A day is the reader's day: its first and last instant in the time zone the list shows times in.
  if (filter.from) where.push(sql`o.created_at >= ${new Date(dayStart(filter.from, filter.tz)).toISOString()}::timestamptz`);
  if (filter.to) where.push(sql`o.created_at < ${new Date(dayStart(nextDay(filter.to), filter.tz)).toISOString()}::timestamptz`);
  if (filter.departFrom) where.push(sql`o.departure >= ${filter.departFrom}`);
  if (filter.departTo) where.push(sql`o.departure < ${`${filter.departTo}T99`}`);
  if (filter.status?.length)
    where.push(
      sql`o.status IN (${sql.join(
        filter.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filter.type) where.push(sql`o.type = ${filter.type}`);
  if (filter.originOrderId) where.push(sql`o.origin_order_id = ${filter.originOrderId}`);
  return sql.join(where, sql` AND `);
}

/**
 * The ids of a page, in its order: one ordered index walk per agency in scope, merged (staff over
 * every agency walk the table-wide index), starting after the cursor's order when there is one.
 */
function pageIdsSql(identity: Identity, filter: TrainOrderFilter, page: ListPage): SQL {
  const terms = sortTerms(SORT_COLUMNS, page.sort, page.order);
  const cursor =
    page.after === undefined ? undefined : afterCursor('train_orders', terms, page.after, orderScope(identity, filter, sql`x.agency_id`));
  const where = (scope?: SQL) => {
    const found = conditions(identity, filter, scope);
    return cursor ? sql`${found} AND ${cursor}` : found;
  };
  const agencies = scopeAgencies(identity, filter);
  if (!agencies) return walkedPageSql('train_orders', where(), terms, page);
  return mergedWalksSql('train_orders', sql`(${agencies}) sa(id)`, where(sql`o.agency_id = sa.id`), terms, page);
}

/** The page statement: the page's ids by index walks, then their rows' columns. */
export function trainListStatement(identity: Identity, filter: TrainOrderFilter, page: ListPage): SQL {
  const order = orderSql(sortTerms(SORT_COLUMNS, page.sort, page.order), 'o');
  return sql`SELECT ${TRAIN_LIST_COLUMNS} FROM train_orders o JOIN agencies ag ON ag.id = o.agency_id
    WHERE o.id IN (${pageIdsSql(identity, filter, page)}) ORDER BY ${order}`;
}

/** Filters the status-count table answers (scope, status, type; a time zone alone narrows nothing). */
function countableFromTable(filter: TrainOrderFilter): boolean {
  const { status: _s, type: _t, directOnly: _d, agencyId: _a, tz: _z, ...rest } = filter;
  return Object.values(rest).every((v) => v === undefined || v === '');
}

/** What the status-count table can narrow by. */
type CountFilter = Pick<TrainOrderFilter, 'status' | 'type' | 'directOnly' | 'agencyId'>;

/** The rows of train_order_status_counts (`c`) within the scope, the statuses and the type asked. */
function countTableConditions(identity: Identity, filter: CountFilter): SQL {
  return countRowsWhere(orderScope(identity, filter, sql`c.agency_id`), filter.status?.length ? filter.status : null, filter.type);
}

/**
 * How many orders match the filter (every page): a sum of a few rows of the count table when it
 * answers the filter (its cost does not grow with the book), else a count of the matching orders.
 */
export function trainCountStatement(identity: Identity, filter: TrainOrderFilter): SQL {
  if (countableFromTable(filter))
    return sql`SELECT coalesce(sum(c.cnt), 0)::int AS n FROM train_order_status_counts c WHERE ${countTableConditions(identity, filter)}`;
  return sql`SELECT count(*)::int AS n FROM train_orders o WHERE ${conditions(identity, filter)}`;
}

export async function listTrainOrders(
  db: Executor,
  identity: Identity,
  filter: TrainOrderFilter,
  page: ListPage,
): Promise<{ rows: TrainOrderListRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.execute(trainListStatement(identity, filter, page)),
    db.execute(trainCountStatement(identity, filter)),
  ]);
  return { rows: rowsOf<RawRow>(rows).map(trainListRowOf), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** The status counts' statement: the live count table's rows in scope, summed per status. */
export function trainStatusCountStatement(identity: Identity, filter: CountFilter): SQL {
  return statusCountsSql('train_order_status_counts', countTableConditions(identity, filter));
}

/** Order counts per status in scope (every status present, or those asked). */
export async function trainStatusCounts(db: Executor, identity: Identity, filter: CountFilter) {
  const rows = rowsOf<{ status: TrainOrderStatus; cnt: number }>(await db.execute(trainStatusCountStatement(identity, filter)));
  return countsOfAsked(rows, filter.status);
}
