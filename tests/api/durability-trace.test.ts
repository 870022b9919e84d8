// A payment is on disk before its answer leaves: the real server and its database are traced with
// strace (Debian's package) while a client pays, and the trace must show, in time order, the server
// reading the request, a sync of the write-ahead log (fsync/fdatasync of a file under pg_wal) and
// only then the server writing "HTTP/1.1 200" on that connection.
// - Embedded database: the server's own process (the database's thread) must sync.
// - PostgreSQL: the server process and PostgreSQL's processes are traced (needs root or a PostgreSQL
//   of one's own: strace attaches to the postmaster found from a backend's parent); after the server
//   sent COMMIT, some PostgreSQL process must sync pg_wal before the answer (with group commit the
//   flush that covers a commit may be another backend's).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/executor';
import { loginAll, seedPayables, sendOp, type MoneyOp } from './support/money-traffic';
import { createTestData, exitOf, startServerProcess, type ServerProcess } from './support/server-process';

const folder = mkdtempSync(join(tmpdir(), 'tessera-trace-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

interface TraceLine {
  pid: number;
  at: number;
  text: string;
}

function readTrace(file: string): TraceLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^(\d+)\s+(\d+\.\d+)\s+(.*)$/.exec(line);
      return match ? [{ pid: Number(match[1]), at: Number(match[2]), text: match[3]! }] : [];
    });
}

/** strace's options: follow threads and children, absolute times, file paths of descriptors, long strings. */
const STRACE_OPTIONS = ['-f', '-ttt', '-y', '-s', '4096'];

function requireStrace(): void {
  const probe = spawnSync('strace', ['-V'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error('strace is needed for this proof: apt-get install strace (.ci/run installs it)');
}

/** The request's arrival, the answer's departure on the same socket, and whatever happened between. */
function requestWindow(lines: TraceLine[], key: string): { from: number; to: number; socket: string } {
  const arrival = lines.find((l) => l.text.includes(`idempotency-key: ${key}`));
  expect(arrival, 'the traced server read the request').toBeDefined();
  const socket = /<(TCP|socket)[^>]*>/.exec(arrival!.text)?.[0] ?? '';
  const departure = lines.find((l) => l.at >= arrival!.at && l.text.includes(socket) && /(write|writev)\(.*HTTP\/1\.1 200/.test(l.text));
  expect(departure, 'the traced server wrote the answer').toBeDefined();
  return { from: arrival!.at, to: departure!.at, socket };
}

const walSync = (l: TraceLine) => /^(<\.\.\. )?(fsync|fdatasync)[ (]/.test(l.text) && l.text.includes('/pg_wal/');

async function payOnce(server: ServerProcess, payableId: number, key: string): Promise<void> {
  const tokens = await loginAll(server.base);
  const pay: MoneyOp = {
    kind: 'pay',
    key,
    user: 'harbour.ops',
    path: `/api/payment/v2/payments/${payableId}/pay`,
    body: { channel: 'balance' },
    payableId,
    answers: [],
  };
  expect(await sendOp(server.base, tokens, pay)).toBe(true);
  expect(pay.answers[0]).toMatchObject({ status: 200, code: 0 });
}

/** strace -p, resolved once it has attached to every process named (it says so on stderr). */
function traceProcesses(pids: number[], calls: string, output: string): Promise<ChildProcess> {
  const tracer = spawn('strace', [...STRACE_OPTIONS, '-e', `trace=${calls}`, '-o', output, ...pids.flatMap((pid) => ['-p', String(pid)])], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    tracer.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (pids.every((pid) => said.includes(`Process ${pid} attached`))) resolve(tracer);
    });
    tracer.once('exit', (code) => reject(new Error(`strace exited (${code}): ${said}`)));
  });
}

async function stopTracing(tracer: ChildProcess): Promise<void> {
  const gone = exitOf(tracer);
  tracer.kill('SIGINT');
  await gone;
}

describe('the commit path, traced', () => {
  it('syncs the write-ahead log to disk before a payment is answered', { timeout: 300_000 }, async () => {
    requireStrace();
    const data = await createTestData('tessera-trace');
    cleanups.push(() => data.drop());
    const setup = await data.open(2);
    await setup.migrate();
    // The second payable is Harbour's (harbour.ops pays it).
    await seedPayables(setup.db, 2, 'TRACE');
    const [payable] = rowsOf<{ id: number }>(await setup.db.execute(sql`SELECT id FROM payments WHERE order_ref = 'TRACE-1'`));
    await setup.close();
    const payableId = Number(payable!.id);
    const key = `trace-${Date.now()}`;
    const serverTrace = join(folder, 'server.trace');

    if (data.kind === 'pglite') {
      // The server's every thread (its database runs in one of them).
      const server = await startServerProcess(data);
      cleanups.push(() => server.kill());
      const tracer = await traceProcesses([server.child.pid!], 'read,write,writev,fsync,fdatasync', serverTrace);
      await payOnce(server, payableId, key);
      await stopTracing(tracer);
      await server.kill();
      const lines = readTrace(serverTrace);
      const { from, to } = requestWindow(lines, key);
      const syncs = lines.filter((l) => walSync(l) && l.at > from && l.at < to);
      expect(syncs.length, 'fsync of pg_wal between the request and its answer').toBeGreaterThan(0);
      return;
    }

    const server = await startServerProcess(data);
    cleanups.push(() => server.stop());
    const probe = await data.open(1);
    let backends: number[];
    let postmaster: number;
    try {
      const settings = rowsOf<{ name: string; setting: string }>(
        await probe.db.execute(sql`SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit')`),
      );
      expect(Object.fromEntries(settings.map((s) => [s.name, s.setting]))).toEqual({ fsync: 'on', synchronous_commit: 'on' });
      // The server's pool already holds its connections: each backend is traced, and the postmaster
      // (a backend's parent) with -f for the connections and flushes that come later.
      const [self] = rowsOf<{ pid: number }>(await probe.db.execute(sql`SELECT pg_backend_pid() AS pid`));
      postmaster = Number(readFileSync(`/proc/${self!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      backends = rowsOf<{ pid: number }>(
        await probe.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`),
      ).map((r) => Number(r.pid));
    } finally {
      await probe.close();
    }
    const databaseTrace = join(folder, 'postgres.trace');
    const tracers = await Promise.all([
      traceProcesses([server.child.pid!], 'read,write,writev', serverTrace),
      traceProcesses([postmaster], 'fsync,fdatasync', databaseTrace),
      traceProcesses(backends, 'fsync,fdatasync', `${databaseTrace}.backends`),
    ]);
    cleanups.push(async () => {
      for (const tracer of tracers) tracer.kill('SIGINT');
    });
    await payOnce(server, payableId, key);
    for (const tracer of tracers) await stopTracing(tracer);
    const nodeLines = readTrace(serverTrace);
    const { from, to, socket } = requestWindow(nodeLines, key);
    const commit = nodeLines.find((l) => l.at > from && l.at < to && l.text.includes('COMMIT') && !l.text.includes(socket));
    expect(commit, 'the server sent COMMIT to PostgreSQL').toBeDefined();
    const databaseLines = [...readTrace(databaseTrace), ...readTrace(`${databaseTrace}.backends`)];
    const syncs = databaseLines.filter((l) => walSync(l) && l.at > commit!.at && l.at < to);
    expect(syncs.length, 'a PostgreSQL process synced pg_wal after COMMIT and before the answer').toBeGreaterThan(0);
  });
});
