// First start and restart of the real server as `npm start` runs it after the build (the bundled
// server, dist-server/main.mjs, with the build's database image; a checkout without a server bundle:
// `node --import tsx src/server/main.ts`): on PGlite in a fresh folder, then on PostgreSQL in a fresh
// database. The server's build steps (bundle, database image) run first and print their own times;
// the console's build (vite) is not part of this bench.
// Prints the time to the first answer, the memory of the whole process (all threads) once it answers
// and its peak, and the step lines the server printed with when they came.
//   npm run bench:start            BENCH_DATABASE_URL: admin URL for PostgreSQL (default below)
//   BENCH_START_ONLY=pglite|postgres runs one database only; BENCH_ROOT runs another checkout (to compare);
//   BENCH_PORT_BASE: listen on that port instead of a free one (a machine shared with other runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, hasServerBundle } from './build-server';
import { memoryOf } from './memory';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { freePort } from './server';
import { startArguments } from './start-command';
import { formatTable } from './table';

const ROOT = process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const READY_PATH = '/api/base/v2/config/getSiteConfig';
const START_TIMEOUT_MS = 300_000;
const bundled = hasServerBundle(ROOT);

interface StartResult {
  seconds: number;
  rssMb: number;
  peakMb: number;
  lines: string[];
}

async function startOnce(env: NodeJS.ProcessEnv): Promise<StartResult> {
  const port = Number(process.env.BENCH_PORT_BASE) || (await freePort());
  const began = performance.now();
  const command = bundled ? startArguments(ROOT) : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  const lines: string[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) lines.push(`${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  try {
    const deadline = began + START_TIMEOUT_MS;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode}:\n${lines.join('\n')}`);
      if (performance.now() > deadline) throw new Error(`no answer within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`);
      const ok = await fetch(`http://127.0.0.1:${port}${READY_PATH}`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - began) / 1000;
    // Let start-up garbage settle the way it would on a server left alone for a moment.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { seconds, ...memoryOf(child.pid!), lines };
  } finally {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv): Promise<string[][]> {
  const first = await startOnce(env);
  console.log(`\n${label}, first start:\n${first.lines.join('\n')}`);
  const again = await startOnce(env);
  console.log(`${label}, restart:\n${again.lines.join('\n')}`);
  const row = (what: string, r: StartResult) => [label, what, r.seconds.toFixed(1), r.rssMb.toFixed(0), r.peakMb.toFixed(0)];
  return [row('first start', first), row('restart', again)];
}

const only = process.env.BENCH_START_ONLY;
const rows: string[][] = [];
buildServer(ROOT);
console.log(`running ${bundled ? 'the bundled server (dist-server/main.mjs)' : 'src/server/main.ts through tsx'} in ${ROOT}`);
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-start-'));
  try {
    rows.push(...(await benchDatabase('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  if ('unavailable' in scratch) console.log(`\nPostgreSQL skipped: ${scratch.unavailable}`);
  else {
    try {
      rows.push(...(await benchDatabase('postgres', { DATABASE_URL: scratch.url })));
    } finally {
      await scratch.drop();
    }
  }
}
console.log(`\n${formatTable(['database', 'start', 'seconds to first answer', 'RSS MB after start', 'peak RSS MB'], rows)}`);
