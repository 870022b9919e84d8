// Wallet payments per second on PostgreSQL: 50 concurrent clients (one pooled connection each) call
// the payment module's pay() (a payable, a hold and its post, as the order services do) against a
// few wallets, so clients compete for the same wallet rows. Some wallets are kept short of money so
// refusals are part of the load. Afterwards the ledger invariants are checked (zero violations
// expected). The clients share a pool of 20 connections, as the server does (openDatabase's
// default). Usage: npx tsx bench/wallet-payments.ts [seconds=10] [clients=50] [wallets=20] [pool=20]
import { sql } from 'drizzle-orm';
import { ApiError } from '../src/server/http/api-error';
import { checkLedger } from '../src/server/wallet/check';
import { rowsOf } from '../src/server/db/executor';
import { openAgencyWallet } from '../src/server/wallet/agency-balances';
import { pay } from '../src/server/wallet/payments';
import { seededScratchDatabase } from './money-database';
import { watchCpu } from './cpu';
import { formatTable, ms } from './table';

const seconds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 50);
const walletCount = Number(process.argv[4] ?? 20);
const poolSize = Number(process.argv[5] ?? 20);

const { scratch, database } = await seededScratchDatabase(poolSize);
try {
  const db = database.db;

  // Agencies with wallets: most rich, every fifth one short (payments there get refused).
  const agencies: number[] = [];
  for (let i = 0; i < walletCount; i++) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`INSERT INTO agencies (name, code, proxy_level, common_config)
        VALUES (${`Bench ${i}`}, ${`BENCH${i}`}, 0, '{"enableFlightService":true,"enableTrainService":true,"isShowBill":true,"canCreateSubAgency":false,"settlementCurrency":"CNY"}'::jsonb) RETURNING id`),
    );
    const agencyId = Number(row!.id);
    const wallet = await openAgencyWallet(db, agencyId, 'CNY');
    const funds = i % 5 === 4 ? 300_000 : 100_000_000_000;
    await db.transaction(async (tx) => {
      const transfer = rowsOf<{ id: string; outside: string }>(
        await tx.execute(sql`
          WITH outside AS (INSERT INTO ledger_accounts (kind, currency) VALUES ('outside', 'CNY') ON CONFLICT (kind, currency) WHERE agency_id IS NULL DO UPDATE SET kind = excluded.kind RETURNING id)
          INSERT INTO ledger_transfers (kind, status, currency, amount, debit_account_id, credit_account_id, agency_id, business_type, payment_method, reference)
          SELECT 'top_up', 'posted', 'CNY', ${funds}, outside.id, ${wallet}, ${agencyId}, 'top_up', 'manual', 'BENCH' FROM outside RETURNING id, debit_account_id AS outside`),
      )[0]!;
      await tx.execute(
        sql`INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, movement_type) VALUES (${transfer.id}, ${transfer.outside}, 'CNY', ${-funds}, 'top_up'), (${transfer.id}, ${wallet}, 'CNY', ${funds}, 'top_up')`,
      );
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + ${funds}::bigint, credit_limit = 500000 WHERE id = ${wallet}`);
    });
    agencies.push(agencyId);
  }
  await db.execute(sql`ANALYZE`);

  let paid = 0;
  let refused = 0;
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let sequence = 0;
  const worker = async (client: number) => {
    while (Date.now() < deadline) {
      const n = sequence++;
      const agencyId = agencies[(client + n) % agencies.length]!;
      const started = performance.now();
      try {
        await db.transaction((tx) => pay(tx, { agencyId, orderRef: `B${n}`, amount: 10_000 + ((n * 7919) % 50_000), currency: 'CNY' }));
        paid++;
      } catch (error) {
        if (!(error instanceof ApiError && error.codeName === 'INSUFFICIENT_BALANCE')) throw error;
        refused++;
      }
      latencies.push(performance.now() - started);
    }
  };
  // The module runs in this process: "load generator" is Node doing the payments (no server child).
  const cpu = watchCpu(0, scratch.name);
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  const split = cpu();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;

  const checkStarted = performance.now();
  const report = await checkLedger(db);
  const checkSeconds = (performance.now() - checkStarted) / 1000;
  await database.close();

  console.log(
    `\nWallet payments on PostgreSQL: ${clients} concurrent clients, ${poolSize} connections, ${walletCount} wallets, ${seconds} s\n`,
  );
  console.log(
    formatTable(
      [
        'paid',
        'refused (insufficient)',
        'payments/s',
        'attempts/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'violations',
        'CPU cores: node / postgres / other',
        'postgres CPU µs/attempt',
      ],
      [
        [
          String(paid),
          String(refused),
          (paid / elapsed).toFixed(0),
          ((paid + refused) / elapsed).toFixed(0),
          ms(at(0.5)),
          ms(at(0.95)),
          ms(at(0.99)),
          String(report.violations.length),
          split ? `${split.loadGenerator.toFixed(2)} / ${split.postgres.toFixed(2)} / ${split.other.toFixed(2)}` : '-',
          split ? ((split.postgres * elapsed * 1e6) / Math.max(1, paid + refused)).toFixed(0) : '-',
        ],
      ],
    ),
  );
  console.log(`\nledger check: ${report.counts.transfers} transfers, ${report.counts.entries} entries, ${checkSeconds.toFixed(2)} s`);
  for (const v of report.violations) console.log(`VIOLATION ${v.rule}: ${JSON.stringify(v.rows.slice(0, 3))}`);
  process.exitCode = report.violations.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await scratch.drop().catch(() => undefined);
}
