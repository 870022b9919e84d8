// Statements: one wallet over one credit period (the agency's credit period unit and length). Derived from the
// entries and regenerable: opening balance = every entry before the period, movements = the entries
// in it up to the cut-off (the period end, or now while the period runs), closing = opening + in -
// out, amount due = what is owed when the closing balance is negative. Three aggregate queries on
// the (account, time, amount) index: no entry is copied. The period still running is read live.
import { and, desc, eq, sql } from 'drizzle-orm';
import { periodContaining, recentPeriods, type Period } from '@/domain/credit-period';
import type { Spend, Statement } from '@/domain/schemas/wallet';
import type { AgencyRow } from '@/server/db/rows';
import { settingsOf } from '../agencies/settings';
import type { Db } from '../db/client';
import { agencies, statements } from '../db/schema';
import { ApiError } from '../http/api-error';
import { walletOf } from './balance';
import { rowsOf, type Executor } from '@/server/db/executor';

type StatementRow = typeof statements.$inferSelect;

function statementOf(row: StatementRow, agencyName: string): Statement {
  return {
    id: row.id,
    agencyId: row.agencyId,
    agencyName,
    currency: row.currency,
    periodUnit: row.periodUnit,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    cutoffAt: row.cutoffAt.toISOString(),
    closed: row.cutoffAt.getTime() >= row.periodEnd.getTime(),
    openingBalance: row.openingBalance,
    totalCredits: row.totalCredits,
    totalDebits: row.totalDebits,
    closingBalance: row.closingBalance,
    amountDue: row.amountDue,
    creditLimit: row.creditLimit,
    entryCount: row.entryCount,
    source: row.source,
    generatedAt: row.generatedAt.toISOString(),
  };
}

interface Totals {
  opening: number;
  credits: number;
  debits: number;
  count: number;
}

export async function periodTotals(db: Executor, accountId: number, period: Period, cutoff: Date): Promise<Totals> {
  const [opening] = rowsOf<{ total: string | number | null }>(
    await db.execute(
      sql`SELECT sum(amount) AS total FROM ledger_entries WHERE account_id = ${accountId} AND created_at < ${period.start.toISOString()}`,
    ),
  );
  const [moves] = rowsOf<{ credits: string | number | null; debits: string | number | null; n: string | number }>(
    await db.execute(sql`
      SELECT sum(amount) FILTER (WHERE amount > 0) AS credits, -sum(amount) FILTER (WHERE amount < 0) AS debits, count(*) AS n
      FROM ledger_entries WHERE account_id = ${accountId} AND created_at >= ${period.start.toISOString()} AND created_at < ${cutoff.toISOString()}`),
  );
  return {
    opening: Number(opening?.total ?? 0),
    credits: Number(moves?.credits ?? 0),
    debits: Number(moves?.debits ?? 0),
    count: Number(moves?.n ?? 0),
  };
}

/** A period's figures from its totals and the account's credit limit: what a statement states. */
function periodFigures(totals: Awaited<ReturnType<typeof periodTotals>>, creditLimit: string | number | undefined) {
  const closing = totals.opening + totals.credits - totals.debits;
  return {
    openingBalance: totals.opening,
    totalCredits: totals.credits,
    totalDebits: totals.debits,
    closingBalance: closing,
    amountDue: Math.max(0, -closing),
    creditLimit: Number(creditLimit ?? 0),
    entryCount: totals.count,
  };
}

/** Generates (or regenerates) the statement of the period containing `at`, up to now at most. */
export async function generateStatement(
  db: Db,
  agency: AgencyRow,
  options: { at?: Date; now?: Date; source: 'scheduled' | 'manual'; generatedBy?: number | null },
): Promise<Statement> {
  const now = options.now ?? new Date();
  const settings = settingsOf(agency);
  const { periodUnit, periodLength } = settings.credit;
  const period = periodContaining(options.at ?? now, periodUnit, periodLength);
  if (period.start.getTime() > now.getTime())
    throw new ApiError('VALIDATION', { fields: 'at' }, [{ field: 'at', message: 'is in the future' }]);
  const cutoff = new Date(Math.min(period.end.getTime(), now.getTime()));
  return db.transaction(async (tx) => {
    const wallet = await walletOf(tx, agency);
    const totals = await periodTotals(tx, wallet.account.id, period, cutoff);
    const [limit] = rowsOf<{ credit_limit: string | number }>(
      await tx.execute(sql`SELECT credit_limit FROM ledger_accounts WHERE id = ${wallet.account.id}`),
    );
    const values = {
      agencyId: agency.id,
      accountId: wallet.account.id,
      currency: wallet.currency,
      periodUnit,
      periodStart: period.start,
      periodEnd: period.end,
      cutoffAt: cutoff,
      ...periodFigures(totals, limit?.credit_limit),
      source: options.source,
      generatedBy: options.generatedBy ?? null,
      generatedAt: now,
    };
    const [row] = await tx
      .insert(statements)
      .values(values)
      .onConflictDoUpdate({ target: [statements.accountId, statements.periodStart, statements.periodEnd], set: values })
      .returning();
    return statementOf(row!, agency.name);
  });
}

