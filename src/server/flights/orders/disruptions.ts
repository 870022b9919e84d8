// Schedule changes (a flight retimed, renumbered or cancelled by the airline). A simulated supplier announces them for issued orders:
// change (new times), cancel_save (cancelled, passengers protected on another flight), cancel_no_save
// (cancelled, no protection), restore (back to the original). Each is stored once per supplier event,
// written to the order's history and sent to the agency's flight-change URL; the agency accepts it
// or asks a refund or change (reason 3), which opens that after-sale order.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TICKETED_STATUSES, type FlightOrderStatus } from '@/domain/flights/flight-order-status';
import type { DisruptionRow } from '@/domain/flights/flight-orders';
import type { Journey } from '@/domain/flights/shopping';
import type { Identity } from '../../auth/identity';
import { flightDisruptions, flightOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashOf } from '../suppliers/simulator/random';
import { rowsOf, type Executor } from '@/server/db/executor';
import { requestChangeFromDisruption, requestRefund } from './after-sale';
import { answerAtSupplier } from './airline-change-answer';
import type { OrdersContext } from './context';
import { queueNotification } from './notifications';
import { orderRow, SUPPLIER, type OrderRow } from './order-row';
import { orderScope } from './scope';
import { noteHistory } from './transition';
import { actorOf } from './actions';
import { note } from '@/domain/flights/history-note';
import { flightOrderState } from './order-version';

export type DisruptionType = DisruptionRow['type'];

function shift(journeys: Journey[], minutes: number): Journey[] {
  const move = (local: string) => {
    const d = new Date(`${local}:00Z`);
    d.setUTCMinutes(d.getUTCMinutes() + minutes);
    return d.toISOString().slice(0, 16);
  };
  return journeys.map((j) => ({
    ...j,
    segments: j.segments.map((s) => ({ ...s, departure: move(s.departure), arrival: move(s.arrival) })),
  }));
}

/** What the flights become: later times, the next day's flight, nothing, or the original again. */
function afterOf(type: DisruptionType, order: OrderRow, seed: number): Journey[] | null {
  const journeys = order.itinerary as Journey[];
  if (type === 'change') return shift(journeys, 30 + (seed % 6) * 30);
  if (type === 'cancel_save') return shift(journeys, 24 * 60);
  if (type === 'cancel_no_save') return null;
  return journeys;
}

/**
 * The supplier's event, stored once (the same event delivered twice is one disruption). A real
 * supplier says what the flights become (`after`); a simulated one's are made up from the type.
 */
export async function emitDisruption(
  ctx: OrdersContext,
  orderId: number,
  type: DisruptionType,
  eventRef?: string,
  after?: Journey[] | null,
): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderRow(tx, orderId);
    if (order.type !== 'origin' || !TICKETED_STATUSES.includes(order.status as FlightOrderStatus)) return null;
    const ref = eventRef ?? `${order.supplierRef}:${type}:${ctx.now().toISOString().slice(0, 13)}`;
    const [row] = await tx
      .insert(flightDisruptions)
      .values({
        orderId: order.id,
        agencyId: order.agencyId,
        supplier: order.supplier,
        eventRef: ref,
        type,
        before: order.itinerary,
        after: after !== undefined ? after : afterOf(type, order, hashOf(ref)),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await noteHistory(tx, order.id, 'disruption', SUPPLIER, note('disruptionAnnounced', { type, supplier: order.supplier }));
    await queueNotification(tx, ctx, {
      agencyId: order.agencyId,
      orderId: order.id,
      channel: 'flight_change',
      event: `disruption.${type}`,
      data: {
        disruptionId: row.id,
        orderId: order.id,
        orderNo: order.orderNo,
        pnr: order.pnr,
        type,
        before: order.itinerary,
        after: row.after,
        state: flightOrderState(order),
      },
    });
    return row.id;
  });
}

/** The simulator's side: a small, deterministic share of issued orders gets a schedule change each day. */
export async function simulateDisruptions(
  ctx: OrdersContext,
  rate = Number(process.env.FLIGHT_DISRUPTION_RATE ?? 0.02),
  limit = 500,
): Promise<number> {
  const day = ctx.now().toISOString().slice(0, 10);
  const candidates = rowsOf<{ id: number; order_no: string }>(
    await ctx.db.execute(sql`
    SELECT id, order_no FROM flight_orders WHERE type = 'origin' AND status IN ('issued', 'changed') AND deleted_at IS NULL ORDER BY id DESC LIMIT ${limit}`),
  );
  const types: DisruptionType[] = ['change', 'cancel_save', 'cancel_no_save', 'change'];
  let emitted = 0;
  for (const c of candidates) {
    const h = hashOf(c.order_no, day, 'disruption');
    if ((h % 10_000) / 10_000 >= rate) continue;
    if (await emitDisruption(ctx, c.id, types[h % types.length]!, `${c.order_no}:${day}`)) emitted++;
  }
  return emitted;
}

interface RawDisruption {
  id: string;
  order_id: number;
  order_no: string;
  pnr: string | null;
  type: DisruptionType;
  state: DisruptionRow['state'];
  supplier: string;
  before: Journey[];
  after: Journey[] | null;
  passenger_names: string[] | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: number | null;
  follow_up_order_id: number | null;
}

