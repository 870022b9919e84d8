// Price check before confirm: asks the supplier about the chosen offer and answers with one
// outcome: unchanged, price changed, package changed, no longer available, document restrictions
// changed (two quotes: the new package or the original), or timed out. A quote is bookable 15 minutes.
import { and, eq, gt } from 'drizzle-orm';
import type { Quote, VerificationAnswer } from '@/domain/flights/booking';
import type { DocumentType } from '@/domain/schemas/passenger';
import { QUOTE_VALID_MS, type CostDetail, type Offer, type SearchRequest } from '@/domain/flights/shopping';
import type { Identity } from '../../auth/identity';
import { flightQuotes } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { SupplierError, type PriceCheckAnswer, type SupplierOffer } from '../suppliers/types';
import type { Executor } from '@/server/db/executor';
import type { ShoppingContext } from './context';
import { priceOfferWithCost, type PricedOffer } from './pricing';
import { labelQuote, supplierLabels } from './supplier-labels';
import { arrivedOffers, assertSameCurrency, newId, ratesFor, searchOf, type SearchRow } from './search-service';

export function searchIdOf(offerId: string): string {
  return offerId.split('.')[0] ?? '';
}

async function checkWithTimeout(ctx: ShoppingContext, source: SupplierOffer): Promise<PriceCheckAnswer | 'timeout'> {
  const supplier = await ctx.supplier(source.supplier);
  if (!supplier) return { outcome: 'unavailable' };
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve('timeout');
    }, ctx.verifyTimeoutMs);
  });
  try {
    // A supplier that failed (after its retries) cannot confirm the offer: unavailable, never our 5xx.
    return await Promise.race([
      supplier.priceCheck(source, ctx.now(), abort.signal).catch((e: unknown) => {
        if (abort.signal.aborted || (e instanceof SupplierError && e.reason === 'timeout')) return 'timeout' as const;
        if (e instanceof SupplierError) return { outcome: 'unavailable' as const };
        throw e;
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function storeQuote(
  ctx: ShoppingContext,
  identity: Identity,
  search: SearchRow,
  { offer, cost }: PricedOffer,
  source: SupplierOffer,
  outcome: string,
): Promise<Quote> {
  const request = search.request as SearchRequest;
  const validUntil = new Date(Math.min(ctx.now().getTime() + QUOTE_VALID_MS, Date.parse(source.expiresAt)));
  const id = newId('Q');
  await ctx.db.insert(flightQuotes).values({
    id,
    searchId: search.id,
    offerId: offer.id,
    agencyId: identity.agency.id,
    userId: identity.user.id,
    outcome,
    offer: { priced: offer, source, cost },
    passengers: request.passengers,
    documentTypes: source.documentTypes,
    total: offer.priceDetail.total,
    currency: offer.priceDetail.currency,
    validUntil,
  });
  return {
    id,
    searchId: search.id,
    offer,
    passengers: request.passengers,
    documentTypes: source.documentTypes as DocumentType[],
    validUntil: validUntil.toISOString(),
  };
}

export async function verify(ctx: ShoppingContext, identity: Identity, offerId: string): Promise<VerificationAnswer> {
  const search = await searchOf(ctx, identity, searchIdOf(offerId));
  const settings = await assertSameCurrency(ctx, identity, search.currency);
  const arrived = await arrivedOffers(ctx, search);
  const shown = arrived.offers.find((o) => o.id === offerId);
  const source = arrived.source(offerId);
  if (!shown || !source) throw new ApiError('OFFER_NOT_FOUND');
  const base = {
    quote: null,
    originalQuote: null,
    previousTotal: shown.priceDetail.total,
    previousBaggage: shown.baggage,
    previousDocumentTypes: source.documentTypes as DocumentType[],
  };
  const answer = await checkWithTimeout(ctx, source);
  if (answer === 'timeout') return { ...base, outcome: 'timeout' };
  if (answer.outcome === 'unavailable') return { ...base, outcome: 'unavailable' };
  const directory = await ctx.directory();
  const rates = await ratesFor(ctx, search.currency);
  const countryOf = (code: string) => directory.airport(code)?.country ?? '';
  const price = (o: SupplierOffer) => priceOfferWithCost(o, offerId, { settings, currency: search.currency, rates, countryOf });
  const confirmed = price(answer.offer);
  // A supplier may answer "unchanged" while our converted price moved (rates): the operator sees the total.
  const outcome =
    answer.outcome === 'unchanged' && confirmed.offer.priceDetail.total !== shown.priceDetail.total ? 'price_changed' : answer.outcome;
  const quote = await storeQuote(ctx, identity, search, confirmed, answer.offer, outcome);
  const originalQuote =
    answer.outcome === 'document_changed'
      ? await storeQuote(ctx, identity, search, price(answer.original), answer.original, 'original_package')
      : null;
  // Stored with the real supplier (booking needs it); answered as the search showed it.
  const labels = supplierLabels(identity, settings, search.suppliers);
  return { ...base, outcome, quote: labelQuote(quote, labels), originalQuote: labelQuote(originalQuote, labels) };
}

export interface StoredQuote {
  row: typeof flightQuotes.$inferSelect;
  priced: Offer;
  source: SupplierOffer;
  /** What the supplier is paid (absent on quotes stored before costs were kept). */
  cost: CostDetail | null;
}

/** A quote of the caller's agency that is still valid. */
export async function validQuote(ctx: ShoppingContext, identity: Identity, quoteId: string, db: Executor = ctx.db): Promise<StoredQuote> {
  const [row] = await db
    .select()
    .from(flightQuotes)
    .where(and(eq(flightQuotes.id, quoteId), eq(flightQuotes.agencyId, identity.agency.id)));
  if (!row) throw new ApiError('QUOTE_NOT_FOUND');
  if (row.validUntil.getTime() <= ctx.now().getTime()) throw new ApiError('QUOTE_EXPIRED');
  const stored = row.offer as { priced: Offer; source: SupplierOffer; cost?: CostDetail };
  return { row, priced: stored.priced, source: stored.source, cost: stored.cost ?? null };
}

/** Whether any quote of a search is still valid (for tests and cleanup). */
export async function liveQuotes(ctx: ShoppingContext, searchId: string): Promise<number> {
  const rows = await ctx.db
    .select({ id: flightQuotes.id })
    .from(flightQuotes)
    .where(and(eq(flightQuotes.searchId, searchId), gt(flightQuotes.validUntil, ctx.now())));
  return rows.length;
}
