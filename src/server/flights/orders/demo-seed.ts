// Demo flight orders (npm run seed, and an empty database at start): Harbour Travel and Kowloon Tours
// orders spread over the statuses, each driven through the real transition function so history,
// payments and ledger agree (npm run ledger:check passes). Supplier bookings are stored too, so the
// simulated suppliers can ticket, refund and void them. Idempotent: skipped when present.
import { eq, like, sql } from 'drizzle-orm';
import type { FlightOrderStatus } from '@/domain/flights/flight-order-status';
import { note, noteColumns, type HistoryNote } from '@/domain/flights/history-note';
import type { Journey } from '@/domain/flights/shopping';
import type { Db } from '../../db/client';
import { agencies, flightDisruptions, flightOrderEvents, flightOrderPassengers, flightOrders, users } from '../../db/schema';
import { JobQueue } from '../../jobs/queue';
import { ShoppingContext } from '../shopping/context';
import { DbBookingStore } from '../suppliers/booking-store';
import type { SupplierBooking, SupplierOffer } from '../suppliers/types';
import type { Tx } from '@/server/db/executor';
import { requestPayment } from '../../wallet/payments';
import { NO_FOLLOW_UP, OrdersContext } from './context';
import { orderRow, SUPPLIER, TIMER, type OrderRow, type TransitionActorInfo } from './order-row';
import { transitionIn } from './transition';

const PREFIX = 'FDEMO';

interface Flight {
  carrier: string;
  number: string;
  from: string;
  to: string;
  days: number;
  dep: string;
  minutes: number;
}

const FLIGHTS: Flight[] = [
  { carrier: 'CX', number: '367', from: 'PVG', to: 'HKG', days: 12, dep: '08:35', minutes: 160 },
  { carrier: 'MU', number: '5001', from: 'PVG', to: 'PEK', days: 9, dep: '07:00', minutes: 135 },
  { carrier: 'CA', number: '101', from: 'PEK', to: 'HKG', days: 20, dep: '08:30', minutes: 230 },
  { carrier: 'HX', number: '235', from: 'HKG', to: 'TPE', days: 15, dep: '13:20', minutes: 115 },
  { carrier: 'CZ', number: '3099', from: 'CAN', to: 'PVG', days: 6, dep: '18:45', minutes: 140 },
];

