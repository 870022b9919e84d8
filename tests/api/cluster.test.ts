// Cluster mode on PostgreSQL (this file is not part of the PGlite project): the real server started
// with WORKERS=2 runs two worker processes on one port. Both answer requests, a job sent to the
// shared queue runs exactly once, SIGHUP replaces the workers while the port keeps answering, and
// SIGTERM stops everything cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_JOB } from '@/server/flights/orders/notifications';
import { rowsOf } from '@/server/db/executor';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { startTestApp, type TestApp } from './support/harness';
import { freePort } from './support/server-process';

let t: TestApp;
let server: ChildProcess;
let output = '';
let baseUrl = '';
let receiver: Server;
let receiverUrl = '';
const received = new Map<string, number>();

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, limitMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > limitMs)
      throw new Error(`${what}: not within ${limitMs / 1000} s\n--- server output ---\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Worker pids that logged a completed request (one JSON line per request at debug). */
function servingPids(since = 0): Set<number> {
  const pids = new Set<number>();
  for (const line of output.slice(since).split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { pid?: number; msg?: string };
      if (entry.msg === 'request completed' && entry.pid) pids.add(entry.pid);
    } catch {
      // a line split across chunks
    }
  }
  return pids;
}

const ask = (path: string, init: RequestInit = {}) => fetch(baseUrl + path, { ...init, headers: { connection: 'close', ...init.headers } });

beforeAll(async () => {
  t = await startTestApp();
  receiver = createServer((request, response) => {
    const id = String(request.headers['x-tessera-event-id']);
    received.set(id, (received.get(id) ?? 0) + 1);
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      WORKERS: '2',
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      STATIC_DIR: '/nonexistent',
      DATA_DIR: '/nonexistent',
      OUTBOUND_ALLOW: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('two workers serving', () => ((output.match(/Tessera is serving/g) ?? []).length >= 2 ? true : undefined), 120_000);
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await t?.close();
});

describe('cluster mode (WORKERS=2)', () => {
  it('serves one port from two worker processes', async () => {
    const login = await ask('/api/base/v2/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'harbour.ops', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const pids = await until('requests answered by both workers', async () => {
      const me = await ask('/api/base/v2/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      const seen = servingPids();
      return seen.size >= 2 ? seen : undefined;
    });
    expect(pids.has(server.pid!)).toBe(false);
  });

  it('runs a job sent to the shared queue exactly once', async () => {
    const db = t.database.db;
    await db.execute(sql`UPDATE agencies SET notify_secret = ${'k'.repeat(64)} WHERE code = 'HARBOUR'`);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
        INSERT INTO notification_deliveries (agency_id, order_id, channel, event, url, payload)
        SELECT id, NULL, 'booking', 'cluster.test', ${receiverUrl}, '{}'::jsonb FROM agencies WHERE code = 'HARBOUR' RETURNING id`),
      );
      ids.push(row!.id);
      await t.app.jobs.send(db, NOTIFY_JOB, { deliveryId: row!.id });
    }
    await until('every delivery made', async () => {
      const [left] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM notification_deliveries WHERE event = 'cluster.test' AND status <> 'delivered'`,
        ),
      );
      return left!.n === 0 ? true : undefined;
    });
    const attempts = rowsOf<{ attempts: number }>(
      await db.execute(sql`SELECT attempts FROM notification_deliveries WHERE event = 'cluster.test'`),
    );
    expect(attempts.map((a) => a.attempts)).toEqual(ids.map(() => 1));
    expect(ids.map((id) => received.get(id))).toEqual(ids.map(() => 1));
  });

  it('replaces its workers one at a time on SIGHUP while the port keeps answering', async () => {
    const before = new Set(servingPids());
    const mark = output.length;
    server.kill('SIGHUP');
    let failures = 0;
    const fresh = await until(
      'requests answered by new workers',
      async () => {
        const answer = await ask('/api/base/v2/config/getSiteConfig').catch(() => null);
        if (answer?.status !== 200) failures++;
        const replaced = [...servingPids(mark)].filter((pid) => !before.has(pid));
        return replaced.length >= 2 && (output.match(/SIGTERM: shutting down/g) ?? []).length >= 2 ? replaced : undefined;
      },
      120_000,
    );
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(failures).toBe(0);
  }, 150_000);

  it('stops cleanly on SIGTERM', async () => {
    const exit = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 60_000);
});
