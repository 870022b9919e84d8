// Price check (outcomes) and order creation (POST /order/v2/flight/orders) on the wire.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { FLIGHT_ORDER_STATUSES, FLIGHT_ORDER_TYPES } from './flight-order-status';
import { DOCUMENT_TYPES, passengerSchema } from '../schemas/passenger';
import { baggageSchema, journeySchema, offerSchema, passengerCountsSchema, priceDetailSchema, cancellationPolicySchema } from './shopping';

export const VERIFY_OUTCOMES = ['unchanged', 'price_changed', 'package_changed', 'unavailable', 'document_changed', 'timeout'] as const;
export type VerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

export const quoteSchema = z.object({
  id: text(),
  searchId: text(),
  offer: offerSchema,
  passengers: passengerCountsSchema,
  /** Travel documents the fare accepts now. */
  documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  validUntil: text(),
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
    name: text().trim().min(1).max(64),
    areaCode: text()
      .trim()
      .regex(/^\d{1,4}$/, { message: 'areaCode' })
      .default('86'),
    phone: text()
      .trim()
      .regex(/^\d{4,20}$/, { message: 'phone' }),
    email: z.email().max(254),
  })
  .strict();
export type Contact = z.infer<typeof contactSchema>;

export const PAYMENT_CHOICES = ['later', 'balance'] as const;

export const createOrderSchema = z
  .object({
    quoteId: text().trim().min(1).max(40),
    /** The settlement currency the operator was shown (settlement currency change). */
    currency: text().trim().length(3),
    passengers: z.array(passengerSchema).min(1).max(9),
    contact: contactSchema,
    payment: z.enum(PAYMENT_CHOICES).default('later'),
    remark: text().trim().max(512).nullable().optional(),
  })
  .strict();
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderPassengerSchema = z.object({
  type: text(),
  surname: text(),
  givenNames: text(),
  gender: text(),
  birthday: text(),
  nationality: text(),
  documentType: text(),
  documentNumber: text(),
  documentExpiry: text(),
  salePrice: z.number().int(),
  ticketNumber: text().nullable(),
});

export const flightOrderSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  type: z.enum(FLIGHT_ORDER_TYPES),
  status: z.enum(FLIGHT_ORDER_STATUSES),
  /** The supplier's code; null for agencies whose "show suppliers" setting is off. */
  supplier: text().nullable(),
  supplierRef: text(),
  pnr: text().nullable(),
  validatingCarrier: text(),
  bookingType: text(),
  cabin: text(),
  journeys: z.array(journeySchema),
  priceDetail: priceDetailSchema,
  fareBasis: text().nullable(),
  baggage: baggageSchema,
  cancellation: cancellationPolicySchema,
  passengers: z.array(orderPassengerSchema),
  contact: contactSchema,
  currency: text(),
  totalAmount: z.number().int(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  payBefore: text(),
  createdAt: text(),
});
export type FlightOrder = z.infer<typeof flightOrderSchema>;

export const pnrAnalysisRequestSchema = z.object({ pnr: text().max(8000) });

export const pnrAnalysisSchema = z.object({
  format: z.enum(['amadeus', 'sabre', 'travelsky']),
  recordLocator: text().nullable(),
  passengers: z.array(
    z.object({
      name: text(),
      surname: text(),
      givenNames: text(),
      type: z.enum(['adult', 'child', 'infant']),
      /** What the PNR's SSR DOCS (passport) or FOID (identity card) line says of this passenger, when there is one. */
      document: z
        .object({
          type: z.enum(DOCUMENT_TYPES),
          number: text(),
          nationality: text().nullable(),
          birthday: text().nullable(),
          gender: z.enum(['male', 'female']).nullable(),
          expiry: text().nullable(),
        })
        .optional(),
    }),
  ),
  segments: z.array(
    z.object({
      carrier: text(),
      flightNumber: text(),
      bookingClass: text(),
      date: text(),
      origin: text(),
      destination: text(),
      status: text(),
      seats: z.number().int(),
      departureTime: text(),
      arrivalTime: text(),
      arrivalDayOffset: z.number().int(),
    }),
  ),
  unreadLines: z.array(z.number().int()),
});
export type PnrAnalysis = z.infer<typeof pnrAnalysisSchema>;

export const accurateSearchRequestSchema = pnrAnalysisRequestSchema.extend({
  cabinClass: z.enum(['first', 'premium_first', 'business', 'premium_business', 'premium_economy', 'economy']).optional(),
});

/** Document recognition (POST /base/v2/analysis/document): what the passport's machine-readable zone says. */
export const documentAnalysisSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  surname: text(),
  givenNames: text(),
  documentNumber: text(),
  nationality: text(),
  birthday: text(),
  gender: z.enum(['male', 'female']).nullable(),
  expiry: text(),
  issuingCountry: text(),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;
