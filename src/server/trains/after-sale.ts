// Refunds and changes of issued tickets. A refund order takes the tickets asked (every one refundable
// now) at the fee of the ladder; a change order books the new train first (its seats held), pays a
// dearer train's difference from the wallet at once (held until the change is confirmed) or gives a
// cheaper train's difference back when it is. One change per ticket; nothing after departure.
import { and, eq, inArray } from 'drizzle-orm';
import { ticketRefusal } from '@/domain/trains/allowed-actions';
import { trainNote } from '@/domain/trains/history';
import { chinaInstant } from '@/domain/trains/presale';
import { refundQuote } from '@/domain/trains/refund-fees';
import type { SeatClass } from '@/domain/trains/schemas';
import type { Identity } from '../auth/identity';
import { trainOrderEvents, trainOrders, trainOrderTickets } from '../db/schema';
import { ApiError } from '../http/api-error';
import { orderNumber } from '../flights/orders/order-number';
import { withExecutor } from '../flights/suppliers/booking-store';
import type { Tx } from '@/server/db/executor';
import { holdPayment, requestPayment } from '../wallet/payments';
import { bookingError, chosenOffer } from './booking';
import type { TrainsContext } from './context';
import { orderFacts, ticketFacts } from './detail';
import { scheduleTrainWork } from './follow-ups';
import { ticketsOf, trainActorOf, trainOrderRow, type TrainOrderRow, type TrainTicketRow } from './order-row';

const REFUSAL_ERROR = {
  status: 'ORDER_ACTION_NOT_ALLOWED',
  ticketState: 'TRAIN_TICKET_NOT_ALLOWED',
  departed: 'TRAIN_DEPARTED',
  changedAlready: 'TRAIN_CHANGED_ALREADY',
} as const;

/** The origin (locked) and the tickets asked, each allowed the action now. */
async function askedTickets(
  tx: Tx,
  ctx: TrainsContext,
  origin: TrainOrderRow,
  ids: number[],
  action: 'refund' | 'change',
): Promise<{ origin: TrainOrderRow; tickets: TrainTicketRow[] }> {
  const locked = await trainOrderRow(tx, origin.id, true);
  const all = await ticketsOf(tx, locked.id);
  const tickets = all.filter((t) => ids.includes(t.id));
  if (tickets.length !== new Set(ids).size) throw new ApiError('NOT_FOUND');
  const now = ctx.now();
  for (const t of tickets) {
    const refusal = ticketRefusal(orderFacts(locked, false), ticketFacts(t), now, action);
    if (refusal === 'status') throw new ApiError('ORDER_ACTION_NOT_ALLOWED', { status: locked.status, action });
    if (refusal) throw new ApiError(REFUSAL_ERROR[refusal], { ticket: t.ticketNumber ?? String(t.id) });
  }
  return { origin: locked, tickets };
}

