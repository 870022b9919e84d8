// kill -9 in the middle of a money load, restart, and check the ledger.
//   npx tsx bench/ledger-crash.ts            (PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
//   npx tsx bench/ledger-crash.ts --pglite   (the embedded database in a folder)
// 1. A fresh database with the demo data and 400 payables (orders awaiting payment).
// 2. The real server; 50 concurrent clients pay the payables from the wallets and top up wallets,
//    every request with an Idempotency-Key and sent twice (a client retry).
// 3. SIGKILL the server once ~40% of the requests are answered; requests in flight get no answer.
// 4. Restart it; the clients retry every request with its key (and re-send some answered ones).
// 5. Stop the server; resolve the holds (post or void, each raced twice); `npm run ledger:check`.
// Exits 1 when an invariant fails: a key that ran twice, a replay that differs, a broken ledger.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { agencies } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { ApiError } from '../src/server/http/api-error';
import { rowsOf } from '../src/server/db/executor';
import { capturePayment, releasePayment, requestPayment } from '../src/server/wallet/payments';
import { DEFAULT_ADMIN_URL, createScratchDatabase } from './postgres';
import { freePort } from './server';
import { formatTable } from './table';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PGLITE = process.argv.includes('--pglite');
const CLIENTS = 50;
const PAYABLES = 400;
const TOP_UPS = 200;
const KILL_AFTER = 0.4;

type Target = { url: string } | { dataDir: string };
const target: Target & { drop(): Promise<void> } = await (async () => {
  if (PGLITE) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-crash-'));
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  if ('unavailable' in scratch) throw new Error(`PostgreSQL is not available: ${scratch.unavailable}`);
  return { url: scratch.url, drop: scratch.drop };
})();
const open = (): Promise<Database> =>
  openDatabase('url' in target ? { databaseUrl: target.url, poolSize: 20 } : { dataDir: target.dataDir });
const env = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  STATIC_DIR: '/nonexistent',
  DATABASE_URL: 'url' in target ? target.url : '',
  DATA_DIR: 'dataDir' in target ? target.dataDir : '/nonexistent',
});

interface Op {
  key: string;
  user: string;
  method: 'POST';
  path: string;
  body: unknown;
  answers: Array<{ status: number; body: unknown }>;
  reference?: string;
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: env(port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/base/v2/config/getSiteConfig`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/base/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Tessera#2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function send(base: string, tokens: Record<string, string>, op: Op): Promise<boolean> {
  try {
    const res = await fetch(`${base}${op.path}`, {
      method: op.method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[op.user]}`,
        'idempotency-key': op.key,
        'accept-language': 'en',
      },
      body: JSON.stringify(op.body),
      signal: AbortSignal.timeout(120_000),
    });
    op.answers.push({ status: res.status, body: await res.json() });
    return true;
  } catch {
    return false; // the server died under this request: no answer
  }
}

async function runAll(ops: Op[], work: (op: Op) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < ops.length) await work(ops[next++]!);
    }),
  );
}

