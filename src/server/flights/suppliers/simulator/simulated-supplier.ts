// A simulated flight supplier: answers from the shared timetable with its own content, prices,
// latency, failures, expiring offers and price-check surprises, all fixed by its seed. Bookings live
// in a BookingStore (the database in the app, so restarts and several servers agree).
import type { CabinClass } from '@/domain/flights/shopping';
import { isoDay } from '@/domain/flights/journey-rules';
import { mapRawOffer } from '../map-offer';
import {
  SupplierError,
  type BookingPassenger,
  type FlightSupplier,
  type PriceCheckAnswer,
  type RefundQuote,
  type SupplierBooking,
  type SupplierJourneyRequest,
  type SupplierOffer,
  type SupplierSearchRequest,
} from '../types';
import { MemoryBookingStore, type BookingStore } from '../booking-store';
import { changeQuoteFrom, refundQuoteFrom } from '../booking-quotes';
import { CARRIERS } from './network';
import type { SimulatorProfile } from './profiles';
import { buildRawOffer, type BuildContext } from './raw-builder';
import { hashOf, intOf, unitOf } from './random';
import { flightOptions, optionFromSegments, type FlightOption, type Geography } from './schedule';

const MAX_OPTIONS_PER_JOURNEY = 14;
const MAX_COMBINATIONS = 90;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

/** Picks combinations of one option per journey, cheapest-looking first, capped. */
function combinations(perJourney: FlightOption[][]): FlightOption[][] {
  let combos: FlightOption[][] = [[]];
  for (const options of perJourney) {
    const next: FlightOption[][] = [];
    for (const combo of combos) for (const option of options) next.push([...combo, option]);
    combos = next.slice(0, MAX_COMBINATIONS * 4);
  }
  // Keep a spread (every k-th) rather than only the first outbound's pairs.
  if (combos.length <= MAX_COMBINATIONS) return combos;
  const step = combos.length / MAX_COMBINATIONS;
  return Array.from({ length: MAX_COMBINATIONS }, (_, i) => combos[Math.floor(i * step)]!);
}

export class SimulatedSupplier implements FlightSupplier {
  readonly code: string;
  readonly name: string;
  private bookingCounter = 0;

  constructor(
    private readonly profile: SimulatorProfile,
    private readonly geo: Geography,
    private readonly clock: () => Date = () => new Date(),
    private readonly store: BookingStore = new MemoryBookingStore(),
  ) {
    this.code = profile.code;
    this.name = profile.name;
  }

  get manualTicketing(): boolean {
    return this.knobs.manualTicketing;
  }

  private get knobs() {
    return this.profile.knobs;
  }

  private latency(range: [number, number], ...key: Array<string | number>): number {
    return intOf(range[0], range[1], this.knobs.seed, this.code, ...key);
  }

  private carriesAll(segments: Array<{ carrier: string }>): boolean {
    return this.profile.carriers.length === 0 || segments.every((s) => this.profile.carriers.includes(s.carrier));
  }

  private carriers() {
    return this.profile.carriers.length ? CARRIERS.filter((c) => this.profile.carriers.includes(c.code)) : CARRIERS;
  }

  private options(journey: SupplierJourneyRequest): FlightOption[] {
    const all: FlightOption[] = [];
    for (const origin of journey.origins) {
      for (const destination of journey.destinations)
        all.push(...flightOptions(this.geo, origin, destination, journey.date, this.carriers()));
    }
    // Keep non-stops first, then the shortest; the same order on every call.
    all.sort(
      (a, b) =>
        a.legs.length - b.legs.length || a.durationMinutes - b.durationMinutes || a.legs[0]!.departure.localeCompare(b.legs[0]!.departure),
    );
    return all.slice(0, MAX_OPTIONS_PER_JOURNEY);
  }

  private context(cabin: CabinClass, passengers: SupplierSearchRequest['passengers']): BuildContext {
    const now = this.clock();
    return { profile: this.profile, geo: this.geo, cabin, passengers, today: isoDay(now), now };
  }

  offersFor(request: SupplierSearchRequest): SupplierOffer[] {
    const perJourney = request.exactSegments
      ? request.exactSegments.map((segments) => {
          const option = this.carriesAll(segments) ? optionFromSegments(this.geo, segments) : null;
          return option ? [option] : [];
        })
      : request.journeys.map((j) => this.options(j));
    if (perJourney.some((options) => options.length === 0)) return [];
    const ctx = this.context(request.cabin, request.passengers);
    const offers: SupplierOffer[] = [];
    for (const combo of combinations(perJourney)) {
      const comboKey = combo.map((o) => o.legs.map((l) => l.flightNumber).join('+')).join('/');
      // Each itinerary in one or two of the supplier's fare families.
      const families = this.profile.families.filter((family, i) => i === 0 || unitOf(this.knobs.seed, this.code, comboKey, family) < 0.5);
      for (const family of families) offers.push(mapRawOffer(this.code, buildRawOffer(ctx, combo, family)));
    }
    return offers;
  }

  async search(request: SupplierSearchRequest, signal?: AbortSignal): Promise<SupplierOffer[]> {
    const key = JSON.stringify(request);
    await sleep(this.latency(this.knobs.latencyMs, key, 'latency'), signal);
    if (!this.knobs.enabled || unitOf(this.knobs.seed, this.code, key, isoDay(this.clock()), 'fail') < this.knobs.failureRate) {
      throw new SupplierError(this.code, 'failed', `${this.code} answered with an error`);
    }
    return this.offersFor(request);
  }