/**
 * A statement of a period still running is read live: its movements, closing balance and amount due
 * up to now (or the period's end), never the figures of the moment it was generated. What is stored
 * stays as written; "generatedAt" still says when it was written.
 */
async function withLiveFigures(db: Db, statement: Statement, accountId: number, now = new Date()): Promise<Statement> {
  if (statement.closed) return statement;
  const period = { start: new Date(statement.periodStart), end: new Date(statement.periodEnd) };
  const cutoff = new Date(Math.min(period.end.getTime(), now.getTime()));
  const totals = await periodTotals(db, accountId, period, cutoff);
  const [limit] = rowsOf<{ credit_limit: string | number }>(
    await db.execute(sql`SELECT credit_limit FROM ledger_accounts WHERE id = ${accountId}`),
  );
  return {
    ...statement,
    cutoffAt: cutoff.toISOString(),
    closed: cutoff.getTime() >= period.end.getTime(),
    ...periodFigures(totals, limit?.credit_limit),
  };
}

export async function listStatements(
  db: Db,
  agencyId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: Statement[]; total: number }> {
  const rows = await db
    .select({ s: statements, name: agencies.name })
    .from(statements)
    .innerJoin(agencies, eq(agencies.id, statements.agencyId))
    .where(eq(statements.agencyId, agencyId))
    .orderBy(desc(statements.periodStart), desc(statements.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statements)
    .where(eq(statements.agencyId, agencyId));
  const live = await Promise.all(rows.map((r) => withLiveFigures(db, statementOf(r.s, r.name), r.s.accountId)));
  return { rows: live, total: count?.n ?? 0 };
}

export async function statementById(db: Db, agencyId: number, statementId: number): Promise<Statement & { accountId: number }> {
  const [row] = await db
    .select({ s: statements, name: agencies.name })
    .from(statements)
    .innerJoin(agencies, eq(agencies.id, statements.agencyId))
    .where(and(eq(statements.id, statementId), eq(statements.agencyId, agencyId)));
  if (!row) throw new ApiError('NOT_FOUND');
  return { ...(await withLiveFigures(db, statementOf(row.s, row.name), row.s.accountId)), accountId: row.s.accountId };
}

/** Net order spending and money received per credit period, the last `count` periods. */
export async function spendByPeriod(db: Db, agency: AgencyRow, count: number, now = new Date()): Promise<Spend> {
  const settings = settingsOf(agency);
  const { periodUnit, periodLength } = settings.credit;
  const wallet = await walletOf(db, agency);
  const periods = recentPeriods(now, periodUnit, periodLength, count);
  const buckets = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.start.toISOString()}::timestamptz, ${p.end.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const rows = rowsOf<{ i: number; spent: string | number | null; received: string | number | null }>(
    await db.execute(sql`
      SELECT b.i,
             -sum(e.amount) FILTER (WHERE t.kind IN ('payment', 'refund', 'void', 'reimbursement')) AS spent,
             sum(e.amount) FILTER (WHERE t.kind IN ('top_up', 'deposit') AND e.amount > 0) AS received
      FROM (VALUES ${buckets}) AS b(i, s, en)
      LEFT JOIN ledger_entries e ON e.account_id = ${wallet.account.id} AND e.created_at >= b.s AND e.created_at < b.en
      LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
      GROUP BY b.i ORDER BY b.i`),
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return {
    agencyId: agency.id,
    currency: wallet.currency,
    periodUnit,
    points: periods.map((p, i) => ({
      periodStart: p.start.toISOString(),
      periodEnd: p.end.toISOString(),
      spent: Number(byIndex.get(i)?.spent ?? 0),
      received: Number(byIndex.get(i)?.received ?? 0),
    })),
  };
}
