// `npm run restore <file>`: brings a backup (`npm run backup`) back into an EMPTY place, never over
// data: the embedded database's folder (DATA_DIR) must hold no database, a PostgreSQL database
// (DATABASE_URL) no tables. Then it checks the ledger of what it restored and prints the row counts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { rowsOf } from '../db/executor';
import { lockUnlessPostgres } from '../db/lock';
import { checkLedger } from '../wallet/check';

const config = readConfig();
const file = process.argv[2] ? resolve(process.argv[2]) : undefined;
if (!file || !existsSync(file)) {
  console.error('usage: npm run restore -- <backup file>   (into an empty DATA_DIR, or an empty database at DATABASE_URL)');
  process.exit(2);
}
const release = lockUnlessPostgres(config, 2, '(Stop the server first: a backup is restored into an empty folder.)');

function pgRestore(url: string, from: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url, from], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_restore exited ${code}`))));
  });
}

try {
  const began = performance.now();
  if (config.databaseUrl) {
    const target = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    const [{ tables }] = rowsOf<{ tables: number }>(
      await target.db.execute(
        sql`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      ),
    ) as [{ tables: number }];
    await target.close();
    if (tables > 0) throw new Error(`the database already holds ${tables} tables: restore into an empty database (createdb)`);
    await pgRestore(config.databaseUrl, file);
  } else {
    if (existsSync(join(config.dataDir, 'PG_VERSION')))
      throw new Error(`${config.dataDir} already holds a database: restore into an empty folder`);
    const restored = await openDatabase({
      dataDir: config.dataDir,
      loadFrom: new Blob([readFileSync(file)], { type: 'application/x-gzip' }),
    });
    await restored.close();
    // The backup's copy of the server's request file is of no use here (its lock file is replaced by ours).
    rmSync(join(config.dataDir, 'backup-request.json'), { force: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const report = await checkLedger(database.db);
    const c = report.counts;
    console.log(
      `restored ${file} in ${((performance.now() - began) / 1000).toFixed(1)} s: ${c.accounts} accounts, ${c.transfers} transfers, ${c.entries} entries; ledger ${report.violations.length ? `BROKEN (${report.violations.map((v) => v.rule).join(', ')})` : 'clean'}`,
    );
    process.exitCode = report.violations.length ? 1 : 0;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  release();
}
