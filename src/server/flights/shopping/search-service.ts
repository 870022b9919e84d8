// Async shopping: a search asks every allowed supplier at once and answers at once with its
// id; each supplier's offers are priced for the agency and stored as they arrive; `/solutions` returns
// what has arrived so far, combined, filtered and sorted.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { journeyErrors, normaliseTicketDate, passengerCountErrors, isoDay } from '@/domain/flights/journey-rules';
import type { RateMap } from '@/domain/money';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { FieldError, Language } from '@/domain/schemas/common';
import {
  normaliseLocation,
  SEARCH_STALE_MS,
  type Offer,
  type SearchRequest,
  type SearchStarted,
  type SolutionsAnswer,
  type SolutionsQuery,
} from '@/domain/flights/shopping';
import { countSearch } from '../../agencies/look-to-book';
import { readAgencySettings } from '../../agencies/settings';
import type { AirportDirectory } from '../../airports/directory';
import type { Identity } from '../../auth/identity';
import { flightSearches, flightSearchResults } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { translate } from '../../http/i18n';
import type { Executor } from '@/server/db/executor';
import { rateMap } from '../../site/service';
import type { ExactSegmentRequest, FlightSupplier, SupplierOffer, SupplierSearchRequest } from '../suppliers/types';
import { offerAllowed, supplierAllowed } from './agency-filters';
import type { ShoppingContext } from './context';
import { priceOffer } from './pricing';
import { announce, type CachedSearch } from './search-cache';
import { querySolutions } from './solutions';
import { labelAnswer, labelQuery, labelStarted, supplierLabels } from './supplier-labels';

const BASE_CURRENCY = 'CNY';

export function newId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}

export async function agencySettings(ctx: ShoppingContext, identity: Identity, db: Executor = ctx.db): Promise<AgencySettings> {
  const settings = await readAgencySettings(db, identity.agency.id);
  if (!settings) throw new ApiError('NOT_FOUND');
  return settings;
}

/** Rates against the site's base currency; the settlement currency must have one, or nothing can be priced in it. */
export async function ratesFor(ctx: ShoppingContext, currency: string): Promise<RateMap> {
  const rates = await rateMap(ctx.db, BASE_CURRENCY);
  if (!rates[currency]) throw new ApiError('RATE_UNAVAILABLE', { currency });
  return rates;
}

export function validateSearch(request: SearchRequest, directory: AirportDirectory, lang: Language, today: string): void {
  const fields: FieldError[] = journeyErrors(request.bookingType, request.journeys, (l) => directory.cityOf(l), today).map((e) => ({
    field: e.index < 0 ? 'journeys' : `journeys.${e.index}.${e.field}`,
    message: translate(lang, `journeyError.${e.code}`),
  }));
  for (const code of passengerCountErrors(request.passengers)) {
    fields.push({
      field: code === 'infantsPerAdult' ? 'passengers.infant' : 'passengers.adult',
      message: translate(lang, `passengerError.${code}`),
    });
  }
  if (fields.length) throw new ApiError('VALIDATION', { fields: fields.map((f) => f.field).join(', ') }, fields);
}

/** Journeys as suppliers see them: a return becomes two, city codes become their airports. */
export function supplierRequest(request: SearchRequest, directory: AirportDirectory): SupplierSearchRequest {
  const journeys = request.journeys.flatMap((j) => {
    const out = {
      origins: directory.airportsOf(j.origin),
      destinations: directory.airportsOf(j.destination),
      date: normaliseTicketDate(j.date!)!,
    };
    if (request.bookingType !== 'return') return [out];
    return [out, { origins: out.destinations, destinations: out.origins, date: normaliseTicketDate(j.returnDate!)! }];
  });
  return { journeys, passengers: request.passengers, cabin: request.cabinClass };
}

interface RunPlan {
  searchId: string;
  request: SupplierSearchRequest;
  settings: AgencySettings;
  currency: string;
  rates: RateMap;
  deadline: number;
}

function priceAll(
  plan: RunPlan,
  directory: AirportDirectory,
  offers: SupplierOffer[],
): { priced: Offer[]; sources: Record<string, SupplierOffer> } {
  const countryOf = (code: string) => directory.airport(code)?.country ?? '';
  const isPopular = (code: string) => directory.airport(code)?.rank !== null;
  const priced: Offer[] = [];
  const sources: Record<string, SupplierOffer> = {};
  for (const offer of offers) {
    if (!offerAllowed(plan.settings, offer, { countryOf, isPopular })) continue;
    if (!plan.rates[offer.currency]) continue; // cannot be priced in the settlement currency
    const id = `${plan.searchId}.${publicRef(offer)}`;
    priced.push(priceOffer(offer, id, { settings: plan.settings, currency: plan.currency, rates: plan.rates, countryOf }));
    sources[id] = offer;
  }
  return { priced, sources };
}

