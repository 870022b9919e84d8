// An upgrade that loses nothing: a database built by the previous release itself (its own code, taken
// from git at PREVIOUS_RELEASE: its migrations, its demo data and demo orders, `npm run seed`) is then
// served by this release, which applies every newer migration at start. Afterwards every table the old
// release had holds the same rows, the orders read through the API (list and each detail), demo users log
// in, every migration is recorded, the train status counts equal the orders, and `npm run ledger:check`
// is clean.
// Rolling a release back is described in docs/backups.md ("Rolling back a release").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/executor';
import { DEMO_PASSWORD } from '@/server/db/seed';
import journal from '@/server/db/migrations/meta/_journal.json';
import { uniqueDatabaseName, withDatabase } from './support/databases';
import { startServerProcess, type TestData } from './support/server-process';
import { statusCountDrift } from './support/status-counts';

/** The last release that landed (migrations to 0034, the train status counts); this tree adds 0035 (list indexes). */
const PREVIOUS_RELEASE = '7601c61a7386ecd18b50ba86e7736a78868c9b21';
/** What the previous release needs to run its `npm run seed`. */
const RELEASE_PATHS = ['src', 'package.json', 'tsconfig.json', 'aliases.ts', 'locales', 'resources'];

const folder = mkdtempSync(join(tmpdir(), 'tessera-upgrade-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** An empty database of the suite's kind (no template, no snapshot: the old release builds it all). */
async function emptyData(): Promise<TestData> {
  if (process.env.TEST_DB !== 'postgres') {
    const dataDir = join(folder, 'data');
    return {
      kind: 'pglite',
      dataDir,
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName();
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(admin, name);
  const drop = () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  cleanups.push(drop);
  return {
    kind: 'postgres',
    databaseUrl,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent' },
    open: (poolSize = 2) => openDatabase({ databaseUrl, poolSize }),
    drop,
  };
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Row counts of every table of ours and of the migrations' record. */
async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = Number(
      rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`))[0]!.n,
    );
  }
  return counts;
}

describe('upgrading the previous release', () => {
  it('keeps its demo data and orders readable through every newer migration, with a clean ledger', { timeout: 600_000 }, async () => {
    const began = performance.now();
    // The previous release's code; `git fetch --unshallow` when a shallow clone lacks it.
    const release = join(folder, 'release');
    run('mkdir', ['-p', release]);
    const archive = spawnSync('git', ['archive', PREVIOUS_RELEASE, ...RELEASE_PATHS], { maxBuffer: 256 * 1024 * 1024 });
    expect(archive.status, `git archive ${PREVIOUS_RELEASE}: ${archive.stderr?.toString()}`).toBe(0);
    spawnSync('tar', ['-x', '-C', release], { input: archive.stdout });
    symlinkSync(realpathSync('node_modules'), join(release, 'node_modules'));

    const data = await emptyData();
    run(process.execPath, ['--import', 'tsx', 'src/server/db/seed-cli.ts'], { cwd: release, env: { ...data.env, LOG_LEVEL: 'error' } });
    const built = performance.now();

    const old = await data.open(2);
    const before = await tableCounts(old);
    const oldMigrations = Number(
      rowsOf<{ n: number }>(await old.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n,
    );
    await old.close();
    expect(oldMigrations, 'the old release stops before the newest migrations').toBeLessThan(journal.entries.length);
    expect(before.flight_orders, 'the old release seeded flight orders').toBeGreaterThan(0);
    expect(before.train_orders, 'the old release seeded train orders').toBeGreaterThan(0);

    // This release starts on it: the server applies the newer migrations as at any start, then serves.
    const server = await startServerProcess(data);
    cleanups.push(() => server.kill());
    const login = async (username: string) => {
      const response = await fetch(`${server.base}/api/base/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const body = (await response.json()) as { code: number; data: { token: string } };
      expect(body.code, `${username} logs in after the upgrade`).toBe(0);
      return body.data.token;
    };
    const get = async <T>(token: string, path: string) => {
      const response = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
      const body = (await response.json()) as { code: number; data: T; message: string };
      expect(body.code, `${path}: ${body.message}`).toBe(0);
      return { total: Number(response.headers.get('x-total-count')), data: body.data };
    };
    const admin = await login('admin');
    await login('harbour.ops');
    const flights = await get<Array<{ id: number }>>(admin, '/api/order/v2/flight/orders?_start=0&_end=500');
    expect(flights.total).toBe(before.flight_orders);
    for (const { id } of flights.data) await get(admin, `/api/order/v2/flight/orders/${id}`);
    const trains = await get<Array<{ id: number }>>(admin, '/api/order/v2/train/orders?_start=0&_end=500');
    expect(trains.total).toBe(before.train_orders);
    for (const { id } of trains.data) await get(admin, `/api/order/v2/train/orders/${id}`);
    await server.stop();

    const upgraded = await data.open(2);
    try {
      const after = await tableCounts(upgraded);
      const migrations = Number(
        rowsOf<{ n: number }>(await upgraded.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n,
      );
      expect(migrations, 'every migration is applied').toBe(journal.entries.length);
      // Every old table is still there with at least its rows (logins, sessions and the periodic jobs
      // add some while the server runs); the business records hold exactly as many.
      const shrunk = Object.keys(before).filter((name) => !(after[name]! >= before[name]!));
      expect(shrunk, 'tables that lost rows or went missing').toEqual([]);
      for (const name of ['agencies', 'users', 'flight_orders', 'train_orders', 'ledger_accounts', 'payments'])
        expect(after[name], name).toBe(before[name]);
      // The train status counts a migration filled from the orders already there (the list's total above read them).
      expect(await statusCountDrift(upgraded.db, 'train_orders', 'train_order_status_counts')).toEqual([]);
      console.log(
        `upgrade from ${PREVIOUS_RELEASE.slice(0, 7)} (${oldMigrations} migrations) to ${migrations} on ${data.kind}: ${Object.keys(before).length} tables, ${before.flight_orders} flight and ${before.train_orders} train orders kept; old release built in ${((built - began) / 1000).toFixed(1)} s, whole test ${((performance.now() - began) / 1000).toFixed(1)} s`,
      );
    } finally {
      await upgraded.close();
    }
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/wallet/check-cli.ts'], {
      env: { ...process.env, ...data.env },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });
});
