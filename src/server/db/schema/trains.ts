// Train tickets: searches with the rail supplier's answers, the simulated supplier's seat inventory,
// and train orders (origin bookings and their refund and change orders) with their tickets and
// history. Amounts are integer minor units (bigint) with their currency.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';

/** One search (one or two legs); each leg's answer is a row of train_search_results. */
export const trainSearches = pgTable(
  'train_searches',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** Legs not on sale yet, with the instant their sale opens. */
    presale: jsonb('presale').$type<unknown[]>().notNull(),
    legs: integer('legs').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('train_searches_agency_idx').on(t.agencyId, t.createdAt)],
);

export const trainSearchResults = pgTable(
  'train_search_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchId: varchar('search_id', { length: 40 })
      .notNull()
      .references(() => trainSearches.id),
    leg: varchar('leg', { length: 8 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    offers: jsonb('offers').$type<unknown[]>().notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('train_search_results_uq').on(t.searchId, t.leg),
    check('train_search_results_status_ck', sql`${t.status} IN ('done', 'failed')`),
  ],
);

/** Seats sold per train, date and class (the simulated supplier's side): seats left fall as they sell. */
export const trainInventory = pgTable(
  'train_inventory',
  {
    supplier: varchar('supplier', { length: 32 }).notNull(),
    trainNo: varchar('train_no', { length: 8 }).notNull(),
    date: varchar('date', { length: 10 }).notNull(),
    seatClass: varchar('seat_class', { length: 24 }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.trainNo, t.date, t.seatClass] }), check('train_inventory_sold_ck', sql`${t.sold} >= 0`)],
);

export const trainOrders = pgTable(
  'train_orders',
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
    supplier: varchar('supplier', { length: 32 }).notNull(),
    supplierRef: varchar('supplier_ref', { length: 64 }).notNull(),
    /** The journeys as booked (train, stations, times, seat class), or the new train of a change. */
    journeys: jsonb('journeys').$type<unknown[]>().notNull(),
    /** First departure (local China time), for sorting and the travel-date filter. */
    departure: varchar('departure', { length: 16 }).notNull(),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    paymentStatus: varchar('payment_status', { length: 8 }).notNull().default('unpaid'),
    payBefore: timestamp('pay_before', { withTimezone: true }),
    remark: varchar('remark', { length: 512 }),
    /** After-sale orders: which tickets (and the new train of a change). */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** After-sale orders: the figures (refund: price, fee, refundable; change: old, new, difference). */
    quote: jsonb('quote').$type<Record<string, number>>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('train_orders_no_uq').on(t.orderNo),
    // Every sort the orders list offers is an ordered walk of one of these indexes (id breaks ties,
    // so a walk needs no sort): per agency in scope, or over every agency for staff (the id sort
    // walks the primary key); docs/orders-list-performance.md, "Train orders".
    index('train_orders_list_agency_created_idx').on(t.agencyId, t.createdAt, t.id),
    index('train_orders_list_agency_amount_idx').on(t.agencyId, t.totalAmount, t.id),
    index('train_orders_list_agency_departure_idx').on(t.agencyId, t.departure, t.id),
    index('train_orders_list_agency_id_idx').on(t.agencyId, t.id),
    index('train_orders_list_created_idx').on(t.createdAt, t.id),
    index('train_orders_list_amount_idx').on(t.totalAmount, t.id),
    index('train_orders_list_departure_idx').on(t.departure, t.id),
    // The booking whose tickets a row shows (its own, or its origin's for a refund or a change): a
    // passenger or ticket search finds tickets first, then their orders through this.
    index('train_orders_booking_idx').on(sql`coalesce(${t.originOrderId}, ${t.id})`),
    // The booking number is searched by any part of it.
    index('train_orders_supplier_ref_trgm_idx').using('gin', t.supplierRef.op('gin_trgm_ops')),
    // The train number filter asks whether a journey names the train (`journeys @> '[{"trainNo": ...}]'`),
    // which this index answers without reading the orders' JSON one by one.
    index('train_orders_journeys_idx').using('gin', t.journeys.op('jsonb_path_ops')),
    index('train_orders_agency_status_created_idx').on(t.agencyId, t.status, t.createdAt, t.id),
    index('train_orders_origin_idx').on(t.originOrderId),
    index('train_orders_status_idx').on(t.status, t.createdAt),
    check('train_orders_type_ck', sql`${t.type} IN ('origin', 'refund', 'change')`),
    check(
      'train_orders_status_ck',
      sql`${t.status} IN ('to_be_paid', 'ticketing', 'issued', 'failed_reimbursed', 'canceled', 'closed', 'changed',
      'refunded', 'refunding', 'refund_failed', 'changing', 'change_failed')`,
    ),
    check('train_orders_amount_ck', sql`${t.totalAmount} >= 0`),
  ],
);

