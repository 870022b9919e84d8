// Duffel through its official SDK (@duffel/api): offer requests (our search), a single offer (our
// price check), orders (held when the offer allows paying later, else paid at once from the Duffel
// balance), payments for held orders (our ticketing), order cancellations quoted then confirmed (our
// refund and void), order change requests with their offers (our change search and quote), order
// changes created and confirmed (our change applied), and airline-initiated changes (our disruptions).
import type { Duffel } from '@duffel/api';
import { MemoryBookingStore, type BookingStore } from '../booking-store';
import { samePackage, samePrice } from '../real/compare-offers';
import {
  callProvider,
  DEFAULT_POLICY,
  ONLY_RATE_LIMITS,
  refusedByProvider,
  type CallPolicy,
  type FailureKind,
} from '../real/provider-call';
import {
  SupplierError,
  type AirlineChange,
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
import { decimalToMinor } from '../map-offer';
import { classifyDuffel, DuffelTimeout } from './errors';
import { journeysOf, mapDuffelOffer } from './map';
import { changeRequestBody, offerRequestBody, orderBody } from './requests';
import type { AirlineInitiatedChange, Offer, Order, OrderCancellation, OrderChange, OrderChangeOffer } from './wire';

export interface DuffelConfig {
  accessToken: string;
  /** Another address than api.duffel.com (the contract tests' mock server). */
  baseUrl?: string;
  code?: string;
  name?: string;
  timeoutMs?: number;
  policy?: CallPolicy;
}

/** Duffel's 500 and 502 must not be retried (the request may have been carried out). */
const DUFFEL_RETRIES: ReadonlySet<FailureKind> = new Set(['rate_limited', 'timeout', 'server', 'network', 'malformed']);

interface DuffelBookingData {
  order: Order;
  /** A cancellation quoted and not yet confirmed (a refund quote), confirmed by refund(). */
  pendingCancellation?: OrderCancellation;
  /** The cancellation Duffel confirmed: a repeated refund or void answers it again. */
  confirmedCancellation?: OrderCancellation;
  changeOffers?: Record<string, OrderChangeOffer>;
  /** Order changes created at Duffel, by the change offer they take (confirmed or not yet). */
  orderChanges?: Record<string, OrderChange>;
}

/** An airline-initiated change as ours: the flights it adds (none: cancelled outright). */
export function airlineChangeOf(change: AirlineInitiatedChange): AirlineChange {
  return {
    id: change.id,
    bookingRef: change.order_id,
    journeys: journeysOf(change.added.map((s) => ({ segments: s.segments, duration: s.duration ?? null }))),
    actionTaken: change.action_taken,
    detectedAt: new Date(change.created_at).toISOString(),
  };
}

export class DuffelSupplier implements FlightSupplier {
  readonly code: string;
  readonly name: string;
  private sdk?: Promise<Duffel>;

  constructor(
    private readonly config: DuffelConfig,
    private readonly store: BookingStore = new MemoryBookingStore(),
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.code = config.code ?? 'DUFFEL';
    this.name = config.name ?? 'Duffel';
  }

  /** The SDK is loaded on first use only (it rewrites process.env when imported). */
  private client(): Promise<Duffel> {
    this.sdk ??= import('@duffel/api').then(
      ({ Duffel: Client }) =>
        new Client({ token: this.config.accessToken, ...(this.config.baseUrl ? { basePath: this.config.baseUrl } : {}) }),
    );
    return this.sdk;
  }

  private call<T>(
    work: (sdk: Duffel) => Promise<{ data: T }>,
    options: { signal?: AbortSignal; retryOn?: ReadonlySet<FailureKind> } = {},
  ): Promise<T> {
    const timeoutMs = this.config.timeoutMs ?? 20_000;
    const attempt = async () => {
      const sdk = await this.client();
      let timer: NodeJS.Timeout | undefined;
      // The SDK cannot be cancelled: a call past its time is left to finish on its own.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DuffelTimeout(`no answer in ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        return (await Promise.race([work(sdk), late])).data;
      } catch (error) {
        throw classifyDuffel(error);
      } finally {
        clearTimeout(timer);
      }
    };
    return callProvider(this.code, attempt, classifyDuffel, {
      policy: this.config.policy ?? DEFAULT_POLICY,
      signal: options.signal,
      retryOn: options.retryOn ?? DUFFEL_RETRIES,
    });
  }

  private mapAll(offers: Offer[]): SupplierOffer[] {
    const mapped: SupplierOffer[] = [];
    for (const offer of offers) {
      try {
        mapped.push(mapDuffelOffer(this.code, offer));
      } catch {
        // An offer we cannot read is left out; the others still show.
      }
    }
    return mapped;
  }

  async search(request: SupplierSearchRequest, signal?: AbortSignal): Promise<SupplierOffer[]> {
    if (request.exactSegments) return [];
    const answer = await this.call((sdk) => sdk.offerRequests.create({ ...offerRequestBody(request), return_offers: true }), { signal });
    return this.mapAll((answer.offers ?? []) as Offer[]);
  }

  async priceCheck(offer: SupplierOffer, now = this.clock(), signal?: AbortSignal): Promise<PriceCheckAnswer> {
    if (Date.parse(offer.expiresAt) <= now.getTime()) return { outcome: 'unavailable' };
    let fresh: Offer;
    try {
      fresh = await this.call((sdk) => sdk.offers.get(offer.ref), { signal });
    } catch (error) {
      if (refusedByProvider(error) || (error instanceof SupplierError && error.reason === 'unknown_booking'))
        return { outcome: 'unavailable' };
      throw error;
    }
    const confirmed = mapDuffelOffer(this.code, fresh);
    if (Date.parse(confirmed.expiresAt) <= now.getTime()) return { outcome: 'unavailable' };
    if (!samePrice(offer, confirmed)) return { outcome: 'price_changed', offer: confirmed };
    if (!samePackage(offer, confirmed)) return { outcome: 'package_changed', offer: confirmed };
    return { outcome: 'unchanged', offer: confirmed };
  }

  private bookingOf(
    order: Order,
    offer: SupplierOffer,
    passengers: BookingPassenger[],
    data: Omit<DuffelBookingData, 'order'> = {},
  ): SupplierBooking {
    const tickets = (order.documents ?? []).filter((d) => d.type === 'electronic_ticket').map((d) => d.unique_identifier);
    return {
      bookingRef: order.id,
      pnr: order.booking_reference,
      status: order.cancelled_at ? (tickets.length ? 'voided' : 'cancelled') : tickets.length ? 'ticketed' : 'booked',
      ticketingTimeLimit: order.payment_status?.payment_required_by
        ? new Date(order.payment_status.payment_required_by).toISOString()
        : offer.ticketingTimeLimit,
      offer,
      passengers,
      tickets,
      supplierData: { ...data, order } satisfies DuffelBookingData,
    };
  }

  /**
   * A held order ("pay later") when the offer allows it, paid when we ticket; otherwise an instant
   * order paid from the Duffel balance at once. Never repeated except after a 429: a Duffel offer can
   * be booked once, so a repeat after a lost answer would be refused rather than book twice.
   */
  async book(offer: SupplierOffer, passengers: BookingPassenger[], options: BookingOptions = {}): Promise<SupplierBooking> {
    const raw = offer.supplierData as Offer | undefined;
    if (!raw) throw new SupplierError(this.code, 'failed', `${this.code}: the offer carries no Duffel offer`);
    const type = raw.payment_requirements?.requires_instant_payment ? 'instant' : 'pay_later';
    const order = await this.call(
      (sdk) => sdk.orders.create(orderBody(raw, passengers, options, type) as Parameters<Duffel['orders']['create']>[0]),
      { retryOn: ONLY_RATE_LIMITS },
    );
    const booking = this.bookingOf(order, offer, passengers);
    await this.store.put(this.code, booking);
    return booking;
  }

  private async stored(bookingRef: string): Promise<SupplierBooking> {
    const found = await this.store.get(this.code, bookingRef);
    if (!found) throw new SupplierError(this.code, 'unknown_booking');
    return found;
  }

  private dataOf(booking: SupplierBooking): DuffelBookingData {
    return booking.supplierData as DuffelBookingData;
  }

  async retrieve(bookingRef: string): Promise<SupplierBooking | undefined> {
    const known = await this.store.get(this.code, bookingRef);
    if (!known) return undefined;
    const order = await this.call((sdk) => sdk.orders.get(bookingRef));
    const { order: _old, ...rest } = this.dataOf(known);
    const booking = this.bookingOf(order, known.offer, known.passengers, rest);
    await this.store.put(this.code, booking);
    return booking;
  }

  /**
   * Pays a held order from the Duffel balance, then reads its tickets. Idempotent: an order already
   * paid (a retried job after a crash) is not paid again, and its tickets are answered.
   */
  async ticket(bookingRef: string): Promise<SupplierBooking> {
    const current = await this.retrieve(bookingRef);
    if (!current) throw new SupplierError(this.code, 'unknown_booking');
    if (current.status === 'ticketed') return current;
    const order = this.dataOf(current).order;
    if (order.payment_status?.awaiting_payment !== false || order.payment_status?.paid_at == null) {
      await this.call(
        (sdk) =>
          sdk.payments.create({
            order_id: order.id,
            payment: { type: 'balance', amount: order.total_amount, currency: order.total_currency },
          }),
        { retryOn: ONLY_RATE_LIMITS },
      );
    }
    const after = await this.retrieve(bookingRef);
    if (!after || after.status !== 'ticketed') throw new SupplierError(this.code, 'timeout', `${this.code}: paid, tickets not issued yet`);
    return after;
  }

  /** Duffel's quote for cancelling the order (not yet confirmed), kept to be confirmed by refund(). */
  private async quoteCancellation(booking: SupplierBooking): Promise<OrderCancellation> {
    const data = this.dataOf(booking);
    const pending = data.pendingCancellation;
    if (pending && Date.parse(pending.expires_at ?? '') > this.clock().getTime()) return pending;
    const cancellation = await this.call((sdk) => sdk.orderCancellations.create({ order_id: booking.bookingRef }));
    booking.supplierData = { ...data, pendingCancellation: cancellation } satisfies DuffelBookingData;
    await this.store.put(this.code, booking);
    return cancellation;
  }

  private refundOf(cancellation: OrderCancellation, booking: SupplierBooking): RefundQuote {
    const currency = cancellation.refund_currency ?? booking.offer.currency;
    const refundable = cancellation.refund_amount ? decimalToMinor(cancellation.refund_amount, currency) : 0;
    const paid = decimalToMinor(this.dataOf(booking).order.total_amount, currency);
    return { refundable, fee: Math.max(0, paid - refundable), currency };
  }

  async refundQuote(bookingRef: string): Promise<RefundQuote> {
    const booking = await this.stored(bookingRef);
    return this.refundOf(await this.quoteCancellation(booking), booking);
  }

  /** Confirms the cancellation Duffel quoted (quoting one first if needed): the money comes back as quoted. */
  async refund(bookingRef: string): Promise<RefundQuote> {
    const booking = await this.stored(bookingRef);
    const done = this.dataOf(booking).confirmedCancellation;
    if (done) return this.refundOf(done, booking);
    const quoted = await this.quoteCancellation(booking);
    const confirmed = await this.call((sdk) => sdk.orderCancellations.confirm(quoted.id));
    booking.status = booking.status === 'ticketed' ? 'voided' : 'cancelled';
    booking.supplierData = {
      ...this.dataOf(booking),
      pendingCancellation: undefined,
      confirmedCancellation: confirmed,
    } satisfies DuffelBookingData;
    await this.store.put(this.code, booking);
    return this.refundOf(confirmed, booking);
  }

  /** Within the airline's void window a cancellation returns everything: the same two calls. */
  async void(bookingRef: string): Promise<SupplierBooking> {
    const booking = await this.stored(bookingRef);
    if (booking.status === 'cancelled' || booking.status === 'voided') return booking;
    await this.refund(bookingRef);
    return this.stored(bookingRef);
  }

  async changeSearch(bookingRef: string, journeys: SupplierJourneyRequest[]): Promise<SupplierOffer[]> {
    const booking = await this.stored(bookingRef);
    const order = this.dataOf(booking).order;
    const request = await this.call((sdk) =>
      sdk.orderChangeRequests.create(
        changeRequestBody(
          order.id,
          order.slices.map((s) => s.id),
          journeys,
          booking.offer.cabin,
        ),
      ),
    );
    const offers = (request.order_change_offers ?? []) as OrderChangeOffer[];
    booking.supplierData = {
      ...this.dataOf(booking),
      changeOffers: Object.fromEntries(offers.map((o) => [o.id, o])),
    } satisfies DuffelBookingData;
    await this.store.put(this.code, booking);
    return offers.map((change) => this.changeOfferOf(change, booking));
  }

  /** A change offer as an offer of ours: the new flights at the new total. */
  private changeOfferOf(change: OrderChangeOffer, booking: SupplierBooking): SupplierOffer {
    const currency = change.new_total_currency;
    const people = booking.passengers.length;
    const total = change.new_total_amount ? Math.ceil(decimalToMinor(change.new_total_amount, currency) / Math.max(1, people)) : null;
    return {
      ...booking.offer,
      ref: change.id,
      currency,
      journeys: journeysOf(change.slices.add.map((s) => ({ segments: s.segments, duration: s.duration ?? null }))),
      // The new total per passenger, its tax part as the booking's (Duffel splits neither).
      fares: booking.offer.fares.map((f) =>
        total == null ? f : { ...f, base: Math.max(0, total - f.taxes), taxes: Math.min(f.taxes, total) },
      ),
      expiresAt: new Date(change.expires_at).toISOString(),
      supplierData: change,
    };
  }

  /** Duffel's own figures: what the change costs in all (change_total_amount), of which the penalty. */
  async changeQuote(bookingRef: string, offer: SupplierOffer) {
    await this.stored(bookingRef);
    const change = offer.supplierData as OrderChangeOffer;
    const currency = change.change_total_currency ?? offer.currency;
    const totalCost = change.change_total_amount ? Math.max(0, decimalToMinor(change.change_total_amount, currency)) : 0;
    const fee = change.penalty_amount ? decimalToMinor(change.penalty_amount, change.penalty_currency || currency) : 0;
    return { fareDifference: Math.max(0, totalCost - fee), taxDifference: 0, fee, currency };
  }

  /**
   * Creates the order change for the chosen change offer, then confirms it paying the change total
   * from the Duffel balance. Idempotent across a crash: an order change already created for that
   * offer is read again first, and one Duffel already confirmed is never confirmed twice.
   */
  async applyChange(bookingRef: string, offer: SupplierOffer): Promise<SupplierBooking> {
    const booking = await this.stored(bookingRef);
    const chosen = offer.supplierData as OrderChangeOffer | undefined;
    if (!chosen?.id) throw new SupplierError(this.code, 'failed', `${this.code}: the offer carries no Duffel change offer`);
    const known = this.dataOf(booking).orderChanges?.[chosen.id];
    // The SDK declares these answers as change offers; Duffel answers order changes (confirmed_at).
    const asChange = (answer: Promise<{ data: OrderChangeOffer }>) => answer as unknown as Promise<{ data: OrderChange }>;
    let change = known
      ? await this.call((sdk) => asChange(sdk.orderChanges.get(known.id)))
      : await this.call((sdk) => asChange(sdk.orderChanges.create({ selected_order_change_offer: chosen.id })), {
          retryOn: ONLY_RATE_LIMITS,
        });
    await this.keepOrderChange(bookingRef, chosen.id, change);
    if (!change.confirmed_at) {
      const { id, change_total_amount: amount, change_total_currency: currency } = change;
      // A change that costs nothing (or returns money) is confirmed without a payment.
      const payment = decimalToMinor(amount, currency) > 0 ? { payment: { type: 'balance' as const, amount, currency } } : {};
      change = await this.call((sdk) => asChange(sdk.orderChanges.confirm(id, payment)), { retryOn: ONLY_RATE_LIMITS });
      await this.keepOrderChange(bookingRef, chosen.id, change);
    }
    const after = await this.retrieve(bookingRef);
    if (!after) throw new SupplierError(this.code, 'unknown_booking');
    return after;
  }

  private async keepOrderChange(bookingRef: string, offerId: string, change: OrderChange): Promise<void> {
    const booking = await this.stored(bookingRef);
    const data = this.dataOf(booking);
    booking.supplierData = { ...data, orderChanges: { ...data.orderChanges, [offerId]: change } } satisfies DuffelBookingData;
    await this.store.put(this.code, booking);
  }

  /** The order's airline-initiated changes, as Duffel lists them. */
  async airlineChanges(bookingRef: string): Promise<AirlineChange[]> {
    const changes = await this.call((sdk) => sdk.airlineInitiatedChanges.list(bookingRef));
    return (changes ?? []).map(airlineChangeOf);
  }

  /**
   * Accepts the change at Duffel, or tells it the order is cancelled. The change is read first: one
   * already answered (a repeated decision, a retry after a crash) is not answered again.
   */
  async answerAirlineChange(bookingRef: string, changeId: string, answer: 'accepted' | 'cancelled'): Promise<AirlineChange> {
    const current = (await this.airlineChanges(bookingRef)).find((c) => c.id === changeId);
    if (!current) throw new SupplierError(this.code, 'unknown_booking', `${this.code}: no airline change ${changeId} on ${bookingRef}`);
    if (current.actionTaken) return current;
    const answered =
      answer === 'accepted'
        ? await this.call((sdk) => sdk.airlineInitiatedChanges.accept(changeId), { retryOn: ONLY_RATE_LIMITS })
        : await this.call((sdk) => sdk.airlineInitiatedChanges.update(changeId, 'cancelled'), { retryOn: ONLY_RATE_LIMITS });
    return airlineChangeOf(answered);
  }
}
