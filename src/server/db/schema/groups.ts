// Group tickets: the group order with its request and quote, the payment schedule (one row
// per instalment), the passenger list and the history of status moves. Money moves only through the
// payments module (payments.order_ref = group order number, part deposit-N / final).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';

export const groupOrders = pgTable(
  'group_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 24 }).notNull(),
    /** What the agency asked for: groupOrderExtraInfo (journeys), passengers, contact, remark. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    /** The agency's settlement currency when it asked: the quote and every instalment use it. */
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The desk's quote (prices per type, offered flights, remark), null until quoted. */
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    quoteDeadline: timestamp('quote_deadline', { withTimezone: true }),
    totalAmount: bigint('total_amount', { mode: 'number' }),
    deposits: integer('deposits').notNull().default(0),
    /** Manual review before payment: null (none), pending, approved. */
    review: varchar('review', { length: 12 }),
    pnr: varchar('pnr', { length: 16 }),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'number' }).notNull().default(0),
    passengersConfirmedAt: timestamp('passengers_confirmed_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_orders_no_uq').on(t.orderNo),
    index('group_orders_agency_idx').on(t.agencyId, t.status, t.createdAt),
    index('group_orders_status_idx').on(t.status),
    check(
      'group_orders_status_ck',
      sql`${t.status} IN ('to_be_quote', 'to_be_confirm', 'to_be_apply_seat', 'seat_applying', 'to_be_pay_first',
      'to_be_pay_second', 'to_be_pay_third', 'to_be_paid_last_money', 'proceeding', 'issued', 'failed', 'canceled', 'closed')`,
    ),
    check(
      'group_orders_counts_ck',
      sql`${t.adults} >= 0 AND ${t.children} >= 0 AND ${t.infants} >= 0 AND ${t.adults} + ${t.children} + ${t.infants} >= 10`,
    ),
    check('group_orders_deposits_ck', sql`${t.deposits} BETWEEN 0 AND 3`),
    check('group_orders_review_ck', sql`${t.review} IS NULL OR ${t.review} IN ('pending', 'approved')`),
  ],
);

/** The schedule: seq 0..deposits-1 are deposits, seq = deposits is the final payment. */
export const groupInstalments = pgTable(
  'group_instalments',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupOrders.id),
    seq: integer('seq').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: bigint('payment_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('group_instalments_seq_uq').on(t.groupId, t.seq),
    check('group_instalments_kind_ck', sql`${t.kind} IN ('deposit', 'final')`),
    check('group_instalments_amount_ck', sql`${t.amount} > 0`),
  ],
);

export const groupPassengers = pgTable(
  'group_passengers',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupOrders.id),
    seq: integer('seq').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    givenNames: varchar('given_names', { length: 64 }).notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    birthday: varchar('birthday', { length: 10 }).notNull(),
    nationality: varchar('nationality', { length: 2 }).notNull(),
    documentType: varchar('document_type', { length: 40 }).notNull(),
    documentNumber: varchar('document_number', { length: 32 }).notNull(),
    documentExpiry: varchar('document_expiry', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 24 }),
    email: varchar('email', { length: 254 }),
    ticketNumber: varchar('ticket_number', { length: 16 }),
  },
  (t) => [uniqueIndex('group_passengers_seq_uq').on(t.groupId, t.seq)],
);

export const groupEvents = pgTable(
  'group_events',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupOrders.id),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }).notNull(),
    action: varchar('action', { length: 24 }).notNull(),
    actor: varchar('actor', { length: 8 }).notNull(),
    userId: integer('user_id'),
    /** Free text a person wrote (a remark, a reason). */
    note: varchar('note', { length: 500 }),
    /** What the move carried, for the screens to word in the reader's language (amounts, PNR, counts). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_events_group_idx').on(t.groupId, t.id)],
);
