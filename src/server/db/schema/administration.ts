// Administration area: agency logos, look-to-book counters, often-used passengers and member cards.
// (Agency and user columns of this area sit on their tables in foundation.ts.)
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';

/** Logo images, served by a public URL so the console header can show them without the bearer token. */
export const agencyLogos = pgTable('agency_logos', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  mime: varchar('mime', { length: 32 }).notNull(),
  /** Base64 of the image bytes (at most 2 MB before encoding). */
  data: text('data').notNull(),
  sha: varchar('sha', { length: 64 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Searches and bookings per agency per day, for the look-to-book ratio. Incremented, never scanned raw. */
export const agencyDailyActivity = pgTable(
  'agency_daily_activity',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

/** A user's often-used passengers (frequent travellers, at most 30), validated by passengerSchema. */
export const oftenUsedPassengers = pgTable(
  'often_used_passengers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    passenger: jsonb('passenger').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('often_used_passengers_user_idx').on(t.userId)],
);

/** A user's frequent-flyer cards: one per airline and number. */
export const memberCards = pgTable(
  'member_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    airline: varchar('airline', { length: 2 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    holderName: varchar('holder_name', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_cards_user_card_uq').on(t.userId, t.airline, t.number)],
);
