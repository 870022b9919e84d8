// Duffel's airline-initiated changes: its signed webhook records the change as a disruption of the
// order it names (once, however often delivered; a bad signature is 401 and records nothing), and
// the agency's answer is told to Duffel (accepted, or the order cancelled) before it is recorded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisruptionRow } from '@/domain/flights/flight-orders';
import { flightDisruptions, flightOrders } from '@/server/db/schema';
import { DUFFEL_WEBHOOK_PATH } from '@/server/flights/orders/supplier-webhook-routes';
import { DuffelSupplier } from '@/server/flights/suppliers/duffel/duffel-supplier';
import { duffelSignature } from '@/server/flights/suppliers/duffel/webhook-signature';
import { simulatedSuppliers } from '@/server/flights/suppliers/registry';
import { profilesWith } from '@/server/flights/suppliers/simulator/profiles';
import { DUFFEL_TEST_TOKEN, duffelError, duffelFixtures, startDuffelMock, type DuffelMock } from '../contract/duffel/mock-server';
import { CALM, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { bookOrder, runJobs } from './support/orders';

const SECRET = 'whsec_test_tessera';
const BASE = '/api/order/v2/flight/disruptions';
const change = duffelFixtures().airlineInitiatedChange as { id: string; order_id: string };
let t: TestApp;
let mock: DuffelMock;
let token: string;

beforeAll(async () => {
  process.env.DUFFEL_WEBHOOK_SECRET = SECRET;
  mock = await startDuffelMock();
  const simulators = simulatedSuppliers(profilesWith({ '*': CALM }));
  t = await startFlightApp(
    {},
    {
      suppliers: (directory, store) => [
        ...simulators(directory, store),
        new DuffelSupplier(
          { accessToken: DUFFEL_TEST_TOKEN, baseUrl: mock.url, timeoutMs: 2000, policy: { attempts: 1, baseDelayMs: 10, maxDelayMs: 10 } },
          store,
        ),
      ],
    },
  );
  token = await t.login('harbour.ops');
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
  delete process.env.DUFFEL_WEBHOOK_SECRET;
});

/** An issued order, made Duffel's order of the SDK's example change. */
async function duffelOrder(bookingRef = change.order_id) {
  const order = await bookOrder(t, token, { payment: 'balance' });
  await runJobs(t);
  // One order per Duffel order: the previous test's takes another reference.
  await t.database.db
    .update(flightOrders)
    .set({ supplierRef: `ord_before_${order.id}` })
    .where(eq(flightOrders.supplierRef, bookingRef));
  await t.database.db.update(flightOrders).set({ supplier: 'DUFFEL', supplierRef: bookingRef }).where(eq(flightOrders.id, order.id));
  return order;
}

function deliver(body: string, signature: string | null = duffelSignature(SECRET, body)) {
  return t.app.inject({
    method: 'POST',
    url: DUFFEL_WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-duffel-signature': signature } : {}) },
  });
}

const event = (object: unknown = change) =>
  JSON.stringify({
    id: 'wev_0000A4J5i1Ol3sNFOavT6a',
    type: 'order.airline_initiated_change_detected',
    live_mode: false,
    created_at: '2023-02-08T12:42:32Z',
    data: { object },
  });
const disruptionsOf = (orderId: number) => t.database.db.select().from(flightDisruptions).where(eq(flightDisruptions.orderId, orderId));

describe('Duffel airline-initiated changes', () => {
  it('refuses a delivery without a valid signature (401) and records nothing', async () => {
    const order = await duffelOrder();
    const body = event();
    expect((await deliver(body, null)).statusCode).toBe(401);
    expect((await deliver(body, duffelSignature('another secret', body))).statusCode).toBe(401);
    expect((await deliver(`${body} `, duffelSignature(SECRET, body))).statusCode).toBe(401);
    const refused = await deliver(body, 't=1,v1=zz');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 700402 });
    expect(await disruptionsOf(order.id)).toEqual([]);
  });

  it('records the change once with the flights Duffel lists; the agency accepts it and Duffel is told', async () => {
    const order = await duffelOrder();
    const first = await deliver(event());
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ result: 'recorded' });
    expect(mock.recorded.some((r) => r.operation === 'list airline-initiated changes')).toBe(true);
    expect((await deliver(event())).json().data).toEqual({ result: 'duplicate' });
    const rows = await disruptionsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ supplier: 'DUFFEL', eventRef: change.id, type: 'change', state: 'pending' });

    const listed = await t.call<DisruptionRow[]>({ method: 'GET', url: `${BASE}?state=pending`, headers: bearer(token) });
    const row = listed.body.data.find((d) => d.orderId === order.id)!;
    expect(row.after![0]!.segments[0]).toMatchObject({
      flightNumber: 'BA0474',
      origin: 'LHR',
      destination: 'BCN',
      departure: '2023-03-28T11:00',
    });

    // Duffel cannot be reached: the answer is not recorded, the change stays pending.
    mock.fail({
      operation: 'list airline-initiated changes',
      ...duffelError(503, 'api_error', 'service_unavailable', 'Service unavailable'),
    });
    const failed = await t.call({
      method: 'POST',
      url: `${BASE}/${row.id}/decision`,
      headers: bearer(token),
      payload: { decision: 'accept' },
    });
    expect(failed.body.code).not.toBe(0);
    expect((await disruptionsOf(order.id))[0]!.state).toBe('pending');

    const accepted = await t.call<DisruptionRow>({
      method: 'POST',
      url: `${BASE}/${row.id}/decision`,
      headers: bearer(token),
      payload: { decision: 'accept' },
    });
    expect(accepted.body.data.state).toBe('accepted');
    expect(mock.recorded.filter((r) => r.operation === 'accept airline-initiated change').map((r) => r.path)).toEqual([
      `/air/airline_initiated_changes/${change.id}/actions/accept`,
    ]);
    // Once answered at Duffel, its list says so: a late delivery records nothing more.
    expect((await deliver(event())).json().data).toEqual({ result: 'duplicate' });
  });

  it('a refund asked tells Duffel the order is cancelled; an unknown order or another event changes nothing', async () => {
    mock.answeredChanges.clear();
    await t.database.db.delete(flightDisruptions).where(eq(flightDisruptions.eventRef, change.id));
    const order = await duffelOrder();
    expect((await deliver(event())).json().data).toEqual({ result: 'recorded' });
    const [row] = await disruptionsOf(order.id);
    const refund = await t.call<DisruptionRow>({
      method: 'POST',
      url: `${BASE}/${row!.id}/decision`,
      headers: bearer(token),
      payload: { decision: 'refund' },
    });
    expect(refund.body.data.state).toBe('refund_requested');
    const update = mock.recorded.filter((r) => r.operation === 'update airline-initiated change').at(-1)!;
    expect((update.body as { data: unknown }).data).toEqual({ action_taken: 'cancelled' });

    expect((await deliver(event({ ...change, order_id: 'ord_not_ours' }))).json().data).toEqual({ result: 'unknown_order' });
    const other = JSON.stringify({ type: 'order.created', data: { object: { id: 'ord_1' } } });
    expect((await deliver(other)).json().data).toEqual({ result: 'ignored' });
    const broken = '{"type": "order.airline_initiated_change_detected"';
    expect((await deliver(broken)).statusCode).toBe(400);
  });
});
