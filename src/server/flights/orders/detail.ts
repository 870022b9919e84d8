// The order detail the console shows: itinerary, passengers, the price breakdown (with change and
// refund figures), payment state, history with who and when, lock holder, related after-sale orders, and
// what the caller may do now.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isFinal, toneOf, type FlightOrderStatus } from '@/domain/flights/flight-order-status';
import { ticketingLate } from '@/domain/flights/ticketing-speed';
import type { OrderDetail, OrderHistoryEvent, OrderPrice } from '@/domain/flights/flight-orders';
import type { Contact } from '@/domain/flights/booking';
import {
  withTaxParts,
  type Baggage,
  type CancellationPolicy,
  type CostDetail,
  type Journey,
  type PriceDetail,
} from '@/domain/flights/shopping';
import { CARD_CHANNELS } from '@/domain/schemas/wallet';
import type { Identity } from '../../auth/identity';
import { agencies, flightOrderEvents, flightOrderFiles, flightOrderPassengers, flightOrders, users } from '../../db/schema';
import type { Executor } from '@/server/db/executor';
import type { Language } from '@/domain/schemas/common';
import { allowedActions, openVoidDeadline } from './allowed-actions';
import { historyText, readerOf } from './history-text';
import type { OrdersContext } from './context';
import { paymentOfOrder } from './order-money';
import { userName, type OrderRow } from './order-row';
import { itinerarySummary } from './queries';
import { isStaff } from './scope';

interface Snapshot {
  priceDetail?: PriceDetail;
  cost?: CostDetail | null;
  fareBasis?: string | null;
  baggage?: Baggage;
  cancellation?: CancellationPolicy;
}

const EMPTY_BAGGAGE: Baggage = {
  carryOn: { pieces: 0, weightKg: null, dimensions: null },
  checked: { pieces: 0, weightKg: null, dimensions: null },
};

/** The price list with its taxes broken down (lists stored before the breakdown: all other taxes). */
function priceDetailOf(snapshot: Snapshot): PriceDetail | null {
  return snapshot.priceDetail ? { ...snapshot.priceDetail, priceList: snapshot.priceDetail.priceList.map(withTaxParts) } : null;
}

/** What the card was charged: the surcharge recorded on the payment when it started, so the order shows what was charged. */
function priceOf(order: OrderRow, snapshot: Snapshot, staff: boolean, channel: string | null, surcharge: number): OrderPrice {
  const q = order.quote ?? {};
  const priceDetail = priceDetailOf(snapshot);
  const origin = order.type === 'origin';
  const taxSum = (pick: (p: PriceDetail['priceList'][number]) => number) =>
    origin && priceDetail ? priceDetail.priceList.reduce((sum, p) => sum + pick(p) * p.count, 0) : 0;
  const [airportTax, fuelSurcharge] = [taxSum((p) => p.airportTax), taxSum((p) => p.fuelSurcharge)];
  const base: OrderPrice = {
    currency: order.currency,
    ticketPrice: order.fareAmount,
    taxesAndFees: order.taxAmount,
    airportTax,
    fuelSurcharge,
    otherTaxes: order.taxAmount - airportTax - fuelSurcharge,
    serviceFee: Math.max(0, order.markupAmount),
    discount: Math.max(0, -order.markupAmount),
    saleTotal: order.totalAmount,
    transactionFee: 0,
    fareBasis: snapshot.fareBasis ?? null,
    priceDetail,
    cost: staff && origin ? (snapshot.cost ?? null) : null,
    card: channel && CARD_CHANNELS.has(channel) ? { channel, cardFee: surcharge, cardTotal: order.totalAmount + surcharge } : null,
    change: null,
    refund: null,
  };
  if (order.type === 'change') {
    base.change = {
      ticketDifference: q.ticketDifference ?? 0,
      taxDifference: q.taxDifference ?? 0,
      changeFee: q.changeFee ?? 0,
      serviceFee: q.serviceFee ?? 0,
      total: order.totalAmount,
    };
  }
  if (order.type === 'refund' || order.type === 'void') {
    base.refund = {
      originalRefundable: q.refundable ?? 0,
      refundFee: q.refundFee ?? 0,
      serviceFee: q.serviceFee ?? 0,
      totalRefundable: q.totalRefundable ?? 0,
    };
  }
  return base;
}

/** The order's change/refund/void order still in progress (blocks a second one). */
export async function openAfterSale(db: Executor, originId: number): Promise<OrderRow | null> {
  const children = await db.select().from(flightOrders).where(eq(flightOrders.originOrderId, originId)).orderBy(desc(flightOrders.id));
  return children.find((c) => !isFinal(c.status as FlightOrderStatus)) ?? null;
}

