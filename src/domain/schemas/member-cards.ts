// Frequent-flyer member cards (/base/v2/member-cards) and often-used passengers
// (/base/v2/often-used-passengers) of the current user.
import { z } from 'zod';
import { MAX_FREQUENT_TRAVELLERS } from './auth';
import { passengerSchema } from './passenger';

export const memberCardInputSchema = z
  .object({
    airline: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}$/, { message: 'airline' }),
    number: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,20}$/, { message: 'ffNumber' }),
    holderName: z.string().trim().max(128).nullable().optional(),
  })
  .strict();

export const memberCardSchema = z.object({
  id: z.number().int(),
  airline: z.string(),
  number: z.string(),
  holderName: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const oftenUsedPassengerSchema = z.object({
  id: z.number().int(),
  passenger: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OftenUsedPassenger = z.infer<typeof oftenUsedPassengerSchema>;

export { passengerSchema as oftenUsedPassengerInputSchema };
export const MAX_OFTEN_USED_PASSENGERS = MAX_FREQUENT_TRAVELLERS;
