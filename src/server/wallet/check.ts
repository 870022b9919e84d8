// The ledger's invariants, checked from the stored data alone (npm run ledger:check, the concurrency
// suites, the kill -9 script). Each rule is one query that returns the rows breaking it.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/server/db/executor';
import { ORDER_RULES } from './check-orders';

export interface Violation {
  rule: string;
  rows: Array<Record<string, unknown>>;
}

export interface LedgerReport {
  violations: Violation[];
  counts: { accounts: number; transfers: number; entries: number; pending: number; idempotencyKeys: number };
}

const LIMIT = 20;

const WALLET_RULES: ReadonlyArray<{ rule: string; query: SQL }> = [
  {
    rule: 'wallet balance equals the sum of its entries',
    query: sql`SELECT a.id, a.balance, coalesce(s.total, 0) AS entries FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.kind = 'agency' AND a.balance <> coalesce(s.total, 0)`,
  },
  {
    rule: 'wallet held amount equals its pending transfers',
    query: sql`SELECT a.id, a.held, coalesce(p.total, 0) AS pending FROM ledger_accounts a
      LEFT JOIN (SELECT debit_account_id, sum(amount) AS total FROM ledger_transfers WHERE status = 'pending' GROUP BY debit_account_id) p ON p.debit_account_id = a.id
      WHERE a.held <> coalesce(p.total, 0)`,
  },
  {
    rule: 'no wallet below minus its credit limit',
    query: sql`SELECT id, balance, held, credit_limit FROM ledger_accounts WHERE kind = 'agency' AND balance - held < -credit_limit`,
  },
  {
    rule: "every transfer's entries sum to zero",
    query: sql`SELECT transfer_id, sum(amount) AS total FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0`,
  },
  {
    rule: 'posted transfers have entries; pending and voided ones have none',
    query: sql`SELECT t.id, t.status, count(e.id) AS entries FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
      GROUP BY t.id, t.status HAVING (t.status = 'posted') <> (count(e.id) > 0)`,
  },
  {
    rule: "every entry carries its transfer's movement type",
    query: sql`SELECT e.id, e.transfer_id, e.movement_type FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE e.movement_type IS DISTINCT FROM ledger_movement_type(t.kind, t.business_type, t.payment_method, e.amount)`,
  },
  {
    rule: 'a transfer moves its amount from its debit account',
    query: sql`SELECT t.id, t.amount, e.total FROM ledger_transfers t
      JOIN (SELECT transfer_id, account_id, sum(amount) AS total FROM ledger_entries GROUP BY transfer_id, account_id) e
        ON e.transfer_id = t.id AND e.account_id = t.debit_account_id
      WHERE t.kind <> 'top_up' AND e.total <> -t.amount`,
  },
  {
    rule: 'held payments have a pending hold; paid ones a posted one; voided ones a voided one',
    query: sql`SELECT p.id, p.status, t.status AS transfer_status FROM payments p LEFT JOIN ledger_transfers t ON t.id = p.hold_transfer_id
      WHERE (p.status = 'held' AND t.status IS DISTINCT FROM 'pending')
         OR (p.status = 'voided' AND p.hold_transfer_id IS NOT NULL AND t.status IS DISTINCT FROM 'voided')
         OR (p.status = 'paid' AND p.channel = 'balance' AND t.status IS DISTINCT FROM 'posted')
         OR (p.status IN ('unpaid', 'awaiting') AND p.hold_transfer_id IS NOT NULL)`,
  },
  {
    rule: "a payment's refunds equal its refunded amount and never exceed it",
    query: sql`SELECT p.id, p.amount, p.refunded_amount, coalesce(r.total, 0) AS refunds FROM payments p
      LEFT JOIN LATERAL (
        SELECT sum(t.amount) AS total FROM ledger_transfers t
        WHERE t.kind IN ('refund', 'void', 'reimbursement') AND t.order_ref = p.order_ref AND t.status = 'posted'
          AND t.reverses_transfer_id IN (SELECT id FROM ledger_transfers WHERE kind = 'payment' AND order_ref = p.order_ref)
      ) r ON true
      WHERE p.status = 'paid' AND p.part = 'full' AND (p.refunded_amount <> coalesce(r.total, 0) OR p.refunded_amount > p.amount)`,
  },
  {
    // Written by the daily reconciliation (reconciliation.ts); fees withheld are booked, so not listed here.
    rule: "a payment provider's settled movements match our postings",
    query: sql`SELECT provider, day::text AS day, kind, provider_reference, transfer_id, currency, expected_amount, provider_amount
      FROM reconciliation_differences WHERE kind <> 'fee_withheld' ORDER BY day, provider, kind, provider_reference`,
  },
  {
    rule: 'a stored top-up answer names one posted transfer, named by no other key',
    query: sql`SELECT x.transfer_id, x.keys, t.status FROM (
        SELECT (response -> 'data' -> 'transaction' ->> 'transferId')::bigint AS transfer_id, count(*) AS keys FROM idempotency_keys
        WHERE status_code = 200 AND (response -> 'data' -> 'transaction') IS NOT NULL GROUP BY 1
      ) x LEFT JOIN ledger_transfers t ON t.id = x.transfer_id
      WHERE x.keys <> 1 OR t.status IS DISTINCT FROM 'posted'`,
  },
];

/** The ledger's own rules, then every order kind against it (orders named by order_id). */
export const LEDGER_RULES: ReadonlyArray<{ rule: string; query: SQL }> = [...WALLET_RULES, ...ORDER_RULES];

/** The orders a report names as not matching the ledger. */
export function mismatchedOrders(report: LedgerReport): number[] {
  const ids = report.violations.flatMap((v) => v.rows.map((r) => r.order_id)).filter((id) => id !== undefined && id !== null);
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

/** The train orders a report names as not matching the ledger (train_order_id). */
export function mismatchedTrainOrders(report: LedgerReport): number[] {
  const ids = report.violations.flatMap((v) => v.rows.map((r) => r.train_order_id)).filter((id) => id !== undefined && id !== null);
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

async function count(db: Executor, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/** The first rows breaking one rule (none when it holds). */
export async function rowsBreaking(db: Executor, query: SQL): Promise<Array<Record<string, unknown>>> {
  return rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT * FROM (${query}) AS broken LIMIT ${LIMIT}`)).slice(0, LIMIT);
}

export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const violations: Violation[] = [];
  for (const { rule, query } of LEDGER_RULES) {
    const rows = await rowsBreaking(db, query);
    if (rows.length > 0) violations.push({ rule, rows });
  }
  return {
    violations,
    counts: {
      accounts: await count(db, sql`SELECT count(*) AS n FROM ledger_accounts`),
      transfers: await count(db, sql`SELECT count(*) AS n FROM ledger_transfers`),
      entries: await count(db, sql`SELECT count(*) AS n FROM ledger_entries`),
      pending: await count(db, sql`SELECT count(*) AS n FROM ledger_transfers WHERE status = 'pending'`),
      idempotencyKeys: await count(db, sql`SELECT count(*) AS n FROM idempotency_keys`),
    },
  };
}
