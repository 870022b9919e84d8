// Flight shopping and booking: reference data (airports, cities, airlines), searches with the
// suppliers' answers, verified quotes, and flight orders with their segments and passengers.
// Amounts are integer minor units (bigint) with their currency.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';
import type { DocumentType } from '@/domain/schemas/passenger';

/** Which version of a reference data set is loaded (a checksum of the shipped file). */
export const referenceDataVersions = pgTable('reference_data_versions', {
  dataset: varchar('dataset', { length: 32 }).primaryKey(),
  checksum: varchar('checksum', { length: 64 }).notNull(),
  rows: integer('rows').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const airports = pgTable(
  'airports',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    chineseName: varchar('chinese_name', { length: 64 }),
    traditionalName: varchar('traditional_name', { length: 64 }),
    country: varchar('country', { length: 2 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The metropolitan city code, or the airport's own code when its city has one airport. */
    cityCode: varchar('city_code', { length: 3 }).notNull(),
    cityName: varchar('city_name', { length: 128 }).notNull(),
    cityChineseName: varchar('city_chinese_name', { length: 64 }),
    cityTraditionalName: varchar('city_traditional_name', { length: 64 }),
    /** Pinyin of the Chinese city and airport names: full syllables, then initials. */
    pinyin: varchar('pinyin', { length: 256 }),
    /** Traffic rank among the airports we name in Chinese (1 = busiest); null for the rest. */
    rank: integer('rank'),
  },
  (t) => [index('airports_city_idx').on(t.cityCode)],
);

/** Multi-airport cities (IATA metropolitan codes); single-airport cities are their airport. */
export const cities = pgTable('cities', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull(),
  chineseName: varchar('chinese_name', { length: 64 }),
  traditionalName: varchar('traditional_name', { length: 64 }),
  country: varchar('country', { length: 2 }).notNull(),
  pinyin: varchar('pinyin', { length: 128 }),
});

export const airlines = pgTable('airlines', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull(),
  chineseName: varchar('chinese_name', { length: 64 }),
  traditionalName: varchar('traditional_name', { length: 64 }),
  country: varchar('country', { length: 2 }),
});

/**
 * One search over the allowed suppliers. The request and the settings it ran with are kept so any
 * server can answer `/solutions` for it; each supplier's answer is one row of flight_search_results.
 */
export const flightSearches = pgTable(
  'flight_searches',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16 }).notNull().default('shopping'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    suppliers: jsonb('suppliers').$type<string[]>().notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_searches_agency_idx').on(t.agencyId, t.createdAt)],
);

