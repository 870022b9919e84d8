// The orders list (filters, server-side paging) and the status counts, in SQL over the scope.
import { sql, type SQL } from 'drizzle-orm';
import { MENU_SECTIONS, toneOf, type FlightOrderStatus } from '@/domain/flights/flight-order-status';
import type { OrderListFilter, OrderListRow } from '@/domain/flights/flight-orders';
import type { Journey } from '@/domain/flights/shopping';
import { ticketingLate } from '@/domain/flights/ticketing-speed';
import type { Identity } from '../../auth/identity';
import { indexAskOf, nameTrigramShares, passengerChecked, passengerMatches, type IndexAsk } from './passenger-search';
import { rowsOf, type Executor } from '@/server/db/executor';
import { executeNamed, type Built } from '@/server/db/named-statements';
import { isoOfMillis } from '@/server/db/iso-millis';
import { countRowsWhere, countsOfAsked, statusCountsSql } from '@/server/db/status-counts';
import { cappedCountSql, cappedTotal, countLimitOf } from '@/server/db/capped-count';
import {
  afterCursor,
  mergedWalksSql,
  orderSql,
  sortTerms,
  walkedPageSql,
  type ListPage,
  type SortColumns,
  type SortTerm,
} from '@/server/db/list-order';
import { orderScope, scopeAgencies } from './scope';

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
  pnr: string | null;
  validating_carrier: string;
  flight_number: string;
  route: string;
  departure: string;
  passenger_names: string[] | null;
  ticket_numbers: string[] | null;
  currency: string;
  total_amount: string | number;
  payment_status: string;
  /** Times as milliseconds since 1970 (text: PostgreSQL numeric). */
  pay_before: string | null;
  ticketing_deadline: string | null;
  locked_status: number;
  locked_by_id: number | null;
  user_id: number;
  created_at: string;
  updated_at: string;
}

/** A page row, with the list's total when the count table answers it (the same on every row). */
type ListRow = RawRow & { list_total?: string | number | null };

/** Summary fields of an itinerary: first flight, route, first departure. */
export function itinerarySummary(itinerary: unknown): { flightNumber: string; route: string; departure: string } {
  const journeys = (itinerary ?? []) as Journey[];
  const first = journeys[0]?.segments[0];
  return {
    flightNumber: first?.flightNumber ?? '',
    route: journeys.map((j) => `${j.segments[0]?.origin ?? ''}-${j.segments[j.segments.length - 1]?.destination ?? ''}`).join('/'),
    departure: first?.departure ?? '',
  };
}

const iso = (ms: string | null) => (ms === null ? null : isoOfMillis(Number(ms)));

