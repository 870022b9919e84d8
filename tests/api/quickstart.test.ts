// The integrator quickstart runs as an integrator would: a separate process, over real HTTP, with an
// agency API key, against a server this test starts. It must search, book and pay; the agency's
// webhook receiver (docs/examples/verify-notification.mjs: signatures checked, events applied by
// version) must end on the order's final state, whatever order the deliveries come in. When the
// price check finds the price changed, it must stop, say what changed and book nothing.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyByVersion, receiveNotification, type HeldOrder } from '../../docs/examples/verify-notification.mjs';
import { agencies, flightOrders } from '@/server/db/schema';
import { simulatedSuppliers } from '@/server/flights/suppliers/registry';
import { profilesWith } from '@/server/flights/suppliers/simulator/profiles';
import { CALM, setAgencySettings, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { runJobs } from './support/orders';

const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const QUICKSTART = fileURLToPath(new URL('../../scripts/quickstart.ts', import.meta.url));

type Event = Parameters<typeof applyByVersion>[1] & { data: { orderId: number; orderVersion: number; state: HeldOrder['state'] } };

let t: TestApp;
let baseUrl: string;
let apiKey: string;
const received: Event[] = [];
let rejected = 0;
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const result = receiveNotification(signingKey, new Map(), Buffer.concat(chunks).toString('utf8'), request.headers);
    if (result.outcome === 'rejected') rejected++;
    else if (result.outcome === 'accepted') received.push(result.event as unknown as Event);
    response.writeHead(result.outcome === 'rejected' ? 401 : 204).end();
  });
});
let signingKey = '';
// The simulators read their knobs on every call, so a test can make every price check change the price.
const profiles = profilesWith({ '*': CALM });

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // A loopback receiver is refused unless OUTBOUND_ALLOW lets it (outboundAllow here), as docs/integrators.md says.
  t = await startFlightApp(
    {},
    { suppliers: simulatedSuppliers(profiles), orders: { notifyRetryDelaySeconds: 1, notifyRetryLimit: 20 } },
    { outboundAllow: ['127.0.0.1'] },
  );
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.bookingNotifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tessera`;
  });
  const issuedKey = await t.call<{ secret: string }>({
    method: 'POST',
    url: '/api/base/v2/company/notify-secret',
    headers: bearer(await t.login('harbour.super')),
  });
  signingKey = issuedKey.body.data.secret;
  const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
  const issued = await t.call<{ apiKey: string }>({
    method: 'POST',
    url: `/api/base/v2/agencies/${harbour!.id}/apikey`,
    headers: bearer(await t.login('admin')),
  });
  apiKey = issued.body.data.apiKey;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  receiver.close();
});

/** A fixed shuffle (seeded), so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

it('searches, books and pays a flight with an API key; the receiver ends on the issued order whatever the delivery order', async () => {
  const { stdout } = await run(process.execPath, [TSX, QUICKSTART, 'airport-PVG', 'airport-HKG', '30', '--accept-changes'], {
    env: { ...process.env, TESSERA_URL: baseUrl, TESSERA_API_KEY: apiKey },
    timeout: 120_000,
  });
  const found = /order (\S+) \(id (\d+)\): to_be_paid/.exec(stdout);
  expect(found, stdout).not.toBeNull();
  const [, orderNo, id] = found!;
  expect(stdout).toMatch(new RegExp(`paid: order ${orderNo} is proceeding`));

  const orderId = Number(id);
  const issuedArrived = () => received.some((e) => e.data.orderId === orderId && e.event === 'order.issued');
  for (const until = Date.now() + 60_000; !issuedArrived() && Date.now() < until;) {
    await runJobs(t);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(issuedArrived(), 'order.issued delivered').toBe(true);
  expect(rejected, 'every delivery signed with the agency key').toBe(0);

  const [order] = await t.database.db
    .select({ status: flightOrders.status, paymentStatus: flightOrders.paymentStatus })
    .from(flightOrders)
    .where(eq(flightOrders.id, orderId));
  const events = received.filter((e) => e.data.orderId === orderId);
  expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['order.proceeding', 'order.issued']));
  // Every arrival order, each event possibly twice (at-least-once delivery): the same final state.
  for (let seed = 1; seed <= 25; seed++) {
    const orders = new Map<number, HeldOrder>();
    for (const event of shuffled([...events, ...events.slice(0, seed % events.length)], seed)) applyByVersion(orders, event);
    expect(orders.get(orderId)!.state, `shuffle ${seed}`).toMatchObject({ status: order!.status, paymentStatus: order!.paymentStatus });
  }
  const reversed = new Map<number, HeldOrder>();
  for (const event of [...events].reverse()) applyByVersion(reversed, event);
  expect(reversed.get(orderId)!.state.status).toBe('issued');
}, 180_000);

it('says how to get a key when none is given', async () => {
  const failed = await run(process.execPath, [TSX, QUICKSTART], {
    env: { ...process.env, TESSERA_URL: baseUrl, TESSERA_API_KEY: '' },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining('TESSERA_API_KEY') });
}, 60_000);

it('stops on price_changed, saying the old and new total, and books nothing', async () => {
  const ordersBefore = await t.database.db.$count(flightOrders);
  for (const profile of profiles) profile.knobs.priceChangeRate = 1;
  try {
    // Another day than the walk above, so the offer is not one already checked.
    const failed = await run(process.execPath, [TSX, QUICKSTART, 'airport-PVG', 'airport-HKG', '33'], {
      env: { ...process.env, TESSERA_URL: baseUrl, TESSERA_API_KEY: apiKey },
      timeout: 120_000,
    }).catch((error: { code: number; stdout: string }) => error);
    expect(failed).toMatchObject({ code: 3 });
    const { stdout } = failed as { stdout: string };
    const [, was, now] = /stopped: price_changed: total (\d+) -> (\d+) [A-Z]{3} /.exec(stdout) ?? [];
    expect(was, stdout).toBeDefined();
    expect(Number(now)).not.toBe(Number(was));
    expect(stdout).toContain('nothing was booked');
    expect(stdout).not.toMatch(/order \S+ \(id \d+\)/);
    expect(await t.database.db.$count(flightOrders)).toBe(ordersBefore);
  } finally {
    for (const profile of profiles) profile.knobs.priceChangeRate = 0;
  }
}, 120_000);