function local(today: string, days: number, time: string, plusMinutes = 0): string {
  const d = new Date(`${today}T${time}:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCMinutes(d.getUTCMinutes() + plusMinutes);
  return d.toISOString().slice(0, 16);
}

function journeyOf(f: Flight, today: string): Journey {
  return {
    durationMinutes: f.minutes,
    segments: [
      {
        carrier: f.carrier,
        flightNumber: `${f.carrier}${f.number}`,
        operatingCarrier: null,
        origin: f.from,
        destination: f.to,
        departure: local(today, f.days, f.dep),
        arrival: local(today, f.days, f.dep, f.minutes),
        durationMinutes: f.minutes,
        aircraft: '321',
        cabin: 'economy',
        bookingClass: 'Y',
      },
    ],
  };
}

interface Spec {
  agency: 'HARBOUR' | 'KOWLOON';
  user: string;
  flight: Flight;
  passengers: Array<[string, string]>;
  fare: number;
  tax: number;
  /** Origin statuses to walk through after to_be_paid. */
  path: FlightOrderStatus[];
}

export async function seedDemoOrders(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<boolean> {
  const [existing] = await db
    .select({ id: flightOrders.id })
    .from(flightOrders)
    .where(like(flightOrders.orderNo, `${PREFIX}%`))
    .limit(1);
  if (existing) return false;
  // Seeded history is past: no jobs to schedule, nobody to notify.
  const ctx = new OrdersContext(db, new ShoppingContext(db, { suppliers: () => [] }), new JobQueue(db), NO_FOLLOW_UP);
  const store = new DbBookingStore(db);
  const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const agencyOf = async (code: string) => (await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)))[0]!.id;
  const admin = { kind: 'staff' as const, userId: await idOf('admin') };
  let n = 0;

  const move = (
    tx: Tx,
    order: OrderRow,
    to: FlightOrderStatus,
    actor: TransitionActorInfo,
    said?: HistoryNote,
    set?: Parameters<typeof transitionIn>[2]['set'],
  ) => transitionIn(tx, ctx, { orderId: order.id, to, actor, note: said, set });

  async function origin(spec: Spec): Promise<OrderRow> {
    n += 1;
    const agencyId = await agencyOf(spec.agency);
    const userId = await idOf(spec.user);
    const agent = { kind: 'agency' as const, userId };
    const journeys = [journeyOf(spec.flight, today)];
    const total = (spec.fare + spec.tax) * spec.passengers.length;
    const orderNo = `${PREFIX}${today.replace(/-/g, '').slice(2)}${String(n).padStart(3, '0')}`;
    const ref = `BDEMO${String(n).padStart(4, '0')}`;
    const pnr = `DM${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n + 10) % 26))}Q${n % 10}`; // letters only, however many orders
    const offer: SupplierOffer = {
      supplier: 'DRAGONFARE',
      ref: `demo-offer-${n}`,
      validatingCarrier: spec.flight.carrier,
      journeys,
      cabin: 'economy',
      currency: 'CNY',
      fares: [{ passengerType: 'adult', count: spec.passengers.length, base: spec.fare, taxes: spec.tax }],
      fareBasis: 'YOW',
      documentTypes: ['passport'],
      baggage: { carryOn: { pieces: 1, weightKg: 7, dimensions: null }, checked: { pieces: 1, weightKg: 23, dimensions: null } },
      cancellation: {
        rules: [
          { kind: 'refund', allowed: true, when: 'before', hours: 0, fee: 20000 },
          { kind: 'change', allowed: true, when: 'before', hours: 0, fee: 10000 },
          { kind: 'void', allowed: true, when: 'before', hours: 0, fee: 0 },
        ],
        currency: 'CNY',
        remarks: null,
      },
      seatsLeft: 9,
      ticketingTimeLimit: new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString(),
      expiresAt: new Date().toISOString(),
    };
    const booking: SupplierBooking = {
      bookingRef: ref,
      pnr,
      status: 'booked',
      ticketingTimeLimit: offer.ticketingTimeLimit,
      offer,
      tickets: [],
      passengers: spec.passengers.map(([s, g]) => ({
        type: 'adult',
        surname: s,
        givenNames: g,
        birthday: '1985-05-05',
        gender: 'male',
        documentType: 'passport',
        documentNumber: `E${n}${s.length}345678`,
      })),
    };
    const made = await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(flightOrders)
        .values({
          orderNo,
          agencyId,
          userId,
          type: 'origin',
          status: 'to_be_paid',
          supplier: 'DRAGONFARE',
          supplierRef: ref,
          pnr,
          validatingCarrier: spec.flight.carrier,
          bookingType: 'oneway',
          cabin: 'economy',
          itinerary: journeys,
          priceSnapshot: {
            priceDetail: {
              productType: 'flight',
              priceList: [
                {
                  passengerType: 'adult',
                  count: spec.passengers.length,
                  price: spec.fare,
                  taxes: spec.tax,
                  airportTax: 0,
                  fuelSurcharge: 0,
                  otherTaxes: spec.tax,
                  markup: 0,
                  salePrice: spec.fare + spec.tax,
                  currency: 'CNY',
                },
              ],
              total,
              currency: 'CNY',
            },
            fareBasis: 'YOW',
            baggage: offer.baggage,
            cancellation: offer.cancellation,
          },
          contact: {
            name: `${spec.agency === 'HARBOUR' ? 'Harbour' : 'Kowloon'} desk`,
            areaCode: '852',
            phone: '85200000000',
            email: `desk@${spec.agency.toLowerCase()}.example`,
          },
          currency: 'CNY',
          fareAmount: spec.fare * spec.passengers.length,
          taxAmount: spec.tax * spec.passengers.length,
          markupAmount: 0,
          totalAmount: total,
          payBefore: new Date(now.getTime() + 2 * 86_400_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(flightOrderPassengers).values(
        spec.passengers.map(([surname, givenNames], seq) => ({
          orderId: row!.id,
          seq,
          type: 'adult',
          surname,
          givenNames,
          gender: 'male',
          birthday: '1985-05-05',
          nationality: 'CN',
          documentType: 'passport',
          documentNumber: `E${n}${surname.length}345678`,
          documentExpiry: '2032-12-31',
          details: {},
          salePrice: spec.fare + spec.tax,
        })),
      );
      await tx.insert(flightOrderEvents).values({
        orderId: row!.id,
        fromStatus: null,
        toStatus: 'to_be_paid',
        actor: 'agency',
        userId,
        ...noteColumns(note('booked', { supplier: 'DRAGONFARE', bookingNo: ref })),
      });
      await requestPayment(tx, {
        agencyId,
        orderRef: orderNo,
        amount: total,
        currency: 'CNY',
        businessType: 'flight_origin',
        description: `${orderNo} ${spec.flight.from}-${spec.flight.to}`,
        createdBy: userId,
        payBefore: row!.payBefore,
      });
      let order = row!;
      for (const to of spec.path) {
        if (to === 'proceeding')
          order = await move(tx, order, to, agent, note('paidFromWallet'), { paymentStatus: 'paid', paymentChannel: 'balance' });
        else if (to === 'issued') {
          const tickets = spec.passengers.map((_, i) => `${String(781 + n)}-${String(2_400_000_000 + n * 10 + i)}`);
          for (const [seq, ticket] of tickets.entries())
            await tx
              .update(flightOrderPassengers)
              .set({ ticketNumber: ticket })
              .where(sql`order_id = ${order.id} AND seq = ${seq}`);
          booking.status = 'ticketed';
          booking.tickets = tickets;
          order = await move(tx, order, to, SUPPLIER, note('ticketsIssued', { tickets: tickets.join(', ') }), { issuedAt: new Date() });
        } else order = await move(tx, order, to, to.endsWith('reimbursing') || to.endsWith('reimbursed') ? TIMER : SUPPLIER);
      }
      return order;
    });
    await store.put('DRAGONFARE', booking); // PGlite is one connection: after the transaction
    return made;
  }

  /** An after-sale order of `origin`, walked through `path` (first is its start status). */
  async function afterSale(
    originRow: OrderRow,
    type: 'change' | 'refund' | 'void',
    path: FlightOrderStatus[],
    quote: Record<string, number>,
    extra: Partial<OrderRow> = {},
  ): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const o = await orderRow(tx, originRow.id);
      const { id: _id, ...copy } = o;
      const now = new Date();
      n += 1;
      const [row] = await tx
        .insert(flightOrders)
        .values({
          ...copy,
          orderNo: `${PREFIX}${today.replace(/-/g, '').slice(2)}${String(n).padStart(3, '0')}`,
          type,
          status: path[0]!,
          originOrderId: o.id,
          quote,
          request: { reason: type === 'change' ? 0 : 0, subOption: type === 'change' ? 'date' : null, remark: 'demo', passengerSeqs: [0] },
          totalAmount:
            type === 'change'
              ? (quote.ticketDifference ?? 0) + (quote.taxDifference ?? 0) + (quote.changeFee ?? 0)
              : (quote.totalRefundable ?? 0),
          paymentStatus: type === 'change' ? 'unpaid' : 'paid',
          lockedStatus: 0,
          lockedById: null,
          issuedAt: null,
          createdAt: now,
          updatedAt: now,
          ...extra,
        })
        .returning();
      const passengers = await tx.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, o.id));
      await tx.insert(flightOrderPassengers).values(passengers.map(({ id: _p, orderId: _o, ...p }) => ({ ...p, orderId: row!.id })));
      await tx.insert(flightOrderEvents).values({
        orderId: row!.id,
        fromStatus: null,
        toStatus: path[0]!,
        actor: 'agency',
        userId: o.userId,
        ...noteColumns(
          note(
            type === 'change' ? 'changeAsked' : type === 'refund' ? 'refundAsked' : 'voidAsked',
            type === 'void' ? undefined : { reason: 0, files: 0 },
          ),
        ),
      });
      let order = row!;
      const agent = { kind: 'agency' as const, userId: o.userId };
      for (const to of path.slice(1)) {
        if (to === 'chg_to_be_paid') {
          await requestPayment(tx, {
            agencyId: o.agencyId,
            orderRef: order.orderNo,
            amount: order.totalAmount,
            currency: 'CNY',
            businessType: 'flight_change',
            description: `${order.orderNo} change`,
            createdBy: admin.userId,
          });
          order = await move(tx, order, to, admin, note('changeQuoted', { amount: order.totalAmount, currency: order.currency }));
        } else if (to === 'chg_proceeding')
          order = await move(tx, order, to, agent, note('paidFromWallet'), { paymentStatus: 'paid', paymentChannel: 'balance' });
        else if (to === 'rfd_to_be_confirm')
          order = await move(tx, order, to, admin, note('refundQuoted', { amount: quote.totalRefundable ?? 0, currency: order.currency }));
        else if (to === 'rfd_proceeding') order = await move(tx, order, to, agent, note('refundQuoteConfirmed'));
        else order = await move(tx, order, to, to.endsWith('reimbursing') || to.endsWith('reimbursed') ? TIMER : SUPPLIER);
      }
      if (type === 'change' && order.status === 'changed') {
        await move(tx, await orderRow(tx, o.id), 'changed', SUPPLIER, note('afterSaleCompleted', { type, orderNo: order.orderNo }), {
          itinerary: order.itinerary,
        });
      }
      if (order.status === 'refunded_reimbursed')
        await move(tx, await orderRow(tx, o.id), 'refunded', SUPPLIER, note('afterSaleCompleted', { type, orderNo: order.orderNo }));
      if (order.status === 'voided_reimbursed')
        await move(tx, await orderRow(tx, o.id), 'voided', SUPPLIER, note('afterSaleCompleted', { type, orderNo: order.orderNo }));
      return order;
    });
  }

  const issuedPath: FlightOrderStatus[] = ['proceeding', 'issued'];
  const ops = 'harbour.ops';
  // To be paid (Harbour, Kowloon)
  await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[0]!,
    passengers: [['CHAN', 'Tai Man']],
    fare: 128_000,
    tax: 14_500,
    path: [],
  });
  await origin({
    agency: 'KOWLOON',
    user: 'kowloon.super',
    flight: FLIGHTS[3]!,
    passengers: [['LEE', 'Ka Yan']],
    fare: 96_000,
    tax: 9_800,
    path: [],
  });
  // Issued, and one of them locked by the operator
  const locked = await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[2]!,
    passengers: [
      ['WONG', 'Siu Ming'],
      ['WONG', 'Mei Ling'],
    ],
    fare: 215_000,
    tax: 21_300,
    path: issuedPath,
  });
  await db
    .update(flightOrders)
    .set({ lockedStatus: 1, lockedById: await idOf(ops), lockedAt: new Date() })
    .where(eq(flightOrders.id, locked.id));
  await db
    .insert(flightOrderEvents)
    .values({ orderId: locked.id, kind: 'lock', actor: 'agency', userId: await idOf(ops), ...noteColumns(note('locked')) });
  await origin({
    agency: 'KOWLOON',
    user: 'kowloon.super',
    flight: FLIGHTS[4]!,
    passengers: [['HO', 'Chun Kit']],
    fare: 88_000,
    tax: 9_000,
    path: issuedPath,
  });
  // Disrupted: issued, the supplier moved the flight
  const disrupted = await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[1]!,
    passengers: [['LAU', 'Wing']],
    fare: 76_000,
    tax: 8_000,
    path: issuedPath,
  });
  await db.insert(flightDisruptions).values({
    orderId: disrupted.id,
    agencyId: disrupted.agencyId,
    supplier: 'DRAGONFARE',
    eventRef: `${disrupted.orderNo}:demo`,
    type: 'change',
    before: disrupted.itinerary,
    after: [journeyOf({ ...FLIGHTS[1]!, dep: '09:30' }, today)],
  });
  await db.insert(flightOrderEvents).values({
    orderId: disrupted.id,
    kind: 'disruption',
    actor: 'supplier',
    ...noteColumns(note('disruptionAnnounced', { type: 'change', supplier: 'DRAGONFARE' })),
  });
  // Refunding: refund quoted, waiting for the agency's confirmation; and one waiting for staff
  const refunding = await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[3]!,
    passengers: [['NG', 'Hoi Yan']],
    fare: 99_000,
    tax: 10_200,
    path: issuedPath,
  });
  await afterSale(refunding, 'refund', ['rfd_reviewing', 'rfd_to_be_confirm'], {
    refundable: 109_200,
    refundFee: 20_000,
    serviceFee: 0,
    totalRefundable: 89_200,
  });
  const reviewing = await origin({
    agency: 'KOWLOON',
    user: 'kowloon.super',
    flight: FLIGHTS[0]!,
    passengers: [['TSE', 'Wai']],
    fare: 128_000,
    tax: 14_500,
    path: issuedPath,
  });
  await afterSale(reviewing, 'refund', ['rfd_reviewing'], {});
  // Refunded and reimbursed
  const refunded = await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[4]!,
    passengers: [['CHEUNG', 'Yuk']],
    fare: 88_000,
    tax: 9_000,
    path: issuedPath,
  });
  await afterSale(
    refunded,
    'refund',
    ['rfd_reviewing', 'rfd_to_be_confirm', 'rfd_proceeding', 'refunded', 'refunded_reimbursing', 'refunded_reimbursed'],
    { refundable: 97_000, refundFee: 20_000, serviceFee: 0, totalRefundable: 77_000 },
  );
  // Changed (a difference paid)
  const changed = await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[0]!,
    passengers: [['YEUNG', 'Ka Ho']],
    fare: 128_000,
    tax: 14_500,
    path: issuedPath,
  });
  await afterSale(
    changed,
    'change',
    ['chg_reviewing', 'chg_to_be_paid', 'chg_proceeding', 'changed'],
    { ticketDifference: 20_000, taxDifference: 0, changeFee: 10_000, serviceFee: 0 },
    { itinerary: [journeyOf({ ...FLIGHTS[0]!, days: 14 }, today)] },
  );
  // Voided on the day of issue
  const voided = await origin({
    agency: 'HARBOUR',
    user: ops,
    flight: FLIGHTS[2]!,
    passengers: [['KWOK', 'Sum']],
    fare: 215_000,
    tax: 21_300,
    path: issuedPath,
  });
  await afterSale(voided, 'void', ['void_proceeding', 'voided', 'voided_reimbursing', 'voided_reimbursed'], {
    refundable: 236_300,
    refundFee: 0,
    serviceFee: 0,
    totalRefundable: 236_300,
  });
  // Failed ticketing, money back
  await origin({
    agency: 'KOWLOON',
    user: 'kowloon.super',
    flight: FLIGHTS[1]!,
    passengers: [['MAK', 'Chi']],
    fare: 76_000,
    tax: 8_000,
    path: ['proceeding', 'origin_failed', 'failed_reimbursing', 'failed_reimbursed'],
  });
  return true;
}
