// Price check (outcomes) and order creation (POST /order/v2/flight/orders) on the wire.
import { z } from 'zod';
import { FLIGHT_ORDER_STATUSES, FLIGHT_ORDER_TYPES } from '../orders/flight-order-status';
import { DOCUMENT_TYPES, passengerSchema } from './passenger';
import { baggageSchema, journeySchema, offerSchema, passengerCountsSchema, priceDetailSchema, cancellationPolicySchema } from './shopping';

export const VERIFY_OUTCOMES = ['unchanged', 'price_changed', 'package_changed', 'unavailable', 'document_changed', 'timeout'] as const;
export type VerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

export const quoteSchema = z.object({
  id: z.string(),
  searchId: z.string(),
  offer: offerSchema,
  passengers: passengerCountsSchema,
  /** Travel documents the fare accepts now. */
  documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  validUntil: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const verificationAnswerSchema = z.object({
  outcome: z.enum(VERIFY_OUTCOMES),
  /** The bookable quote (absent when the fare is gone or the check timed out). */
  quote: quoteSchema.nullable(),
  /** document_changed: the original package, kept as it was (the other choice). */
  originalQuote: quoteSchema.nullable(),
  previousTotal: z.number().int(),
  previousBaggage: baggageSchema,
  previousDocumentTypes: z.array(z.enum(DOCUMENT_TYPES)),
});
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;

export const contactSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    areaCode: z.string().trim().regex(/^\d{1,4}$/, { message: 'areaCode' }).default('86'),
    phone: z.string().trim().regex(/^\d{4,20}$/, { message: 'phone' }),
    email: z.email().max(254),
  })
  .strict();
export type Contact = z.infer<typeof contactSchema>;

export const PAYMENT_CHOICES = ['later', 'balance'] as const;

export const createOrderSchema = z
  .object({
    quoteId: z.string().trim().min(1).max(40),
    /** The settlement currency the operator was shown (settlement currency change). */
    currency: z.string().trim().length(3),
    passengers: z.array(passengerSchema).min(1).max(9),
    contact: contactSchema,
    payment: z.enum(PAYMENT_CHOICES).default('later'),
    remark: z.string().trim().max(512).nullable().optional(),
  })
  .strict();
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderPassengerSchema = z.object({
  type: z.string(),
  surname: z.string(),
  givenNames: z.string(),
  gender: z.string(),
  birthday: z.string(),
  nationality: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  documentExpiry: z.string(),
  salePrice: z.number().int(),
  ticketNumber: z.string().nullable(),
});

export const flightOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(FLIGHT_ORDER_TYPES),
  status: z.enum(FLIGHT_ORDER_STATUSES),
  supplier: z.string(),
  supplierRef: z.string(),
  pnr: z.string().nullable(),
  validatingCarrier: z.string(),
  bookingType: z.string(),
  cabin: z.string(),
  journeys: z.array(journeySchema),
  priceDetail: priceDetailSchema,
  fareBasis: z.string().nullable(),
  baggage: baggageSchema,
  cancellation: cancellationPolicySchema,
  passengers: z.array(orderPassengerSchema),
  contact: contactSchema,
  currency: z.string(),
  totalAmount: z.number().int(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  payBefore: z.string(),
  createdAt: z.string(),
});
export type FlightOrder = z.infer<typeof flightOrderSchema>;

export const pnrAnalysisRequestSchema = z.object({ pnr: z.string().max(8000) });

export const pnrAnalysisSchema = z.object({
  format: z.enum(['amadeus', 'sabre', 'travelsky']),
  recordLocator: z.string().nullable(),
  passengers: z.array(z.object({ name: z.string(), surname: z.string(), givenNames: z.string(), type: z.enum(['adult', 'child', 'infant']) })),
  segments: z.array(z.object({
    carrier: z.string(), flightNumber: z.string(), bookingClass: z.string(), date: z.string(), origin: z.string(), destination: z.string(),
    status: z.string(), seats: z.number().int(), departureTime: z.string(), arrivalTime: z.string(), arrivalDayOffset: z.number().int(),
  })),
  unreadLines: z.array(z.number().int()),
});
export type PnrAnalysis = z.infer<typeof pnrAnalysisSchema>;

export const accurateSearchRequestSchema = pnrAnalysisRequestSchema.extend({
  cabinClass: z.enum(['first', 'premium_first', 'business', 'premium_business', 'premium_economy', 'economy']).optional(),
});

/** Document recognition (POST /base/v2/analysis/document): what the passport's machine-readable zone says. */
export const documentAnalysisSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  surname: z.string(),
  givenNames: z.string(),
  documentNumber: z.string(),
  nationality: z.string(),
  birthday: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  expiry: z.string(),
  issuingCountry: z.string(),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;
