// Per-user flight limits (User): who this user may book for and how. Checked by the server
// on every order and by the console before it sends one.
import { z } from 'zod';
import { DOCUMENT_TYPES, countryCodeSchema } from '../schemas/passenger';
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
  // Both cross-field rules in one check, so a user sees every broken rule at once: a second check
  // gated on "every field passed" would be skipped because the first rule's issue counts as failed.
  .superRefine((l, ctx) => {
    if (l.ageMax !== 0 && l.ageMin > l.ageMax) ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'ageRange' });
    if (l.eligibleCountries.some((c) => l.ineligibleCountries.includes(c)))
      ctx.addIssue({ code: 'custom', path: ['ineligibleCountries'], message: 'countryBoth' });
  }, whenFieldsPassed);
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
