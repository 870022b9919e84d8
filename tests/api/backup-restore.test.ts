// Backups of a running server under money traffic, brought back into an empty place:
// - `npm run backup` while clients pay and top up: every operation acknowledged before the backup
//   began is in the restored copy, `npm run restore` says the ledger is clean and `npm run
//   ledger:check` agrees on the restored data; the restored tables hold as many payables as the source.
// - the scheduled backup (BACKUP_EVERY_MINUTES) writes one as the server starts and keeps only
//   BACKUP_KEEP of its own files.
// Embedded database (a folder restored into a new folder) or PostgreSQL (pg_dump into a new database).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { rowsOf } from '@/server/db/executor';
import { JOB_SCHEMA } from '@/server/jobs/queue';
import {
  acknowledged,
  loginAll,
  lostAcknowledged,
  moneyOps,
  runClients,
  seedPayables,
  sendOp,
  type MoneyOp,
} from './support/money-traffic';
import { uniqueDatabaseName, withDatabase } from './support/databases';
import { createTestData, startServerProcess, type TestData } from './support/server-process';

const folder = mkdtempSync(join(tmpdir(), 'tessera-backups-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** One of the npm commands (its script), run as a process of its own; the test's clients keep going meanwhile. */
function command(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

/** An empty place to restore into, of the same kind as the source. */
async function emptyTarget(data: TestData): Promise<{ env: NodeJS.ProcessEnv; open: () => ReturnType<typeof openDatabase> }> {
  if (data.kind === 'pglite') {
    const dataDir = join(folder, 'restored');
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  cleanups.push(async () => {
    const drop = new pg.Client({ connectionString: admin });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  const databaseUrl = withDatabase(admin, name);
  return { env: { DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent' }, open: () => openDatabase({ databaseUrl, poolSize: 1 }) };
}

describe('backup and restore', () => {
  it(
    'restores a backup taken during money traffic with a clean ledger, and keeps BACKUP_KEEP scheduled ones',
    { timeout: 900_000 },
    async () => {
      const data = await createTestData('tessera-backup-source');
      cleanups.push(() => data.drop());
      const setup = await data.open(2);
      await setup.migrate();
      const ops = moneyOps(await seedPayables(setup.db, 60, 'BACKUP'), 'BACKUP');
      await setup.close();

      // Two older backups of the schedule's own naming, what a run cut off by a crash left, and one file of someone else's.
      const scheduled = join(folder, 'scheduled');
      mkdirSync(scheduled, { recursive: true });
      for (const name of [
        'tessera-20200101T000000Z.tar.gz',
        'tessera-20200102T000000Z.dump',
        'tessera-20200103T000000Z.dump.partial',
        'notes.txt',
      ]) {
        writeFileSync(join(scheduled, name), 'old', { flag: 'w' });
      }
      const server = await startServerProcess(data, { env: { BACKUP_DIR: scheduled, BACKUP_EVERY_MINUTES: '60', BACKUP_KEEP: '1' } });
      cleanups.push(() => server.kill());
      const tokens = await loginAll(server.base);

      let ackedBeforeBackup: MoneyOp[] = [];
      let backupResult: { status: number | null; output: string } | undefined;
      const file = join(folder, `backup${data.kind === 'pglite' ? '.tar.gz' : '.dump'}`);
      let answered = 0;
      await runClients(ops, 6, async (op) => {
        await sendOp(server.base, tokens, op);
        answered++;
        if (answered === 20) {
          // The backup runs while the other clients keep paying.
          ackedBeforeBackup = ops.filter(acknowledged);
          backupResult = await command('src/server/backup/backup-cli.ts', [file], data.env);
        }
      });
      expect(backupResult?.status, backupResult?.output).toBe(0);
      expect(ackedBeforeBackup.length).toBeGreaterThan(0);

      // The schedule wrote one backup of its own at start and kept only it (the other file is not its own);
      // the crashed run's partial file is gone.
      const own = () => readdirSync(scheduled).filter((name) => name.startsWith('tessera-'));
      const deadline = Date.now() + 120_000;
      while (own().some((name) => name.startsWith('tessera-2020')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(own()).toHaveLength(1);
      expect(own()[0]).toMatch(/^tessera-\d{8}T\d{6}Z\.(tar\.gz|dump)$/);
      expect(own()[0]!.startsWith('tessera-2020')).toBe(false);
      expect(existsSync(join(scheduled, 'notes.txt'))).toBe(true);
      expect(existsSync(join(scheduled, 'tessera-20200103T000000Z.dump.partial'))).toBe(false);
      await server.stop();

      const target = await emptyTarget(data);
      const restore = await command('src/server/backup/restore-cli.ts', [file], target.env);
      expect(restore.status, restore.output).toBe(0);
      expect(restore.output).toContain('ledger clean');
      // Restoring over data is refused.
      const again = await command('src/server/backup/restore-cli.ts', [file], target.env);
      expect(again.status, again.output).toBe(1);
      const check = await command('src/server/wallet/check-cli.ts', [], target.env);
      expect(check.status, check.output).toBe(0);

      const restored = await target.open();
      const source = await data.open(1);
      try {
        expect(await lostAcknowledged(restored.db, ackedBeforeBackup)).toEqual([]);
        const count = async (db: typeof restored, table: string) =>
          Number(rowsOf<{ n: number }>(await db.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n);
        for (const table of ['payments', 'agencies', 'users', 'ledger_accounts']) {
          expect(await count(restored, table), table).toBe(await count(source, table));
        }
        // The job queue's tables came along (pg-boss's own schema).
        const [jobs] = rowsOf<{ n: number }>(
          await restored.db.execute(sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = ${JOB_SCHEMA}`),
        );
        expect(jobs!.n).toBeGreaterThan(0);
      } finally {
        await restored.close();
        await source.close();
      }
    },
  );
});
