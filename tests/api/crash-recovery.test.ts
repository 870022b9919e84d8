// A server killed with SIGKILL in the middle of ticketing and reimbursement: every job it had claimed
// lapses (its lease is no longer renewed), is retried by another server, and every order reaches
// its next state (issued, or failed with its money given back); the books reconcile. On PostgreSQL a
// second server runs beside the killed one and must restart the orphaned jobs within 30 s of the
// kill; on PGlite (one process by design) the next server starts on the same folder and must restart
// them within 30 s of answering. Both times are printed. Real processes (`src/server/main.ts`), a
// real database; waits are on conditions with generous limits.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { JOB_SCHEMA } from '@/server/jobs/queue';
import { checkLedger } from '@/server/wallet/check';
import { rowsOf } from '@/server/db/executor';
import { uniqueDatabaseName, withDatabase } from './support/databases';
import type { TestApp } from './support/harness';
import { bookOrder } from './support/orders';
import { freePort } from './support/server-process';

const ORDERS = 6;
const FINAL = ['issued', 'failed_reimbursed'];
const folder = mkdtempSync(join(tmpdir(), 'tessera-crash-test-'));
const postgres = process.env.TEST_DB === 'postgres' ? { admin: process.env.TEST_DATABASE_URL!, name: uniqueDatabaseName() } : null;
const databaseUrl = postgres ? withDatabase(postgres.admin, postgres.name) : '';
let server: ChildProcess | undefined;
let standby: ChildProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${limitMs / 1000} s`);
    await sleep(500);
  }
}

/** The real server, its suppliers slow to ticket (so a kill lands mid-ticketing) and refusing about half. */
async function startServer(port: number): Promise<ChildProcess> {
  const knobs = join(folder, 'suppliers.json');
  writeFileSync(
    knobs,
    JSON.stringify({
      '*': {
        latencyMs: [0, 20],
        checkLatencyMs: [0, 20],
        failureRate: 0,
        checkTimeoutRate: 0,
        priceChangeRate: 0,
        packageChangeRate: 0,
        unavailableRate: 0,
        documentChangeRate: 0,
        ticketLatencyMs: [6_000, 8_000],
        ticketFailureRate: 0.5,
        manualTicketing: false,
      },
    }),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STATIC_DIR: '/nonexistent',
      FLIGHT_SUPPLIERS_CONFIG: knobs,
      DATABASE_URL: databaseUrl,
      DATA_DIR: postgres ? '/nonexistent' : join(folder, 'data'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(
    'the server answers',
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      return (await fetch(`http://127.0.0.1:${port}/api/base/v2/config/getSiteConfig`)).ok;
    },
    240_000,
  );
  return child;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The HTTP face of a running server, shaped like the test harness's `call`. */
function over(port: number): Pick<TestApp, 'call'> {
  return {
    async call(options: InjectOptions) {
      const response = await fetch(`http://127.0.0.1:${port}${options.url as string}`, {
        method: options.method as string,
        headers: {
          ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
          'accept-language': 'en',
          ...(options.headers as Record<string, string>),
        },
        body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
      });
      return { status: response.status, body: await response.json(), headers: Object.fromEntries(response.headers) };
    },
  };
}

async function openData(): Promise<Database> {
  return openDatabase(postgres ? { databaseUrl, poolSize: 2 } : { dataDir: join(folder, 'data') });
}

