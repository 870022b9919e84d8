// Change, refund and void requests: each becomes its own order (type change/refund/void) linked to
// the origin, created in its first status with a history line and an audit record, in one
// transaction. Change search asks the supplier for new flights and prices the difference.
import { and, eq, sql } from 'drizzle-orm';
import type { FlightOrderStatus, FlightOrderType } from '@/domain/flights/flight-order-status';
import { note, noteColumns, type HistoryNote } from '@/domain/flights/history-note';
import { voidDeadline } from '@/domain/flights/void-window';
import { CHANGE_SUB_OPTIONS, PROOF_REQUIRED_REASONS, REFUND_SUB_OPTIONS, type ChangeOption } from '@/domain/flights/flight-orders';
import type { Journey } from '@/domain/flights/shopping';
import { recordAudit } from '../../audit/audit';
import type { Identity } from '../../auth/identity';
import {
  flightOrderEvents,
  flightOrderFiles,
  flightOrderPassengers,
  flightOrders,
  flightSearches,
  flightSearchResults,
} from '../../db/schema';
import { orderNumber } from './order-number';
import { ApiError } from '../../http/api-error';
import { agencySettings, newId, ratesFor } from '../shopping/search-service';
import { convertMinor } from '../shopping/pricing';
import type { SupplierOffer } from '../suppliers/types';
import type { Tx } from '@/server/db/executor';
import type { OrdersContext } from './context';
import { afterSaleRefusal, openVoidDeadline, voidRefusal } from './allowed-actions';
import { openAfterSale } from './detail';
import { scheduleWork } from './follow-ups';
import { paymentOfOrder } from './order-money';
import { orderRow, type OrderRow } from './order-row';
import type { ProofFile } from './proof-files';
import { isStaff } from './scope';
import { assertNotLockedAgainst } from './transition';
import { changeFigures, refundFigures } from './after-sale-price';

const actorOf = (identity: Identity) => ({ kind: isStaff(identity) ? ('staff' as const) : ('agency' as const), userId: identity.user.id });

/**
 * The origin an after-sale is asked on, locked for the request's transaction. Refused by the same
 * rule that offers the action in the order's allowedActions.
 */
async function afterSaleOrigin(
  tx: Tx,
  ctx: OrdersContext,
  identity: Identity,
  origin: OrderRow,
  action: 'change' | 'refund' | 'void',
): Promise<OrderRow> {
  const locked = await orderRow(tx, origin.id, true);
  const open = await openAfterSale(tx, locked.id);
  const actor = actorOf(identity);
  const voidUntil = openVoidDeadline(locked, ctx.now());
  const facts = { actor: actor.kind, userId: actor.userId, openAfterSale: open !== null, voidOpen: voidUntil !== null };
  const refusal = action === 'void' ? voidRefusal(locked, facts) : afterSaleRefusal(locked, facts);
  switch (refusal) {
    case null:
      return locked;
    case 'locked':
      await assertNotLockedAgainst(tx, locked, actor);
      break;
    case 'afterSaleOpen':
      throw new ApiError('AFTER_SALE_OPEN', { orderNo: open?.orderNo ?? '' });
    case 'voidWindowClosed': {
      const deadline = voidDeadline(locked.supplier, locked.issuedAt);
      throw new ApiError('VOID_WINDOW_CLOSED', { until: deadline ? deadline.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '-' });
    }
  }
  throw new ApiError('ORDER_ACTION_NOT_ALLOWED', { status: locked.status, action });
}

function checkReason(reason: number, subOption: string | undefined, table: Record<number, readonly string[]>): void {
  const options = table[reason];
  if (!options) throw new ApiError('REASON_INVALID');
  if (subOption !== undefined && subOption !== '' && !options.includes(subOption)) throw new ApiError('REASON_INVALID');
  if ((subOption === undefined || subOption === '') && options.length > 1) throw new ApiError('REASON_INVALID');
}

