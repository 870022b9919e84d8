// Probes a balancer asks: liveness answers while the process does; readiness answers 503 while the
// database is down and from the first moment of a SIGTERM drain (before the port closes), and comes
// back when the database does. Both are public and never logged at info.
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/domain/errors';
import { drainAndClose } from '@/server/health/shutdown';
import { startTestApp, type TestApp } from './support/harness';

const postgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // This app runs no job workers (inject only), so "jobs" has nothing to wait for.
  t = await startTestApp({ jobs: { workers: false }, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close().catch(() => {});
});

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** PostgreSQL refuses this database's connections and drops the open ones; PGlite's thread is closed. */
async function takeDatabaseDown(): Promise<(() => Promise<void>) | null> {
  if (!postgres) {
    await t.database.close();
    return null;
  }
  const name = new URL(t.databaseUrl!).pathname.slice(1);
  await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  return () => adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
}

describe('health probes', () => {
  it('answers liveness and readiness without a login, and logs neither at info', async () => {
    const live = await t.call<{ pid: number }>({ method: 'GET', url: '/api/health/live' });
    expect(live.status).toBe(200);
    expect(live.body.data.pid).toBe(process.pid);
    const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ database: true, migrations: true, jobs: true, draining: false });
    expect(logLines.filter((line) => line.includes('/api/health/'))).toEqual([]);
  });

  it('answers 503 from the start of a SIGTERM drain while still serving, then closes', async () => {
    const other = await startTestApp({ jobs: { workers: false } });
    try {
      const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/api/health/ready`)).status).toBe(200);
      // Five seconds of drain: the two probes below must both land inside it on a busy machine.
      const closing = drainAndClose(other.app, 5);
      const ready = await fetch(`${address}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toContain('draining');
      // Other requests are still served during the delay: only the probe says "take me out".
      expect((await fetch(`${address}/api/health/live`)).status).toBe(200);
      await closing;
      await expect(fetch(`${address}/api/health/live`)).rejects.toThrow();
    } finally {
      await other.close().catch(() => {});
    }
  });

  // Last: on PGlite the database cannot come back (it lives in this process; closing it is its outage).
  it('answers 503 while the database is down (and 200 again once PostgreSQL is back)', async () => {
    const bringBack = await takeDatabaseDown();
    const down = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe(ErrorCode.NOT_READY);
    expect(down.body.message).toContain('database');
    expect((await t.call({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
    if (!bringBack) return;
    await bringBack();
    expect((await t.call({ method: 'GET', url: '/api/health/ready' })).status).toBe(200);
  });
});
