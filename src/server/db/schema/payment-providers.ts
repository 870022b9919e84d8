// Real payment providers behind the gateway seam: what each provider told us (every verified
// notification, once per provider event id), the refunds we asked a provider for, each provider's
// last notification and last error for staff, and the daily reconciliation's differences.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per verified provider notification (the provider's own event id): a replay of the same
 * event finds its row and changes nothing. `result` is what we did with it; 'flagged' rows (amount or
 * currency not the payment's) are listed for staff.
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 128 }).notNull(),
    session: varchar('session', { length: 64 }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    reference: varchar('reference', { length: 128 }),
    amount: bigint('amount', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }),
    result: varchar('result', { length: 16 }).notNull(),
    detail: varchar('detail', { length: 256 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_notifications_event_uq').on(t.provider, t.eventId),
    index('gateway_notifications_flagged_idx')
      .on(t.receivedAt)
      .where(sql`result = 'flagged'`),
  ],
);

/** Each provider's last notification and last error (one row per provider: bounded, whatever arrives). */
export const gatewayProviderState = pgTable('gateway_provider_state', {
  provider: varchar('provider', { length: 16 }).primaryKey(),
  lastNotificationAt: timestamp('last_notification_at', { withTimezone: true }),
  lastError: varchar('last_error', { length: 256 }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});

/**
 * Money sent back through the provider it came in by. The wallet's money is held (a pending transfer
 * to the gateway account) until the provider answers; then the hold is voided and the payout posted
 * with the provider's refund id, or the hold is voided and the money stays in the wallet.
 */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's reference of the payment being refunded. */
    paymentReference: varchar('payment_reference', { length: 128 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 128 }),
    error: varchar('error', { length: 256 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gateway_refunds_status_ck', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check('gateway_refunds_amount_ck', sql`${t.amount} > 0`),
    index('gateway_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * What a day's reconciliation found, per provider row or posting of ours: differences, and the fees the
 * provider withheld (booked as fees, listed for finance). Derived data: reconciling a day again
 * replaces that day's rows.
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    day: date('day').notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    providerReference: varchar('provider_reference', { length: 128 }),
    transferId: bigint('transfer_id', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }),
    expectedAmount: bigint('expected_amount', { mode: 'number' }),
    providerAmount: bigint('provider_amount', { mode: 'number' }),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reconciliation_differences_kind_ck',
      sql`${t.kind} IN ('missing_ours', 'missing_provider', 'amount_mismatch', 'currency_mismatch', 'duplicate', 'fee_withheld')`,
    ),
    index('reconciliation_differences_day_idx').on(t.day, t.provider),
  ],
);
