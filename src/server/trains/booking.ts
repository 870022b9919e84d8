// Books train tickets from a search's offers: resolves often-used passengers, prebooks each journey
// with the rail supplier (seats held until the time limit), stores the order in to_be_paid with its
// tickets, registers what it owes with the payment module, and pays from the wallet at once when
// asked (a hold, captured when the tickets are issued). Runs inside the idempotent transaction.
import { and, eq, inArray } from 'drizzle-orm';
import { saleOpensAt } from '@/domain/trains/presale';
import { RAIL_DOCUMENT_TYPES, type RailPassenger, type TrainBookingBody, type TrainOffer } from '@/domain/trains/schemas';
import { trainNote } from '@/domain/trains/history';
import type { Identity } from '../auth/identity';
import { oftenUsedPassengers, trainOrderEvents, trainOrders, trainOrderTickets } from '../db/schema';
import { ApiError } from '../http/api-error';
import { orderNumber } from '../flights/orders/order-number';
import { withExecutor } from '../flights/suppliers/booking-store';
import type { Executor, Tx } from '@/server/db/executor';
import { requestPayment } from '../wallet/payments';
import type { TrainsContext } from './context';
import { scheduleTrainWork } from './follow-ups';
import { trainActorOf, type TrainOrderRow } from './order-row';
import { offersOf, searchOf } from './search';
import { RailSupplierError, type RailBooking } from './supplier/types';
import { checkRealNameRules } from './real-name-check';
import { moveTrainIn } from './transition';

/** A supplier refusal as our error. */
export function bookingError(error: unknown, date: string, now: Date): ApiError {
  if (error instanceof RailSupplierError && error.reason === 'sold_out') return new ApiError('TRAIN_SOLD_OUT');
  if (error instanceof RailSupplierError && error.reason === 'not_on_sale')
    return new ApiError('TRAIN_NOT_ON_SALE', { opensAt: saleOpensAt(date, now)?.toISOString() ?? '' });
  if (error instanceof ApiError) return error;
  return new ApiError('SUPPLIER_BOOKING_FAILED');
}

/** The offer a booking names, from its search (the caller's own), on sale now. */
export async function chosenOffer(
  ctx: TrainsContext,
  db: Executor,
  identity: Identity,
  searchId: string,
  offerId: string,
  seatClass: string,
): Promise<TrainOffer> {
  await searchOf(db, identity, searchId);
  const leg = offerId.split('|')[0] === 'return' ? 'return' : 'outbound';
  const offer = (await offersOf(db, searchId, leg))?.find((o) => o.offerId === offerId);
  if (!offer || !offer.seats.some((s) => s.seatClass === seatClass)) throw new ApiError('OFFER_NOT_FOUND');
  const opens = saleOpensAt(offer.departure.slice(0, 10), ctx.now());
  if (opens) throw new ApiError('TRAIN_NOT_ON_SALE', { opensAt: opens.toISOString() });
  return offer;
}

type Traveller = RailPassenger;