function passengerSeqsOf(requested: number[] | undefined, count: number): number[] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (!requested?.length) return all;
  const unique = [...new Set(requested)];
  if (unique.some((s) => s < 0 || s >= count)) throw new ApiError('REASON_INVALID');
  return unique.sort((a, b) => a - b);
}

interface NewAfterSale {
  type: Exclude<FlightOrderType, 'origin'>;
  status: FlightOrderStatus;
  request: Record<string, unknown>;
  quote: Record<string, number>;
  total: number;
  itinerary?: Journey[];
  note: HistoryNote;
}

/** Inserts the after-sale order (its passengers copied from the origin), its first history line and audit record. */
async function insertAfterSale(tx: Tx, ctx: OrdersContext, identity: Identity, origin: OrderRow, spec: NewAfterSale): Promise<OrderRow> {
  const now = ctx.now();
  const [order] = await tx
    .insert(flightOrders)
    .values({
      orderNo: orderNumber(now),
      agencyId: origin.agencyId,
      userId: identity.user.id,
      type: spec.type,
      status: spec.status,
      originOrderId: origin.id,
      supplier: origin.supplier,
      supplierRef: origin.supplierRef,
      pnr: origin.pnr,
      validatingCarrier: origin.validatingCarrier,
      bookingType: origin.bookingType,
      cabin: origin.cabin,
      itinerary: spec.itinerary ?? origin.itinerary,
      priceSnapshot: origin.priceSnapshot,
      contact: origin.contact,
      currency: origin.currency,
      fareAmount: spec.quote.ticketDifference ?? 0,
      taxAmount: spec.quote.taxDifference ?? 0,
      markupAmount: spec.quote.serviceFee ?? 0,
      totalAmount: spec.total,
      paymentStatus: spec.type === 'change' ? 'unpaid' : origin.paymentStatus,
      payBefore: new Date(now.getTime() + 24 * 3600_000),
      remark: (spec.request.remark as string | undefined) ?? null,
      request: spec.request,
      quote: spec.quote,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const passengers = await tx.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, origin.id));
  const seqs = spec.request.passengerSeqs as number[];
  const chosen = passengers.filter((p) => seqs.includes(p.seq));
  if (chosen.length) {
    await tx.insert(flightOrderPassengers).values(chosen.map(({ id: _id, orderId: _o, ...p }) => ({ ...p, orderId: order!.id })));
  }
  await tx.insert(flightOrderEvents).values({
    orderId: order!.id,
    kind: 'transition',
    fromStatus: null,
    toStatus: spec.status,
    actor: 'agency',
    userId: identity.user.id,
    ...noteColumns(spec.note),
    createdAt: now,
  });
  await tx.insert(flightOrderEvents).values({
    orderId: origin.id,
    kind: 'note',
    actor: 'agency',
    userId: identity.user.id,
    ...noteColumns(note('afterSaleRequested', { type: spec.type, orderNo: order!.orderNo })),
    createdAt: now,
  });
  await recordAudit(tx, {
    agencyId: origin.agencyId,
    userId: identity.user.id,
    action: `flight.order.${spec.type}.request`,
    target: order!.orderNo,
    detail: { origin: origin.orderNo, status: spec.status },
  });
  await scheduleWork(tx, ctx, order!);
  return order!;
}

// ---------- change ----------

function journeyRequests(origin: OrderRow, dates: Array<string | null>) {
  const journeys = origin.itinerary as Journey[];
  if (dates.length !== journeys.length)
    throw new ApiError('VALIDATION', { fields: 'dates' }, [{ field: 'dates', message: `one date per journey (${journeys.length})` }]);
  return journeys.map((j, i) => ({
    origins: [j.segments[0]!.origin],
    destinations: [j.segments[j.segments.length - 1]!.destination],
    date: dates[i] ?? j.segments[0]!.departure.slice(0, 10),
  }));
}

