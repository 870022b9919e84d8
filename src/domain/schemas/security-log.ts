// Refusals across every agency, for platform staff: failed logins, calls the access policy refused
// and attempts on another agency's records, each with the caller's address.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const SECURITY_LOG_ACTIONS = ['login.failed', 'partner.login.failed', 'access.refused', 'access.cross-agency'] as const;
export type SecurityLogAction = (typeof SECURITY_LOG_ACTIONS)[number];

export const securityLogEntrySchema = z.object({
  id: z.number(),
  action: z.enum(SECURITY_LOG_ACTIONS),
  /** An error code name (FORBIDDEN, API_KEY_SCOPE, BAD_CREDENTIALS, CODE_INVALID), 'cross-agency', or a partner entry's reason. */
  reason: text().nullable(),
  /** The caller's agency (null for a login name no account has). */
  agencyCode: text().nullable(),
  agencyName: text().nullable(),
  username: text().nullable(),
  /** What was asked for: the route, the other agency's record, or the login name tried. */
  target: text().nullable(),
  ip: text().nullable(),
  /** The same caller's refusals of the minute before that were counted but not written. */
  repeatsBefore: z.number().int(),
  createdAt: text(),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;

export const securityLogFilterSchema = z.object({
  action: z.enum(SECURITY_LOG_ACTIONS).optional(),
  ip_like: text().trim().max(64).optional(),
  createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