/** The offer id the console sees: stable per supplier offer, but says nothing of who sells it. */
function publicRef(offer: SupplierOffer): string {
  return createHash('sha256').update(`${offer.supplier}\u0000${offer.ref}`).digest('base64url').slice(0, 16);
}

async function askSupplier(
  ctx: ShoppingContext,
  plan: RunPlan,
  supplier: FlightSupplier,
  entry: CachedSearch,
  directory: AirportDirectory,
) {
  const started = Date.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), Math.max(0, plan.deadline - started));
  let status: 'done' | 'failed' | 'timeout' = 'done';
  let offers: Offer[] = [];
  let sources: Record<string, SupplierOffer> = {};
  let error: string | null = null;
  try {
    ({ priced: offers, sources } = priceAll(plan, directory, await supplier.search(plan.request, abort.signal)));
  } catch (e) {
    status = abort.signal.aborted ? 'timeout' : 'failed';
    error = String((e as Error).message ?? e).slice(0, 250);
  } finally {
    clearTimeout(timer);
  }
  const elapsedMs = Date.now() - started;
  entry.offers = entry.offers.concat(offers);
  for (const [id, source] of Object.entries(sources)) entry.sources.set(id, source);
  entry.suppliers.set(supplier.code, { supplier: supplier.code, status, offers: offers.length, elapsedMs });
  announce(entry);
  await ctx.db
    .insert(flightSearchResults)
    .values({ searchId: plan.searchId, supplier: supplier.code, status, offers, sourceOffers: sources, elapsedMs, error })
    .onConflictDoNothing();
}

async function run(ctx: ShoppingContext, plan: RunPlan, suppliers: FlightSupplier[], entry: CachedSearch, directory: AirportDirectory) {
  await Promise.allSettled(suppliers.map((s) => askSupplier(ctx, plan, s, entry, directory)));
  entry.complete = true;
  announce(entry);
  await ctx.db.update(flightSearches).set({ completedAt: new Date() }).where(eq(flightSearches.id, plan.searchId));
}

export interface StartOptions {
  kind?: 'shopping' | 'accurate';
  exactSegments?: ExactSegmentRequest[][];
}

export async function startSearch(
  ctx: ShoppingContext,
  identity: Identity,
  asked: SearchRequest,
  lang: Language,
  options: StartOptions = {},
): Promise<SearchStarted> {
  const directory = await ctx.directory();
  const request: SearchRequest = {
    ...asked,
    journeys: asked.journeys.map((j) => ({ ...j, origin: normaliseLocation(j.origin), destination: normaliseLocation(j.destination) })),
  };
  const now = ctx.now();
  validateSearch(request, directory, lang, isoDay(now));
  const settings = await agencySettings(ctx, identity);
  const currency = settings.general.settlementCurrency;
  const rates = await ratesFor(ctx, currency);
  const suppliers = (await ctx.suppliers()).filter((s) => supplierAllowed(settings, s.code));
  const searchId = newId('S');
  const deadline = now.getTime() + settings.flight.maxResponseSeconds * 1000;
  const supplierRequestBody = {
    ...supplierRequest(request, directory),
    ...(options.exactSegments ? { exactSegments: options.exactSegments } : {}),
  };
  await ctx.db.insert(flightSearches).values({
    id: searchId,
    agencyId: identity.agency.id,
    userId: identity.user.id,
    kind: options.kind ?? 'shopping',
    request: request,
    currency,
    suppliers: suppliers.map((s) => s.code),
    deadlineAt: new Date(deadline),
    createdAt: now,
  });
  await countSearch(ctx.db, identity.agency.id, isoDay(now));
  const entry = ctx.cache.start(
    searchId,
    suppliers.map((s) => s.code),
  );
  const plan: RunPlan = { searchId, request: supplierRequestBody, settings, currency, rates, deadline };
  if (suppliers.length) void ctx.track(run(ctx, plan, suppliers, entry, directory));
  else await ctx.db.update(flightSearches).set({ completedAt: now }).where(eq(flightSearches.id, searchId));
  const started = {
    id: searchId,
    createdAt: now.toISOString(),
    staleAt: new Date(now.getTime() + SEARCH_STALE_MS).toISOString(),
    suppliers: suppliers.map((s) => s.code),
    currency,
  };
  return labelStarted(started, supplierLabels(identity, settings, started.suppliers));
}

