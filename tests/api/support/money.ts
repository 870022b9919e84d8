// Helpers for the money suites: demo agency ids, wallet reads straight from the database, a top-up
// body, and the ledger invariants.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { agencies } from '@/server/db/schema';
import { checkLedger } from '@/server/wallet/check';
import type { TestApp } from './harness';

export async function agencyIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code));
  if (!row) throw new Error(`no agency ${code}`);
  return row.id;
}

export interface WalletRow {
  balance: number;
  held: number;
  creditLimit: number;
}

export async function walletRow(t: TestApp, agencyId: number): Promise<WalletRow> {
  const result = await t.database.db.execute(
    sql`SELECT balance, held, credit_limit FROM ledger_accounts WHERE kind = 'agency' AND agency_id = ${agencyId}`,
  );
  const row = (result as unknown as { rows: Array<Record<string, string | number>> }).rows[0]!;
  return { balance: Number(row.balance), held: Number(row.held), creditLimit: Number(row.credit_limit) };
}

export async function countOf(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]?.n ?? 0);
}

export function topUpBody(overrides: Record<string, unknown> = {}) {
  return {
    currency: 'CNY',
    receivedAmount: 100_000,
    rate: '1',
    feePercent: '0',
    referenceNo: `REF-${Math.random().toString(36).slice(2, 10)}`,
    ...overrides,
  };
}

/** Fails with the broken rules and their first rows. */
export async function expectLedgerConsistent(t: TestApp): Promise<void> {
  const report = await checkLedger(t.database.db);
  expect(report.violations).toEqual([]);
}

/** A hash of everything money endpoints write (accounts, transfers, entries, payments, statements, settings). */
export async function moneyFingerprint(t: TestApp): Promise<string> {
  const result = await t.database.db.execute(sql`
    select md5(concat_ws('|',
      (select coalesce(string_agg(concat_ws(':', a.id, a.balance, a.held, a.credit_limit), ',' order by a.id), '') from ledger_accounts a),
      (select coalesce(string_agg(concat_ws(':', x.id, x.status, x.amount), ',' order by x.id), '') from ledger_transfers x),
      (select count(*) from ledger_entries),
      (select coalesce(string_agg(concat_ws(':', p.id, p.status, p.refunded_amount), ',' order by p.id), '') from payments p),
      (select count(*) from statements),
      (select coalesce(string_agg(g.settings::text, ',' order by g.id), '') from agencies g)
    )) as h`);
  return (result as unknown as { rows: Array<{ h: string }> }).rows[0]!.h;
}
