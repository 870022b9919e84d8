// Two machines behind a real load balancer (PostgreSQL only: the embedded database is one process).
// Two cluster primaries on two ports stand for two machines, on one PostgreSQL, behind HAProxy from the
// operating system's packages (support/haproxy.ts, the configuration docs/scaling.md shows). Under
// steady traffic (wallet payments and top-ups, and bookings paid from the wallet), machine A's primary
// is SIGKILLed and started again, and machine B is deployed by SIGHUP (its workers replaced one at a
// time). Clients do what a client should: a request that got no answer from us (the balancer's own
// 502/503, a cut connection) is sent again with the same Idempotency-Key.
// Proven: no request answered 5xx by our servers, every acknowledged payment and top-up is in the
// database, every retried or repeated key applied once, and the ledger is clean (also by the command).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/executor';
import { checkLedger } from '@/server/wallet/check';
import { adult, CONTACT } from './support/orders';
import { daysFromNow } from './support/flights';
import { startHaproxy, type Balancer } from './support/haproxy';
import {
  acknowledged,
  appliedTwice,
  loginAll,
  lostAcknowledged,
  moneyOps,
  runClients,
  seedPayables,
  sendOp,
  topUpOp,
  type MoneyOp,
} from './support/money-traffic';
import { createTestData, freePort, startServerProcess, type ServerProcess, type TestData } from './support/server-process';

const PAYABLES = Number(process.env.TWO_MACHINES_PAYABLES ?? 80);
const MONEY_CLIENTS = 6;
const BOOKING_CLIENTS = 2;
/** A request without an answer from us is sent again after this pause, at most this many times. */
const RETRY_PAUSE_MS = 100;
const RETRIES = 300;

