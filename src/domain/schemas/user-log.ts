// The user log (SPEC 2 user-log): who did what, when, from where, and the fields a call changed.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const fieldChangeSchema = z.object({ field: text(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const userLogEntrySchema = z.object({
  id: z.number(),
  action: text(),
  target: text().nullable(),
  userId: z.number().nullable(),
  username: text().nullable(),
  ip: text().nullable(),
  changes: z.array(fieldChangeSchema),
  createdAt: text(),
});
export type UserLogEntry = z.infer<typeof userLogEntrySchema>;

export const userLogFilterSchema = z
  .object({
    userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    action_like: text().trim().max(64).optional(),
    createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  });