async function travellersOf(tx: Tx, identity: Identity, body: TrainBookingBody): Promise<Traveller[]> {
  const ids = body.passengers.flatMap((p) => ('oftenUsedPassengerId' in p ? [p.oftenUsedPassengerId] : []));
  const saved = ids.length
    ? await tx
        .select()
        .from(oftenUsedPassengers)
        .where(and(eq(oftenUsedPassengers.userId, identity.user.id), inArray(oftenUsedPassengers.id, ids)))
    : [];
  return body.passengers.map((p, i) => {
    if (!('oftenUsedPassengerId' in p)) return p;
    const row = saved.find((s) => s.id === p.oftenUsedPassengerId);
    const stored = row?.passenger as
      | {
          surname?: string;
          given_names?: string;
          type?: string;
          birthday?: string;
          nationality?: string;
          gender?: 'male' | 'female';
          phone?: string;
          travel_document?: { type?: string; number?: string };
        }
      | undefined;
    const documentType = stored?.travel_document?.type as Traveller['documentType'] | undefined;
    if (!stored || !documentType || !(RAIL_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      throw new ApiError('VALIDATION', { fields: `passengers.${i}` }, [
        { field: `passengers.${i}.oftenUsedPassengerId`, message: String(p.oftenUsedPassengerId) },
      ]);
    }
    return {
      name: `${stored.surname ?? ''} ${stored.given_names ?? ''}`.trim(),
      type: p.type ?? (stored.type === 'child' ? 'child' : 'adult'),
      documentType,
      documentNumber: String(stored.travel_document?.number ?? '').toUpperCase(),
      birthday: stored.birthday,
      phone: stored.phone ?? undefined,
      nationality: stored.nationality,
      gender: stored.gender,
      seatPreference: p.seatPreference,
    };
  });
}

export async function bookTrain(ctx: TrainsContext, tx: Tx, identity: Identity, body: TrainBookingBody): Promise<TrainOrderRow> {
  const bookings: RailBooking[] = [];
  try {
    return await book(ctx, tx, identity, body, bookings);
  } catch (error) {
    // Our side refused after the supplier held seats (the wallet, a race): give them back.
    for (const b of bookings) await withExecutor(tx, () => ctx.supplier.cancel(b.bookingRef)).catch(() => {});
    throw error;
  }
}

async function book(
  ctx: TrainsContext,
  tx: Tx,
  identity: Identity,
  body: TrainBookingBody,
  bookings: RailBooking[],
): Promise<TrainOrderRow> {
  const now = ctx.now();
  const offers: Array<{ offer: TrainOffer; seatClass: TrainBookingBody['journeys'][number]['seatClass'] }> = [];
  for (const j of body.journeys)
    offers.push({ offer: await chosenOffer(ctx, tx, identity, body.searchId, j.offerId, j.seatClass), seatClass: j.seatClass });
  const travellers = await travellersOf(tx, identity, body);
  await checkRealNameRules(
    tx,
    identity.agency.id,
    travellers,
    offers.map(({ offer }) => offer),
  );
  try {
    for (const { offer, seatClass } of offers) {
      bookings.push(
        await withExecutor(tx, () =>
          ctx.supplier.book({
            trainNo: offer.trainNo,
            date: offer.departure.slice(0, 10),
            from: offer.from,
            to: offer.to,
            seatClass,
            passengers: travellers.map((p) => ({
              type: p.type,
              name: p.name,
              documentType: p.documentType,
              documentNumber: p.documentNumber,
              seatPreference: p.seatPreference ?? null,
            })),
          }),
        ),
      );
    }
  } catch (error) {
    throw bookingError(error, offers[0]!.offer.departure.slice(0, 10), now);
  }
  const total = bookings.reduce((sum, b) => sum + b.tickets.reduce((s, t) => s + t.price, 0), 0);
  const payBefore = new Date(Math.min(...bookings.map((b) => Date.parse(b.holdUntil))));
  const journeys = offers.map(({ offer, seatClass }) => ({
    trainNo: offer.trainNo,
    trainType: offer.trainType,
    from: offer.from,
    to: offer.to,
    departure: offer.departure,
    arrival: offer.arrival,
    seatClass,
  }));
  const [order] = await tx
    .insert(trainOrders)
    .values({
      orderNo: `TT${orderNumber(now).slice(1)}`,
      agencyId: identity.agency.id,
      userId: identity.user.id,
      type: 'origin',
      status: 'to_be_paid',
      supplier: ctx.supplier.code,
      supplierRef: bookings.map((b) => b.bookingRef).join(','),
      journeys,
      departure: offers[0]!.offer.departure,
      contact: body.contact,
      currency: ctx.supplier.currency,
      totalAmount: total,
      payBefore,
      remark: body.remark ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const o = order!;
  await tx.insert(trainOrderTickets).values(
    bookings.flatMap((b, leg) =>
      b.tickets.map((t) => {
        const p = travellers[t.passengerIndex]!;
        return {
          orderId: o.id,
          leg,
          passengerSeq: t.passengerIndex,
          name: p.name,
          passengerType: p.type,
          documentType: p.documentType,
          documentNumber: p.documentNumber,
          birthday: p.birthday ?? null,
          phone: p.phone ?? null,
          seatPreference: p.seatPreference ?? null,
          trainNo: b.request.trainNo,
          fromCode: b.request.from,
          toCode: b.request.to,
          departure: b.departure,
          arrival: b.arrival,
          seatClass: b.request.seatClass,
          carriage: t.carriage,
          seat: t.seat,
          supplierRef: b.bookingRef,
          price: t.price,
        };
      }),
    ),
  );
  await tx.insert(trainOrderEvents).values({
    orderId: o.id,
    kind: 'transition',
    fromStatus: null,
    toStatus: 'to_be_paid',
    actor: 'agency',
    userId: identity.user.id,
    noteKey: 'booked',
    noteParams: trainNote('booked', { bookingNo: o.supplierRef }).params ?? null,
    createdAt: now,
  });
  await requestPayment(tx, {
    agencyId: identity.agency.id,
    orderRef: o.orderNo,
    amount: total,
    currency: o.currency,
    businessType: 'train_origin',
    description: `${o.orderNo} ${journeys.map((j) => `${j.trainNo} ${j.from}-${j.to}`).join(' / ')}`,
    createdBy: identity.user.id,
    payBefore,
  });
  await scheduleTrainWork(tx, ctx, o);
  if (body.payment === 'hold') return o;
  return moveTrainIn(tx, ctx, {
    orderId: o.id,
    to: 'ticketing',
    actor: { ...trainActorOf(identity), kind: 'agency' },
    expectedFrom: 'to_be_paid',
    note: trainNote('paidFromWallet'),
    set: { paymentStatus: 'paid' },
  });
}
