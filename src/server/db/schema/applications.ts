// Partnership applications sent from the public site's form, worked by platform staff in their inbox.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    country: varchar('country', { length: 2 }).notNull(),
    companyName: varchar('company_name', { length: 128 }).notNull().default(''),
    companyAddress: varchar('company_address', { length: 256 }).notNull().default(''),
    websiteUrl: varchar('website_url', { length: 256 }).notNull().default(''),
    others: text('others').notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('new'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    suspectedSpam: boolean('suspected_spam').notNull().default(false),
    /** The agency created from this application ("convert"). */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** The sender's address, for staff judging abuse; not shown to anyone else. */
    ip: varchar('ip', { length: 64 }),
    language: varchar('language', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_status_idx').on(t.status, t.createdAt),
    index('applications_created_idx').on(t.createdAt),
    check('applications_status_ck', sql`${t.status} IN ('new', 'contacted', 'converted', 'closed')`),
    check('applications_contact_ck', sql`${t.email} <> '' OR ${t.phone} <> ''`),
  ],
);
