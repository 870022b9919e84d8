// The user log (user-log): who did what, when, from where, and the fields a call changed.
import { z } from 'zod';

export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const userLogEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  target: z.string().nullable(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
  createdAt: z.string(),
});
export type UserLogEntry = z.infer<typeof userLogEntrySchema>;

export const userLogFilterSchema = z
  .object({
    userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    action_like: z.string().trim().max(64).optional(),
    createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  });
