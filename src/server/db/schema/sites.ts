// White-label sites: the site info served per host name. One row is the default site (served to
// every host no other enabled site claims); a host name belongs to one site at most (site_domains'
// key), so two sites can never both claim it, whichever server saves first.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    name: varchar('name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 40 }).notNull(),
    chineseName: varchar('chinese_name', { length: 100 }).notNull(),
    chineseShortName: varchar('chinese_short_name', { length: 40 }).notNull(),
    type: varchar('type', { length: 16 }).notNull().default('client'),
    dateFormat: varchar('date_format', { length: 16 }).notNull().default('yyyy-MM-dd'),
    defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('CNY'),
    defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('zh-cn'),
    currencies: jsonb('currencies').$type<string[]>().notNull(),
    /** Image URLs: a public file of the console build, or a checked upload (site_images). */
    logo: text('logo').notNull().default(''),
    whiteLogo: text('white_logo').notNull().default(''),
    favicon: text('favicon').notNull().default(''),
    isIcp: boolean('is_icp').notNull().default(false),
    icpCode: varchar('icp_code', { length: 64 }).notNull().default(''),
    isNetworkSecurity: boolean('is_network_security').notNull().default(false),
    networkSecurityCode: varchar('network_security_code', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** The host names (lower case, no port) each site serves. */
export const siteDomains = pgTable(
  'site_domains',
  {
    domain: varchar('domain', { length: 253 }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
  },
  (t) => [index('site_domains_site_idx').on(t.siteId)],
);

/** Uploaded site images, in the database so every server of a cluster serves them. */
export const siteImages = pgTable(
  'site_images',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    data: text('data').notNull(),
    sha: varchar('sha', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_images_uq').on(t.siteId, t.kind)],
);
