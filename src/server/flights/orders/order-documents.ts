// Itinerary and e-ticket downloads of a flight order: the order mapped onto the shared ticket
// document model (src/server/documents), rendered as PDF or Excel by the shared renderers. Status
// and price labels come from the orders namespace (locales/<lang>/orders.json).
import { asc, eq } from 'drizzle-orm';
import en from '@locales/en/orders.json';
import zhCn from '@locales/zh-cn/orders.json';
import zhTw from '@locales/zh-tw/orders.json';
import type { Language } from '@/domain/schemas/common';
import { withTaxParts, type Journey, type PassengerPrice, type PriceDetail } from '@/domain/flights/shopping';
import { airportDirectory } from '../../airports/directory';
import type { Db } from '../../db/client';
import { agencies, flightOrderPassengers } from '../../db/schema';
import { renderTicketWorkbook } from '../../documents/ticket-excel';
import { documentFileName, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE, type TicketDocument } from '../../documents/ticket-document';
import { renderTicketPdf } from '../../documents/ticket-pdf';
import type { OrderRow } from './order-row';

type Labels = { status: Record<string, string>; price: Record<string, string> };
const LABELS: Record<Language, Labels> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };
const PASSENGER_TYPE: Record<string, 'ADT' | 'CHD' | 'INF'> = { adult: 'ADT', child: 'CHD', infant: 'INF' };

export async function ticketDocumentOf(db: Db, order: OrderRow, kind: TicketDocument['kind'], locale: Language): Promise<TicketDocument> {
  const labels = LABELS[locale];
  const [passengers, [agency], directory] = await Promise.all([
    db.select().from(flightOrderPassengers).where(eq(flightOrderPassengers.orderId, order.id)).orderBy(asc(flightOrderPassengers.seq)),
    db.select().from(agencies).where(eq(agencies.id, order.agencyId)),
    airportDirectory(db),
  ]);
  const nameOf = (code: string) => {
    const a = directory.airport(code);
    if (!a) return code;
    return locale === 'en' ? a.name : locale === 'zh-tw' ? a.traditionalName : a.chineseName;
  };
  const carrierName = (code: string) => {
    const a = directory.airline(code);
    if (!a) return null;
    return locale === 'en' ? a.name : locale === 'zh-tw' ? a.traditionalName : a.chineseName;
  };
  const snapshot = order.priceSnapshot as {
    fareBasis?: string | null;
    baggage?: { checked?: { pieces: number; weightKg: number | null } };
  };
  const checked = snapshot.baggage?.checked;
  const baggage = checked ? `${checked.pieces}PC${checked.weightKg ? ` ${checked.weightKg}KG` : ''}` : null;
  return {
    kind,
    locale,
    orderNo: order.orderNo,
    pnr: order.pnr,
    status: labels.status[order.status] ?? order.status,
    issuedAt: order.issuedAt,
    agency: { name: agency?.name ?? '', contactPhone: agency?.contactPhone ?? null, contactEmail: agency?.contactEmail ?? null },
    passengers: passengers.map((p) => ({
      name: `${p.surname}/${p.givenNames}`,
      type: PASSENGER_TYPE[p.type] ?? 'ADT',
      documentNumber: p.documentNumber,
      ticketNumber: p.ticketNumber,
    })),
    segments: (order.itinerary as Journey[]).flatMap((j) =>
      j.segments.map((s) => ({
        carrier: s.carrier,
        carrierName: carrierName(s.carrier),
        flightNumber: s.flightNumber,
        from: { code: s.origin, name: nameOf(s.origin) },
        to: { code: s.destination, name: nameOf(s.destination) },
        departureLocal: s.departure.replace('T', ' '),
        arrivalLocal: s.arrival.replace('T', ' '),
        cabin: s.cabin,
        baggage,
        fareBasis: snapshot.fareBasis ?? null,
      })),
    ),
    price: kind === 'itinerary' ? priceOfDocument(order, labels.price) : null,
  };
}

/**
 * The price an itinerary shows: the sale broken down (an origin order), or the change or refund
 * figures (an after-sale order once quoted), each line as charged so the lines add up to the total.
 */
function priceOfDocument(order: OrderRow, label: Record<string, string>): TicketDocument['price'] {
  const q = order.quote ?? {};
  const line = (key: string, amountMinor: number) => ({ label: label[key] ?? key, amountMinor });
  if (order.type === 'origin') {
    const list = ((order.priceSnapshot as { priceDetail?: PriceDetail }).priceDetail?.priceList ?? []).map(withTaxParts);
    const sum = (pick: (p: PassengerPrice) => number) => list.reduce((total, p) => total + pick(p) * p.count, 0);
    const [airportTax, fuelSurcharge] = [sum((p) => p.airportTax), sum((p) => p.fuelSurcharge)];
    return {
      currency: order.currency,
      totalMinor: order.totalAmount,
      lines: [
        line('ticketPrice', order.fareAmount),
        ...(airportTax ? [line('airportTax', airportTax)] : []),
        ...(fuelSurcharge ? [line('fuelSurcharge', fuelSurcharge)] : []),
        line(airportTax || fuelSurcharge ? 'otherTaxes' : 'taxesAndFees', order.taxAmount - airportTax - fuelSurcharge),
        ...(order.markupAmount > 0
          ? [line('serviceFee', order.markupAmount)]
          : order.markupAmount < 0
            ? [line('discount', order.markupAmount)]
            : []),
      ],
    };
  }
  if (order.type === 'change' && q.changeFee !== undefined) {
    return {
      currency: order.currency,
      totalMinor: order.totalAmount,
      lines: [
        line('ticketDifference', q.ticketDifference ?? 0),
        line('taxDifference', q.taxDifference ?? 0),
        line('changeFee', q.changeFee),
        line('changeServiceFee', q.serviceFee ?? 0),
      ],
    };
  }
  if ((order.type === 'refund' || order.type === 'void') && q.totalRefundable !== undefined) {
    return {
      currency: order.currency,
      totalMinor: q.totalRefundable,
      lines: [
        line('originalRefundable', q.refundable ?? 0),
        line('refundFee', -(q.refundFee ?? 0)),
        line('refundServiceFee', -(q.serviceFee ?? 0)),
      ],
    };
  }
  return null;
}

export async function renderOrderDocument(db: Db, order: OrderRow, kind: TicketDocument['kind'], format: 'pdf' | 'xlsx', locale: Language) {
  const doc = await ticketDocumentOf(db, order, kind, locale);
  const body = format === 'pdf' ? Buffer.from(await renderTicketPdf(doc)) : await renderTicketWorkbook(doc);
  return { body, contentType: format === 'pdf' ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE, filename: documentFileName(doc, format) };
}
