// Train search: a search names its places (stations or cities) and dates; each leg on sale is asked
// of the rail supplier in the background and its answer stored (train_search_results), so any
// server answers the results and the console shows the first leg before the second. Legs beyond the
// presale window answer when their sale opens. Results are filtered and sorted on the server.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isPastDate, saleOpensAt } from '@/domain/trains/presale';
import type { TrainOffer, TrainResults, TrainSearchBody, trainResultsQuerySchema } from '@/domain/trains/schemas';
import type { z } from 'zod';
import { settingsOf } from '../agencies/settings';
import type { Identity } from '../auth/identity';
import { trainSearches, trainSearchResults } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Executor } from '@/server/db/executor';
import type { TrainsContext } from './context';
import { stations, stationsOfPlace } from './stations';
import type { RailTrain } from './supplier/types';

type Leg = 'outbound' | 'return';
interface LegRequest {
  leg: Leg;
  from: string[];
  to: string[];
  date: string;
}
export type ResultsQuery = z.infer<typeof trainResultsQuerySchema>;

function placeCodes(place: string, field: 'from' | 'to'): string[] {
  const codes = stationsOfPlace(place);
  if (!codes.length) throw new ApiError('TRAIN_STATION_UNKNOWN', { station: place }, [{ field, message: place }]);
  return codes;
}

const nameOf = (code: string) => stations().byCode.get(code)!.name;

export function offerOf(leg: Leg, train: RailTrain, date: string, supplier: string, currency: string): TrainOffer {
  const minutes = (Date.parse(`${train.arrival}:00Z`) - Date.parse(`${train.departure}:00Z`)) / 60_000;
  return {
    offerId: `${leg}|${train.trainNo}|${date}|${train.from}|${train.to}`,
    leg,
    trainNo: train.trainNo,
    trainType: train.trainType,
    from: train.from,
    fromName: nameOf(train.from),
    to: train.to,
    toName: nameOf(train.to),
    departure: train.departure,
    arrival: train.arrival,
    durationMinutes: minutes,
    stopsBetween: train.stopsBetween,
    seats: train.seats,
    currency,
    supplier,
  };
}

async function runLeg(ctx: TrainsContext, searchId: string, request: LegRequest): Promise<void> {
  const started = Date.now();
  let status: 'done' | 'failed' = 'done';
  let offers: TrainOffer[] = [];
  try {
    const trains = await ctx.supplier.search({ from: request.from, to: request.to, date: request.date }, `${searchId}:${request.leg}`);
    offers = trains.map((t) => offerOf(request.leg, t, request.date, ctx.supplier.code, ctx.supplier.currency));
  } catch {
    status = 'failed';
  }
  await ctx.db
    .insert(trainSearchResults)
    .values({ searchId, leg: request.leg, status, offers, elapsedMs: Date.now() - started })
    .onConflictDoNothing();
}

export async function startTrainSearch(
  ctx: TrainsContext,
  identity: Identity,
  body: TrainSearchBody,
): Promise<{ id: string; complete: boolean }> {
  const now = ctx.now();
  if (isPastDate(body.date, now)) throw new ApiError('VALIDATION', { fields: 'date' }, [{ field: 'date', message: body.date }]);
  const from = placeCodes(body.from, 'from');
  const to = placeCodes(body.to, 'to');
  const legs: LegRequest[] = [{ leg: 'outbound', from, to, date: body.date }];
  if (body.returnDate) legs.push({ leg: 'return', from: to, to: from, date: body.returnDate });
  const presale = legs.flatMap((l) => {
    const opens = saleOpensAt(l.date, now);
    return opens ? [{ leg: l.leg, date: l.date, saleOpensAt: opens.toISOString() }] : [];
  });
  const onSale = legs.filter((l) => !presale.some((p) => p.leg === l.leg));
  const id = `TS${randomUUID().replace(/-/g, '')}`;
  await ctx.db.insert(trainSearches).values({
    id,
    agencyId: identity.agency.id,
    userId: identity.user.id,
    request: { ...body, returnDate: body.returnDate ?? null },
    presale,
    legs: onSale.length,
    currency: settingsOf(identity.agency).general.settlementCurrency,
    createdAt: now,
  });
  for (const leg of onSale) {
    const work = runLeg(ctx, id, leg).catch(() => {});
    ctx.running.add(work);
    void work.finally(() => ctx.running.delete(work));
  }
  return { id, complete: onSale.length === 0 };
}

export async function searchOf(db: Executor, identity: Identity, id: string) {
  const [search] = await db
    .select()
    .from(trainSearches)
    .where(and(eq(trainSearches.id, id), eq(trainSearches.agencyId, identity.agency.id)));
  if (!search) throw new ApiError('SEARCH_NOT_FOUND');
  return search;
}

/** The offers a search found for a leg (unfiltered). */
export async function offersOf(db: Executor, searchId: string, leg: Leg): Promise<TrainOffer[] | null> {
  const [row] = await db
    .select()
    .from(trainSearchResults)
    .where(and(eq(trainSearchResults.searchId, searchId), eq(trainSearchResults.leg, leg)));
  return row ? (row.offers as TrainOffer[]) : null;
}

const inBands = (time: string, bands: string[] | undefined) =>
  !bands?.length ||
  bands.some((b) => {
    const [lo, hi] = b.split('-') as [string, string];
    return time >= lo && time <= hi;
  });
const cheapest = (o: TrainOffer) => Math.min(...o.seats.filter((s) => s.seatsLeft > 0).map((s) => s.price), Number.MAX_SAFE_INTEGER);

export async function trainResults(ctx: TrainsContext, identity: Identity, id: string, query: ResultsQuery): Promise<TrainResults> {
  const search = await searchOf(ctx.db, identity, id);
  const rows = await ctx.db.select({ leg: trainSearchResults.leg }).from(trainSearchResults).where(eq(trainSearchResults.searchId, id));
  const all = (await offersOf(ctx.db, id, query.leg)) ?? [];
  const trains = all.filter(
    (o) =>
      (!query.trainTypes?.length || query.trainTypes.includes(o.trainType)) &&
      inBands(o.departure.slice(11), query.departureBands) &&
      inBands(o.arrival.slice(11), query.arrivalBands) &&
      (!query.fromStations?.length || query.fromStations.includes(o.from)) &&
      (!query.toStations?.length || query.toStations.includes(o.to)) &&
      (!query.seatClasses?.length || o.seats.some((s) => query.seatClasses!.includes(s.seatClass) && s.seatsLeft > 0)),
  );
  const key = (o: TrainOffer) =>
    query.sort === 'duration' ? o.durationMinutes : query.sort === 'price' ? cheapest(o) : Date.parse(`${o.departure}:00Z`);
  trains.sort(
    (a, b) =>
      (key(a) - key(b)) * (query.order === 'desc' ? -1 : 1) || a.departure.localeCompare(b.departure) || a.trainNo.localeCompare(b.trainNo),
  );
  const request = search.request as { from: string; to: string; date: string; returnDate: string | null };
  return {
    id,
    complete: rows.length >= search.legs,
    request,
    trains,
    totalBeforeFilters: all.length,
    presale: search.presale as TrainResults['presale'],
    facets: {
      fromStations: [...new Set(all.map((o) => o.from))].sort(),
      toStations: [...new Set(all.map((o) => o.to))].sort(),
      trainTypes: [...new Set(all.map((o) => o.trainType))].sort(),
    },
  };
}
