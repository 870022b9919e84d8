// Statement generation for an agency with 1,000,000 ledger entries on PostgreSQL (target: under 3 s).
// The wallet gets a million movements (payments out, top-ups in) spread over the last 12 months; the
// statement of the current month, of a month in the middle, and of the first month are generated
// and timed, then checked against a plain sum. Bulk loading goes through one INSERT ... SELECT per
// batch; the database's zero-sum check still runs at each commit.
// Usage: npx tsx bench/statement-1m.ts [entries=1000000]
import { eq, sql } from 'drizzle-orm';
import { agencies } from '../src/server/db/schema';
import { checkLedger } from '../src/server/wallet/check';
import { rowsOf } from '../src/server/db/executor';
import { openAgencyWallet } from '../src/server/wallet/agency-balances';
import { systemAccount } from '../src/server/wallet/ledger';
import { generateStatement } from '../src/server/wallet/statements';
import { seededScratchDatabase } from './money-database';
import { formatTable } from './table';

const ENTRIES = Number(process.argv[2] ?? 1_000_000);
const BATCH_TRANSFERS = 50_000;
const MONTHS = 12;

const { scratch, database } = await seededScratchDatabase(4);
try {
  const db = database.db;
  const [agency] = await db.select().from(agencies).where(eq(agencies.code, 'HARBOUR'));
  const wallet = await openAgencyWallet(db, agency!.id, 'CNY');
  const supplier = (await systemAccount(db, 'supplier', 'CNY')).id;
  const outside = (await systemAccount(db, 'outside', 'CNY')).id;

  // One wallet entry per transfer: every 4th a top-up of 500.00 in, the rest payments of 100.00 out.
  const loadStarted = performance.now();
  const now = Date.now();
  const span = MONTHS * 30 * 86_400_000;
  for (let first = 0; first < ENTRIES; first += BATCH_TRANSFERS) {
    const count = Math.min(BATCH_TRANSFERS, ENTRIES - first);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH n AS (SELECT g AS i, to_timestamp((${now - span}::float8 + (g::float8 / ${ENTRIES}::float8) * ${span}::float8) / 1000.0) AS at FROM generate_series(${first}::int, ${first + count - 1}::int) g),
             t AS (
               INSERT INTO ledger_transfers (kind, status, currency, amount, debit_account_id, credit_account_id, agency_id, order_ref, business_type, payment_method, created_at)
               SELECT CASE WHEN i % 4 = 0 THEN 'top_up' ELSE 'payment' END, 'posted', 'CNY', CASE WHEN i % 4 = 0 THEN 50000 ELSE 10000 END,
                      CASE WHEN i % 4 = 0 THEN ${outside}::bigint ELSE ${wallet}::bigint END, CASE WHEN i % 4 = 0 THEN ${wallet}::bigint ELSE ${supplier}::bigint END,
                      ${agency!.id}, CASE WHEN i % 4 = 0 THEN NULL ELSE 'BENCH' || i END, CASE WHEN i % 4 = 0 THEN 'top_up' ELSE 'flight_origin' END, 'balance', at
               FROM n RETURNING id, kind, business_type, payment_method, amount, debit_account_id, credit_account_id, created_at),
             e AS (SELECT id, debit_account_id AS account_id, -amount AS amount, kind, business_type, payment_method, created_at FROM t
                   UNION ALL SELECT id, credit_account_id, amount, kind, business_type, payment_method, created_at FROM t)
        INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type, created_at)
        SELECT id, account_id, 'CNY', amount, ledger_movement_type(kind, business_type, payment_method, amount), created_at FROM e`);
    });
    process.stdout.write(`\rloaded ${Math.min(first + count, ENTRIES).toLocaleString('en-US')} wallet entries`);
  }
  await db.execute(
    sql`UPDATE ledger_accounts SET balance = (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = ${wallet}), credit_limit = 1000000000000 WHERE id = ${wallet}`,
  );
  await db.execute(sql`VACUUM ANALYZE ledger_entries`);
  await db.execute(sql`VACUUM ANALYZE ledger_transfers`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const [count] = rowsOf<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM ledger_entries WHERE account_id = ${wallet}`));
  console.log(`\n${Number(count!.n).toLocaleString('en-US')} entries on the wallet, loaded in ${loadSeconds.toFixed(1)} s\n`);

  const rows: string[][] = [];
  let slowest = 0;
  for (const [label, monthsAgo] of [
    ['current month', 0],
    ['six months ago', 6],
    ['first month', MONTHS - 1],
  ] as const) {
    const at = new Date(now - monthsAgo * 30 * 86_400_000);
    const started = performance.now();
    const statement = await generateStatement(db, agency!, { at, source: 'manual' });
    const seconds = (performance.now() - started) / 1000;
    slowest = Math.max(slowest, seconds);
    const [truth] = rowsOf<{ before: string; inside: string }>(
      await db.execute(sql`SELECT
        (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = ${wallet} AND created_at < ${statement.periodStart}) AS before,
        (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = ${wallet} AND created_at >= ${statement.periodStart} AND created_at < ${statement.cutoffAt}) AS inside`),
    );
    const right =
      statement.openingBalance === Number(truth!.before) && statement.closingBalance - statement.openingBalance === Number(truth!.inside);
    rows.push([
      label,
      statement.entryCount.toLocaleString('en-US'),
      (statement.openingBalance / 100).toFixed(2),
      (statement.closingBalance / 100).toFixed(2),
      seconds.toFixed(3),
      right ? 'yes' : 'NO',
    ]);
  }
  console.log(formatTable(['statement', 'entries in period', 'opening', 'closing', 'seconds', 'matches a plain sum'], rows));
  const checkStarted = performance.now();
  const report = await checkLedger(db);
  console.log(
    `\nslowest generation ${slowest.toFixed(3)} s (target < 3 s); ledger check ${((performance.now() - checkStarted) / 1000).toFixed(1)} s, ${report.violations.length} violations`,
  );
  await database.close();
  process.exitCode = report.violations.length || slowest >= 3 || rows.some((r) => r[5] !== 'yes') ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await scratch.drop().catch(() => undefined);
}
