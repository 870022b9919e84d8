// The user log: who did what, when, from where, and the fields a call changed.
import { USER_LOG_ACTIONS } from '@/domain/user-log-actions';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

/** `currency` is set when before and after are money (integer minor units of that currency). */
export const fieldChangeSchema = z.object({
  field: text(),
  before: z.unknown(),
  after: z.unknown(),
  currency: text().length(3).optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const moneyAmountSchema = z.object({ amount: z.number().int(), currency: text().length(3) });

export const userLogEntrySchema = z.object({
  id: z.number(),
  /** A key of USER_LOG_ACTIONS (src/domain/user-log-actions.ts), named by the console in the reader's language. */
  action: text(),
  /** What the call was about, by name (a username, an agency's name, an order number); null when nothing to name. */
  target: text().nullable(),
  /** The amount the call moved, when it moved money. */
  money: moneyAmountSchema.nullable(),
  userId: z.number().nullable(),
  username: text().nullable(),
  ip: text().nullable(),
  changes: z.array(fieldChangeSchema),
  createdAt: text(),
});
export type UserLogEntry = z.infer<typeof userLogEntrySchema>;

export const userLogFilterSchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action_like: text().trim().max(64).optional(),
  /** One action of the catalogue, as the console's action picker sends it. */
  action: z.enum(USER_LOG_ACTIONS as [string, ...string[]]).optional(),
  createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