/** `now`: the moment "late" is judged at. */
export function listRowOf(r: RawRow, now: Date): OrderListRow {
  const deadlineMs = r.ticketing_deadline === null ? null : Number(r.ticketing_deadline);
  const deadline = deadlineMs === null ? null : new Date(deadlineMs);
  return {
    id: r.id,
    orderNo: r.order_no,
    type: r.type as OrderListRow['type'],
    status: r.status as FlightOrderStatus,
    tone: toneOf(r.status as FlightOrderStatus),
    originOrderId: r.origin_order_id,
    originOrderNo: r.origin_order_no,
    agencyId: r.agency_id,
    agencyName: r.agency_name,
    bookingNo: r.supplier_ref,
    pnr: r.pnr,
    airline: r.validating_carrier,
    flightNumber: r.flight_number,
    route: r.route,
    departure: r.departure,
    passengerNames: r.passenger_names ?? [],
    ticketNumbers: (r.ticket_numbers ?? []).filter(Boolean),
    currency: r.currency,
    totalAmount: Number(r.total_amount),
    paymentStatus: r.payment_status as 'paid' | 'unpaid',
    payBefore: iso(r.pay_before),
    ticketingDeadline: deadlineMs === null ? null : isoOfMillis(deadlineMs),
    late: ticketingLate(r.status, deadline, now),
    lockedStatus: r.locked_status,
    lockedById: r.locked_by_id,
    createdById: r.user_id,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** Milliseconds since 1970, floored as JavaScript's Date floors a timestamp's microseconds. */
const millis = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)`;

/**
 * Only what a list row shows: the itinerary's summary (itinerarySummary, in SQL: the whole
 * itinerary is several hundred bytes of JSON per row to write, send and parse), the passengers'
 * names and tickets, and times as numbers (no date text to parse). Lists in their order come from
 * ordered ARRAY subqueries, which PostgreSQL 15 serves from the (order_id, seq) index and the
 * ordinality of the journeys without a sort per row (an ordered aggregate sorts every group); they
 * travel as JSON, which the driver parses natively.
 */
export const LIST_COLUMNS =
  sql.raw(`o.id, o.order_no, o.type, o.status, o.origin_order_id, (SELECT x.order_no FROM flight_orders x WHERE x.id = o.origin_order_id) AS origin_order_no,
  o.agency_id, ag.name AS agency_name, o.supplier_ref, o.pnr, o.validating_carrier,
  coalesce(o.itinerary->0->'segments'->0->>'flightNumber', '') AS flight_number,
  array_to_string(ARRAY(SELECT coalesce(j->'segments'->0->>'origin', '') || '-' || coalesce(j->'segments'->-1->>'destination', '')
    FROM jsonb_array_elements(o.itinerary) WITH ORDINALITY AS journey(j, n) ORDER BY n), '/') AS route,
  coalesce(o.itinerary->0->'segments'->0->>'departure', '') AS departure,
  array_to_json(ARRAY(SELECT p.surname || '/' || p.given_names FROM flight_order_passengers p WHERE p.order_id = o.id ORDER BY p.seq)) AS passenger_names,
  array_to_json(ARRAY(SELECT p.ticket_number FROM flight_order_passengers p WHERE p.order_id = o.id AND p.ticket_number IS NOT NULL ORDER BY p.seq)) AS ticket_numbers,
  o.currency, o.total_amount, o.payment_status, ${millis('o.pay_before')} AS pay_before, ${millis('o.ticketing_deadline')} AS ticketing_deadline,
  o.locked_status, o.locked_by_id, o.user_id, ${millis('o.created_at')} AS created_at, ${millis('o.updated_at')} AS updated_at`);

/** The tables LIST_COLUMNS reads, `o` being flight_orders. */
const LIST_FROM = sql.raw('flight_orders o JOIN agencies ag ON ag.id = o.agency_id');

function statusesOf(filter: Pick<OrderListFilter, 'status' | 'section'>): FlightOrderStatus[] | null {
  const section = filter.section ? ([...MENU_SECTIONS[filter.section]] as FlightOrderStatus[]) : null;
  if (filter.status?.length && section) return filter.status.filter((s) => section.includes(s));
  return filter.status?.length ? filter.status : section;
}

/**
 * The list filter, plus (staff queue only) the suppliers whose proceeding orders wait for manual
 * ticketing, and the moment "late" is judged at (the server's clock).
 */
export type OrderQuery = OrderListFilter & {
  manualSuppliers?: readonly string[];
  now?: Date;
  /** What the name index is asked for `passenger` (passenger-search.ts); the whole is checked on the names. */
  passengerIndexed?: IndexAsk;
};

/** A status condition; 'proceeding' narrowed to manual-mode suppliers when the queue asks for it. */
function statusCondition(statuses: FlightOrderStatus[], manualSuppliers: readonly string[] | undefined): SQL {
  if (!statuses.length) return sql`false`;
  const others = manualSuppliers ? statuses.filter((s) => s !== 'proceeding') : statuses;
  const conditions = others.length
    ? [
        sql`o.status IN (${sql.join(
          others.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ]
    : [];
  if (manualSuppliers && statuses.includes('proceeding')) {
    conditions.push(
      manualSuppliers.length
        ? sql`(o.status = 'proceeding' AND o.supplier IN (${sql.join(
            manualSuppliers.map((s) => sql`${s}`),
            sql`, `,
          )}))`
        : sql`false`,
    );
  }
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

export function listConditions(identity: Identity, filter: OrderQuery, scope: SQL = orderScope(identity, filter)): SQL {
  const where: SQL[] = [scope, sql`o.deleted_at IS NULL`];
  if (filter.orderId) {
    where.push(
      /^\d+$/.test(filter.orderId)
        ? sql`(o.id = ${Number(filter.orderId) <= 2_147_483_647 ? Number(filter.orderId) : -1} OR o.order_no = ${filter.orderId})`
        : sql`o.order_no = ${filter.orderId.toUpperCase()}`,
    );
  }
  if (filter.bookingNo) where.push(sql`o.supplier_ref = ${filter.bookingNo}`);
  if (filter.pnr) where.push(sql`o.pnr = ${filter.pnr.toUpperCase()}`);
  if (filter.ticketNo)
    where.push(
      sql`EXISTS (SELECT 1 FROM flight_order_passengers p WHERE p.order_id = o.id AND replace(p.ticket_number, '-', '') = ${filter.ticketNo.replace(/-/g, '')})`,
    );
  // The search row carries the order's agency, so the scope reaches it too: the planner may then read
  // the agency's narrow search rows and probe only the matching orders, instead of probing a search row
  // for every order it walks (a common surname's 201 matches at a million orders: 34 -> 6-15 ms).
  if (filter.passenger)
    where.push(
      sql`EXISTS (SELECT 1 FROM flight_order_search s WHERE s.order_id = o.id AND s.agency_id = o.agency_id AND ${passengerMatches(filter.passenger, filter.passengerIndexed)})`,
    );
  if (filter.from) where.push(sql`o.created_at >= ${filter.from}::date`);
  if (filter.to) where.push(sql`o.created_at < (${filter.to}::date + 1)`);
  const statuses = statusesOf(filter);
  if (statuses) where.push(statusCondition(statuses, filter.manualSuppliers));
  if (filter.type) where.push(sql`o.type = ${filter.type}`);
  if (filter.originOrderId) where.push(sql`o.origin_order_id = ${filter.originOrderId}`);
  if (filter.late)
    where.push(sql`o.status = 'proceeding' AND o.ticketing_deadline < ${(filter.now ?? new Date()).toISOString()}::timestamptz`);
  return sql.join(where, sql` AND `);
}

/** Filters the status-count table can answer (scope, status, section, type): the total without counting orders. */
function countableFromTable(filter: OrderQuery): boolean {
  const { status: _s, section: _c, type: _t, directOnly: _d, agencyId: _a, now: _n, ...rest } = filter;
  return Object.values(rest).every((v) => v === undefined || v === '');
}

const builtPages = new WeakMap<Identity, Map<string, Built>>();
function builtFor(identity: Identity): Map<string, Built> {
  let kept = builtPages.get(identity);
  if (!kept) builtPages.set(identity, (kept = new Map()));
  return kept;
}

/** No filter beyond the scope (agency, direct bookings): the shape the generic plan was measured on. */
function unfiltered(filter: OrderQuery): boolean {
  return countableFromTable(filter) && !filter.status?.length && !filter.section && !filter.type && !filter.manualSuppliers;
}

/** The total from the status-count table, as a scalar subquery. */
function tableTotalSql(identity: Identity, filter: OrderListFilter): SQL {
  const where = countRowsWhere(orderScope(identity, filter, sql`c.agency_id`), statusesOf(filter), filter.type);
  return sql`(SELECT sum(c.cnt) FROM flight_order_status_counts c WHERE ${where})`;
}

/** Columns of flight_orders per sort field; a status sort shows the newest first within a status. */
const SORT_COLUMNS: SortColumns = {
  createdAt: ['created_at'],
  totalAmount: ['total_amount'],
  id: [],
  status: ['status', 'created_at'],
};

/**
 * The ids of a page, in its order. One ordered index walk per agency in scope and, for several
 * statuses (a menu section), per status, merged in one statement (LATERAL): a few agencies' pages
 * never sort every order of a status. Staff over every agency walk the table's own index (per status
 * for several). A walk reads only the id and its sort columns, which a deep page finds in the index.
 */
function pageIdsSql(identity: Identity, filter: OrderQuery, page: ListPage, terms: SortTerm[]): SQL {
  const agencies = scopeAgencies(identity, filter);
  const statuses = statusesOf(filter);
  const perStatus = !!statuses && statuses.length > 1 && !filter.manualSuppliers;
  const cursor =
    page.after === undefined ? undefined : afterCursor('flight_orders', terms, page.after, orderScope(identity, filter, sql`x.agency_id`));
  const conditions = (scope?: SQL) => {
    const where = scope
      ? listConditions(identity, perStatus ? { ...filter, section: undefined, status: undefined } : filter, scope)
      : listConditions(identity, filter);
    return cursor ? sql`${where} AND ${cursor}` : where;
  };
  if (!agencies && !perStatus) return walkedPageSql('flight_orders', conditions(), terms, page);
  const status = sql`o.status = st.status`;
  const scope = agencies ? (perStatus ? sql`o.agency_id = sa.id AND ${status}` : sql`o.agency_id = sa.id`) : status;
  const byStatus = sql`unnest(ARRAY[${sql.join(
    (statuses ?? []).map((st) => sql`${st}`),
    sql`, `,
  )}]::varchar[]) st(status)`;
  const walks = agencies ? (perStatus ? sql`(${agencies}) sa(id) CROSS JOIN ${byStatus}` : sql`(${agencies}) sa(id)`) : byStatus;
  return mergedWalksSql('flight_orders', walks, conditions(scope), terms, page);
}

/** The page statement (its rows, and the total when the count table answers it). */
export function listStatement(identity: Identity, filter: OrderQuery, page: ListPage): SQL {
  const terms = sortTerms(SORT_COLUMNS, page.sort, page.order);
  // A total the count table answers rides along with the page as one more column (computed once:
  // the subquery does not depend on the row), which spares a second statement and round trip; only
  // an empty page asks for it on its own.
  const columns = countableFromTable(filter) ? sql`${LIST_COLUMNS}, ${tableTotalSql(identity, filter)} AS list_total` : LIST_COLUMNS;
  return sql`SELECT ${columns} FROM ${LIST_FROM} WHERE o.id IN (${pageIdsSql(identity, filter, page, terms)}) ORDER BY ${orderSql(terms, 'o')}`;
}

/** A passenger search within the scope and nothing else: the search rows alone count it (they hold visible orders only). */
function countableFromSearch(filter: OrderQuery): boolean {
  const { passenger, passengerIndexed: _p, agencyId: _a, directOnly: _d, now: _n, ...rest } = filter;
  return !!passenger && Object.values(rest).every((v) => v === undefined || v === '');
}

/** The count of a filter the count table cannot answer, up to `limit` matches (`limit` + 1 read: past it). */
export function countStatement(identity: Identity, filter: OrderQuery, limit: number): SQL {
  if (countableFromSearch(filter)) {
    const agencies = scopeAgencies(identity, filter);
    // A common name is counted by walking each agency's rows (its index on agency_id), or every agency's
    // newest first (staff), until enough match: small walks, never a parallel scan of the whole table
    // (measured at a million orders: 71 ms, mostly starting its workers, against 7 ms for the walks).
    if (filter.passengerIndexed === 'walk')
      return cappedCountSql(
        agencies
          ? sql`SELECT 1 FROM (${agencies}) sa(id) CROSS JOIN LATERAL (
              SELECT 1 FROM flight_order_search s WHERE s.agency_id = sa.id AND ${passengerChecked(filter.passenger!)} LIMIT ${limit + 1}) w`
          : sql`SELECT 1 FROM flight_order_search s WHERE ${passengerChecked(filter.passenger!)} ORDER BY s.order_id DESC`,
        limit,
      );
    return cappedCountSql(
      sql`SELECT 1 FROM flight_order_search s WHERE ${orderScope(identity, filter, sql`s.agency_id`)} AND ${passengerMatches(filter.passenger!, filter.passengerIndexed)}`,
      limit,
    );
  }
  return cappedCountSql(sql`SELECT 1 FROM flight_orders o WHERE ${listConditions(identity, filter)}`, limit);
}

/**
 * A name search's count is planned for its text every time (an unnamed statement): whether the index or
 * a walk of the agency's rows is cheaper depends on how common the name is, and a prepared statement
 * soon settles on one plan for every text (measured: a common surname's count 6 -> 30 ms on that plan).
 */
async function countMatches(db: Executor, identity: Identity, filter: OrderQuery, limit: number): Promise<number> {
  const statement = countStatement(identity, filter, limit);
  const rows = filter.passenger ? rowsOf<{ n: number }>(await db.execute(statement)) : await executeNamed<{ n: number }>(db, statement);
  return Number(rows[0]?.n ?? 0);
}

export async function listOrders(
  db: Executor,
  identity: Identity,
  asked: OrderQuery,
  page: ListPage,
): Promise<{ rows: OrderListRow[]; total: number; atLeast: boolean }> {
  const filter = asked.passenger ? { ...asked, passengerIndexed: indexAskOf(asked.passenger, await nameTrigramShares(db)) } : asked;
  // The list as the console first opens it (scope and paging only): one generic plan serves every
  // caller (measured: PostgreSQL CPU per page 0.8 -> 0.25 ms, bench/README.md).
  const plain = unfiltered(filter);
  const plan = { genericPlan: plain };
  const fromTable = countableFromTable(filter);
  // The unfiltered page is kept per session (the identity object lives as long as its session's
  // cache entry, and is replaced when the user or agency changes), keyed by everything else it reads.
  const keep = plain
    ? {
        in: builtFor(identity),
        key: [filter.agencyId, filter.directOnly, page.sort, page.order, page.offset, page.limit, page.after].join('|'),
      }
    : undefined;
  // Everything the statement needs is built inside the builder, which a kept statement skips.
  const page$ = executeNamed<ListRow>(db, () => listStatement(identity, filter, page), { ...plan, keep });
  const countLimit = countLimitOf(page);
  const [rows, counted] = await Promise.all([page$, fromTable ? undefined : countMatches(db, identity, filter, countLimit)]);
  const capped = counted === undefined ? undefined : cappedTotal(counted, countLimit);
  const total =
    capped?.total ??
    (rows.length > 0
      ? rows[0]!.list_total
      : await executeNamed<{ n: string | null }>(db, sql`SELECT ${tableTotalSql(identity, filter)} AS n`, plan).then((r) => r[0]?.n));
  const now = filter.now ?? new Date();
  return { rows: rows.map((r) => listRowOf(r, now)), total: Number(total ?? 0), atLeast: capped?.atLeast ?? false };
}

/** Order counts per status (status and cnt), for the statuses asked (or every one present). */
export async function statusCounts(
  db: Executor,
  identity: Identity,
  query: { status?: FlightOrderStatus[]; type?: string; directOnly?: boolean },
): Promise<Array<{ status: FlightOrderStatus; cnt: number }>> {
  // Read from the live count table (kept by triggers), not by counting orders.
  const where = countRowsWhere(orderScope(identity, query, sql`c.agency_id`), query.status?.length ? query.status : null, query.type);
  const rows = await executeNamed<{ status: FlightOrderStatus; cnt: number }>(db, statusCountsSql('flight_order_status_counts', where));
  return countsOfAsked(rows, query.status);
}
