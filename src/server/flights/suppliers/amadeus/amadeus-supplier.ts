// Amadeus Self-Service through its official SDK: Flight Offers Search (our search), Flight Offers
// Price (our price check), Flight Create Orders (our booking: its record locator is the order's
// PNR), Flight Order Management (retrieve, cancel). Self-Service does not issue tickets: a
// consolidator does, so orders from Amadeus go to the staff's manual ticketing queue, and their
// change and refund quotes come from the fare rules kept with the booking.
import Amadeus, { type AmadeusResponse } from 'amadeus';
import { changeQuoteFrom, refundQuoteFrom } from '../booking-quotes';
import { MemoryBookingStore, type BookingStore } from '../booking-store';
import {
  callProvider,
  DEFAULT_POLICY,
  ONLY_RATE_LIMITS,
  ProviderFailure,
  refusedByProvider,
  type CallPolicy,
  type FailureKind,
} from '../real/provider-call';
import {
  SupplierError,
  type BookingOptions,
  type BookingPassenger,
  type FlightSupplier,
  type PriceCheckAnswer,
  type RefundQuote,
  type SupplierBooking,
  type SupplierJourneyRequest,
  type SupplierOffer,
  type SupplierSearchRequest,
} from '../types';
import { samePackage, samePrice } from '../real/compare-offers';
import { classifyAmadeus } from './errors';
import { mapAmadeusOffer } from './map';
import { orderBody, pricingBody, searchBody } from './requests';
import { amadeusTransport, withCall, type CallState } from './transport';
import type { AmadeusFlightOffer, AmadeusFlightOrder } from './wire';

export interface AmadeusConfig {
  clientId: string;
  clientSecret: string;
  hostname: 'test' | 'production';
  /** Another address than Amadeus's own (the contract tests' mock server). */
  baseUrl?: string;
  code?: string;
  name?: string;
  /** One HTTP request's limit. */
  timeoutMs?: number;
  /** How long a searched offer is offered before it must be searched again (Amadeus gives no expiry). */
  offerTtlSeconds?: number;
  policy?: CallPolicy;
}