async function afterSaleOrder(
  tx: Tx,
  ctx: TrainsContext,
  identity: Identity,
  origin: TrainOrderRow,
  values: Partial<typeof trainOrders.$inferInsert> &
    Pick<typeof trainOrders.$inferInsert, 'type' | 'status' | 'totalAmount' | 'request' | 'quote' | 'journeys' | 'departure'>,
  remark: string | undefined,
  note: ReturnType<typeof trainNote>,
) {
  const now = ctx.now();
  const [order] = await tx
    .insert(trainOrders)
    .values({
      orderNo: `TT${orderNumber(now).slice(1)}`,
      agencyId: origin.agencyId,
      userId: identity.user.id,
      originOrderId: origin.id,
      supplier: origin.supplier,
      supplierRef: origin.supplierRef,
      contact: origin.contact,
      currency: origin.currency,
      paymentStatus: 'unpaid',
      remark: remark ?? null,
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  await tx.insert(trainOrderEvents).values({
    orderId: order!.id,
    kind: 'transition',
    fromStatus: null,
    toStatus: values.status,
    actor: trainActorOf(identity).kind,
    userId: identity.user.id,
    noteKey: note.key,
    noteParams: note.params ?? null,
    note: remark ?? null,
    createdAt: now,
  });
  return order!;
}

/** The journeys of a booking the tickets travel on (a return trip's refund of one way names that way). */
function journeysOf(origin: TrainOrderRow, tickets: readonly TrainTicketRow[]): { journeys: unknown[]; departure: string } {
  const all = origin.journeys as Array<{ trainNo: string; from: string; departure: string }>;
  const own = all.filter((j) => tickets.some((t) => t.trainNo === j.trainNo && t.fromCode === j.from));
  return own.length > 0 ? { journeys: own, departure: own[0]!.departure } : { journeys: all, departure: origin.departure };
}

export async function requestTrainRefund(
  ctx: TrainsContext,
  identity: Identity,
  origin: TrainOrderRow,
  body: { ticketIds: number[]; remark?: string },
): Promise<TrainOrderRow> {
  return ctx.db.transaction(async (tx) => {
    const { origin: locked, tickets } = await askedTickets(tx, ctx, origin, body.ticketIds, 'refund');
    const now = ctx.now();
    const quotes = tickets.map((t) => refundQuote(t.price, chinaInstant(t.departure), now)!);
    const sum = (pick: (q: (typeof quotes)[number]) => number) => quotes.reduce((s, q) => s + pick(q), 0);
    const order = await afterSaleOrder(
      tx,
      ctx,
      identity,
      locked,
      {
        type: 'refund',
        status: 'refunding',
        totalAmount: sum((q) => q.refundable),
        ...journeysOf(locked, tickets),
        request: { ticketIds: tickets.map((t) => t.id), priorStates: Object.fromEntries(tickets.map((t) => [String(t.id), t.state])) },
        quote: {
          price: tickets.reduce((s, t) => s + t.price, 0),
          fee: sum((q) => q.fee),
          refundable: sum((q) => q.refundable),
          percent: quotes[0]!.percent,
        },
      },
      body.remark,
      trainNote('refundAsked', { tickets: tickets.length, fee: sum((q) => q.fee) }),
    );
    await tx
      .update(trainOrderTickets)
      .set({ state: 'refunding' })
      .where(
        inArray(
          trainOrderTickets.id,
          tickets.map((t) => t.id),
        ),
      );
    await scheduleTrainWork(tx, ctx, order);
    return order;
  });
}

export async function requestTrainChange(
  ctx: TrainsContext,
  identity: Identity,
  origin: TrainOrderRow,
  body: { ticketIds: number[]; searchId: string; offerId: string; seatClass: SeatClass; remark?: string },
): Promise<TrainOrderRow> {
  const offer = await chosenOffer(ctx, ctx.db, identity, body.searchId, body.offerId, body.seatClass);
  return ctx.db.transaction(async (tx) => {
    const { origin: locked, tickets } = await askedTickets(tx, ctx, origin, body.ticketIds, 'change');
    // The new train leaves from the same station (a change of destination may arrive elsewhere).
    if (tickets.some((t) => t.fromCode !== offer.from)) throw new ApiError('TRAIN_CHANGE_STATION', { station: tickets[0]!.fromCode });
    const date = offer.departure.slice(0, 10);
    const booking = await withExecutor(tx, () =>
      ctx.supplier.book({
        trainNo: offer.trainNo,
        date,
        from: offer.from,
        to: offer.to,
        seatClass: body.seatClass,
        passengers: tickets.map((t) => ({
          type: t.passengerType as 'adult',
          name: t.name,
          documentType: t.documentType,
          documentNumber: t.documentNumber,
          seatPreference: t.seatPreference,
        })),
      }),
    ).catch((error: unknown) => {
      throw bookingError(error, date, ctx.now());
    });
    const oldPrice = tickets.reduce((s, t) => s + t.price, 0);
    const newPrice = booking.tickets.reduce((s, t) => s + t.price, 0);
    const difference = newPrice - oldPrice;
    const order = await afterSaleOrder(
      tx,
      ctx,
      identity,
      locked,
      {
        type: 'change',
        status: 'changing',
        totalAmount: Math.abs(difference),
        supplierRef: booking.bookingRef,
        departure: offer.departure,
        journeys: [
          {
            trainNo: offer.trainNo,
            trainType: offer.trainType,
            from: offer.from,
            to: offer.to,
            departure: booking.departure,
            arrival: booking.arrival,
            seatClass: body.seatClass,
          },
        ],
        request: {
          ticketIds: tickets.map((t) => t.id),
          priorStates: Object.fromEntries(tickets.map((t) => [String(t.id), t.state])),
          newBookingRef: booking.bookingRef,
          newTickets: booking.tickets.map((b, i) => ({ ticketId: tickets[i]!.id, carriage: b.carriage, seat: b.seat, price: b.price })),
        },
        quote: { oldPrice, newPrice, difference },
      },
      body.remark,
      trainNote('changeAsked', { trainNo: offer.trainNo, difference }),
    );
    if (difference > 0) {
      // The dearer train's difference is paid now, from the wallet: held until the change is confirmed.
      const payable = await requestPayment(tx, {
        agencyId: locked.agencyId,
        orderRef: order.orderNo,
        amount: difference,
        currency: locked.currency,
        businessType: 'train_change',
        description: `${order.orderNo} change of ${locked.orderNo} to ${offer.trainNo}`,
        createdBy: identity.user.id,
      });
      await holdPayment(tx, payable.id, { createdBy: identity.user.id });
      await tx
        .update(trainOrders)
        .set({ paymentStatus: 'paid' })
        .where(and(eq(trainOrders.id, order.id)));
    }
    await tx
      .update(trainOrderTickets)
      .set({ state: 'changing' })
      .where(
        inArray(
          trainOrderTickets.id,
          tickets.map((t) => t.id),
        ),
      );
    await scheduleTrainWork(tx, ctx, order);
    return order;
  });
}
