// Partner integrations: a partner platform signs its users into one agency (single-login). Each
// integration has a public key id and a secret; the signatures it has used are kept for the
// replay window so every server of a cluster refuses a second use.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';

export const partnerIntegrations = pgTable(
  'partner_integrations',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** The `code` a partner sends: public, names the integration. */
    keyId: varchar('key_id', { length: 40 }).notNull(),
    /**
     * Kept as issued: verifying an HMAC needs the secret itself (a hash cannot verify), and it is
     * handled like the agencies' notification signing secrets (docs/partners.md says why).
     */
    secret: varchar('secret', { length: 80 }).notNull(),
    secretPrevious: varchar('secret_previous', { length: 80 }),
    secretPreviousUntil: timestamp('secret_previous_until', { withTimezone: true }),
    /** The role a partner user gets: operator or SuperUser. */
    role: varchar('role', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Origins allowed to show the console in a frame for this partner (`https://mall.example.com`,
     * `https://*.mall.example.com`), normalised; they are also the parents whose payment result
     * messages the console believes (docs/partners.md, "Embedding").
     */
    embedOrigins: text('embed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_integrations_key_uq').on(t.keyId), index('partner_integrations_agency_idx').on(t.agencyId)],
);

/** Which of our users a partner's user id became, per integration. */
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: serial('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => partnerIntegrations.id),
    partnerUserId: varchar('partner_user_id', { length: 128 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What the partner's last token said (kept for support; the console does not use them). */
    openId: varchar('open_id', { length: 128 }),
    userLevel: integer('user_level').notNull().default(-1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastEntryAt: timestamp('last_entry_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_users_partner_uq').on(t.integrationId, t.partnerUserId), uniqueIndex('partner_users_user_uq').on(t.userId)],
);

/** Signatures already accepted; the unique key makes a second use fail on any server. */
export const partnerSignatures = pgTable(
  'partner_signatures',
  {
    signature: varchar('signature', { length: 64 }).primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => partnerIntegrations.id),
    usedAt: timestamp('used_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('partner_signatures_used_idx').on(t.usedAt)],
);