/**
 * Live count of train orders per agency, type and status, kept by statement-level triggers on
 * train_orders (migration train_order_status_count_triggers): the list's total and the status counts
 * read a handful of rows instead of counting every order in scope. Train orders are never hidden, so
 * every row counts.
 */
export const trainOrderStatusCounts = pgTable(
  'train_order_status_counts',
  {
    agencyId: integer('agency_id').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    cnt: bigint('cnt', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.type, t.status] })],
);

/** One ticket: a passenger on one journey of an origin order, with its seat and its after-sale state. */
export const trainOrderTickets = pgTable(
  'train_order_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => trainOrders.id),
    leg: integer('leg').notNull(),
    passengerSeq: integer('passenger_seq').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    passengerType: varchar('passenger_type', { length: 8 }).notNull(),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentNumber: varchar('document_number', { length: 32 }).notNull(),
    birthday: varchar('birthday', { length: 10 }),
    phone: varchar('phone', { length: 24 }),
    seatPreference: varchar('seat_preference', { length: 1 }),
    trainNo: varchar('train_no', { length: 8 }).notNull(),
    fromCode: varchar('from_code', { length: 3 }).notNull(),
    toCode: varchar('to_code', { length: 3 }).notNull(),
    departure: varchar('departure', { length: 16 }).notNull(),
    arrival: varchar('arrival', { length: 16 }).notNull(),
    seatClass: varchar('seat_class', { length: 24 }).notNull(),
    carriage: varchar('carriage', { length: 4 }),
    seat: varchar('seat', { length: 8 }),
    ticketNumber: varchar('ticket_number', { length: 24 }),
    /** The supplier's booking this ticket belongs to now (a change books anew). */
    supplierRef: varchar('supplier_ref', { length: 64 }).notNull(),
    /** What the ticket cost, in the order's currency (after a change: the new train's price). */
    price: bigint('price', { mode: 'number' }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('booked'),
    changes: integer('changes').notNull().default(0),
  },
  (t) => [
    index('train_order_tickets_order_idx').on(t.orderId),
    index('train_order_tickets_number_idx').on(t.ticketNumber),
    // Passengers are searched by any part of their name (trigrams; pg_trgm comes from migration 0009).
    index('train_order_tickets_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('train_order_tickets_state_ck', sql`${t.state} IN ('booked', 'issued', 'refunding', 'refunded', 'changing', 'changed', 'void')`),
    check('train_order_tickets_changes_ck', sql`${t.changes} BETWEEN 0 AND 1`),
  ],
);

/** Every status a train order passed through, and notes (notification attempts), by whom. */
export const trainOrderEvents = pgTable(
  'train_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => trainOrders.id),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }),
    kind: varchar('kind', { length: 16 }).notNull().default('transition'),
    actor: varchar('actor', { length: 12 }).notNull().default('agency'),
    userId: integer('user_id'),
    noteKey: varchar('note_key', { length: 48 }),
    noteParams: jsonb('note_params').$type<Record<string, string | number>>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('train_order_events_order_idx').on(t.orderId),
    check('train_order_events_kind_ck', sql`${t.kind} IN ('transition', 'notification', 'note')`),
  ],
);