export async function changeSearch(
  ctx: OrdersContext,
  identity: Identity,
  origin: OrderRow,
  body: { reason: number; dates: Array<string | null> },
): Promise<ChangeOption[]> {
  await ctx.db.transaction((tx) => afterSaleOrigin(tx, ctx, identity, origin, 'change'));
  const supplier = await ctx.shopping.supplier(origin.supplier);
  if (!supplier) throw new ApiError('SUPPLIER_UNAVAILABLE');
  const requests = journeyRequests(origin, body.dates);
  let offers: SupplierOffer[];
  try {
    offers = await supplier.changeSearch(origin.supplierRef, requests);
  } catch {
    throw new ApiError('SUPPLIER_UNAVAILABLE');
  }
  const settings = await agencySettings(ctx.shopping, identity);
  const rates = await ratesFor(ctx.shopping, origin.currency);
  const serviceFee =
    settings.flight.serviceFees.currency === origin.currency
      ? settings.flight.serviceFees.change
      : convertMinor(settings.flight.serviceFees.change, settings.flight.serviceFees.currency, origin.currency, rates);
  const options: ChangeOption[] = [];
  const sources: Record<string, SupplierOffer> = {};
  const searchId = newId('C');
  for (const offer of offers.filter((o) => rates[o.currency]).slice(0, 30)) {
    const quote = await supplier.changeQuote(origin.supplierRef, offer);
    const convert = (amount: number) => convertMinor(amount, quote.currency, origin.currency, rates);
    const figures = changeFigures(
      { ticketDifference: convert(quote.fareDifference), taxDifference: convert(quote.taxDifference), changeFee: convert(quote.fee) },
      serviceFee,
      origin.currency,
    );
    const optionId = `${searchId}:${options.length}`;
    sources[optionId] = offer;
    options.push({ optionId, journeys: offer.journeys, cabin: offer.cabin, currency: origin.currency, ...figures });
  }
  // Kept like a search, so any server can take the chosen option.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(flightSearches).values({
      id: searchId,
      agencyId: identity.agency.id,
      userId: identity.user.id,
      kind: 'change',
      request: { originOrderId: origin.id, ...body },
      currency: origin.currency,
      suppliers: [origin.supplier],
      deadlineAt: new Date(ctx.now().getTime() + 15 * 60_000),
      completedAt: ctx.now(),
    });
    await tx
      .insert(flightSearchResults)
      .values({ searchId, supplier: origin.supplier, status: 'done', offers: options, sourceOffers: sources, elapsedMs: 0 });
  });
  return options;
}

export async function requestChange(
  ctx: OrdersContext,
  identity: Identity,
  originId: number,
  body: { reason: 0 | 1 | 3; subOption?: string; optionId: string; passengerSeqs?: number[]; remark?: string },
): Promise<OrderRow> {
  checkReason(body.reason, body.subOption, CHANGE_SUB_OPTIONS);
  const [searchId] = body.optionId.split(':');
  const [found] = await ctx.db
    .select({ s: flightSearches, r: flightSearchResults })
    .from(flightSearches)
    .innerJoin(flightSearchResults, eq(flightSearchResults.searchId, flightSearches.id))
    .where(and(eq(flightSearches.id, searchId ?? ''), eq(flightSearches.kind, 'change'), eq(flightSearches.agencyId, identity.agency.id)));
  const option = (found?.r.offers as ChangeOption[] | undefined)?.find((o) => o.optionId === body.optionId);
  const request = found?.s.request as { originOrderId?: number } | undefined;
  if (!found || !option || request?.originOrderId !== originId || found.s.deadlineAt.getTime() < ctx.now().getTime())
    throw new ApiError('CHANGE_OPTION_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const origin = await afterSaleOrigin(tx, ctx, identity, await orderRow(tx, originId), 'change');
    const count = (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(flightOrderPassengers)
        .where(eq(flightOrderPassengers.orderId, origin.id))
    )[0]!.n;
    return insertAfterSale(tx, ctx, identity, origin, {
      type: 'change',
      status: 'chg_reviewing',
      itinerary: option.journeys,
      total: option.total,
      quote: {
        ticketDifference: option.ticketDifference,
        taxDifference: option.taxDifference,
        changeFee: option.changeFee,
        serviceFee: option.serviceFee,
      },
      request: {
        reason: body.reason,
        subOption: body.subOption ?? null,
        remark: body.remark ?? null,
        passengerSeqs: passengerSeqsOf(body.passengerSeqs, count),
        newJourneys: option.journeys,
        optionId: option.optionId,
      },
      note: note('changeAsked', { reason: body.reason }),
    });
  });
}

