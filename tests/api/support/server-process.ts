// The real server (src/server/main.ts) in a child process on a database of the test's own: a PGlite
// folder, or a fresh PostgreSQL database when the suite runs on PostgreSQL (TEST_DB=postgres). For
// the proofs that need a process to kill, trace or restart; waits are on conditions.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { SNAPSHOT_PATH, uniqueDatabaseName, withDatabase } from './databases';

const READY_PATH = '/api/base/v2/config/getSiteConfig';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Where a test's server keeps its data: a PGlite folder, or a PostgreSQL database of its own. */
export interface TestData {
  kind: 'pglite' | 'postgres';
  /** The server's environment for this data (DATA_DIR or DATABASE_URL). */
  env: NodeJS.ProcessEnv;
  databaseUrl?: string;
  dataDir?: string;
  open(poolSize?: number): Promise<Database>;
  drop(): Promise<void>;
}

/** Data of the suite's database kind, or of the kind asked for (a move from the embedded database). */
export async function createTestData(
  name = 'tessera-data',
  kind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
): Promise<TestData> {
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const database = uniqueDatabaseName();
    // From the run's migrated, seeded template (global-setup.ts), as every API test file's database.
    await adminQuery(adminUrl, `CREATE DATABASE ${database} TEMPLATE ${inject('templateDatabase')}`);
    const databaseUrl = withDatabase(adminUrl, database);
    return {
      kind: 'postgres',
      databaseUrl,
      env: { DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent' },
      open: (poolSize = 4) => openDatabase({ databaseUrl, poolSize }),
      drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    };
  }
  const folder = mkdtempSync(join(tmpdir(), `${name}-`));
  const dataDir = join(folder, 'data');
  // A new folder starts from the run's migrated, seeded snapshot (global-setup.ts, when the PGlite suites
  // made it) instead of initdb; callers migrate either way.
  const snapshot = existsSync(SNAPSHOT_PATH) ? new Blob([readFileSync(SNAPSHOT_PATH)]) : undefined;
  return {
    kind: 'pglite',
    dataDir,
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    // PGlite refuses to load a snapshot over a database: only the first open loads it.
    open: () => openDatabase({ dataDir, loadFrom: existsSync(join(dataDir, 'PG_VERSION')) ? undefined : snapshot }),
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), resolved once the process is gone. */
  stop(): Promise<void>;
}

export function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

export interface StartOptions {
  port?: number;
  env?: NodeJS.ProcessEnv;
  limitMs?: number;
}

export async function startServerProcess(data: TestData, options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STATIC_DIR: '/nonexistent',
      WORKERS: '1',
      ...data.env,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + (options.limitMs ?? 240_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
    const ready = await fetch(base + READY_PATH, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    const gone = exitOf(child);
    child.kill(name);
    await gone;
  };
  return { child, base, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
