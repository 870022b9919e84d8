// A group's itinerary and e-ticket, drawn by the shared documents module: the group is mapped onto
// the neutral TicketDocument (flights offered in the quote, the passenger list, prices per type).
import { eq, inArray } from 'drizzle-orm';
import type { GroupRequest, OfferedFlight } from '@/domain/groups/schemas';
import type { Language } from '@/domain/schemas/common';
import { agencies, airports, groupPassengers } from '../db/schema';
import type { Db } from '../db/client';
import type { DocumentKind, TicketDocument } from '../documents/ticket-document';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import type { GroupRow } from './moves';

const TYPE = { adult: 'ADT', child: 'CHD', infant: 'INF' } as const;

/** The itinerary once the seats are granted (a PNR exists); the e-ticket once issued. */
export function documentAvailable(group: GroupRow, kind: DocumentKind): boolean {
  return kind === 'e-ticket' ? group.status === 'issued' : group.pnr !== null && !['failed', 'canceled', 'closed'].includes(group.status);
}

export async function groupDocument(db: Db, group: GroupRow, kind: DocumentKind, locale: Language): Promise<TicketDocument> {
  if (!documentAvailable(group, kind)) throw new ApiError('GROUP_STATUS_CONFLICT', { status: group.status });
  const quote = group.quote as { flights: OfferedFlight[]; prices: { adult: number; child: number; infant: number } };
  const codes = [...new Set(quote.flights.flatMap((f) => [f.origin, f.destination]))];
  const [names, [agency], passengers] = await Promise.all([
    db.select().from(airports).where(inArray(airports.code, codes)),
    db.select().from(agencies).where(eq(agencies.id, group.agencyId)),
    db.select().from(groupPassengers).where(eq(groupPassengers.groupId, group.id)).orderBy(groupPassengers.seq),
  ]);
  const nameOf = (code: string) => {
    const a = names.find((n) => n.code === code);
    if (!a) return code;
    return (locale === 'zh-cn' ? a.chineseName : locale === 'zh-tw' ? a.traditionalName : null) ?? a.name;
  };
  const request = group.request as GroupRequest;
  const counts = { adult: group.adults, child: group.children, infant: group.infants };
  const lines = (['adult', 'child', 'infant'] as const)
    .filter((t) => counts[t] > 0)
    .map((t) => ({ label: translate(locale, `groupPrice.${t}`, { count: counts[t] }), amountMinor: quote.prices[t] * counts[t] }));
  return {
    kind,
    locale,
    orderNo: group.orderNo,
    pnr: group.pnr,
    status: translate(locale, `groupStatus.${group.status}`),
    issuedAt: group.issuedAt,
    agency: {
      name: agency?.name ?? '',
      contactPhone: agency?.contactPhone ?? request.contact.phone,
      contactEmail: agency?.contactEmail ?? request.contact.email,
    },
    passengers: passengers.map((p) => ({
      name: `${p.surname}/${p.givenNames}`,
      type: TYPE[p.type as keyof typeof TYPE],
      documentNumber: p.documentNumber,
      ticketNumber: p.ticketNumber,
    })),
    segments: quote.flights.map((f) => ({
      carrier: f.carrier,
      flightNumber: f.flightNumber,
      from: { code: f.origin, name: nameOf(f.origin) },
      to: { code: f.destination, name: nameOf(f.destination) },
      departureLocal: f.departure.replace('T', ' '),
      arrivalLocal: f.arrival.replace('T', ' '),
      cabin: f.cabin,
    })),
    price: { currency: group.currency, lines, totalMinor: group.totalAmount ?? 0 },
  };
}
