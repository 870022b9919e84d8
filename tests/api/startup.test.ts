// Starts the real server process the way `npm start` does (after the build step). On PGlite a second
// process on the same data folder must refuse; on PostgreSQL two servers share one database (a
// stateless cluster) and a session made on one is valid on the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueDatabaseName, withDatabase } from './support/databases';
import { freePort } from './support/server-process';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  for (const cleanup of cleanups) await cleanup();
});

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...env },
  });
  children.push(child);
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilServing(port: number, output: () => string): Promise<void> {
  for (let i = 0; i < 800; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/base/v2/config/getSiteConfig`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start: ${output()}`);
}

describe('starting the server', () => {
  if (process.env.TEST_DB !== 'postgres') {
    it('migrates and seeds a new data folder, and a second process on it refuses with a clear message', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-start-'));
      const p1 = await freePort();
      const first = startServer({ DATA_DIR: dataDir, PORT: String(p1) });
      await waitUntilServing(p1, first.output);
      const login = await fetch(`http://127.0.0.1:${p1}/api/base/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'harbour.ops', password: 'Tessera#2026' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Another Tessera process (pid ${first.child.pid}) is already using the data folder ${dataDir}`);
    }, 240_000);
  } else {
    it('runs two servers on one PostgreSQL database; a token from one works on the other', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = uniqueDatabaseName();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      const [pa, pb] = [await freePort(), await freePort()];
      const a = startServer({ DATABASE_URL: withDatabase(url, name), PORT: String(pa) });
      await waitUntilServing(pa, a.output);
      const b = startServer({ DATABASE_URL: withDatabase(url, name), PORT: String(pb) });
      await waitUntilServing(pb, b.output);
      const login = await fetch(`http://127.0.0.1:${pa}/api/base/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'harbour.ops', password: 'Tessera#2026' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const me = await fetch(`http://127.0.0.1:${pb}/api/base/v2/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await me.json()) as { code: number }).code).toBe(0);
      await fetch(`http://127.0.0.1:${pb}/api/base/v2/me`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      const after = await fetch(`http://127.0.0.1:${pa}/api/base/v2/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await after.json()) as { code: number }).code).toBe(200006);
    }, 240_000);
  }
});
