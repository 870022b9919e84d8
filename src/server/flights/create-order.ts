// Creates a flight order from a verified quote: checks the passengers against the passenger rules,
// books with the supplier, stores the order in to_be_paid with its price snapshot and the supplier's
// reference, registers what it owes with the payment module, and hands the new order to the order
// lifecycle (its jobs; paying from the wallet at once places a hold, captured when the ticket is issued).
import { eq } from 'drizzle-orm';
import { passengerRuleErrors } from '@/domain/flights/passenger-rules';
import { note, noteColumns } from '@/domain/flights/history-note';
import type { CreateOrderInput, FlightOrder } from '@/domain/flights/booking';
import type { FieldError, Language } from '@/domain/schemas/common';
import type { SearchRequest } from '@/domain/flights/shopping';
import { countBooking } from '../agencies/look-to-book';
import type { Identity } from '../auth/identity';
import { flightOrderEvents, flightOrderPassengers, flightOrders, flightOrderSegments, flightSearches } from '../db/schema';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import { assertSameCurrency } from './shopping/search-service';
import { maySeeSuppliers } from './shopping/supplier-labels';
import { validQuote, type StoredQuote } from './shopping/verification';
import { withExecutor } from './suppliers/booking-store';
import type { BookingPassenger, SupplierBooking } from './suppliers/types';
import { flightLimitsOf } from '../users/view';
import type { Tx } from '@/server/db/executor';
import { requestPayment } from '../wallet/payments';
import { orderView } from './order-view';
import type { OrdersContext } from './orders/context';
import { orderNumber } from './orders/order-number';
import { scheduleWork } from './orders/follow-ups';
import { payOrder } from './orders/actions';

function passengerFieldErrors(input: CreateOrderInput, lang: Language, ctx: Parameters<typeof passengerRuleErrors>[1]): FieldError[] {
  return input.passengers.flatMap((p, i) =>
    passengerRuleErrors(p, ctx).map((e) => ({
      field: `passengers.${i}.${e.field}`,
      message: translate(lang, `passengerError.${e.code}`, { type: translate(lang, `passengerType.${p.type}`, { defaultValue: p.type }) }),
    })),
  );
}

export async function createOrder(
  orders: OrdersContext,
  tx: Tx,
  identity: Identity,
  input: CreateOrderInput,
  lang: Language,
): Promise<FlightOrder> {
  const ctx = orders.shopping;
  // Everything inside the idempotent transaction goes through tx: PGlite has one connection.
  const { row: quote, priced, source, cost } = await validQuote(ctx, identity, input.quoteId, tx);
  if (input.currency !== quote.currency) throw new ApiError('SETTLEMENT_CURRENCY_CHANGED');
  await assertSameCurrency(ctx, identity, quote.currency, tx);

  const wanted = quote.passengers;
  const given = { adult: 0, child: 0, infant: 0 };
  for (const p of input.passengers) given[p.type] += 1;
  if (given.adult !== wanted.adult || given.child !== wanted.child || given.infant !== wanted.infant) {
    throw new ApiError('PASSENGERS_MISMATCH', { expected: `${wanted.adult} / ${wanted.child} / ${wanted.infant}` });
  }
  const segments = priced.journeys.flatMap((j) => j.segments);
  const fields = passengerFieldErrors(input, lang, {
    firstDeparture: segments[0]!.departure.slice(0, 10),
    lastFlight: segments[segments.length - 1]!.arrival.slice(0, 10),
    fareDocuments: quote.documentTypes,
    limits: flightLimitsOf(identity.user),
  });
  if (fields.length) throw new ApiError('VALIDATION', { fields: fields.map((f) => f.field).join(', ') }, fields);

  const supplier = await ctx.supplier(source.supplier);
  if (!supplier) throw new ApiError('SUPPLIER_BOOKING_FAILED');
  const travellers: BookingPassenger[] = input.passengers.map((p) => ({
    type: p.type,
    surname: p.surname,
    givenNames: p.given_names,
    birthday: p.birthday,
    gender: p.gender,
    documentType: p.travel_document.type,
    documentNumber: p.travel_document.number,
  }));
  let booking: SupplierBooking;
  try {
    booking = await withExecutor(tx, () => supplier.book(source, travellers));
  } catch {
    throw new ApiError('SUPPLIER_BOOKING_FAILED');
  }

  try {
    return await store(orders, tx, identity, input, { quote, priced, cost, booking });
  } catch (error) {
    // Our side refused (balance, a race): release the seats the supplier is holding.
    await withExecutor(tx, () => supplier.void(booking.bookingRef)).catch(() => {});
    throw error;
  }
}

