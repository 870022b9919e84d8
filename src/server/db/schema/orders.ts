// The flight order lifecycle: proof files of refund requests, schedule changes
// (disruptions), outgoing notifications (an outbox delivered by jobs), and the simulated suppliers'
// booking records (so restarts and several servers see the same bookings).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies } from './foundation';
import { flightOrders } from './flights';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Proof files of a refund (or change) request: jpg/png/pdf checked by content, at most 2 MB each. */
export const flightOrderFiles = pgTable(
  'flight_order_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => flightOrders.id),
    filename: varchar('filename', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flight_order_files_order_idx').on(t.orderId),
    check('flight_order_files_size_ck', sql`${t.size} > 0 AND ${t.size} <= 2097152`),
  ],
);

/** A schedule change a supplier announced for an issued order, and the agency's answer. */
export const flightDisruptions = pgTable(
  'flight_disruptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => flightOrders.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    supplier: varchar('supplier', { length: 32 }).notNull(),
    /** The supplier's event id: one disruption per event, however often it is delivered. */
    eventRef: varchar('event_ref', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    before: jsonb('before').$type<unknown[]>().notNull(),
    after: jsonb('after').$type<unknown[]>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    followUpOrderId: integer('follow_up_order_id'),
    remark: varchar('remark', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_disruptions_event_uq').on(t.supplier, t.eventRef),
    index('flight_disruptions_agency_idx').on(t.agencyId, t.createdAt),
    index('flight_disruptions_order_idx').on(t.orderId),
    check('flight_disruptions_type_ck', sql`${t.type} IN ('change', 'cancel_no_save', 'cancel_save', 'restore')`),
    check('flight_disruptions_state_ck', sql`${t.state} IN ('pending', 'accepted', 'refund_requested', 'change_requested')`),
  ],
);

/**
 * Signed JSON events for an agency's booking / flight-change notification URL. Written in the
 * business transaction (outbox); a job delivers each at least once, retrying with backoff. The id is
 * the event id receivers de-duplicate on.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    orderId: integer('order_id'),
    channel: varchar('channel', { length: 16 }).notNull(),
    event: varchar('event', { length: 48 }).notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: varchar('last_error', { length: 256 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_order_idx').on(t.orderId),
    check('notification_deliveries_status_ck', sql`${t.status} IN ('pending', 'delivered', 'failed')`),
    check('notification_deliveries_channel_ck', sql`${t.channel} IN ('booking', 'flight_change', 'train')`),
  ],
);

/** A simulated supplier's own booking record (what a real supplier keeps on its side). */
export const supplierBookings = pgTable(
  'supplier_bookings',
  {
    supplier: varchar('supplier', { length: 32 }).notNull(),
    bookingRef: varchar('booking_ref', { length: 64 }).notNull(),
    // What the supplier's adapter wrote: each adapter reads back its own booking shape.
    booking: jsonb('booking').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.bookingRef] })],
);

/**
 * Live count of (non-deleted) flight orders per agency, type and status, kept by statement-level
 * triggers on flight_orders (migration orders_status_counts): the menu badges and the list totals
 * read a handful of rows instead of counting a million orders.
 */
export const flightOrderStatusCounts = pgTable(
  'flight_order_status_counts',
  {
    agencyId: integer('agency_id').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    cnt: bigint('cnt', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.type, t.status] })],
);