export type SearchRow = typeof flightSearches.$inferSelect;

/** The caller's agency's search; another agency's id reads as not found. */
export async function searchOf(ctx: ShoppingContext, identity: Identity, id: string): Promise<SearchRow> {
  const [row] = await ctx.db
    .select()
    .from(flightSearches)
    .where(and(eq(flightSearches.id, id), eq(flightSearches.agencyId, identity.agency.id)));
  if (!row) throw new ApiError('SEARCH_NOT_FOUND');
  return row;
}

/** Results priced in another settlement currency are void once the agency's changes: their prices no longer mean anything. */
export async function assertSameCurrency(
  ctx: ShoppingContext,
  identity: Identity,
  currency: string,
  db: Executor = ctx.db,
): Promise<AgencySettings> {
  const settings = await agencySettings(ctx, identity, db);
  if (settings.general.settlementCurrency !== currency) throw new ApiError('SETTLEMENT_CURRENCY_CHANGED');
  return settings;
}

/** Offers and supplier states of a search: this process's cache, else the stored rows. */
export interface Arrived {
  offers: Offer[];
  suppliers: SolutionsAnswer['suppliers'];
  complete: boolean;
  source(offerId: string): SupplierOffer | undefined;
}

export async function arrivedOffers(ctx: ShoppingContext, search: SearchRow): Promise<Arrived> {
  const cached = ctx.cache.get(search.id);
  const timedOut = ctx.now().getTime() > search.deadlineAt.getTime() + 1000;
  if (cached)
    return {
      offers: cached.offers,
      suppliers: [...cached.suppliers.values()],
      complete: cached.complete || timedOut,
      source: (id) => cached.sources.get(id),
    };
  const rows = await ctx.db.select().from(flightSearchResults).where(eq(flightSearchResults.searchId, search.id));
  const states = new Map(
    rows.map((r) => [r.supplier, { supplier: r.supplier, status: r.status as 'done', offers: r.offers.length, elapsedMs: r.elapsedMs }]),
  );
  const suppliers = search.suppliers.map(
    (s) => states.get(s) ?? { supplier: s, status: timedOut ? ('timeout' as const) : ('pending' as const), offers: 0, elapsedMs: null },
  );
  const sources = Object.assign({}, ...rows.map((r) => r.sourceOffers)) as Record<string, SupplierOffer>;
  return {
    offers: rows.flatMap((r) => r.offers as Offer[]),
    suppliers,
    complete: search.completedAt !== null || timedOut,
    source: (id) => sources[id],
  };
}

/**
 * A finished search with nothing to show because suppliers ran out of time (the others failed): the
 * agency reads "search timed out", not "no flights found", since asking again may well find some.
 */
function timedOutEmpty(arrived: Pick<Arrived, 'offers' | 'suppliers' | 'complete'>): boolean {
  return (
    arrived.complete &&
    arrived.offers.length === 0 &&
    arrived.suppliers.some((s) => s.status === 'timeout') &&
    arrived.suppliers.every((s) => s.status === 'timeout' || s.status === 'failed')
  );
}

export async function solutions(ctx: ShoppingContext, identity: Identity, query: SolutionsQuery): Promise<SolutionsAnswer> {
  const search = await searchOf(ctx, identity, query.id);
  const settings = await assertSameCurrency(ctx, identity, search.currency);
  const labels = supplierLabels(identity, settings, search.suppliers);
  const arrived = await arrivedOffers(ctx, search);
  if (timedOutEmpty(arrived)) throw new ApiError('SEARCH_TIMED_OUT');
  const answer = querySolutions(arrived.offers, labelQuery(query, labels));
  const named = new Map((await ctx.suppliers()).map((s) => [s.code, s.name]));
  const supplierNames = Object.fromEntries(answer.facets.suppliers.map((code) => [code, named.get(code) ?? code]));
  const staleAt = search.createdAt.getTime() + SEARCH_STALE_MS;
  return labelAnswer(
    {
      id: search.id,
      complete: arrived.complete,
      stale: ctx.now().getTime() >= staleAt,
      createdAt: search.createdAt.toISOString(),
      staleAt: new Date(staleAt).toISOString(),
      currency: search.currency,
      request: search.request as SearchRequest,
      total: answer.total,
      solutions: answer.solutions,
      facets: { ...answer.facets, supplierNames },
      suppliers: arrived.suppliers,
    },
    labels,
  );
}