/** A change asked from a schedule change (reason 3): the supplier's protected flights, priced by staff. */
export async function requestChangeFromDisruption(
  ctx: OrdersContext,
  identity: Identity,
  originId: number,
  journeys: Journey[],
  remark?: string,
): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const origin = await afterSaleOrigin(tx, ctx, identity, await orderRow(tx, originId), 'change');
    const count = (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(flightOrderPassengers)
        .where(eq(flightOrderPassengers.orderId, origin.id))
    )[0]!.n;
    return insertAfterSale(tx, ctx, identity, origin, {
      type: 'change',
      status: 'chg_reviewing',
      itinerary: journeys,
      total: 0,
      quote: {},
      request: {
        reason: 3,
        subOption: 'schedule_change',
        remark: remark ?? null,
        passengerSeqs: passengerSeqsOf(undefined, count),
        newJourneys: journeys,
      },
      note: note('changeAskedAfterDisruption'),
    });
  });
}

// ---------- refund ----------

export async function requestRefund(
  ctx: OrdersContext,
  identity: Identity,
  originId: number,
  body: { reason: number; subOption?: string; remark?: string; passengerSeqs?: number[] },
  files: ProofFile[],
): Promise<OrderRow> {
  checkReason(body.reason, body.subOption, REFUND_SUB_OPTIONS);
  if (PROOF_REQUIRED_REASONS.has(body.reason) && files.length === 0) throw new ApiError('PROOF_REQUIRED');
  return ctx.db.transaction(async (tx) => {
    const origin = await afterSaleOrigin(tx, ctx, identity, await orderRow(tx, originId), 'refund');
    const count = (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(flightOrderPassengers)
        .where(eq(flightOrderPassengers.orderId, origin.id))
    )[0]!.n;
    const order = await insertAfterSale(tx, ctx, identity, origin, {
      type: 'refund',
      status: 'rfd_reviewing',
      total: origin.totalAmount,
      quote: {},
      request: {
        reason: body.reason,
        subOption: body.subOption ?? null,
        remark: body.remark ?? null,
        passengerSeqs: passengerSeqsOf(body.passengerSeqs, count),
      },
      note: note('refundAsked', { reason: body.reason, files: files.length }),
    });
    if (files.length) {
      await tx.insert(flightOrderFiles).values(
        files.map((f) => ({
          orderId: order.id,
          filename: f.filename,
          contentType: f.contentType,
          size: f.content.length,
          content: f.content,
          createdBy: identity.user.id,
        })),
      );
    }
    return order;
  });
}

// ---------- void ----------

export async function requestVoid(ctx: OrdersContext, identity: Identity, originId: number, body: { remark?: string }): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const origin = await afterSaleOrigin(tx, ctx, identity, await orderRow(tx, originId), 'void');
    const payment = await paymentOfOrder(tx, origin.orderNo);
    const paid = payment?.status === 'paid' ? payment.amount - payment.refunded : 0;
    const settings = await agencySettings(ctx.shopping, identity, tx);
    const fee = settings.flight.serviceFees.currency === origin.currency ? Math.min(settings.flight.serviceFees.void, paid) : 0;
    const count = (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(flightOrderPassengers)
        .where(eq(flightOrderPassengers.orderId, origin.id))
    )[0]!.n;
    const quote = refundFigures(paid, 0, fee, origin.currency, paid);
    return insertAfterSale(tx, ctx, identity, origin, {
      type: 'void',
      status: 'void_proceeding',
      total: paid,
      quote: { ...quote },
      request: { reason: 0, subOption: null, remark: body.remark ?? null, passengerSeqs: passengerSeqsOf(undefined, count) },
      note: note('voidAsked'),
    });
  });
}
