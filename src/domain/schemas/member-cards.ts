// Frequent-flyer member cards (/base/v2/member-cards) and often-used passengers
// (/base/v2/often-used-passengers) of the current user.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { MAX_FREQUENT_TRAVELLERS } from './auth';
import { passengerSchema } from './passenger';

export const memberCardInputSchema = z
  .object({
    airline: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}$/, { message: 'airline' }),
    number: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,20}$/, { message: 'ffNumber' }),
    holderName: text().trim().max(128).nullable().optional(),
  })
  .strict();

export const memberCardSchema = z.object({
  id: z.number().int(),
  airline: text(),
  number: text(),
  holderName: text().nullable(),
  createdAt: text(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const oftenUsedPassengerSchema = z.object({
  id: z.number().int(),
  passenger: z.record(text(), z.unknown()),
  createdAt: text(),
  updatedAt: text(),
});
export type OftenUsedPassenger = z.infer<typeof oftenUsedPassengerSchema>;

export { passengerSchema as oftenUsedPassengerInputSchema };
export const MAX_OFTEN_USED_PASSENGERS = MAX_FREQUENT_TRAVELLERS;
