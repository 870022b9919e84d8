// The money area: a double-entry ledger (accounts, transfers, entries), idempotency keys, payments
// and statements. Amounts are integer minor units (bigint). The append-only rules, the zero-sum rule
// and the spend limit are enforced by the database itself (CHECKs here, triggers in the
// `money_ledger_rules` migration), not only by the application.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies } from './foundation';

/**
 * Agency wallets (kind 'agency', one per agency and currency) and system accounts (one per kind and
 * currency): 'outside' (money entering or leaving the platform), 'supplier', 'fee' (handling fees
 * earned), 'gateway' (payment channels). Only wallets cache a balance; system balances are the sum
 * of their entries (no hot row for every payment to queue on).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    agencyId: integer('agency_id').references(() => agencies.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Posted balance: the sum of this account's entries (wallets only). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Sum of this account's pending (held) debits. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_uq')
      .on(t.agencyId, t.currency)
      .where(sql`kind = 'agency'`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.kind, t.currency)
      .where(sql`agency_id IS NULL`),
    unique('ledger_accounts_id_currency_uq').on(t.id, t.currency),
    check('ledger_accounts_kind_ck', sql`${t.kind} IN ('agency', 'outside', 'supplier', 'fee', 'gateway')`),
    check('ledger_accounts_owner_ck', sql`(${t.kind} = 'agency') = (${t.agencyId} IS NOT NULL)`),
    // An agency never spends below minus its credit limit, whatever the application does.
    check('ledger_accounts_spend_limit_ck', sql`${t.kind} <> 'agency' OR ${t.balance} - ${t.held} >= -${t.creditLimit}`),
    check('ledger_accounts_held_ck', sql`${t.held} >= 0`),
    check('ledger_accounts_credit_ck', sql`${t.creditLimit} >= 0`),
    check('ledger_accounts_system_cache_ck', sql`${t.kind} = 'agency' OR (${t.balance} = 0 AND ${t.held} = 0 AND ${t.creditLimit} = 0)`),
  ],
);

/**
 * A transfer moves one amount in one currency; its entries sum to zero. Posted transfers are final;
 * a pending one (a hold) becomes posted or voided exactly once. Corrections are new transfers that
 * point at the one they reverse.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
    /** The agency that initiated or owns the movement (for listings and access). */
    agencyId: integer('agency_id').references(() => agencies.id),
    orderRef: varchar('order_ref', { length: 64 }),
    /** What the movement is for the business (the transaction type the console shows): top_up, flight_origin, ... */
    businessType: varchar('business_type', { length: 16 }),
    paymentMethod: varchar('payment_method', { length: 24 }),
    /** The order's invoice type (invoice, itinerary, both, none), for the bill's Excel. */
    invoiceType: varchar('invoice_type', { length: 16 }),
    reference: varchar('reference', { length: 128 }),
    description: varchar('description', { length: 256 }),
    remark: varchar('remark', { length: 512 }),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    receivedCurrency: varchar('received_currency', { length: 3 }),
    /** Units of `currency` per unit of `receivedCurrency`, exact decimal text. */
    rate: varchar('rate', { length: 32 }),
    feePercent: varchar('fee_percent', { length: 16 }),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull().default(0),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_transfers_id_currency_uq').on(t.id, t.currency),
    // Both accounts hold the transfer's currency.
    foreignKey({
      name: 'ledger_transfers_debit_fk',
      columns: [t.debitAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_transfers_credit_fk',
      columns: [t.creditAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    check(
      'ledger_transfers_kind_ck',
      sql`${t.kind} IN ('top_up', 'payment', 'refund', 'void', 'reimbursement', 'reversal', 'deposit', 'payout', 'provider_fee')`,
    ),
    check('ledger_transfers_status_ck', sql`${t.status} IN ('pending', 'posted', 'voided')`),
    check('ledger_transfers_amount_ck', sql`${t.amount} > 0 AND ${t.feeAmount} >= 0`),
    check('ledger_transfers_accounts_ck', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_order_idx').on(t.orderRef),
    index('ledger_transfers_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    uniqueIndex('ledger_transfers_reversal_uq')
      .on(t.reversesTransferId)
      .where(sql`kind = 'reversal'`),
  ],
);

/** One leg of a posted transfer: positive credits the account, negative debits it. Never changed. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The movement type as the transaction list shows it for this side of the transfer
     * (`ledger_movement_type`, migration 0036): written with the entry, so a type filter walks an index
     * of the wallet instead of reading each entry's transfer. The ledger's commit rule checks it.
     */
    movementType: varchar('movement_type', { length: 24 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_ck', sql`${t.amount} <> 0`),
    // An entry is in its account's currency and its transfer's currency.
    foreignKey({
      name: 'ledger_entries_account_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_entries_transfer_fk',
      columns: [t.transferId, t.currency],
      foreignColumns: [ledgerTransfers.id, ledgerTransfers.currency],
    }),
    // The transaction list's walks of one wallet: by time (the amount carried for its range filter,
    // statements read the same order) and by amount; the id breaks ties, so a cursor starts inside the index.
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id, t.amount),
    index('ledger_entries_account_amount_idx').on(t.accountId, t.amount, t.id),
    // One type of one wallet, newest or oldest first (the amount carried for a range filter with it).
    index('ledger_entries_account_type_idx').on(t.accountId, t.movementType, t.createdAt, t.id, t.amount),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/** Idempotency-Key records: the first answer, replayed for a retry with the same body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * What an order owes and how it was paid. One live payment per order part (a full payment, or a
 * group deposit instalment): the partial unique index refuses a second one, whatever the race.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    orderRef: varchar('order_ref', { length: 64 }).notNull(),
    part: varchar('part', { length: 32 }).notNull().default('full'),
    businessType: varchar('business_type', { length: 16 }).notNull().default('flight_origin'),
    invoiceType: varchar('invoice_type', { length: 16 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    channel: varchar('channel', { length: 24 }),
    status: varchar('status', { length: 12 }).notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** A card channel's surcharge on top of the amount (minor units), charged with it and kept by the platform. */
    surcharge: bigint('surcharge', { mode: 'number' }).notNull().default(0),
    /** How much of the surcharge went back with refunds (in proportion to the amount refunded). */
    surchargeRefunded: bigint('surcharge_refunded', { mode: 'number' }).notNull().default(0),
    gatewaySession: varchar('gateway_session', { length: 64 }),
    /** The real provider's own checkout id (a Stripe Checkout Session), once its hosted page was opened. */
    providerCheckout: varchar('provider_checkout', { length: 128 }),
    failureReason: varchar('failure_reason', { length: 256 }),
    description: varchar('description', { length: 256 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_status_ck', sql`${t.status} IN ('unpaid', 'awaiting', 'held', 'paid', 'failed', 'expired', 'voided')`),
    check('payments_amount_ck', sql`${t.amount} > 0 AND ${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
    check('payments_surcharge_ck', sql`${t.surcharge} >= 0 AND ${t.surchargeRefunded} >= 0 AND ${t.surchargeRefunded} <= ${t.surcharge}`),
    uniqueIndex('payments_live_part_uq')
      .on(t.orderRef, t.part)
      .where(sql`status IN ('unpaid', 'awaiting', 'held', 'paid')`),
    uniqueIndex('payments_gateway_session_uq').on(t.gatewaySession),
    index('payments_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

/** A statement of one wallet over one credit period: derived from the entries, regenerable. */
export const statements = pgTable(
  'statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    periodUnit: varchar('period_unit', { length: 8 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Entries created before this instant are in the statement (the period end, or "now" for an open period). */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull(),
    totalCredits: bigint('total_credits', { mode: 'number' }).notNull(),
    totalDebits: bigint('total_debits', { mode: 'number' }).notNull(),
    closingBalance: bigint('closing_balance', { mode: 'number' }).notNull(),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull(),
    entryCount: integer('entry_count').notNull(),
    source: varchar('source', { length: 12 }).notNull(),
    generatedBy: integer('generated_by'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('statements_period_uq').on(t.accountId, t.periodStart, t.periodEnd),
    index('statements_agency_idx').on(t.agencyId, t.periodStart),
    check('statements_source_ck', sql`${t.source} IN ('scheduled', 'manual')`),
  ],
);
