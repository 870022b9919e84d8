// The train orders list (filters, server-side paging, sort), the status counts and the export rows,
// in SQL over the caller's scope (the flight orders' scope rule).
import { sql, type SQL } from 'drizzle-orm';
import { trainToneOf, type TrainOrderStatus } from '@/domain/trains/order-status';
import type { TrainOrderFilter, TrainOrderListRow } from '@/domain/trains/schemas';
import type { Identity } from '../auth/identity';
import { containing } from '../http/like';
import { orderScope } from '../flights/orders/scope';
import { instantOf } from '../flights/suppliers/time-zones';
import { rowsOf, type Executor } from '@/server/db/executor';

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

const SORT: Record<string, string> = { createdAt: 'o.created_at', totalAmount: 'o.total_amount', id: 'o.id', departure: 'o.departure' };
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Tickets live on the origin order: after-sale orders list their origin's passengers. */
/**
 * The tickets an order row stands for: a booking's own, and for a refund or a change only the
 * tickets it was asked for (they belong to the booking), so its row names only its passengers.
 */
const OWN_TICKET = sql`t.order_id = coalesce(o.origin_order_id, o.id)
  AND (o.origin_order_id IS NULL OR t.id IN (SELECT (jsonb_array_elements_text(o.request->'ticketIds'))::int))`;

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

function conditions(identity: Identity, filter: TrainOrderFilter): SQL {
  const where: SQL[] = [orderScope(identity, filter)];
  if (filter.orderId) {
    where.push(
      /^\d+$/.test(filter.orderId) && Number(filter.orderId) <= 2_147_483_647
        ? sql`(o.id = ${Number(filter.orderId)} OR o.order_no = ${filter.orderId})`
        : sql`o.order_no = ${filter.orderId.toUpperCase()}`,
    );
  }
  if (filter.bookingNo) where.push(sql`o.supplier_ref ILIKE ${containing(filter.bookingNo)}`);
  // Each filter reads what the row shows: its own tickets' numbers and passengers, its journeys' trains.
  if (filter.ticketNo)
    where.push(
      sql`EXISTS (SELECT 1 FROM train_order_tickets t WHERE ${OWN_TICKET} AND t.ticket_number = ${filter.ticketNo.toUpperCase()})`,
    );
  if (filter.trainNo)
    where.push(sql`EXISTS (SELECT 1 FROM jsonb_array_elements(o.journeys) j WHERE j->>'trainNo' = ${filter.trainNo.toUpperCase()})`);
  if (filter.passenger)
    where.push(sql`EXISTS (SELECT 1 FROM train_order_tickets t WHERE ${OWN_TICKET} AND t.name ILIKE ${containing(filter.passenger)})`);
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

export async function listTrainOrders(
  db: Executor,
  identity: Identity,
  filter: TrainOrderFilter,
  page: { offset: number; limit: number; sort?: string; order?: string },
): Promise<{ rows: TrainOrderListRow[]; total: number }> {
  const sorts = (page.sort ?? 'createdAt').split(',');
  const orders = (page.order ?? 'desc').split(',');
  const orderBy = sql.raw(
    sorts
      .map((s, i) => `${SORT[s] ?? 'o.created_at'} ${(orders[i] ?? orders[0] ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC'}`)
      .join(', ') + ', o.id DESC',
  );
  const where = conditions(identity, filter);
  const [rows, total] = await Promise.all([
    db.execute(
      sql`SELECT ${TRAIN_LIST_COLUMNS} FROM train_orders o JOIN agencies ag ON ag.id = o.agency_id WHERE ${where} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    db.execute(sql`SELECT count(*)::int AS n FROM train_orders o WHERE ${where}`),
  ]);
  return { rows: rowsOf<RawRow>(rows).map(trainListRowOf), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** Order counts per status in scope (every status present, or those asked). */
export async function trainStatusCounts(
  db: Executor,
  identity: Identity,
  filter: Pick<TrainOrderFilter, 'status' | 'type' | 'directOnly' | 'agencyId'>,
) {
  const where: SQL[] = [orderScope(identity, filter)];
  if (filter.type) where.push(sql`o.type = ${filter.type}`);
  const rows = rowsOf<{ status: TrainOrderStatus; cnt: number }>(
    await db.execute(
      sql`SELECT o.status, count(*)::int AS cnt FROM train_orders o WHERE ${sql.join(where, sql` AND `)} GROUP BY o.status ORDER BY o.status`,
    ),
  );
  const found = new Map(rows.map((r) => [r.status, Number(r.cnt)]));
  const wanted = filter.status?.length ? filter.status : rows.map((r) => r.status);
  return wanted.map((status) => ({ status, cnt: found.get(status) ?? 0 }));
}
