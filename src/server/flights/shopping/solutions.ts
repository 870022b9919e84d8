// Turns the offers that arrived into what the operator sees: the same itinerary from several
// suppliers combined into one solution (best price first), filtered, sorted and paged on the server.
import type { CabinClass, Offer, Solution, SolutionsQuery, TimeBand } from '@/domain/flights/shopping';

interface Derived {
  key: string;
  stops: number;
  departure: string;
  duration: number;
  departureBand: TimeBand;
  arrivalBand: TimeBand;
}

const derivedCache = new WeakMap<Offer, Derived>();

function bandOf(localTime: string): TimeBand {
  const hour = Number(localTime.slice(11, 13));
  return hour < 6 ? '00-06' : hour < 12 ? '06-12' : hour < 18 ? '12-18' : '18-24';
}

function derived(offer: Offer): Derived {
  let d = derivedCache.get(offer);
  if (!d) {
    const first = offer.journeys[0]!;
    d = {
      key: `${offer.journeys.map((j) => j.segments.map((s) => `${s.flightNumber}@${s.departure}`).join('+')).join('/')}|${offer.cabin}`,
      stops: Math.max(...offer.journeys.map((j) => j.segments.length - 1)),
      departure: first.segments[0]!.departure,
      duration: offer.journeys.reduce((sum, j) => sum + j.durationMinutes, 0),
      departureBand: bandOf(first.segments[0]!.departure),
      arrivalBand: bandOf(first.segments[first.segments.length - 1]!.arrival),
    };
    derivedCache.set(offer, d);
  }
  return d;
}

export function itineraryKey(offer: Offer): string {
  return derived(offer).key;
}

function checkedPieces(offer: Offer): number {
  return offer.baggage.checked.pieces;
}

function better(a: Offer, b: Offer): number {
  return a.priceDetail.total - b.priceDetail.total || checkedPieces(b) - checkedPieces(a);
}

/** Offers grouped by itinerary, in arrival order. */
function groupsOf(offers: Offer[]): Offer[][] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    const key = derived(offer).key;
    const group = groups.get(key);
    if (group) group.push(offer);
    else groups.set(key, [offer]);
  }
  return [...groups.values()];
}

/** The cheapest offer of a group (then the one with most baggage). */
function bestOf(group: Offer[]): Offer {
  let best = group[0]!;
  for (const offer of group) if (better(offer, best) < 0) best = offer;
  return best;
}

function solutionOf(group: Offer[]): Solution {
  const sorted = [...group].sort(better);
  const best = sorted[0]!;
  return {
    ...best,
    itineraryKey: derived(best).key,
    stops: derived(best).stops,
    alternatives: sorted.map((o) => ({
      id: o.id,
      supplier: o.supplier,
      total: o.priceDetail.total,
      fareBasis: o.fareBasis,
      checkedPieces: checkedPieces(o),
    })),
  };
}

/** Groups offers by itinerary; within a group the cheapest (then most baggage) leads. */
export function combine(offers: Offer[]): Solution[] {
  return groupsOf(offers).map(solutionOf);
}

function matches(offer: Offer, q: SolutionsQuery): boolean {
  const d = derived(offer);
  if (q.stops?.length && !q.stops.some((s) => (s >= 2 ? d.stops >= 2 : d.stops === s))) return false;
  if (q.airlines?.length && !q.airlines.includes(offer.validatingCarrier)) return false;
  if (q.departureBands?.length && !q.departureBands.includes(d.departureBand)) return false;
  if (q.arrivalBands?.length && !q.arrivalBands.includes(d.arrivalBand)) return false;
  if (q.cabins?.length && !q.cabins.includes(offer.cabin)) return false;
  if (q.suppliers?.length && !q.suppliers.includes(offer.supplier)) return false;
  return true;
}

function comparator(q: SolutionsQuery): (a: Offer, b: Offer) => number {
  const sign = q.order === 'desc' ? -1 : 1;
  const byPrice = (a: Offer, b: Offer) => a.priceDetail.total - b.priceDetail.total;
  const byDeparture = (a: Offer, b: Offer) =>
    derived(a).departure < derived(b).departure ? -1 : derived(a).departure > derived(b).departure ? 1 : 0;
  const byDuration = (a: Offer, b: Offer) => derived(a).duration - derived(b).duration;
  const primary = q.sort === 'departure' ? byDeparture : q.sort === 'duration' ? byDuration : byPrice;
  return (a, b) => sign * primary(a, b) || byPrice(a, b) || byDeparture(a, b) || (derived(a).key < derived(b).key ? -1 : 1);
}

export interface Facets {
  airlines: Array<{ code: string; count: number; minTotal: number }>;
  stops: Array<{ stops: number; count: number; minTotal: number }>;
  suppliers: string[];
  cabins: CabinClass[];
}

/** Facets over the itineraries (each counted once, at its best price). */
export function facetsOf(bests: Offer[], offers: Offer[]): Facets {
  const airlines = new Map<string, { count: number; minTotal: number }>();
  const stops = new Map<number, { count: number; minTotal: number }>();
  for (const s of bests) {
    const total = s.priceDetail.total;
    const a = airlines.get(s.validatingCarrier) ?? { count: 0, minTotal: total };
    airlines.set(s.validatingCarrier, { count: a.count + 1, minTotal: Math.min(a.minTotal, total) });
    const bucket = Math.min(derived(s).stops, 2);
    const st = stops.get(bucket) ?? { count: 0, minTotal: total };
    stops.set(bucket, { count: st.count + 1, minTotal: Math.min(st.minTotal, total) });
  }
  return {
    airlines: [...airlines].map(([code, v]) => ({ code, ...v })).sort((x, y) => x.minTotal - y.minTotal),
    stops: [...stops].map(([n, v]) => ({ stops: n, ...v })).sort((x, y) => x.stops - y.stops),
    suppliers: [...new Set(offers.map((o) => o.supplier))].sort(),
    cabins: [...new Set(offers.map((o) => o.cabin))],
  };
}

/**
 * Filter the offers, group by itinerary, sort the groups by their best offer and page: what
 * `/solutions` returns. Solution objects are built for the page only (2,000 offers, 20 shown).
 */
export function querySolutions(offers: Offer[], q: SolutionsQuery): { total: number; solutions: Solution[]; facets: Facets } {
  const facets = facetsOf(groupsOf(offers).map(bestOf), offers);
  const order = comparator(q);
  const groups = groupsOf(offers.filter((o) => matches(o, q))).map((group) => ({ group, best: bestOf(group) }));
  groups.sort((a, b) => order(a.best, b.best));
  return { total: groups.length, solutions: groups.slice(q.offset, q.offset + q.limit).map((g) => solutionOf(g.group)), facets };
}
