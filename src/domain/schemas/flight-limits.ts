// Per-user flight limits (User): who this user may book for and how. Checked by the server
// on every order and by the console before it sends one.
import { z } from 'zod';
import { DOCUMENT_TYPES, countryCodeSchema } from './passenger';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export const INVOICE_TYPES = ['invoice', 'itinerary', 'both', 'none'] as const;
export const TICKETING_CHANNELS = ['all', 'automatic', 'manual'] as const;
export const PRODUCT_TYPES = ['all', 'published', 'private', 'charter'] as const;

export const flightLimitsSchema = z
  .object({
    /** Traveller age bounds in years; 0 = unlimited. */
    ageMin: z.number().int().min(0).max(120),
    ageMax: z.number().int().min(0).max(120),
    /** Accepted travel documents; empty = all. */
    documentTypes: z.array(z.enum(DOCUMENT_TYPES)).max(DOCUMENT_TYPES.length),
    eligibleCountries: z.array(countryCodeSchema).max(250),
    ineligibleCountries: z.array(countryCodeSchema).max(250),
    invoiceType: z.enum(INVOICE_TYPES),
    ticketingChannel: z.enum(TICKETING_CHANNELS),
    productType: z.enum(PRODUCT_TYPES),
  })
  .strict()
  .refine((l) => l.ageMax === 0 || l.ageMin <= l.ageMax, { ...whenFieldsPassed, path: ['ageMax'], message: 'ageRange' })
  .refine((l) => !l.eligibleCountries.some((c) => l.ineligibleCountries.includes(c)), { ...whenFieldsPassed, path: ['ineligibleCountries'], message: 'countryBoth' });
export type FlightLimits = z.infer<typeof flightLimitsSchema>;

export const DEFAULT_FLIGHT_LIMITS: FlightLimits = {
  ageMin: 0,
  ageMax: 0,
  documentTypes: [],
  eligibleCountries: [],
  ineligibleCountries: [],
  invoiceType: 'both',
  ticketingChannel: 'all',
  productType: 'all',
};
