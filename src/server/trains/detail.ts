// A train order as the detail answers it: its tickets (carriage, seat, ticket number), history in
// the reader's language, its refund and change orders, and what the caller may do now (the same
// predicates the action endpoints ask).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { trainAllowedActions, ticketRefusal, type TicketFacts, type TrainOrderFacts } from '@/domain/trains/allowed-actions';
import { TRAIN_NOTE_KEYS } from '@/domain/trains/history';
import type { TrainOrderStatus } from '@/domain/trains/order-status';
import { maskDocumentNumber } from '@/domain/trains/document-mask';
import { chinaInstant } from '@/domain/trains/presale';
import { refundQuote } from '@/domain/trains/refund-fees';
import type { TrainOrderDetail, TrainTicket } from '@/domain/trains/schemas';
import type { Language } from '@/domain/schemas/common';
import type { Identity } from '../auth/identity';
import { trainOrderEvents, trainOrders, users } from '../db/schema';
import { translate } from '../http/i18n';
import type { Executor } from '@/server/db/executor';
import { rowsOf } from '@/server/db/executor';
import { sql } from 'drizzle-orm';
import { manualModeOf } from './jobs';
import type { TrainsContext } from './context';
import { requestedTickets, ticketsOf, trainActorOf, type TrainOrderRow, type TrainTicketRow } from './order-row';
import { TRAIN_LIST_COLUMNS, trainListRowOf } from './queries';
import { stations } from './stations';

const KNOWN = new Set<string>(TRAIN_NOTE_KEYS);

export function ticketFacts(t: TrainTicketRow): TicketFacts {
  return { state: t.state, changes: t.changes, price: t.price, departsAt: chinaInstant(t.departure) };
}

export function orderFacts(order: TrainOrderRow, manualMode: boolean): TrainOrderFacts {
  return { type: order.type as TrainOrderFacts['type'], status: order.status as TrainOrderStatus, manualMode };
}

function ticketOf(t: TrainTicketRow): TrainTicket {
  const name = (code: string) => stations().byCode.get(code)?.name ?? { en: code, 'zh-cn': code, 'zh-tw': code };
  return {
    id: t.id,
    leg: t.leg,
    passengerSeq: t.passengerSeq,
    name: t.name,
    passengerType: t.passengerType as TrainTicket['passengerType'],
    documentType: t.documentType as TrainTicket['documentType'],
    documentNumber: maskDocumentNumber(t.documentNumber),
    trainNo: t.trainNo,
    from: t.fromCode,
    fromName: name(t.fromCode),
    to: t.toCode,
    toName: name(t.toCode),
    departure: t.departure,
    arrival: t.arrival,
    seatClass: t.seatClass as TrainTicket['seatClass'],
    carriage: t.carriage,
    seat: t.seat,
    ticketNumber: t.ticketNumber,
    price: t.price,
    state: t.state as TrainTicket['state'],
    changes: t.changes,
  };
}

export async function trainOrderDetail(
  ctx: TrainsContext,
  db: Executor,
  identity: Identity,
  order: TrainOrderRow,
  language: Language,
): Promise<TrainOrderDetail> {
  const [raw] = rowsOf<Parameters<typeof trainListRowOf>[0]>(
    await db.execute(sql`SELECT ${TRAIN_LIST_COLUMNS}
    FROM train_orders o JOIN agencies ag ON ag.id = o.agency_id WHERE o.id = ${order.id}`),
  );
  const all = await ticketsOf(db, order.originOrderId ?? order.id);
  const wanted = order.type === 'origin' ? all : all.filter((t) => requestedTickets(order).includes(t.id));
  const events = await db
    .select({ e: trainOrderEvents, userName: users.username })
    .from(trainOrderEvents)
    .leftJoin(users, eq(users.id, trainOrderEvents.userId))
    .where(eq(trainOrderEvents.orderId, order.id))
    .orderBy(trainOrderEvents.id);
  const afterSales =
    order.type === 'origin'
      ? await db
          .select()
          .from(trainOrders)
          .where(and(eq(trainOrders.originOrderId, order.id), inArray(trainOrders.type, ['refund', 'change'])))
          .orderBy(desc(trainOrders.id))
      : [];
  const actor = trainActorOf(identity).kind;
  const facts = orderFacts(order, await manualModeOf(db, order.agencyId));
  const now = ctx.now();
  return {
    ...trainListRowOf(raw!),
    supplier: order.supplier,
    contact: order.contact as TrainOrderDetail['contact'],
    remark: order.remark,
    issuedAt: order.issuedAt?.toISOString() ?? null,
    tickets: wanted.map(ticketOf),
    quote: order.quote ?? null,
    afterSales: afterSales.map((a) => ({
      id: a.id,
      orderNo: a.orderNo,
      type: a.type as 'refund' | 'change',
      status: a.status as TrainOrderStatus,
      totalAmount: a.totalAmount,
      createdAt: a.createdAt.toISOString(),
    })),
    history: events.map(({ e, userName }) => ({
      id: e.id,
      kind: e.kind as 'transition' | 'notification' | 'note',
      fromStatus: e.fromStatus as TrainOrderStatus | null,
      toStatus: e.toStatus as TrainOrderStatus | null,
      actor: e.actor as 'agency',
      userName: userName ?? null,
      noteKey: e.noteKey,
      note: e.noteKey && KNOWN.has(e.noteKey) ? translate(language, `trains:history.notes.${e.noteKey}`, e.noteParams ?? {}) : null,
      remark: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    allowedActions: trainAllowedActions(facts, actor, wanted.map(ticketFacts), now),
    ticketActions:
      order.type !== 'origin'
        ? []
        : wanted.map((t) => {
            const quote = refundQuote(t.price, chinaInstant(t.departure), now);
            const agency = actor === 'agency';
            return {
              ticketId: t.id,
              refund: agency && !ticketRefusal(facts, ticketFacts(t), now, 'refund'),
              change: agency && !ticketRefusal(facts, ticketFacts(t), now, 'change'),
              refundFee: quote?.fee ?? null,
              refundable: quote?.refundable ?? null,
            };
          }),
  };
}