async function store(
  orders: OrdersContext,
  tx: Tx,
  identity: Identity,
  input: CreateOrderInput,
  { quote, priced, cost, booking }: Pick<StoredQuote, 'priced' | 'cost'> & { quote: StoredQuote['row']; booking: SupplierBooking },
): Promise<FlightOrder> {
  const now = orders.now();
  const [search] = await tx.select({ request: flightSearches.request }).from(flightSearches).where(eq(flightSearches.id, quote.searchId));
  const request = search?.request as SearchRequest | undefined;
  const list = priced.priceDetail.priceList;
  const sum = (pick: (p: (typeof list)[number]) => number) => list.reduce((total, p) => total + pick(p) * p.count, 0);
  const [order] = await tx
    .insert(flightOrders)
    .values({
      orderNo: orderNumber(now),
      agencyId: identity.agency.id,
      userId: identity.user.id,
      type: 'origin',
      status: 'to_be_paid',
      quoteId: quote.id,
      supplier: booking.offer.supplier,
      supplierRef: booking.bookingRef,
      pnr: booking.pnr,
      validatingCarrier: priced.validatingCarrier,
      bookingType: request?.bookingType ?? 'oneway',
      cabin: priced.cabin,
      itinerary: priced.journeys,
      priceSnapshot: {
        priceDetail: priced.priceDetail,
        cost,
        fareBasis: priced.fareBasis,
        baggage: priced.baggage,
        cancellation: priced.cancellation,
        documentTypes: quote.documentTypes,
      },
      contact: input.contact,
      currency: priced.priceDetail.currency,
      fareAmount: sum((p) => p.price),
      taxAmount: sum((p) => p.taxes),
      markupAmount: sum((p) => p.markup),
      totalAmount: priced.priceDetail.total,
      payBefore: new Date(booking.ticketingTimeLimit),
      remark: input.remark ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const o = order!;
  await tx.insert(flightOrderSegments).values(
    priced.journeys.flatMap((j, journeyIndex) =>
      j.segments.map((s, seq) => ({
        orderId: o.id,
        journeyIndex,
        seq,
        carrier: s.carrier,
        flightNumber: s.flightNumber,
        origin: s.origin,
        destination: s.destination,
        departure: s.departure,
        arrival: s.arrival,
        cabin: s.cabin,
        bookingClass: s.bookingClass,
      })),
    ),
  );
  const salePrice = (type: string) => list.find((p) => p.passengerType === type)?.salePrice ?? 0;
  await tx.insert(flightOrderPassengers).values(
    input.passengers.map((p, seq) => ({
      orderId: o.id,
      seq,
      type: p.type,
      surname: p.surname,
      givenNames: p.given_names,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      documentType: p.travel_document.type,
      documentNumber: p.travel_document.number,
      documentExpiry: p.travel_document.expiry,
      details: {
        phone: p.phone ?? null,
        email: p.email ?? null,
        frequentFlyer: p.frequentFlyer ?? null,
        issuingPlace: p.travel_document.issuingPlace ?? null,
      },
      salePrice: salePrice(p.type),
    })),
  );
  await tx.insert(flightOrderEvents).values({
    orderId: o.id,
    fromStatus: null,
    toStatus: 'to_be_paid',
    userId: identity.user.id,
    ...noteColumns(note('booked', { supplier: o.supplier, bookingNo: o.supplierRef })),
  });
  await requestPayment(tx, {
    agencyId: identity.agency.id,
    orderRef: o.orderNo,
    amount: o.totalAmount,
    currency: o.currency,
    businessType: 'flight_origin',
    description: `${o.orderNo} ${priced.journeys.map((j) => `${j.segments[0]!.origin}-${j.segments[j.segments.length - 1]!.destination}`).join(' ')}`,
    createdBy: identity.user.id,
    payBefore: o.payBefore,
  });
  // The new order's jobs commit or roll back with the booking.
  await scheduleWork(tx, orders, o);
  // Paying is a status change like any other: through the order lifecycle's transition table.
  const current = input.payment === 'balance' ? await payOrder(tx, orders, identity, o, undefined, true) : o;
  await countBooking(tx, identity.agency.id, now.toISOString().slice(0, 10));
  return orderView(tx, current, maySeeSuppliers(identity));
}
