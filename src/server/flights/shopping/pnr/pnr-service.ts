// Booking by PNR: read the pasted display, then price exactly its segments with the suppliers.
import type { PnrAnalysis } from '@/domain/flights/booking';
import type { Language } from '@/domain/schemas/common';
import type { CabinClass, SearchRequest, SearchStarted } from '@/domain/flights/shopping';
import type { Identity } from '@/server/auth/identity';
import { ApiError } from '@/server/http/api-error';
import { translate } from '@/server/http/i18n';
import type { ExactSegmentRequest } from '@/server/flights/suppliers/types';
import type { ShoppingContext } from '../context';
import { agencySettings, startSearch } from '../search-service';
import { parsePnr, PnrReadError, type PnrSegment } from './parse-pnr';

const CABIN_OF_CLASS: Record<string, CabinClass> = {
  F: 'first',
  A: 'first',
  P: 'premium_first',
  J: 'premium_business',
  C: 'business',
  D: 'business',
  I: 'business',
  Z: 'business',
  W: 'premium_economy',
  E: 'premium_economy',
};

export async function analysePnr(
  ctx: ShoppingContext,
  identity: Identity,
  text: string,
  today: string,
  lang: Language = 'en',
): Promise<PnrAnalysis> {
  const settings = await agencySettings(ctx, identity);
  if (settings.general.hidePnrBooking) throw new ApiError('PNR_BOOKING_DISABLED');
  try {
    return parsePnr(text, today);
  } catch (error) {
    if (!(error instanceof PnrReadError)) throw error;
    throw new ApiError('PNR_UNREADABLE', {
      problem: translate(lang, `pnrProblem.${error.problem}`, { lines: error.lines.join(', ') }),
      lines: error.lines,
    });
  }
}

/** Consecutive segments that connect within a day are one journey; a longer stay starts the next. */
export function journeysOf(segments: PnrSegment[]): PnrSegment[][] {
  const journeys: PnrSegment[][] = [];
  for (const segment of segments) {
    const current = journeys[journeys.length - 1];
    const last = current?.[current.length - 1];
    const arrivalDay = last ? Date.parse(`${last.date}T00:00:00Z`) + last.arrivalDayOffset * 86_400_000 : 0;
    const connects = last && last.destination === segment.origin && Date.parse(`${segment.date}T00:00:00Z`) - arrivalDay <= 86_400_000;
    if (connects) current!.push(segment);
    else journeys.push([segment]);
  }
  return journeys;
}

export async function pnrSearch(
  ctx: ShoppingContext,
  identity: Identity,
  body: { pnr: string; cabinClass?: CabinClass },
  lang: Language,
): Promise<SearchStarted> {
  const pnr = await analysePnr(ctx, identity, body.pnr, ctx.now().toISOString().slice(0, 10), lang);
  const journeys = journeysOf(pnr.segments);
  const counts = { adult: 0, child: 0, infant: 0 };
  for (const p of pnr.passengers) counts[p.type] += 1;
  const cabin = body.cabinClass ?? CABIN_OF_CLASS[pnr.segments[0]!.bookingClass] ?? 'economy';
  const request: SearchRequest = {
    bookingType: journeys.length === 1 ? 'oneway' : 'multi',
    journeys: journeys.map((j) => ({
      origin: `airport-${j[0]!.origin}`,
      destination: `airport-${j[j.length - 1]!.destination}`,
      date: j[0]!.date,
      returnDate: null,
    })),
    passengers: counts,
    cabinClass: cabin,
    sort: 'price',
  };
  const exactSegments: ExactSegmentRequest[][] = journeys.map((j) =>
    j.map((s) => ({
      carrier: s.carrier,
      flightNumber: s.flightNumber,
      origin: s.origin,
      destination: s.destination,
      date: s.date,
      departureTime: s.departureTime,
      arrivalTime: s.arrivalTime,
      arrivalDayOffset: s.arrivalDayOffset,
      bookingClass: s.bookingClass,
    })),
  );
  return startSearch(ctx, identity, request, lang, { kind: 'accurate', exactSegments });
}
