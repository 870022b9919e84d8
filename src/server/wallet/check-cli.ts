// `npm run ledger:check`: verifies the ledger's invariants on the configured database (DATABASE_URL,
// else the PGlite folder DATA_DIR) and exits 1 when one fails, 2 when the check could not run.
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockUnlessPostgres } from '../db/lock';
import { checkLedger, LEDGER_RULES, mismatchedOrders, mismatchedTrainOrders } from './check';

const config = readConfig();
const release = lockUnlessPostgres(config, 2, '(PGlite serves one process: stop the server, or check a PostgreSQL database.)');

try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const report = await checkLedger(database.db);
  await database.close();
  const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : config.dataDir;
  const c = report.counts;
  console.log(
    `ledger ${where}: ${c.accounts} accounts, ${c.transfers} transfers (${c.pending} pending), ${c.entries} entries, ${c.idempotencyKeys} idempotency keys`,
  );
  for (const { rule } of LEDGER_RULES) {
    const broken = report.violations.find((v) => v.rule === rule);
    console.log(`${broken ? 'FAIL' : 'ok  '} ${rule}`);
    if (broken) for (const row of broken.rows) console.log(`       ${JSON.stringify(row)}`);
  }
  const orders = mismatchedOrders(report);
  if (orders.length) console.log(`orders that do not match the ledger: ${orders.join(', ')}`);
  const trainOrders = mismatchedTrainOrders(report);
  if (trainOrders.length) console.log(`train orders that do not match the ledger: ${trainOrders.join(', ')}`);
  process.exitCode = report.violations.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  release();
}
