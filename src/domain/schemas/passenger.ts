// Passenger and passenger rules, shared by frequent travellers, often-used passengers
// and (later) booking. Wire names follow the payload fields the SPEC lists.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { isCountryCode } from '../countries';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export const GENDERS = ['male', 'female'] as const;

/** Document types; idcard, passport, chinese-passport and eep are the codes the SPEC shows. */
export const DOCUMENT_TYPES = [
  'idcard',
  'passport',
  'chinese-passport',
  'hk-macao-return-permit',
  'eep',
  'taiwan-compatriot-permit',
  'taiwan-resident-travel-permit',
  'foreigner-residence-permit',
  'hk-macao-travel-permit',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-mm-dd (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const countryCodeSchema = text().trim().toUpperCase().refine(isCountryCode, { message: 'country' });

const isoDate = text().trim().refine(isIsoDate, { message: 'date' });

export const travelDocumentSchema = z.object({
  type: z.enum(DOCUMENT_TYPES),
  number: text()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, { message: 'documentNumber' }),
  expiry: isoDate,
  issuingPlace: text().trim().max(64).nullable().optional(),
});

export const passengerSchema = z
  .object({
    /** A-Z only. */
    surname: text()
      .trim()
      .toUpperCase()
      .min(1)
      .max(64)
      .regex(/^[A-Z]+$/, { message: 'surnameLetters' }),
    given_names: text().trim().min(1).max(64),
    type: z.enum(PASSENGER_TYPES),
    gender: z.enum(GENDERS),
    birthday: isoDate,
    nationality: countryCodeSchema,
    travel_document: travelDocumentSchema,
    phone: text()
      .trim()
      .regex(/^\+?\d{4,20}$/, { message: 'phone' })
      .nullable()
      .optional(),
    email: z.email().max(254).nullable().optional(),
    contactName: text().trim().max(64).nullable().optional(),
    frequentFlyer: z
      .object({
        airline: text()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9]{2}$/, { message: 'airline' }),
        number: text()
          .trim()
          .regex(/^[A-Za-z0-9]{4,20}$/, { message: 'ffNumber' }),
      })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((p) => p.birthday <= todayIso(), { ...whenFieldsPassed, path: ['birthday'], message: 'birthdayFuture' });
export type Passenger = z.infer<typeof passengerSchema>;
