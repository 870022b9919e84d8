// Flight shopping on the wire (Booking filter, Price, Cancellation policy, Baggage) and the
// shopping calls). Amounts are integer minor units with their currency.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { BOOKING_TYPES, tomorrow } from './journey-rules';
import { PASSENGER_TYPES } from '../schemas/passenger';

export const CABIN_CLASSES = ['first', 'premium_first', 'business', 'premium_business', 'premium_economy', 'economy'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const SORT_KEYS = ['price', 'departure', 'duration'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/** Time-of-day bands. */
export const TIME_BANDS = ['00-06', '06-12', '12-18', '18-24'] as const;
export type TimeBand = (typeof TIME_BANDS)[number];
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** `airport-pek` or `bjs` as typed -> `airport-PEK`, `BJS`. */
export function normaliseLocation(value: string): string {
  const upper = value.trim().toUpperCase();
  return upper.startsWith('AIRPORT-') ? `airport-${upper.slice('AIRPORT-'.length)}` : upper;
}

export const journeyRequestSchema = z.object({
  /** airport-CODE or a city code (normalised by normaliseLocation). */
  origin: text().trim().max(16),
  destination: text().trim().max(16),
  date: text().trim().max(10).optional(),
  returnDate: text().trim().max(10).nullable().optional(),
});

export const passengerCountsSchema = z.object({
  adult: z.number().int().min(0).max(9).default(1),
  child: z.number().int().min(0).max(9).default(0),
  infant: z.number().int().min(0).max(9).default(0),
});

export const searchRequestSchema = z.object({
  journeys: z.array(journeyRequestSchema).max(10),
  passengers: passengerCountsSchema.default({ adult: 1, child: 0, infant: 0 }),
  bookingType: z.enum(BOOKING_TYPES).default('oneway'),
  cabinClass: z.enum(CABIN_CLASSES).default('economy'),
  sort: z.enum(SORT_KEYS).default('price'),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export function defaultSearch(now = new Date()): SearchRequest {
  return {
    journeys: [{ origin: '', destination: '', date: tomorrow(now), returnDate: null }],
    passengers: { adult: 1, child: 0, infant: 0 },
    bookingType: 'oneway',
    cabinClass: 'economy',
    sort: 'price',
  };
}

export const segmentSchema = z.object({
  carrier: text(),
  /** The full designator, marketing carrier code included (CX367): shown as is everywhere. */
  flightNumber: text(),
  operatingCarrier: text().nullable(),
  origin: text(),
  destination: text(),
  /** Local times at each airport, yyyy-mm-ddTHH:mm. */
  departure: text(),
  arrival: text(),
  durationMinutes: z.number().int(),
  aircraft: text(),
  cabin: z.enum(CABIN_CLASSES),
  bookingClass: text(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const journeySchema = z.object({
  segments: z.array(segmentSchema).min(1),
  /** Door to door, including connections. */
  durationMinutes: z.number().int(),
});
export type Journey = z.infer<typeof journeySchema>;

export const baggageAllowanceSchema = z.object({
  pieces: z.number().int().min(0),
  weightKg: z.number().int().min(0).nullable(),
  dimensions: text().nullable(),
});
export const baggageSchema = z.object({ carryOn: baggageAllowanceSchema, checked: baggageAllowanceSchema });
export type Baggage = z.infer<typeof baggageSchema>;

export const POLICY_KINDS = ['refund', 'change', 'noShow', 'void'] as const;
export const policyRuleSchema = z.object({
  kind: z.enum(POLICY_KINDS),
  allowed: z.boolean(),
  when: z.enum(['before', 'after']),
  /** Hours from departure the rule's window starts (before) or ends (after). */
  hours: z.number().int().min(0),
  fee: z.number().int().min(0),
});
export const cancellationPolicySchema = z.object({
  rules: z.array(policyRuleSchema),
  currency: text(),
  remarks: text().nullable(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/**
 * What a passenger of one type pays per person (priceDetail.priceList), as sold: every line is in the
 * unit it is shown in (whole units once the sale reaches 10), so the lines shown add up to the sale
 * price shown, which is what is charged (src/domain/shown-price.ts).
 */
export const passengerPriceSchema = z.object({
  passengerType: z.enum(PASSENGER_TYPES),
  count: z.number().int().min(0),
  /** Ticket price (fare) per person. */
  price: z.number().int(),
  /** All taxes and fees per person: airportTax + fuelSurcharge + otherTaxes. */
  taxes: z.number().int(),
  airportTax: z.number().int(),
  fuelSurcharge: z.number().int(),
  otherTaxes: z.number().int(),
  /** The service fee per person (negative: a discount); it takes the rounding of the sale price. */
  markup: z.number().int(),
  /** What one ticket is sold for: price + taxes + markup. */
  salePrice: z.number().int(),
  currency: text(),
});
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

export const priceDetailSchema = z.object({
  productType: z.literal('flight'),
  priceList: z.array(passengerPriceSchema),
  total: z.number().int(),
  currency: text(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

/**
 * What the platform pays the supplier (platform staff only: agencies never see it), converted to the
 * settlement currency exactly (rounded up to the minor unit), per person.
 */
export const passengerCostSchema = z.object({
  passengerType: z.enum(PASSENGER_TYPES),
  count: z.number().int().min(0),
  price: z.number().int(),
  airportTax: z.number().int(),
  fuelSurcharge: z.number().int(),
  otherTaxes: z.number().int(),
  /** price + the three taxes. */
  costPrice: z.number().int(),
});
export const costDetailSchema = z.object({
  priceList: z.array(passengerCostSchema),
  /** Every ticket's cost price times its count. */
  total: z.number().int(),
  currency: text(),
});
export type CostDetail = z.infer<typeof costDetailSchema>;

/** A price list entry stored before taxes were broken down: all its taxes count as other taxes. */
export function withTaxParts(
  p: Omit<PassengerPrice, 'airportTax' | 'fuelSurcharge' | 'otherTaxes'> & Partial<PassengerPrice>,
): PassengerPrice {
  return {
    ...p,
    airportTax: p.airportTax ?? 0,
    fuelSurcharge: p.fuelSurcharge ?? 0,
    otherTaxes: p.otherTaxes ?? p.taxes - (p.airportTax ?? 0) - (p.fuelSurcharge ?? 0),
  };
}

/** One supplier's bookable answer, priced for the agency in its settlement currency. */
export const offerSchema = z.object({
  id: text(),
  supplier: text(),
  validatingCarrier: text(),
  journeys: z.array(journeySchema),
  cabin: z.enum(CABIN_CLASSES),
  priceDetail: priceDetailSchema,
  fareBasis: text().nullable(),
  baggage: baggageSchema,
  cancellation: cancellationPolicySchema,
  seatsLeft: z.number().int(),
  ticketingTimeLimit: text(),
  expiresAt: text(),
});
export type Offer = z.infer<typeof offerSchema>;

/** One itinerary: the same flights from every supplier that sells them, best price first. */
export const solutionSchema = offerSchema.extend({
  itineraryKey: text(),
  stops: z.number().int(),
  alternatives: z.array(
    z.object({ id: text(), supplier: text(), total: z.number().int(), fareBasis: text().nullable(), checkedPieces: z.number().int() }),
  ),
});
export type Solution = z.infer<typeof solutionSchema>;

export const searchStartedSchema = z.object({
  id: text(),
  createdAt: text(),
  staleAt: text(),
  suppliers: z.array(text()),
  currency: text(),
});
export type SearchStarted = z.infer<typeof searchStartedSchema>;

export const solutionsQuerySchema = z.object({
  id: text().trim().min(1).max(64),
  sort: z.enum(SORT_KEYS).default('price'),
  order: z.enum(['asc', 'desc']).default('asc'),
  stops: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  airlines: z
    .array(
      text()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2}$/),
    )
    .max(50)
    .optional(),
  departureBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
  arrivalBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
  cabins: z.array(z.enum(CABIN_CLASSES)).max(6).optional(),
  suppliers: z.array(text().trim().max(32)).max(20).optional(),
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(500).default(50),
});
export type SolutionsQuery = z.infer<typeof solutionsQuerySchema>;

export const supplierStatusSchema = z.object({
  supplier: text(),
  status: z.enum(['pending', 'done', 'failed', 'timeout']),
  offers: z.number().int(),
  elapsedMs: z.number().int().nullable(),
});

/** Facets over the whole answer (before filtering) so the filter panel shows what exists. */
export const solutionFacetsSchema = z.object({
  airlines: z.array(z.object({ code: text(), count: z.number().int(), minTotal: z.number().int() })),
  stops: z.array(z.object({ stops: z.number().int(), count: z.number().int(), minTotal: z.number().int() })),
  suppliers: z.array(text()),
  /** Each supplier's name by the code (or label) in `suppliers`; a hidden supplier is named by its label only. */
  supplierNames: z.record(z.string(), text()).optional(),
  cabins: z.array(z.enum(CABIN_CLASSES)),
});

export const solutionsAnswerSchema = z.object({
  id: text(),
  complete: z.boolean(),
  stale: z.boolean(),
  createdAt: text(),
  staleAt: text(),
  currency: text(),
  request: searchRequestSchema,
  total: z.number().int(),
  solutions: z.array(solutionSchema),
  facets: solutionFacetsSchema,
  suppliers: z.array(supplierStatusSchema),
});
export type SolutionsAnswer = z.infer<typeof solutionsAnswerSchema>;

/**
 * What a search's event stream says each time a supplier answers: how many of its suppliers have
 * answered (or failed, or ran out of time) and whether the search is over. The console then reads
 * `/solutions` for the page it shows; the event carries no offers.
 */
export const searchProgressSchema = z.object({
  answered: z.number().int().min(0),
  of: z.number().int().min(0),
  complete: z.boolean(),
});
export type SearchProgress = z.infer<typeof searchProgressSchema>;
export const SEARCH_PROGRESS_EVENT = 'progress';

/** A search is stale 10 minutes after it was made; a verified quote lives 15 minutes. */
export const SEARCH_STALE_MS = 10 * 60_000;
export const QUOTE_VALID_MS = 15 * 60_000;