beforeAll(async () => {
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.admin });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${postgres.name}`);
    await admin.end();
  }
}, 60_000);

afterAll(async () => {
  if (server) await killHard(server);
  if (standby) await killHard(standby);
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.admin });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgres.name} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('a server killed mid-ticketing and mid-reimbursement', () => {
  it('leaves nothing stuck: the next server finishes every order and the books reconcile', { timeout: 900_000 }, async () => {
    const port = await freePort();
    server = await startServer(port);
    // PostgreSQL: a second server shares the database and takes over the dead one's jobs.
    const standbyPort = postgres ? await freePort() : 0;
    if (postgres) standby = await startServer(standbyPort);
    const api = over(port);
    const login = await api.call<{ token: string }>({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.ops', password: DEMO_PASSWORD },
    });
    const token = login.body.data.token;
    const orders = [];
    for (let i = 0; i < ORDERS; i++)
      orders.push(await bookOrder(api, token, { payment: 'balance', surname: `CRASH${'X'.repeat(i)}`, days: 20 + i }));
    const ids = orders.map((o) => o.id);

    // Kill the server while it holds ticketing jobs (and, for refused ones, their reimbursements) mid-run.
    // PostgreSQL: watch the job table; a PGlite folder is the running server's alone.
    const data = postgres ? await openData() : null;
    if (data) {
      await waitFor(
        'ticketing under way',
        async () => {
          const [row] = rowsOf<{ n: string | number }>(
            await data.db.execute(
              sql`SELECT count(*) AS n FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = 'order-ticketing' AND state = 'active'`,
            ),
          );
          return Number(row?.n) > 0;
        },
        120_000,
      );
      await data.close();
    } else {
      // PGlite: the folder is the running server's alone, so ask the API: one order moving on shows
      // the ticketing jobs are running (the others are then mid-run or queued behind it).
      await waitFor(
        'ticketing under way',
        async () => {
          const list = await Promise.all(
            ids.map(
              async (id) =>
                (
                  await api.call<{ status: string }>({
                    method: 'GET',
                    url: `/api/order/v2/flight/orders/${id}`,
                    headers: { authorization: `Bearer ${token}` },
                  })
                ).body.data.status,
            ),
          );
          return list.some((status) => status !== 'proceeding');
        },
        120_000,
      );
    }
    await killHard(server);
    const killedAt = Date.now();

    // The claims held at the kill (PostgreSQL: the standby's among them; those finish without a restart).
    const claimedAtKill = await (async () => {
      const db = await openData();
      const rows = rowsOf<{ id: string }>(
        await db.db.execute(sql`SELECT id FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE state = 'active'`),
      );
      await db.close();
      return rows.map((r) => r.id);
    })();
    expect(claimedAtKill.length, 'the kill landed while jobs ran').toBeGreaterThan(0);

    let readyAt = killedAt;
    if (postgres) {
      server = standby;
      standby = undefined;
    } else {
      server = await startServer(port);
      readyAt = Date.now();
    }
    const after = over(postgres ? standbyPort : port);
    const relogin = await after.call<{ token: string }>({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.ops', password: DEMO_PASSWORD },
    });
    const statuses = await waitFor(
      'every order in its next state',
      async () => {
        const list = await Promise.all(
          ids.map(
            async (id) =>
              (
                await after.call<{ status: string }>({
                  method: 'GET',
                  url: `/api/order/v2/flight/orders/${id}`,
                  headers: { authorization: `Bearer ${relogin.body.data.token}` },
                })
              ).body.data.status,
          ),
        );
        return list.every((s) => FINAL.includes(s)) ? list : undefined;
      },
      360_000,
    );
    expect(statuses.every((s) => FINAL.includes(s))).toBe(true);
    if (server) await killHard(server);
    server = undefined;

    // When each orphaned claim started again: its run after the kill (a retry keeps the job's id).
    const restarts = await (async () => {
      const db = await openData();
      const rows = rowsOf<{ started: string | Date }>(
        await db.db.execute(sql`
        SELECT started_on AS started FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE id IN (${sql.join(
          claimedAtKill.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        UNION ALL SELECT started_on FROM ${sql.identifier(JOB_SCHEMA)}.archive WHERE id IN (${sql.join(
          claimedAtKill.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
      );
      await db.close();
      return rows.map((r) => new Date(r.started).getTime()).filter((at) => at > killedAt);
    })();
    expect(restarts.length, 'an orphaned job was started again').toBeGreaterThan(0);
    const latest = Math.max(...restarts);
    console.info(
      `orphaned jobs restarted: ${restarts.length} of ${claimedAtKill.length} claims held at the kill; the last ${((latest - killedAt) / 1000).toFixed(1)} s after the kill` +
        (postgres
          ? ' (by the standby server)'
          : `, ${((latest - readyAt) / 1000).toFixed(1)} s after the next server answered (it started in ${((readyAt - killedAt) / 1000).toFixed(1)} s)`),
    );
    expect(latest - readyAt).toBeLessThan(30_000);

    const db = await openData();
    try {
      // Every failed order got its hold released; every issued one had it posted.
      const payments = rowsOf<{ order_ref: string; status: string }>(
        await db.db.execute(sql`
        SELECT p.order_ref, p.status FROM payments p JOIN flight_orders o ON o.order_no = p.order_ref WHERE o.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
      );
      for (const order of orders) {
        const status = statuses[ids.indexOf(order.id)];
        expect(payments.find((p) => p.order_ref === order.orderNo)?.status, `${order.orderNo} ${status}`).toBe(
          status === 'issued' ? 'paid' : 'voided',
        );
      }
      const report = await checkLedger(db.db);
      expect(report.violations).toEqual([]);
      expect(report.counts.pending).toBe(0);
    } finally {
      await db.close();
    }
  });
});
