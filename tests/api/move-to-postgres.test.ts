// `npm run db:move-to-postgres -- <url>`: an embedded database holding the demo data, payments and
// top-ups moves into an empty PostgreSQL database; every table's rows match, the ledger is clean on
// both sides, the job queue's queues came along, and the sequences continue after the copied rows (a
// new payable and a new top-up are written on PostgreSQL without a key clash). Runs with the PostgreSQL
// suites (it needs a PostgreSQL to move to).
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { rowsOf } from '@/server/db/executor';
import { installJobSchema, JOB_SCHEMA } from '@/server/jobs/queue';
import { checkLedger } from '@/server/wallet/check';
import { pay, requestPayment } from '@/server/wallet/payments';
import { uniqueDatabaseName, withDatabase } from './support/databases';
import { seedPayables } from './support/money-traffic';
import { createTestData, type TestData } from './support/server-process';

const admin = process.env.TEST_DATABASE_URL!;
const target = uniqueDatabaseName();
const targetUrl = withDatabase(admin, target);
let source: TestData | undefined;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await source?.drop();
  await adminQuery(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
}, 60_000);

function moveCommand(env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/move-to-postgres-cli.ts', targetUrl], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (status) => resolve({ status, output }));
  });
}

describe('moving the embedded database to PostgreSQL', () => {
  it('copies every table, the job queue and the sequences; counts and ledger match on both sides', { timeout: 600_000 }, async () => {
    source = await createTestData('tessera-move', 'pglite');
    const db = await source.open();
    await db.migrate();
    await installJobSchema(db.db);
    const seeded = await seedPayables(db.db, 12, 'MOVE');
    for (const payable of seeded.payables.slice(0, 8)) {
      await db.db.transaction((tx) =>
        pay(tx, { agencyId: payable.agency, orderRef: `MOVE-PAID-${payable.id}`, amount: 1_000 + payable.id, currency: 'CNY' }),
      );
    }
    const before = await checkLedger(db.db);
    await db.close();
    expect(before.violations).toEqual([]);
    await adminQuery(`CREATE DATABASE ${target}`);

    const moved = await moveCommand(source.env);
    expect(moved.status, moved.output).toBe(0);
    expect(moved.output).toContain('ledger: embedded clean, PostgreSQL clean');
    expect(moved.output).not.toContain('DIFF');
    expect(moved.output).toMatch(/^ok {3}public\.ledger_transfers: (\d+) -> \1$/m);

    // A second move into the now full database is refused.
    const again = await moveCommand(source.env);
    expect(again.status).toBe(1);
    expect(again.output).toContain('already holds');

    const moved2 = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 });
    try {
      const [queues] = rowsOf<{ n: number }>(
        await moved2.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(JOB_SCHEMA)}.queue`),
      );
      expect(queues!.n).toBeGreaterThan(0);
      // Sequences continue after the copied rows: new rows get new ids.
      const payable = await moved2.db.transaction((tx) =>
        requestPayment(tx, { agencyId: seeded.harbour, orderRef: 'MOVE-AFTER', amount: 5_000, currency: 'CNY' }),
      );
      const paid = await moved2.db.transaction((tx) =>
        pay(tx, { agencyId: seeded.harbour, orderRef: 'MOVE-AFTER-PAID', amount: 700, currency: 'CNY' }),
      );
      expect(payable.id).toBeGreaterThan(Math.max(...seeded.payables.map((p) => p.id)));
      expect(paid.id).toBeGreaterThan(payable.id);
      expect((await checkLedger(moved2.db)).violations).toEqual([]);
    } finally {
      await moved2.close();
    }
  });
});