export const flightSearchResults = pgTable(
  'flight_search_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchId: varchar('search_id', { length: 40 })
      .notNull()
      .references(() => flightSearches.id),
    supplier: varchar('supplier', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    /** Offers already mapped to our model and priced for the agency (settlement currency). */
    offers: jsonb('offers').$type<unknown[]>().notNull(),
    /** The same offers as the supplier quoted them (its currency, no markup), by offer id: what price check and booking send back. */
    sourceOffers: jsonb('source_offers')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    elapsedMs: integer('elapsed_ms').notNull(),
    error: varchar('error', { length: 256 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_search_results_uq').on(t.searchId, t.supplier),
    check('flight_search_results_status_ck', sql`${t.status} IN ('done', 'failed', 'timeout')`),
  ],
);

/** A price check's answer: the offer as the supplier confirmed it, bookable until valid_until. */
export const flightQuotes = pgTable(
  'flight_quotes',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    searchId: varchar('search_id', { length: 40 })
      .notNull()
      .references(() => flightSearches.id),
    offerId: varchar('offer_id', { length: 64 }).notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    offer: jsonb('offer').$type<unknown>().notNull(),
    passengers: jsonb('passengers').$type<{ adult: number; child: number; infant: number }>().notNull(),
    documentTypes: jsonb('document_types').$type<DocumentType[]>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_quotes_search_idx').on(t.searchId)],
);

/**
 * Flight orders in every status. Origin bookings are created here; change, refund and void orders
 * point at their origin through origin_order_id.
 */
export const flightOrders = pgTable(
  'flight_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 8 }).notNull().default('origin'),
    status: varchar('status', { length: 24 }).notNull(),
    originOrderId: integer('origin_order_id'),
    quoteId: varchar('quote_id', { length: 40 }),
    supplier: varchar('supplier', { length: 32 }).notNull(),
    /** The supplier's booking reference and the airline record locator. */
    supplierRef: varchar('supplier_ref', { length: 64 }).notNull(),
    pnr: varchar('pnr', { length: 16 }),
    validatingCarrier: varchar('validating_carrier', { length: 2 }).notNull(),
    bookingType: varchar('booking_type', { length: 8 }).notNull(),
    cabin: varchar('cabin', { length: 20 }).notNull(),
    itinerary: jsonb('itinerary').$type<unknown[]>().notNull(),
    /** The price snapshot as sold: priceDetail, fare basis, baggage, cancellation policy. */
    priceSnapshot: jsonb('price_snapshot').$type<Record<string, unknown>>().notNull(),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    fareAmount: bigint('fare_amount', { mode: 'number' }).notNull(),
    taxAmount: bigint('tax_amount', { mode: 'number' }).notNull(),
    markupAmount: bigint('markup_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    paymentStatus: varchar('payment_status', { length: 8 }).notNull().default('unpaid'),
    paymentChannel: varchar('payment_channel', { length: 24 }),
    /** Pay by this time or the booking is released (the supplier's ticketing time limit). */
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    remark: varchar('remark', { length: 512 }),
    lockedStatus: integer('locked_status').notNull().default(0),
    lockedById: integer('locked_by_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Staff's remark when approving or rejecting, shown to the agency. */
    reviewRemark: varchar('review_remark', { length: 512 }),
    /** After-sale orders: what the agency asked (reason, sub-option, passengers, the chosen change option). */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** After-sale orders: the figures (change: differences and fees; refund: refundable and fees). */
    quote: jsonb('quote').$type<Record<string, number>>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** By when the ticket is due, from the agency's ticketing-speed plan when the order was paid; null: no promise. */
    ticketingDeadline: timestamp('ticketing_deadline', { withTimezone: true }),
    /** Hidden from lists by the agency (final orders only); kept for the ledger and history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_orders_no_uq').on(t.orderNo),
    // Every sort the orders list offers is an ordered walk of one of these indexes (id breaks ties,
    // so a walk needs no sort): per agency in scope, or over every agency for staff. The lists never
    // show hidden orders, so their own indexes leave them out, which lets a deep page count its way
    // through the index alone (docs/orders-list-performance.md).
    index('flight_orders_list_agency_created_idx')
      .on(t.agencyId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_agency_amount_idx')
      .on(t.agencyId, t.totalAmount, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // By status, newest first within a status. The older (agency, status, created) index below counts
    // hidden orders too, so a walk of it reads every order to leave those out; a prepared list
    // statement's generic plan then preferred sorting a whole agency's orders (55 ms at 100k orders).
    index('flight_orders_list_agency_status_created_idx')
      .on(t.agencyId, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_agency_status_amount_idx')
      .on(t.agencyId, t.status, t.totalAmount, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_amount_idx')
      .on(t.totalAmount, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_status_created_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_status_amount_idx')
      .on(t.status, t.totalAmount, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // The menu's order kinds (a type) and a pending section's tabs (a type within its statuses), newest first.
    index('flight_orders_list_agency_type_created_idx')
      .on(t.agencyId, t.type, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_agency_type_status_idx')
      .on(t.agencyId, t.type, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_type_created_idx')
      .on(t.type, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('flight_orders_list_type_status_idx')
      .on(t.type, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // One agency and status, newest first (also by status, then newest); hidden orders included, as
    // the agency's open orders are looked up by status before the agency is deleted.
    index('flight_orders_agency_status_created_idx').on(t.agencyId, t.status, t.createdAt, t.id),
    index('flight_orders_pnr_idx').on(t.pnr),
    index('flight_orders_origin_idx').on(t.originOrderId),
    index('flight_orders_supplier_ref_idx').on(t.supplierRef),
    index('flight_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    check('flight_orders_type_ck', sql`${t.type} IN ('origin', 'change', 'refund', 'void')`),
    check('flight_orders_amount_ck', sql`${t.totalAmount} >= 0`),
  ],
);

export const flightOrderSegments = pgTable(
  'flight_order_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => flightOrders.id),
    journeyIndex: integer('journey_index').notNull(),
    seq: integer('seq').notNull(),
    carrier: varchar('carrier', { length: 2 }).notNull(),
    flightNumber: varchar('flight_number', { length: 8 }).notNull(),
    origin: varchar('origin', { length: 3 }).notNull(),
    destination: varchar('destination', { length: 3 }).notNull(),
    departure: varchar('departure', { length: 16 }).notNull(),
    arrival: varchar('arrival', { length: 16 }).notNull(),
    cabin: varchar('cabin', { length: 20 }).notNull(),
    bookingClass: varchar('booking_class', { length: 2 }).notNull(),
  },
  (t) => [index('flight_order_segments_order_idx').on(t.orderId), index('flight_order_segments_flight_idx').on(t.carrier, t.flightNumber)],
);

export const flightOrderPassengers = pgTable(
  'flight_order_passengers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => flightOrders.id),
    seq: integer('seq').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    givenNames: varchar('given_names', { length: 64 }).notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    birthday: varchar('birthday', { length: 10 }).notNull(),
    nationality: varchar('nationality', { length: 2 }).notNull(),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentNumber: varchar('document_number', { length: 32 }).notNull(),
    documentExpiry: varchar('document_expiry', { length: 10 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull(),
    ticketNumber: varchar('ticket_number', { length: 20 }),
  },
  // (order, seq): an order's passengers come out in their order without a sort (one per list row).
  // A ticket number is searched with or without its dash; passenger names are searched through
  // flight_order_search (below).
  (t) => [
    index('flight_order_passengers_order_seq_idx').on(t.orderId, t.seq),
    index('flight_order_passengers_ticket_idx').on(t.ticketNumber),
    index('flight_order_passengers_ticket_digits_idx').on(sql`replace(${t.ticketNumber}, '-', '')`),
  ],
);

/**
 * The passengers' names of each flight order in one narrow row (agency, names): what the orders list's
 * passenger search reads. A search walks an agency's rows here, a few dozen to a page, instead of
 * probing each order's passengers (a million orders: the names of a common surname counted in a tenth
 * of the time), and its trigram index finds rare names. Kept by statement-level triggers on the
 * passengers (migration 0037); an order without passengers has no row.
 */
export const flightOrderSearch = pgTable(
  'flight_order_search',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => flightOrders.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').notNull(),
    /** Each passenger's searched text (surname, given names, both as SURNAME/GIVEN), one line each, in seq order. */
    names: text('names').notNull(),
  },
  (t) => [
    index('flight_order_search_agency_idx').on(t.agencyId),
    index('flight_order_search_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')),
  ],
);

/** Every status an order passed through, by whom. */
export const flightOrderEvents = pgTable(
  'flight_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => flightOrders.id),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }),
    /** transition, lock, unlock, notification, disruption, note. */
    kind: varchar('kind', { length: 16 }).notNull().default('transition'),
    /** agency, staff, supplier or timer (who triggered it). */
    actor: varchar('actor', { length: 12 }).notNull().default('agency'),
    userId: integer('user_id'),
    /** What happened, as a message key (src/domain/flights/history-note.ts) and its parameters. */
    noteKey: varchar('note_key', { length: 48 }),
    noteParams: jsonb('note_params').$type<Record<string, string | number>>(),
    /** Free text a person typed with the action (a reason, a review remark), shown as written. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_order_events_order_idx').on(t.orderId)],
);
