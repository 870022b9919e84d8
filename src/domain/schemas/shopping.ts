// Flight shopping on the wire (Booking filter, Price, Cancellation policy, Baggage) and the
// shopping calls). Amounts are integer minor units with their currency.
import { z } from 'zod';
import { BOOKING_TYPES, tomorrow } from '../flights/journey-rules';
import { PASSENGER_TYPES } from './passenger';

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
  origin: z.string().trim().max(16),
  destination: z.string().trim().max(16),
  date: z.string().trim().max(10).optional(),
  returnDate: z.string().trim().max(10).nullable().optional(),
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
  carrier: z.string(),
  /** The full designator, marketing carrier code included (CX367): shown as is everywhere. */
  flightNumber: z.string(),
  operatingCarrier: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  /** Local times at each airport, yyyy-mm-ddTHH:mm. */
  departure: z.string(),
  arrival: z.string(),
  durationMinutes: z.number().int(),
  aircraft: z.string(),
  cabin: z.enum(CABIN_CLASSES),
  bookingClass: z.string(),
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
  dimensions: z.string().nullable(),
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
  currency: z.string(),
  remarks: z.string().nullable(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** What a passenger of one type pays per person (priceDetail.priceList). */
export const passengerPriceSchema = z.object({
  passengerType: z.enum(PASSENGER_TYPES),
  count: z.number().int().min(0),
  /** Ticket price (fare) per person. */
  price: z.number().int(),
  taxes: z.number().int(),
  /** The agency's markup per person (may be negative: a discount). */
  markup: z.number().int(),
  /** What the agency sells one ticket for: price + taxes + markup. */
  salePrice: z.number().int(),
  currency: z.string(),
});
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

export const priceDetailSchema = z.object({
  productType: z.literal('flight'),
  priceList: z.array(passengerPriceSchema),
  total: z.number().int(),
  currency: z.string(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

/** One supplier's bookable answer, priced for the agency in its settlement currency. */
export const offerSchema = z.object({
  id: z.string(),
  supplier: z.string(),
  validatingCarrier: z.string(),
  journeys: z.array(journeySchema),
  cabin: z.enum(CABIN_CLASSES),
  priceDetail: priceDetailSchema,
  fareBasis: z.string().nullable(),
  baggage: baggageSchema,
  cancellation: cancellationPolicySchema,
  seatsLeft: z.number().int(),
  ticketingTimeLimit: z.string(),
  expiresAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** One itinerary: the same flights from every supplier that sells them, best price first. */
export const solutionSchema = offerSchema.extend({
  itineraryKey: z.string(),
  stops: z.number().int(),
  alternatives: z.array(z.object({ id: z.string(), supplier: z.string(), total: z.number().int(), fareBasis: z.string().nullable(), checkedPieces: z.number().int() })),
});
export type Solution = z.infer<typeof solutionSchema>;

export const searchStartedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  staleAt: z.string(),
  suppliers: z.array(z.string()),
  currency: z.string(),
});
export type SearchStarted = z.infer<typeof searchStartedSchema>;

export const solutionsQuerySchema = z.object({
  id: z.string().trim().min(1).max(64),
  sort: z.enum(SORT_KEYS).default('price'),
  order: z.enum(['asc', 'desc']).default('asc'),
  stops: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  airlines: z.array(z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}$/)).max(50).optional(),
  departureBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
  arrivalBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
  cabins: z.array(z.enum(CABIN_CLASSES)).max(6).optional(),
  suppliers: z.array(z.string().trim().max(32)).max(20).optional(),
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(500).default(50),
});
export type SolutionsQuery = z.infer<typeof solutionsQuerySchema>;

export const supplierStatusSchema = z.object({
  supplier: z.string(),
  status: z.enum(['pending', 'done', 'failed', 'timeout']),
  offers: z.number().int(),
  elapsedMs: z.number().int().nullable(),
});

/** Facets over the whole answer (before filtering) so the filter panel shows what exists. */
export const solutionFacetsSchema = z.object({
  airlines: z.array(z.object({ code: z.string(), count: z.number().int(), minTotal: z.number().int() })),
  stops: z.array(z.object({ stops: z.number().int(), count: z.number().int(), minTotal: z.number().int() })),
  suppliers: z.array(z.string()),
  cabins: z.array(z.enum(CABIN_CLASSES)),
});

export const solutionsAnswerSchema = z.object({
  id: z.string(),
  complete: z.boolean(),
  stale: z.boolean(),
  createdAt: z.string(),
  staleAt: z.string(),
  currency: z.string(),
  request: searchRequestSchema,
  total: z.number().int(),
  solutions: z.array(solutionSchema),
  facets: solutionFacetsSchema,
  suppliers: z.array(supplierStatusSchema),
});
export type SolutionsAnswer = z.infer<typeof solutionsAnswerSchema>;

/** A search is stale 10 minutes after it was made; a verified quote lives 15 minutes. */
export const SEARCH_STALE_MS = 10 * 60_000;
export const QUOTE_VALID_MS = 15 * 60_000;