export async function orderDetail(
  db: Executor,
  ctx: OrdersContext,
  identity: Identity,
  order: OrderRow,
  language: Language,
): Promise<OrderDetail> {
  const reader = readerOf(identity, language);
  const [passengers, events, files, agencyRows, children, payment, origin] = await Promise.all([
    db.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, order.id)).orderBy(asc(flightOrderPassengers.seq)),
    db
      .select({ e: flightOrderEvents, name: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.username})` })
      .from(flightOrderEvents)
      .leftJoin(users, eq(users.id, flightOrderEvents.userId))
      .where(eq(flightOrderEvents.orderId, order.id))
      .orderBy(asc(flightOrderEvents.id)),
    db
      .select({
        id: flightOrderFiles.id,
        filename: flightOrderFiles.filename,
        contentType: flightOrderFiles.contentType,
        size: flightOrderFiles.size,
        createdAt: flightOrderFiles.createdAt,
      })
      .from(flightOrderFiles)
      .where(eq(flightOrderFiles.orderId, order.id))
      .orderBy(asc(flightOrderFiles.id)),
    db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, order.agencyId)),
    order.type === 'origin'
      ? db.select().from(flightOrders).where(eq(flightOrders.originOrderId, order.id)).orderBy(asc(flightOrders.id))
      : Promise.resolve([]),
    paymentOfOrder(db, order.orderNo),
    order.originOrderId
      ? db
          .select({ orderNo: flightOrders.orderNo })
          .from(flightOrders)
          .where(inArray(flightOrders.id, [order.originOrderId]))
      : Promise.resolve([]),
  ]);
  const snapshot = order.priceSnapshot as Snapshot;
  const staff = isStaff(identity);
  const supplier = await ctx.shopping.supplier(order.supplier);
  const voidUntil = openVoidDeadline(order, ctx.now());
  const request = order.request as Record<string, unknown> | null;
  const history: OrderHistoryEvent[] = events.map(({ e, name }) => ({
    id: e.id,
    kind: e.kind as OrderHistoryEvent['kind'],
    fromStatus: e.fromStatus as FlightOrderStatus | null,
    toStatus: e.toStatus as FlightOrderStatus | null,
    actor: e.actor as OrderHistoryEvent['actor'],
    userId: e.userId,
    userName: name ?? null,
    noteKey: e.noteKey,
    note: historyText(reader, e.noteKey, e.noteParams),
    remark: e.note,
    createdAt: e.createdAt.toISOString(),
  }));
  const actions = allowedActions(order, {
    actor: staff ? 'staff' : 'agency',
    userId: identity.user.id,
    voidOpen: voidUntil !== null,
    manualTicketing: supplier?.manualTicketing ?? false,
    openAfterSale: children.some((c) => !isFinal(c.status as FlightOrderStatus)),
  });
  const lockedByName = await userName(db, order.lockedById);
  const lockEvent = [...events].reverse().find(({ e }) => e.kind === 'lock');
  return {
    id: order.id,
    orderNo: order.orderNo,
    type: order.type as OrderDetail['type'],
    status: order.status as FlightOrderStatus,
    tone: toneOf(order.status as FlightOrderStatus),
    originOrderId: order.originOrderId,
    originOrderNo: origin[0]?.orderNo ?? null,
    agencyId: order.agencyId,
    agencyName: agencyRows[0]?.name ?? '',
    bookingNo: order.supplierRef,
    pnr: order.pnr,
    airline: order.validatingCarrier,
    ...itinerarySummary(order.itinerary),
    passengerNames: passengers.map((p) => `${p.surname}/${p.givenNames}`),
    ticketNumbers: passengers.map((p) => p.ticketNumber).filter((t): t is string => !!t),
    currency: order.currency,
    totalAmount: order.totalAmount,
    paymentStatus: order.paymentStatus as 'paid' | 'unpaid',
    payBefore: order.payBefore.toISOString(),
    ticketingDeadline: order.ticketingDeadline?.toISOString() ?? null,
    late: ticketingLate(order.status, order.ticketingDeadline, ctx.now()),
    lockedStatus: order.lockedStatus,
    lockedById: order.lockedById,
    createdById: order.userId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    supplier: reader.seesSuppliers ? order.supplier : null,
    validatingCarrier: order.validatingCarrier,
    bookingType: order.bookingType,
    cabin: order.cabin,
    journeys: order.itinerary as Journey[],
    baggage: snapshot.baggage ?? EMPTY_BAGGAGE,
    cancellation: snapshot.cancellation ?? { rules: [], currency: order.currency, remarks: null },
    passengers: passengers.map((p) => ({
      seq: p.seq,
      type: p.type,
      surname: p.surname,
      givenNames: p.givenNames,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      documentType: p.documentType,
      documentNumber: p.documentNumber,
      documentExpiry: p.documentExpiry,
      salePrice: p.salePrice,
      ticketNumber: p.ticketNumber,
    })),
    contact: order.contact as Contact,
    price: priceOf(order, snapshot, staff, payment?.channel ?? order.paymentChannel, payment?.surcharge ?? 0),
    payment: {
      status: order.paymentStatus as 'paid' | 'unpaid',
      paymentState: payment?.status ?? null,
      paymentId: payment?.id ?? null,
      channel: payment?.channel ?? order.paymentChannel,
      amount: payment?.amount ?? order.totalAmount,
      refundedAmount: payment?.refunded ?? 0,
      currency: order.currency,
      payBefore: order.payBefore.toISOString(),
    },
    reviewRemark: order.reviewRemark,
    remark: order.remark,
    request: request
      ? {
          reason: Number(request.reason ?? 0),
          subOption: (request.subOption as string | null) ?? null,
          remark: (request.remark as string | null) ?? null,
          passengerSeqs: (request.passengerSeqs as number[] | undefined) ?? [],
          proofFiles: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
          newJourneys: (request.newJourneys as Journey[] | undefined) ?? null,
        }
      : null,
    lock: {
      locked: order.lockedStatus !== 0,
      lockedById: order.lockedById,
      lockedByName,
      lockedAt: order.lockedAt?.toISOString() ?? lockEvent?.e.createdAt.toISOString() ?? null,
    },
    voidUntil: voidUntil?.toISOString() ?? null,
    issuedAt: order.issuedAt?.toISOString() ?? null,
    related: children.map((c) => ({
      id: c.id,
      orderNo: c.orderNo,
      type: c.type as OrderDetail['type'],
      status: c.status as FlightOrderStatus,
      createdAt: c.createdAt.toISOString(),
    })),
    history,
    allowedActions: actions,
  };
}