  /** Price check outcomes, fixed per offer by the seed; an expired offer is no longer available. */
  async priceCheck(offer: SupplierOffer, now = this.clock(), signal?: AbortSignal): Promise<PriceCheckAnswer> {
    const k = this.knobs;
    const roll = unitOf(k.seed, this.code, offer.ref, 'check');
    const hangs = unitOf(k.seed, this.code, offer.ref, 'hang') < k.checkTimeoutRate;
    await sleep(hangs ? 120_000 : this.latency(k.checkLatencyMs, offer.ref, 'check-latency'), signal);
    if (Date.parse(offer.expiresAt) <= now.getTime()) return { outcome: 'unavailable' };
    let edge = k.unavailableRate;
    if (roll < edge) return { outcome: 'unavailable' };
    const refreshed = { ...offer, expiresAt: new Date(now.getTime() + k.offerTtlSeconds * 1000).toISOString() };
    if (roll < (edge += k.priceChangeRate)) {
      const up = unitOf(k.seed, this.code, offer.ref, 'direction') < 0.8;
      const percent = intOf(3, 12, k.seed, this.code, offer.ref, 'percent');
      const factor = up ? 1 + percent / 100 : 1 - percent / 200;
      return {
        outcome: 'price_changed',
        offer: { ...refreshed, fares: offer.fares.map((f) => ({ ...f, base: Math.round(f.base * factor) })) },
      };
    }
    if (roll < (edge += k.packageChangeRate)) {
      const noBags = { pieces: 0, weightKg: null, dimensions: null };
      return {
        outcome: 'package_changed',
        offer: {
          ...refreshed,
          baggage: { ...offer.baggage, checked: noBags },
          fareBasis: offer.fareBasis ? `${offer.fareBasis.slice(0, 1)}NB${offer.fareBasis.slice(1)}` : null,
        },
      };
    }
    if (roll < (edge += k.documentChangeRate)) {
      const stricter = offer.documentTypes.filter((d) => d === 'passport' || d === 'chinese-passport');
      return {
        outcome: 'document_changed',
        offer: { ...refreshed, documentTypes: stricter.length ? stricter : ['passport'] },
        original: refreshed,
      };
    }
    return { outcome: 'unchanged', offer: refreshed };
  }

  async book(offer: SupplierOffer, passengers: BookingPassenger[]): Promise<SupplierBooking> {
    await sleep(this.latency(this.knobs.checkLatencyMs, offer.ref, 'book'));
    this.bookingCounter += 1;
    const seed = hashOf(this.knobs.seed, this.code, offer.ref, this.bookingCounter, this.clock().getTime());
    const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    let pnr = '';
    for (let i = 0, h = seed; i < 6; i++, h = Math.floor(h / 24) + hashOf(h, i)) pnr += letters[h % 24];
    const booking: SupplierBooking = {
      // The supplier's own reference: it never names the supplier (agencies may not see who it is).
      bookingRef: `B${seed.toString(36).toUpperCase().padStart(8, '0')}`,
      pnr,
      status: 'booked',
      ticketingTimeLimit: offer.ticketingTimeLimit,
      offer,
      passengers,
      tickets: [],
    };
    await this.store.put(this.code, booking);
    return booking;
  }

  private async booking(bookingRef: string): Promise<SupplierBooking> {
    const found = await this.store.get(this.code, bookingRef);
    if (!found) throw new SupplierError(this.code, 'unknown_booking');
    return found;
  }

  async ticket(bookingRef: string): Promise<SupplierBooking> {
    const booking = await this.booking(bookingRef);
    if (booking.status === 'ticketed') return booking; // a retried call answers the same tickets
    await sleep(this.latency(this.knobs.ticketLatencyMs, bookingRef, 'ticket'));
    if (unitOf(this.knobs.seed, this.code, bookingRef, 'ticket') < this.knobs.ticketFailureRate) {
      throw new SupplierError(this.code, 'failed', `${this.code}: ticketing refused for ${bookingRef}`);
    }
    const airlinePrefix = String(intOf(100, 999, booking.offer.validatingCarrier));
    booking.tickets = booking.passengers.map(
      (_, i) => `${airlinePrefix}-${String(hashOf(bookingRef, i) % 10_000_000_000).padStart(10, '0')}`,
    );
    booking.status = 'ticketed';
    await this.store.put(this.code, booking);
    return booking;
  }

  async recordManualTickets(bookingRef: string, tickets: string[]): Promise<SupplierBooking> {
    const booking = await this.booking(bookingRef);
    if (booking.status !== 'ticketed') {
      booking.tickets = tickets;
      booking.status = 'ticketed';
      await this.store.put(this.code, booking);
    }
    return booking;
  }

  async retrieve(bookingRef: string): Promise<SupplierBooking | undefined> {
    return this.store.get(this.code, bookingRef);
  }

  async changeSearch(bookingRef: string, journeys: SupplierJourneyRequest[]): Promise<SupplierOffer[]> {
    const booking = await this.booking(bookingRef);
    const counts = { adult: 0, child: 0, infant: 0 };
    for (const p of booking.passengers) counts[p.type] += 1;
    return this.offersFor({ journeys, passengers: counts, cabin: booking.offer.cabin });
  }

  async changeQuote(bookingRef: string, offer: SupplierOffer) {
    return changeQuoteFrom(await this.booking(bookingRef), offer);
  }

  async refundQuote(bookingRef: string): Promise<RefundQuote> {
    return refundQuoteFrom(await this.booking(bookingRef));
  }

  async void(bookingRef: string): Promise<SupplierBooking> {
    const booking = await this.booking(bookingRef);
    booking.status = booking.status === 'ticketed' ? 'voided' : 'cancelled';
    await this.store.put(this.code, booking);
    return booking;
  }
}
