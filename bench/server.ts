// Runs the real Tessera server in a child process (so the load generator never shares its event
// loop) on a free 127.0.0.1 port, waits until it answers, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// BENCH_ROOT runs the server of another checkout (a before/after comparison).
export const ROOT = process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const READY_PATH = '/api/base/v2/config/getSiteConfig';
const START_TIMEOUT_MS = 240_000;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface StartOptions {
  /** More environment for the server (WORKERS, ...). */
  env?: NodeJS.ProcessEnv;
  /** Another entry point (the bare Fastify baseline; a built `.mjs` such as dist-server/main.mjs runs without tsx). */
  script?: string;
  /** Also wait until the output holds this many lines saying "serving" (every cluster worker up). */
  servingLines?: number;
  /** Serve this built console (default: none, API only). */
  staticDir?: string;
  /** Listen here instead of on a free port. */
  port?: number;
  /** Flags for node itself (--cpu-prof ...), which NODE_OPTIONS does not accept. */
  nodeArgs?: string[];
}

/** Starts the server on PGlite in a fresh temp folder, or on PostgreSQL when a URL is given. */
export async function startServer(databaseUrl?: string, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
    STATIC_DIR: options.staticDir ?? '/nonexistent',
    DATA_DIR: dataDir ?? '/nonexistent',
    DATABASE_URL: databaseUrl ?? '',
    ...options.env,
  };
  const script = options.script ?? 'src/server/main.ts';
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      keep(Buffer.from(String(error)));
      resolve(null);
    });
  });

  const server: RunningServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopChild(child, exited);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilReady(server.baseUrl, exited);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while ((output.match(/Tessera is serving/g) ?? []).length < (options.servingLines ?? 0)) {
      if (Date.now() > deadline) throw new Error(`fewer than ${options.servingLines} workers serving within ${START_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await server.stop();
    const tail = output.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- server output (last lines) ---\n${tail}`);
  }
  return server;
}

async function waitUntilReady(baseUrl: string, exited: Promise<number | null>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode} before answering`);
    try {
      const response = await fetch(baseUrl + READY_PATH, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${READY_PATH} within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
