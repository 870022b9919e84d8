// The database schema (drizzle). One migrations folder is generated from it and applied alike to
// PGlite and PostgreSQL. Later areas add their tables here.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CompanyCommonConfig } from '../../../domain/access/subject';
import type { PersonalConfig } from '../../../domain/schemas/auth';
import type { SpecialAgency } from '../../../domain/schemas/agency-branding';
import { sites } from './sites';

/** Agencies, sub-agencies and the platform itself (is_platform) form one tree. */
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    isPlatform: boolean('is_platform').notNull().default(false),
    name: varchar('name', { length: 128 }).notNull(),
    alias: varchar('alias', { length: 128 }),
    code: varchar('code', { length: 32 }).notNull(),
    proxyLevel: integer('proxy_level').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    logo: text('logo'),
    contactName: varchar('contact_name', { length: 128 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    contactPhone: varchar('contact_phone', { length: 32 }),
    /** Website access control: when set, logins are accepted only from these hosts. */
    domainLimit: text('domain_limit'),
    /** The white-label site the agency belongs to (null: the default site); set by platform staff. */
    siteId: integer('site_id').references(() => sites.id),
    /** A special agency's theme, forced language and login message (platform staff); null: none. */
    special: jsonb('special').$type<SpecialAgency>(),
    commonConfig: jsonb('common_config').$type<CompanyCommonConfig>().notNull(),
    /** Ancestry '/<root id>/.../<own id>/': descendants are the rows whose path starts with this one. */
    path: varchar('path', { length: 512 }).notNull().default(''),
    dedicatedService: varchar('dedicated_service', { length: 256 }),
    extraInfo: text('extra_info'),
    address: varchar('address', { length: 256 }),
    companyInfo: text('company_info'),
    /** Agency settings, validated by agencySettingsSchema; the commonConfig flags live above. */
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** SHA-256 of the agency's API key (X-Api-Key); the key itself is shown once and never stored. */
    apiKeyHash: varchar('api_key_hash', { length: 64 }),
    apiKeyPrefix: varchar('api_key_prefix', { length: 16 }),
    apiKeyCreatedAt: timestamp('api_key_created_at', { withTimezone: true }),
    /**
     * Key that signs the agency's outgoing notifications. Kept as is (a signature needs the key
     * itself), shown to the agency once when issued. After a rotation the previous key also signs
     * until `notifySecretPreviousUntil`, so a receiver can switch without losing events.
     */
    notifySecret: varchar('notify_secret', { length: 64 }),
    notifySecretPrevious: varchar('notify_secret_previous', { length: 64 }),
    notifySecretPreviousUntil: timestamp('notify_secret_previous_until', { withTimezone: true }),
    /** Deletion is irreversible: the row stays for the ledger and the log, hidden and locked out. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agencies_code_uq').on(t.code),
    index('agencies_parent_idx').on(t.parentId),
    index('agencies_path_idx').on(t.path.op('text_pattern_ops')),
    // The agencies list's sorts (newest first by default, by name), so a page is an index walk.
    index('agencies_created_idx').on(t.createdAt, t.id),
    index('agencies_name_idx').on(t.name, t.id),
    // The list's sorts over live agencies, each field then the id, carrying the scope's columns:
    // migrations 0009 (name, code, creation; trigrams for "contains") and 0035 (alias, status),
    // written by hand (no INCLUDE here; docs/admin-lists-performance.md).
    uniqueIndex('agencies_api_key_uq').on(t.apiKeyHash),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    username: varchar('username', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by an administrator's reset: every call but /me, logout and a password change is refused until the user picks their own. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    nickname: varchar('nickname', { length: 64 }),
    mobile: varchar('mobile', { length: 20 }),
    areaCode: varchar('area_code', { length: 4 }).notNull().default('86'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    isPlatformStaff: boolean('is_platform_staff').notNull().default(false),
    avatar: text('avatar'),
    outUserId: varchar('out_user_id', { length: 64 }),
    config: jsonb('config')
      .$type<Partial<PersonalConfig>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Per-user flight limits, validated by flightLimitsSchema; empty = the defaults. */
    flightLimits: jsonb('flight_limits')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Deleted users stay (the log names them) but are inactive and hidden; their username stays taken. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_agency_idx').on(t.agencyId),
    // The users list: one agency's users by username or newest first, a page an index walk.
    index('users_agency_username_idx').on(t.agencyId, t.username),
    index('users_agency_created_idx').on(t.agencyId, t.createdAt, t.id),
    // The list's other sorts over live users (each field, then the id): migration 0009 covers username
    // and creation, and the "contains" searches with trigrams.
    index('users_live_email_idx')
      .on(t.agencyId, t.email, t.id)
      .where(sql`deleted_at IS NULL`),
    index('users_live_nickname_idx')
      .on(t.agencyId, t.nickname, t.id)
      .where(sql`deleted_at IS NULL`),
    index('users_live_status_idx')
      .on(t.agencyId, t.status, t.id)
      .where(sql`deleted_at IS NULL`),
  ],
);

/** Server-side sessions: the bearer token is random; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** E-mailed one-time login codes (hashed), single use, expiring. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('login_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Every login attempt, for per-account and per-address throttling shared by all servers. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: varchar('account', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_account_idx').on(t.account, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/** Mail kept when no SMTP server is configured, and the delivery record when one is. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** The user log: who did what, when, from where. Never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: integer('agency_id'),
    userId: integer('user_id'),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The user log's walks: newest (or oldest) first, per user, per action; the id breaks ties, so a
  // cursor starts a page inside the index.
  (t) => [
    index('audit_agency_idx').on(t.agencyId, t.createdAt, t.id),
    index('audit_agency_user_idx').on(t.agencyId, t.userId, t.createdAt, t.id),
    index('audit_agency_action_idx').on(t.agencyId, t.action, t.createdAt, t.id),
  ],
);

/** Exchange rates per base currency, dated. Stored as exact decimal text. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currency: varchar('currency', { length: 3 }).notNull(),
    rate: text('rate').notNull(),
    rateDate: varchar('rate_date', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_uq').on(t.currency, t.rateDate)],
);