const rowOf = (r: RawDisruption): DisruptionRow => ({
  id: Number(r.id),
  orderId: r.order_id,
  orderNo: r.order_no,
  pnr: r.pnr,
  type: r.type,
  state: r.state,
  supplier: r.supplier,
  before: r.before,
  after: r.after,
  passengerNames: r.passenger_names ?? [],
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  decidedById: r.decided_by,
  followUpOrderId: r.follow_up_order_id,
});

const COLUMNS = sql`d.id, d.order_id, o.order_no, o.pnr, d.type, d.state, d.supplier, d.before, d.after, d.created_at, d.decided_at, d.decided_by, d.follow_up_order_id,
  (SELECT array_agg(p.surname || '/' || p.given_names ORDER BY p.seq) FROM flight_order_passengers p WHERE p.order_id = o.id) AS passenger_names`;

export async function listDisruptions(
  db: Executor,
  identity: Identity,
  filter: { type?: DisruptionType; state?: DisruptionRow['state']; orderId?: string; pnr?: string; from?: string; to?: string },
  page: { offset: number; limit: number; order?: string },
): Promise<{ rows: DisruptionRow[]; total: number }> {
  const where: SQL[] = [orderScope(identity)];
  if (filter.type) where.push(sql`d.type = ${filter.type}`);
  if (filter.state) where.push(sql`d.state = ${filter.state}`);
  if (filter.orderId)
    where.push(
      /^\d+$/.test(filter.orderId)
        ? sql`(o.id = ${Math.min(Number(filter.orderId), 2_147_483_647)} OR o.order_no = ${filter.orderId})`
        : sql`o.order_no = ${filter.orderId.toUpperCase()}`,
    );
  if (filter.pnr) where.push(sql`o.pnr = ${filter.pnr.toUpperCase()}`);
  if (filter.from) where.push(sql`d.created_at >= ${filter.from}::date`);
  if (filter.to) where.push(sql`d.created_at < (${filter.to}::date + 1)`);
  const cond = sql.join(where, sql` AND `);
  const direction = sql.raw(page.order?.toLowerCase() === 'asc' ? 'ASC' : 'DESC');
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`SELECT ${COLUMNS} FROM flight_disruptions d JOIN flight_orders o ON o.id = d.order_id WHERE ${cond} ORDER BY d.created_at ${direction}, d.id ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    db.execute(sql`SELECT count(*)::int AS n FROM flight_disruptions d JOIN flight_orders o ON o.id = d.order_id WHERE ${cond}`),
  ]);
  return { rows: rowsOf<RawDisruption>(rows).map(rowOf), total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
}

export async function disruptionById(db: Executor, identity: Identity, id: number): Promise<DisruptionRow> {
  const [row] = rowsOf<RawDisruption>(
    await db.execute(
      sql`SELECT ${COLUMNS} FROM flight_disruptions d JOIN flight_orders o ON o.id = d.order_id WHERE d.id = ${id} AND ${orderScope(identity)}`,
    ),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return rowOf(row);
}

/** The agency's answer: accept (the order takes the new flights), or ask a refund or change (reason 3). */
export async function decideDisruption(
  ctx: OrdersContext,
  identity: Identity,
  id: number,
  decision: 'accept' | 'refund' | 'change',
  remark?: string,
): Promise<DisruptionRow> {
  const disruption = await disruptionById(ctx.db, identity, id);
  if (disruption.state !== 'pending') throw new ApiError('DISRUPTION_DECIDED');
  // A real supplier's change is answered there first: if it cannot be told, nothing changes here.
  await answerAtSupplier(ctx, id, decision);
  let followUp: number | null = null;
  if (decision === 'refund') {
    followUp = (
      await requestRefund(
        ctx,
        identity,
        disruption.orderId,
        { reason: 3, subOption: disruption.type === 'change' ? 'schedule_change' : 'cancel', remark },
        [],
      )
    ).id;
  } else if (decision === 'change') {
    followUp = (await requestChangeFromDisruption(ctx, identity, disruption.orderId, disruption.after ?? disruption.before, remark)).id;
  }
  const state = decision === 'accept' ? 'accepted' : decision === 'refund' ? 'refund_requested' : 'change_requested';
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(flightDisruptions)
      .set({ state, decidedAt: ctx.now(), decidedBy: identity.user.id, followUpOrderId: followUp, remark: remark ?? null })
      .where(and(eq(flightDisruptions.id, id), eq(flightDisruptions.state, 'pending')))
      .returning({ id: flightDisruptions.id });
    if (!done) throw new ApiError('DISRUPTION_DECIDED');
    if (decision === 'accept' && disruption.after) {
      await tx
        .update(flightOrders)
        .set({ itinerary: disruption.after, updatedAt: ctx.now() })
        .where(eq(flightOrders.id, disruption.orderId));
    }
    await noteHistory(
      tx,
      disruption.orderId,
      'disruption',
      actorOf(identity),
      note('disruptionDecided', { type: disruption.type, decision }, remark),
    );
  });
  return disruptionById(ctx.db, identity, id);
}
