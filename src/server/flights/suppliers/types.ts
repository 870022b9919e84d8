// One interface for every flight supplier (real or simulated). A supplier's own answer is mapped to
// SupplierOffer (our model, in the supplier's currency); shopping prices it for the agency.
import type { DocumentType } from '@/domain/schemas/passenger';
import type { Baggage, CabinClass, CancellationPolicy, Journey, PassengerType } from '@/domain/flights/shopping';

export interface SupplierJourneyRequest {
  /** Airport codes the journey may start from / end at (a city code expanded). */
  origins: string[];
  destinations: string[];
  date: string;
}

export interface ExactSegmentRequest {
  carrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  date: string;
  departureTime: string;
  /** As the PNR shows it; absent: timed by distance. */
  arrivalTime?: string;
  arrivalDayOffset?: number;
  bookingClass: string;
}

export interface SupplierSearchRequest {
  journeys: SupplierJourneyRequest[];
  /** Price exactly these flights (booking by PNR), one list per journey. */
  exactSegments?: ExactSegmentRequest[][];
  passengers: { adult: number; child: number; infant: number };
  cabin: CabinClass;
}

export interface SupplierFare {
  passengerType: PassengerType;
  count: number;
  /** Per person, minor units of the offer's currency. */
  base: number;
  /** All taxes per person; airportTax and fuelSurcharge are the parts of it the supplier named. */
  taxes: number;
  airportTax?: number;
  fuelSurcharge?: number;
}

export interface SupplierOffer {
  supplier: string;
  /** The supplier's own reference of this offer (what price check and book quote back). */
  ref: string;
  validatingCarrier: string;
  journeys: Journey[];
  cabin: CabinClass;
  currency: string;
  fares: SupplierFare[];
  fareBasis: string | null;
  baggage: Baggage;
  cancellation: CancellationPolicy;
  seatsLeft: number;
  ticketingTimeLimit: string;
  expiresAt: string;
  /** Travel documents the fare accepts (a price check reports when they changed). */
  documentTypes: DocumentType[];
  /**
   * A real supplier's own offer as it answered (what price check and booking send back), with what
   * our model cannot show (technical stops, terminals, branded fares, fare rules): kept, never dropped.
   */
  supplierData?: unknown;
}

export type PriceCheckAnswer =
  | { outcome: 'unchanged'; offer: SupplierOffer }
  | { outcome: 'price_changed'; offer: SupplierOffer }
  | { outcome: 'package_changed'; offer: SupplierOffer }
  | { outcome: 'document_changed'; offer: SupplierOffer; original: SupplierOffer }
  | { outcome: 'unavailable' };

export interface BookingPassenger {
  type: PassengerType;
  surname: string;
  givenNames: string;
  birthday: string;
  gender: string;
  documentType: string;
  documentNumber: string;
}

export interface SupplierBooking {
  bookingRef: string;
  pnr: string;
  status: 'booked' | 'ticketed' | 'voided' | 'cancelled';
  ticketingTimeLimit: string;
  offer: SupplierOffer;
  passengers: BookingPassenger[];
  tickets: string[];
  /** A real supplier's own order as it last answered (kept on the booking record). */
  supplierData?: unknown;
}

/** What a booking may carry besides the offer and passengers. */
export interface BookingOptions {
  /** Our own reference for this booking, sent where the provider takes one (idempotency, metadata). */
  reference?: string;
  contact?: { name: string; areaCode?: string; phone?: string; email?: string };
}

export interface RefundQuote {
  refundable: number;
  fee: number;
  currency: string;
}

/** A change the airline made to a booked order (retimed, rerouted or cancelled flights). */
export interface AirlineChange {
  /** The supplier's own id of the change (one disruption of ours per id). */
  id: string;
  bookingRef: string;
  /** The flights after the change; empty when the airline cancelled them without others. */
  journeys: Journey[];
  /** What was done about it at the supplier; null while nobody has answered. */
  actionTaken: 'accepted' | 'cancelled' | 'changed' | null;
  detectedAt: string;
}

export interface FlightSupplier {
  readonly code: string;
  readonly name: string;
  /** Tickets are issued by platform staff by hand (the ticketing job leaves such orders to them). */
  readonly manualTicketing?: boolean;
  search(request: SupplierSearchRequest, signal?: AbortSignal): Promise<SupplierOffer[]>;
  priceCheck(offer: SupplierOffer, now?: Date, signal?: AbortSignal): Promise<PriceCheckAnswer>;
  book(offer: SupplierOffer, passengers: BookingPassenger[], options?: BookingOptions): Promise<SupplierBooking>;
  ticket(bookingRef: string): Promise<SupplierBooking>;
  retrieve(bookingRef: string): Promise<SupplierBooking | undefined>;
  changeSearch(bookingRef: string, journeys: SupplierJourneyRequest[]): Promise<SupplierOffer[]>;
  changeQuote(
    bookingRef: string,
    offer: SupplierOffer,
  ): Promise<{ fareDifference: number; taxDifference: number; fee: number; currency: string }>;
  refundQuote(bookingRef: string): Promise<RefundQuote>;
  /** Carries the refund out at the supplier (a real supplier cancels and returns the money); without it the quote is the refund. */
  refund?(bookingRef: string): Promise<RefundQuote>;
  void(bookingRef: string): Promise<SupplierBooking>;
  /** Changes the airline made to this booking, as the supplier lists them. */
  airlineChanges?(bookingRef: string): Promise<AirlineChange[]>;
  /** Tells the supplier the agency's answer to an airline's change: take the new flights, or cancel the order. */
  answerAirlineChange?(bookingRef: string, changeId: string, answer: 'accepted' | 'cancelled'): Promise<AirlineChange>;
  /** Carries a chosen change offer out at the supplier (paid there); without it the change needs no supplier call. */
  applyChange?(bookingRef: string, offer: SupplierOffer): Promise<SupplierBooking>;
  /** Manual mode: tickets the supplier's own desk issued outside the API, as staff typed them in. */
  recordManualTickets?(bookingRef: string, tickets: string[]): Promise<SupplierBooking>;
}

/** A supplier that did not answer in time, or failed: the search goes on without it. */
export class SupplierError extends Error {
  constructor(
    readonly supplier: string,
    readonly reason: 'failed' | 'timeout' | 'unknown_booking',
    message?: string,
  ) {
    super(message ?? `${supplier}: ${reason}`);
  }
}