const summary: string[][] = [];
const failures: string[] = [];
const started = performance.now();
try {
  // 1. Database, demo data, payables.
  const setup = await open();
  await setup.migrate();
  await seedDemo(setup.db);
  const idOf = async (code: string) => (await setup.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)))[0]!.id;
  const harbour = await idOf('HARBOUR');
  const kowloon = await idOf('KOWLOON');
  const payables: Array<{ id: number; agency: number }> = [];
  for (let i = 0; i < PAYABLES; i++) {
    const agency = i % 3 === 0 ? kowloon : harbour;
    const p = await setup.db.transaction((tx) =>
      requestPayment(tx, { agencyId: agency, orderRef: `CRASH-${i}`, amount: 5_000 + ((i * 7919) % 150_000), currency: 'CNY' }),
    );
    payables.push({ id: p.id, agency });
  }
  await setup.close();

  // 2. Server and load.
  const port = Number(process.env.BENCH_PORT_BASE) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(port);
  const tokens: Record<string, string> = {};
  for (const user of ['admin', 'harbour.finance', 'harbour.ops', 'kowloon.super']) tokens[user] = await login(base, user);
  const pays = payables.map((p, i): Op => ({
    key: `pay-${i}`,
    user: p.agency === harbour ? 'harbour.ops' : 'kowloon.super',
    method: 'POST',
    path: `/api/payment/v2/payments/${p.id}/pay`,
    body: { channel: 'balance' },
    answers: [],
  }));
  const topUps = Array.from({ length: TOP_UPS }, (_, i): Op => {
    const reference = `CRASH-TOPUP-${i}`;
    const sub = i % 2 === 1;
    return {
      key: `top-${i}`,
      user: sub ? 'harbour.finance' : 'admin',
      method: 'POST',
      path: `/api/base/v2/agencies/${sub ? kowloon : harbour}/balance`,
      reference,
      body: { currency: 'CNY', receivedAmount: 10_000 + i * 137, rate: '1', feePercent: '0', referenceNo: reference },
      answers: [],
    };
  });
  // Payments and top-ups interleaved: two payments, then a top-up.
  const ops: Op[] = pays.flatMap((p, i) => (i % 2 === 1 && topUps[i >> 1] ? [p, topUps[i >> 1]!] : [p]));
  let answered = 0;
  let killed = false;
  const killAt = Math.floor(ops.length * 2 * KILL_AFTER);
  await runAll(ops, async (op) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await send(base, tokens, op)) answered++;
      if (!killed && answered >= killAt) {
        killed = true;
        server.kill('SIGKILL');
      }
    }
  });
  await exited(server);
  const unanswered = ops.filter((op) => op.answers.length === 0).length;
  summary.push(['requests answered before kill -9', String(answered)], ['operations with no answer at all', String(unanswered)]);

  // 4. Restart; every operation is retried with its key; answered ones must replay identically.
  server = await startServer(port);
  for (const user of Object.keys(tokens)) tokens[user] = await login(base, user);
  const replays = { same: 0, different: 0 };
  await runAll(ops, async (op) => {
    const before = op.answers.filter((a) => a.status < 500).at(-1);
    // A client retries until it gets an answer (PGlite serialises 50 clients: answers can be slow).
    let answered = false;
    for (let attempt = 0; attempt < 3 && !answered; attempt++) answered = await send(base, tokens, op);
    if (!answered) failures.push(`${op.key}: no answer after restart`);
    const after = op.answers.at(-1)!;
    if (before) {
      if (JSON.stringify(before) === JSON.stringify(after)) replays.same++;
      else {
        replays.different++;
        failures.push(`${op.key}: replay differs ${JSON.stringify(before).slice(0, 200)} vs ${JSON.stringify(after).slice(0, 200)}`);
      }
    }
  });
  summary.push(['retries replaying the first answer', String(replays.same)], ['retries answering differently', String(replays.different)]);
  server.kill('SIGTERM');
  await exited(server);

  // 5. Holds resolved by the "order service" (each raced twice), then the invariants.
  const after = await open();
  const held = rowsOf<{ id: string }>(await after.db.execute(sql`SELECT id FROM payments WHERE status = 'held'`));
  let doubleResolved = 0;
  await Promise.all(
    held.map(async ({ id }, i) => {
      const resolve = () =>
        after.db
          .transaction((tx) => (i % 2 ? capturePayment(tx, Number(id)) : releasePayment(tx, Number(id), 'ticketing failed')))
          .then(
            () => 1,
            (e: unknown) => {
              if (e instanceof ApiError) return 0;
              throw e;
            },
          );
      const wins = (await Promise.all([resolve(), resolve()])).reduce((a: number, b) => a + b, 0);
      if (wins !== 1) doubleResolved++;
    }),
  );
  summary.push(
    ['holds resolved (post or void, raced twice)', String(held.length)],
    ['holds resolved other than once', String(doubleResolved)],
  );
  if (doubleResolved) failures.push(`${doubleResolved} holds resolved other than once`);
  for (const op of ops.filter((o) => o.reference)) {
    const [row] = rowsOf<{ n: string }>(
      await after.db.execute(sql`SELECT count(*) AS n FROM ledger_transfers WHERE reference = ${op.reference}`),
    );
    const ran = Number(row!.n);
    const succeeded = op.answers.some((a) => a.status === 200);
    if (ran > 1 || ran !== (succeeded ? 1 : 0))
      failures.push(`${op.key}: ${ran} transfers for one key (answered ${op.answers.map((a) => a.status).join(',')})`);
  }
  const [keys] = rowsOf<{ n: string; open: string }>(
    await after.db.execute(sql`SELECT count(*) AS n, count(*) FILTER (WHERE status_code IS NULL) AS open FROM idempotency_keys`),
  );
  summary.push(['idempotency keys stored', String(keys!.n)], ['keys without an answer', String(keys!.open)]);
  if (Number(keys!.open)) failures.push('idempotency keys without a stored answer');
  await after.close();

  const check = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/wallet/check-cli.ts'], {
    cwd: ROOT,
    env: env(0),
    encoding: 'utf8',
  });
  console.log(check.stdout);
  if (check.status !== 0) failures.push(`npm run ledger:check exited ${check.status}`);
} finally {
  await target.drop();
}

console.log(`kill -9 under load on ${PGLITE ? 'PGlite' : 'PostgreSQL'} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
console.log(formatTable(['what', 'count'], summary));
if (failures.length) {
  console.log(`\nFAILED:\n${failures.slice(0, 30).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nevery invariant holds');
}
