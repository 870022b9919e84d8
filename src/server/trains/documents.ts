// A train order's e-ticket (once issued) and itinerary, drawn by the shared documents module in its
// rail wording: one passenger row per ticket with car and seat, one row per journey.
import { eq } from 'drizzle-orm';
import type { Language } from '@/domain/schemas/common';
import { maskDocumentNumber } from '@/domain/trains/document-mask';
import { agencies } from '../db/schema';
import type { Executor } from '@/server/db/executor';
import {
  documentFileName,
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type DocumentKind,
  type TicketDocument,
} from '../documents/ticket-document';
import { renderTicketPdf } from '../documents/ticket-pdf';
import { renderTicketWorkbook } from '../documents/ticket-excel';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import { ticketsOf, type TrainOrderRow } from './order-row';
import { stations } from './stations';

const TYPE = { adult: 'ADT', child: 'CHD', student: 'STU' } as const;
const ISSUED = ['issued', 'changed', 'refunded'];

export async function trainDocument(db: Executor, order: TrainOrderRow, kind: DocumentKind, locale: Language): Promise<TicketDocument> {
  if (
    order.type !== 'origin' ||
    (kind === 'e-ticket' ? !ISSUED.includes(order.status) : ['canceled', 'closed', 'failed_reimbursed'].includes(order.status))
  ) {
    throw new ApiError('ORDER_ACTION_NOT_ALLOWED', { status: order.status, action: 'download' });
  }
  const [[agency], tickets] = await Promise.all([
    db.select().from(agencies).where(eq(agencies.id, order.agencyId)),
    ticketsOf(db, order.id),
  ]);
  const name = (code: string) => stations().byCode.get(code)?.name[locale] ?? code;
  const seatClass = (c: string) => translate(locale, `trains:seatClass.${c}`);
  const journeys = [...new Map(tickets.map((t) => [`${t.trainNo}|${t.departure}|${t.fromCode}`, t])).values()];
  const contact = order.contact as { phone?: string; email?: string };
  return {
    kind,
    mode: 'rail',
    locale,
    orderNo: order.orderNo,
    pnr: order.supplierRef,
    status: translate(locale, `trains:status.${order.status}`),
    issuedAt: order.issuedAt,
    agency: {
      name: agency?.name ?? '',
      contactPhone: agency?.contactPhone ?? contact.phone ?? null,
      contactEmail: agency?.contactEmail ?? contact.email ?? null,
    },
    passengers: tickets
      .filter((t) => t.state !== 'void')
      .map((t) => ({
        name: t.name,
        type: TYPE[t.passengerType as keyof typeof TYPE] ?? 'ADT',
        documentNumber: maskDocumentNumber(t.documentNumber),
        ticketNumber: t.ticketNumber,
        seat: `${t.trainNo} ${translate(locale, 'trains:seat', { carriage: t.carriage ?? '-', seat: t.seat ?? '-' })}${t.state === 'refunded' ? ` (${translate(locale, 'trains:ticketState.refunded')})` : ''}`,
      })),
    segments: journeys.map((t) => ({
      carrier: 'CR',
      flightNumber: t.trainNo,
      from: { code: t.fromCode, name: name(t.fromCode) },
      to: { code: t.toCode, name: name(t.toCode) },
      departureLocal: t.departure.replace('T', ' '),
      arrivalLocal: t.arrival.replace('T', ' '),
      cabin: seatClass(t.seatClass),
    })),
    price: {
      currency: order.currency,
      lines: tickets.filter((t) => t.state !== 'void').map((t) => ({ label: `${t.name} · ${t.trainNo}`, amountMinor: t.price })),
      totalMinor: order.totalAmount,
    },
  };
}

export async function renderTrainDocument(
  db: Executor,
  order: TrainOrderRow,
  kind: DocumentKind,
  format: 'pdf' | 'xlsx',
  locale: Language,
) {
  const doc = await trainDocument(db, order, kind, locale);
  const body = format === 'pdf' ? Buffer.from(await renderTicketPdf(doc)) : await renderTicketWorkbook(doc);
  return { body, filename: documentFileName(doc, format), contentType: format === 'pdf' ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE };
}