const folder = mkdtempSync(join(tmpdir(), 'tessera-two-machines-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

const stats = {
  requests: 0,
  unansweredByUs: 0,
  retried: 0,
  ours5xx: [] as string[],
  bookings: 0,
  bookingsAbandoned: 0,
  kills: 0,
  deploys: 0,
};

/** Pids of a primary's workers (its children). */
function workersOf(pid: number): number[] {
  const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean).map(Number);
}

/** A process that runs (a zombie waiting to be reaped has ended). */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(what: string, probe: () => Promise<boolean> | boolean, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One money operation through the balancer, sent again (same key) until one of our servers answers it. */
async function moneyUntilAnswered(base: string, tokens: Record<string, string>, op: MoneyOp): Promise<void> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    stats.requests++;
    if (attempt > 0) stats.retried++;
    const answered = await sendOp(base, tokens, op, 30_000);
    if (answered) {
      const last = op.answers.at(-1)!;
      if (last.status >= 500) stats.ours5xx.push(`${op.key}: ${last.status} code ${last.code}`);
      return;
    }
    stats.unansweredByUs++;
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
  throw new Error(`${op.key}: no answer from our servers after ${RETRIES} tries`);
}

/** A call through the balancer: our answer (JSON), or undefined when none came (the balancer's own page, a cut connection). */
async function call<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; code: number; data: T } | undefined> {
  stats.requests++;
  try {
    const response = await fetch(base + path, {
      method,
      signal: AbortSignal.timeout(30_000),
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; data: T };
    if (response.status >= 500) stats.ours5xx.push(`${method} ${path}: ${response.status} code ${answer.code}`);
    return { status: response.status, code: answer.code, data: answer.data };
  } catch {
    stats.unansweredByUs++;
    return undefined;
  }
}

/** Search, price check and order (not repeated when cut off: an order has no Idempotency-Key), then its payment as a money operation. */
async function bookAndPay(base: string, tokens: Record<string, string>, index: number): Promise<MoneyOp | undefined> {
  const token = tokens['harbour.ops']!;
  const search = await call<{ id: string }>(base, token, 'POST', '/api/shopping/v2/flight/async-shopping', {
    journeys: [{ origin: 'airport-PVG', destination: 'airport-HKG', date: daysFromNow(20 + (index % 30)) }],
    passengers: { adult: 1, child: 0, infant: 0 },
    bookingType: 'oneway',
    cabinClass: 'economy',
  });
  if (search?.code !== 0) return undefined;
  let offers: Array<{ id: string }> = [];
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await call<{ complete: boolean; solutions: Array<{ id: string }> }>(
      base,
      token,
      'POST',
      '/api/shopping/v2/flight/async-shopping/solutions',
      { id: search.data.id, limit: 5 },
    );
    if (answer?.code === 0) offers = answer.data.solutions;
    if ((answer?.code === 0 && answer.data.complete) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const offer of offers) {
    const checked = await call<{ quote: { id: string; offer: { priceDetail: { currency: string } } } | null }>(
      base,
      token,
      'POST',
      `/api/shopping/v2/flight/solutions/${encodeURIComponent(offer.id)}/verification`,
    );
    const quote = checked?.code === 0 ? checked.data.quote : null;
    if (!quote) continue;
    const order = await call<{ id: number }>(base, token, 'POST', '/api/order/v2/flight/orders', {
      quoteId: quote.id,
      currency: quote.offer.priceDetail.currency,
      passengers: [adult(`LB${index}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!))],
      contact: CONTACT,
      payment: 'later',
    });
    if (order?.code !== 0) return undefined;
    stats.bookings++;
    const pay: MoneyOp = {
      kind: 'pay',
      key: `LB-order-pay-${index}`,
      user: 'harbour.ops',
      path: `/api/order/v2/flight/orders/${order.data.id}/payment`,
      body: { channel: 'balance' },
      payableId: order.data.id,
      answers: [],
    };
    await moneyUntilAnswered(base, tokens, pay);
    return pay;
  }
  return undefined;
}

describe('two machines behind HAProxy', () => {
  it('loses no acknowledged money through a SIGKILLed machine and a SIGHUP deploy, and answers no 5xx', { timeout: 600_000 }, async () => {
    const began = performance.now();
    const data: TestData = await createTestData('tessera-two-machines', 'postgres');
    cleanups.push(() => data.drop());
    const setup = await data.open(2);
    await setup.migrate();
    const seeded = await seedPayables(setup.db, PAYABLES, 'LB');
    const ops = moneyOps(seeded, 'LB');
    await setup.close();

    // Calm simulated suppliers, so bookings are steady traffic rather than supplier failures.
    const suppliers = join(folder, 'suppliers.json');
    writeFileSync(
      suppliers,
      JSON.stringify({
        '*': {
          latencyMs: [20, 200],
          checkLatencyMs: [0, 50],
          failureRate: 0,
          unavailableRate: 0,
          priceChangeRate: 0,
          packageChangeRate: 0,
          checkTimeoutRate: 0,
        },
      }),
    );
    const machineEnv = { WORKERS: '2', TRUST_PROXY: '127.0.0.1', FLIGHT_SUPPLIERS_CONFIG: suppliers };
    const ports = { a: await freePort(), b: await freePort() };
    const machines: Record<'a' | 'b', ServerProcess> = Object.fromEntries(
      await Promise.all(
        (['a', 'b'] as const).map(async (name) => [name, await startServerProcess(data, { port: ports[name], env: machineEnv })]),
      ),
    ) as Record<'a' | 'b', ServerProcess>;
    cleanups.push(() => Promise.all(Object.values(machines).map((machine) => machine.kill())));
    const balancer: Balancer = await startHaproxy(folder, ports);
    cleanups.push(() => balancer.stop());
    await until('HAProxy sees both machines up', async () => Object.values(await balancer.states()).filter((s) => s === 'UP').length === 2);
    const started = performance.now();

    const tokens = await loginAll(balancer.base);
    let answered = 0;
    let eventsDone = false;
    let answeredDuringKill = 0;
    let answeredDuringDeploy = 0;
    const bookingPays: MoneyOp[] = [];
    // Steady until the kill and the deploy are over: more top-ups while the payables run out.
    let extra = 2 * PAYABLES;
    const money = runClients(ops, MONEY_CLIENTS, async (op) => {
      await moneyUntilAnswered(balancer.base, tokens, op);
      answered++;
      if (!eventsDone && ops.length - answered < 2 * MONEY_CLIENTS) ops.push(topUpOp(seeded, (extra += 2) - 1, 'LB'));
    });
    let bookingIndex = 0;
    const bookings = Promise.all(
      Array.from({ length: BOOKING_CLIENTS }, async () => {
        while (!eventsDone) {
          const pay = await bookAndPay(balancer.base, tokens, bookingIndex++);
          if (pay) bookingPays.push(pay);
          else stats.bookingsAbandoned++;
        }
      }),
    );

    const events = (async () => {
      const answeredAt = (n: number) => until(`${n} money operations answered`, () => answered >= n, 300_000);
      await answeredAt(Math.floor(ops.length * 0.2));
      // Machine A is lost: its primary SIGKILLed (its workers end with it), then started again.
      const answeredAtKill = answered;
      const workersOfA = workersOf(machines.a.child.pid!);
      await machines.a.kill();
      await until("A's workers gone", () => !workersOfA.some(running), 30_000);
      stats.kills++;
      console.log(`two machines: A killed after ${answered} operations answered`);
      machines.a = await startServerProcess(data, { port: ports.a, env: machineEnv });
      await until('HAProxy sees A up again', async () => (await balancer.states()).a === 'UP');
      answeredDuringKill = answered - answeredAtKill;
      await answeredAt(Math.floor(ops.length * 0.45));
      // Machine B is deployed: SIGHUP replaces its workers one at a time.
      const answeredAtDeploy = answered;
      const before = workersOf(machines.b.child.pid!);
      machines.b.child.kill('SIGHUP');
      await until("B's workers all replaced", () => {
        const now = workersOf(machines.b.child.pid!);
        return now.length === before.length && now.every((pid) => !before.includes(pid));
      });
      stats.deploys++;
      answeredDuringDeploy = answered - answeredAtDeploy;
      console.log(`two machines: B deployed (workers ${before.join(', ')} replaced) after ${answered} operations answered`);
    })().finally(() => {
      eventsDone = true;
    });

    await events;
    await money;
    await bookings;
    // The traffic went on while A was down and back, and while B's workers were replaced.
    expect(answeredDuringKill, "operations answered between A's kill and its return").toBeGreaterThan(0);
    expect(answeredDuringDeploy, "operations answered during B's deploy").toBeGreaterThan(0);
    const trafficSeconds = (performance.now() - started) / 1000;

    // Every key sent again after the fact, on whichever machine the balancer picks: each replays its first answer.
    const everything = [...ops, ...bookingPays];
    const replayedOnce = everything.filter(acknowledged);
    const replayedOtherwise: string[] = [];
    await runClients(replayedOnce, MONEY_CLIENTS, async (op) => {
      await moneyUntilAnswered(balancer.base, tokens, op);
      const last = op.answers.at(-1)!;
      if (last.status !== 200 || last.code !== 0) replayedOtherwise.push(`${op.key}: ${last.status} code ${last.code}`);
    });
    expect(replayedOtherwise, 'keys sent again that did not replay their first answer').toEqual([]);

    const database = await data.open(2);
    try {
      expect(stats.ours5xx, 'answers 5xx from our servers').toEqual([]);
      expect(await lostAcknowledged(database.db, ops), 'acknowledged payments and top-ups missing').toEqual([]);
      expect(await appliedTwice(database.db, ops), 'top-ups applied twice').toEqual([]);
      // Paid orders: each acknowledged order payment took the wallet's money exactly once (one payment of
      // the order with a hold; a hold a failed ticketing later released stays recorded, and the ledger
      // check covers its release).
      const paidOrders = bookingPays.filter(acknowledged).map((op) => op.payableId!);
      if (paidOrders.length) {
        const rows = rowsOf<{ id: number | string; status: string; paid: number; payments: string | null }>(
          await database.db.execute(sql`
          SELECT o.id, o.status, count(p.id) FILTER (WHERE p.hold_transfer_id IS NOT NULL)::int AS paid, string_agg(p.status || ' hold ' || coalesce(p.hold_transfer_id::text, '-'), ', ') AS payments
          FROM flight_orders o LEFT JOIN payments p ON p.order_ref = o.order_no
          WHERE o.id IN (${sql.join(
            paidOrders.map((id) => sql`${id}`),
            sql`, `,
          )}) GROUP BY o.id, o.status`),
        );
        expect(
          rows.filter((row) => row.paid !== 1).map((row) => `order ${row.id} (${row.status}): ${row.payments ?? 'no payment'}`),
          'orders paid other than once',
        ).toEqual([]);
        expect(rows).toHaveLength(paidOrders.length);
      }
      const report = await checkLedger(database.db);
      expect(report.violations, 'ledger invariants').toEqual([]);
    } finally {
      await database.close();
    }
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/wallet/check-cli.ts'], {
      env: { ...process.env, ...data.env },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);

    const acked = everything.filter(acknowledged).length;
    console.log(
      `two machines behind HAProxy: ${stats.requests} requests in ${trafficSeconds.toFixed(0)} s of traffic (${ops.length} payments and top-ups, ${stats.bookings} bookings paid from the wallet, ${stats.bookingsAbandoned} abandoned), ` +
        `kills ${stats.kills} (${answeredDuringKill} operations answered while A was down and starting), deploys ${stats.deploys} (${answeredDuringDeploy} answered during it), 5xx from our servers ${stats.ours5xx.length}, not answered by us ${stats.unansweredByUs} (balancer 502/503 or cut; ${stats.retried} resent with the same key), ` +
        `${acked} money operations acknowledged, ${replayedOnce.length} keys repeated afterwards and applied once, money lost 0, ledger clean; whole test ${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
  });
});
