// Partner integrations (a partner platform signing its users into one agency) and the single-login
// request they send. Shared by the server's validation, the OpenAPI document and the console.
import { z } from 'zod';
import { FRAME_ORIGIN_LIMIT, frameOriginOf } from '@/domain/frame-origins';
import { text } from '@/domain/schemas/text';

/** The roles an integration may grant its users: booking staff, never finance or platform staff. */
export const PARTNER_ROLES = ['operator', 'SuperUser'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** How far a single-login timestamp may be from the server's clock, either way. */
export const PARTNER_ENTRY_WINDOW_SECONDS = 300;
/** After a rotation the previous secret still verifies this long. */
export const PARTNER_ROTATION_OVERLAP_HOURS = 24;

export const partnerIntegrationSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  agencyName: text(),
  name: text(),
  keyId: text(),
  role: z.enum(PARTNER_ROLES),
  enabled: z.boolean(),
  /** Origins allowed to show the console in a frame for this partner (normalised). */
  embedOrigins: z.array(text()),
  /** Until when the secret before the last rotation still verifies (null: none does). */
  previousSecretUntil: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type PartnerIntegration = z.infer<typeof partnerIntegrationSchema>;

/** One origin allowed to frame the console (rules in frame-origins.ts); stored normalised. */
const embedOriginsSchema = z
  .array(
    text()
      .max(300)
      .refine((value) => frameOriginOf(value) !== null, { message: 'frameOrigin' }),
  )
  .max(FRAME_ORIGIN_LIMIT);

export const partnerIntegrationInputSchema = z.object({
  agencyId: z.number().int().positive(),
  name: text().trim().min(1).max(100),
  role: z.enum(PARTNER_ROLES),
  enabled: z.boolean().default(true),
  embedOrigins: embedOriginsSchema.default([]),
});

export const partnerIntegrationUpdateSchema = z.object({
  name: text().trim().min(1).max(100).optional(),
  role: z.enum(PARTNER_ROLES).optional(),
  enabled: z.boolean().optional(),
  embedOrigins: embedOriginsSchema.optional(),
});

/** An integration with its secret: answered once, at creation and at each rotation. */
export const partnerSecretSchema = z.object({
  integration: partnerIntegrationSchema,
  secret: text(),
});

export const partnerTestLinkInputSchema = z.object({
  userid: text().trim().min(1).max(128),
});

export const partnerTestLinkSchema = z.object({
  /** A console path (`/partner-entry?...`) to open on this site. */
  url: text(),
  expiresAt: text(),
});

/** The single-login request: `code` is the integration's key id; `timestamp` Unix seconds. */
export const singleLoginSchema = z.object({
  // Not trimmed: the signature covers the values exactly as sent.
  code: text().min(1).max(40),
  signature: text().trim().min(1).max(128),
  timestamp: z.union([z.number().int().nonnegative(), text().regex(/^\d{1,16}$/)]),
  userid: text().min(1).max(128),
  token: text().max(8192).optional(),
});
export type SingleLoginInput = z.infer<typeof singleLoginSchema>;

/** What a partner's token carries about its user, after the defaults. */
export interface PartnerUserInfo {
  nickname: string | null;
  openId: string | null;
  outUserId: string | null;
  userLevel: number;
  userPhone: string | null;
  region: string;
}

/** What the console asks about its own session: the parents that may frame it and post it results. */
export const partnerEmbedSchema = z.object({
  /** The caller's partner integration's origins (empty for a user who did not come from a partner). */
  parentOrigins: z.array(text()),
});
export type PartnerEmbed = z.infer<typeof partnerEmbedSchema>;