export class AmadeusSupplier implements FlightSupplier {
  readonly code: string;
  readonly name: string;
  readonly manualTicketing = true;
  private readonly sdk: Amadeus;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: AmadeusConfig,
    private readonly store: BookingStore = new MemoryBookingStore(),
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.code = config.code ?? 'AMADEUS';
    this.name = config.name ?? 'Amadeus';
    this.timeoutMs = config.timeoutMs ?? 20_000;
    const url = config.baseUrl ? new URL(config.baseUrl) : null;
    const ssl = url ? url.protocol === 'https:' : true;
    this.sdk = new Amadeus({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      hostname: config.hostname,
      ...(url ? { host: url.hostname, port: Number(url.port || (ssl ? 443 : 80)), ssl } : {}),
      logLevel: 'silent',
      customAppId: 'tessera',
      customAppVersion: '1',
      http: amadeusTransport(ssl, this.timeoutMs),
    });
  }

  /** One SDK call with retries; an expired or revoked token is fetched again once. */
  private call(
    work: (sdk: Amadeus) => Promise<AmadeusResponse>,
    signal?: AbortSignal,
    retryOn?: ReadonlySet<FailureKind>,
  ): Promise<AmadeusResponse> {
    const attempt = async () => {
      for (let renewed = false; ; renewed = true) {
        const state: CallState = { signal, timedOut: false };
        try {
          return await withCall(state, () => work(this.sdk));
        } catch (error) {
          const failure = classifyAmadeus(error, state);
          if (failure.kind !== 'auth' || renewed) throw failure;
          this.sdk.client.accessToken.accessToken = undefined;
        }
      }
    };
    return callProvider(this.code, attempt, (e) => (e instanceof ProviderFailure ? e : new ProviderFailure('network', String(e))), {
      policy: this.config.policy ?? DEFAULT_POLICY,
      signal,
      retryOn,
    });
  }

  private expiry(): string {
    return new Date(this.clock().getTime() + (this.config.offerTtlSeconds ?? 1800) * 1000).toISOString();
  }

  private mapAll(offers: AmadeusFlightOffer[]): SupplierOffer[] {
    const expiresAt = this.expiry();
    const mapped: SupplierOffer[] = [];
    for (const offer of offers) {
      try {
        mapped.push(mapAmadeusOffer(this.code, offer, expiresAt));
      } catch {
        // An offer we cannot read is left out; the others still show.
      }
    }
    return mapped;
  }

  async search(request: SupplierSearchRequest, signal?: AbortSignal): Promise<SupplierOffer[]> {
    // Booking by PNR prices exact flights; Flight Offers Search cannot be asked for them.
    if (request.exactSegments) return [];
    const answer = await this.call((sdk) => sdk.shopping.flightOffersSearch.post(JSON.stringify(searchBody(request))), signal);
    const data = (answer.result as { data?: AmadeusFlightOffer[] }).data;
    if (!Array.isArray(data)) throw new SupplierError(this.code, 'failed', `${this.code}: a search answer without offers`);
    return this.mapAll(data);
  }

  async priceCheck(offer: SupplierOffer, now = this.clock(), signal?: AbortSignal): Promise<PriceCheckAnswer> {
    if (Date.parse(offer.expiresAt) <= now.getTime()) return { outcome: 'unavailable' };
    const raw = offer.supplierData as AmadeusFlightOffer | undefined;
    if (!raw) return { outcome: 'unavailable' };
    let answer: AmadeusResponse;
    try {
      answer = await this.call((sdk) => sdk.shopping.flightOffers.pricing.post(JSON.stringify(pricingBody(raw))), signal);
    } catch (error) {
      // Amadeus refusing to price the offer (sold out, fare gone) means it can no longer be booked.
      if (refusedByProvider(error)) return { outcome: 'unavailable' };
      throw error;
    }
    const priced = (answer.result as { data?: { flightOffers?: AmadeusFlightOffer[] } }).data?.flightOffers?.[0];
    if (!priced) return { outcome: 'unavailable' };
    const confirmed = mapAmadeusOffer(this.code, priced, this.expiry());
    const sameFlights =
      JSON.stringify(confirmed.journeys.map((j) => j.segments.map((s) => [s.flightNumber, s.departure]))) ===
      JSON.stringify(offer.journeys.map((j) => j.segments.map((s) => [s.flightNumber, s.departure])));
    if (!sameFlights) return { outcome: 'unavailable' };
    const refreshed = { ...confirmed, ref: offer.ref };
    if (!samePrice(offer, refreshed)) return { outcome: 'price_changed', offer: refreshed };
    if (!samePackage(offer, refreshed)) return { outcome: 'package_changed', offer: refreshed };
    return { outcome: 'unchanged', offer: refreshed };
  }

  private bookingOf(order: AmadeusFlightOrder, offer: SupplierOffer, passengers: BookingPassenger[]): SupplierBooking {
    const tickets = (order.tickets ?? []).map((t) => t.documentNumber).filter((n): n is string => !!n);
    return {
      bookingRef: order.id,
      pnr: order.associatedRecords?.[0]?.reference ?? '',
      status: tickets.length ? 'ticketed' : 'booked',
      ticketingTimeLimit: offer.ticketingTimeLimit,
      offer,
      passengers,
      tickets,
      supplierData: order,
    };
  }

  async book(offer: SupplierOffer, passengers: BookingPassenger[], options?: BookingOptions): Promise<SupplierBooking> {
    const raw = offer.supplierData as AmadeusFlightOffer | undefined;
    if (!raw) throw new SupplierError(this.code, 'failed', `${this.code}: the offer carries no Amadeus offer`);
    const body = orderBody(raw, passengers, options);
    // Retried only after a 429: Flight Create Orders takes no idempotency key, and a second call after
    // a time-out could book twice (an unanswered booking lapses at Amadeus unticketed).
    const answer = await this.call((sdk) => sdk.booking.flightOrders.post(JSON.stringify(body)), undefined, ONLY_RATE_LIMITS);
    const order = (answer.result as { data?: AmadeusFlightOrder }).data;
    if (!order?.id) throw new SupplierError(this.code, 'failed', `${this.code}: a booking answer without an order`);
    const booking = this.bookingOf(order, offer, passengers);
    await this.store.put(this.code, booking);
    return booking;
  }

  private async stored(bookingRef: string): Promise<SupplierBooking> {
    const found = await this.store.get(this.code, bookingRef);
    if (!found) throw new SupplierError(this.code, 'unknown_booking');
    return found;
  }

  async retrieve(bookingRef: string): Promise<SupplierBooking | undefined> {
    const known = await this.store.get(this.code, bookingRef);
    if (!known) return undefined;
    let answer: AmadeusResponse;
    try {
      answer = await this.call((sdk) => sdk.booking.flightOrder(bookingRef).get());
    } catch (error) {
      if (error instanceof SupplierError && error.reason === 'unknown_booking')
        return { ...known, status: known.status === 'ticketed' ? 'voided' : 'cancelled' };
      throw error;
    }
    const order = (answer.result as { data?: AmadeusFlightOrder }).data;
    if (!order) return known;
    const fresh = this.bookingOf(order, known.offer, known.passengers);
    // Tickets staff typed in from the consolidator count as much as tickets Amadeus lists.
    const booking = fresh.tickets.length ? fresh : { ...fresh, status: known.status, tickets: known.tickets };
    await this.store.put(this.code, booking);
    return booking;
  }

  /** Amadeus Self-Service issues no tickets: a retried job answers the tickets already recorded, else refuses. */
  async ticket(bookingRef: string): Promise<SupplierBooking> {
    const booking = await this.retrieve(bookingRef);
    if (!booking) throw new SupplierError(this.code, 'unknown_booking');
    if (booking.status === 'ticketed') return booking;
    throw new SupplierError(this.code, 'failed', `${this.code}: tickets are issued by the consolidator, not through the API`);
  }

  async recordManualTickets(bookingRef: string, tickets: string[]): Promise<SupplierBooking> {
    const booking = await this.stored(bookingRef);
    if (booking.status !== 'ticketed') {
      booking.tickets = tickets;
      booking.status = 'ticketed';
      await this.store.put(this.code, booking);
    }
    return booking;
  }

  async changeSearch(bookingRef: string, journeys: SupplierJourneyRequest[]): Promise<SupplierOffer[]> {
    const booking = await this.stored(bookingRef);
    const counts = { adult: 0, child: 0, infant: 0 };
    for (const p of booking.passengers) counts[p.type] += 1;
    return this.search({ journeys, passengers: counts, cabin: booking.offer.cabin });
  }

  async changeQuote(bookingRef: string, offer: SupplierOffer) {
    return changeQuoteFrom(await this.stored(bookingRef), offer);
  }

  async refundQuote(bookingRef: string): Promise<RefundQuote> {
    return refundQuoteFrom(await this.stored(bookingRef));
  }

  /** Cancels the flight order (Flight Order Management DELETE); a cancelled order answers as it stands. */
  async void(bookingRef: string): Promise<SupplierBooking> {
    const booking = await this.stored(bookingRef);
    if (booking.status === 'cancelled' || booking.status === 'voided') return booking;
    try {
      await this.call((sdk) => sdk.booking.flightOrder(bookingRef).delete());
    } catch (error) {
      // Already gone at Amadeus: cancelled all the same.
      if (!(error instanceof SupplierError && error.reason === 'unknown_booking')) throw error;
    }
    booking.status = booking.status === 'ticketed' ? 'voided' : 'cancelled';
    await this.store.put(this.code, booking);
    return booking;
  }
}
