// Schedule changes: the simulated supplier announces one for an issued order (once per event), the
// agency sees it in its list (a sub-agency does not see its parent's), and decides: accept moves the
// order to the new flights, refund opens a refund order (reason 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisruptionRow } from '@/domain/flights/flight-orders';
import { emitDisruption } from '@/server/flights/orders/disruptions';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { bookOrder, detail, runJobs } from './support/orders';

const BASE = '/api/order/v2/flight/disruptions';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startFlightApp();
  token = await t.login('harbour.ops');
});
afterAll(async () => t?.close());

async function issued() {
  const order = await bookOrder(t, token, { payment: 'balance' });
  await runJobs(t);
  return order;
}

describe('disruptions', () => {
  it('one disruption per supplier event; listed in scope; accept takes the new flights', async () => {
    const order = await issued();
    const first = await emitDisruption(t.app.orders, order.id, 'change', 'EV-1');
    expect(first).toBeGreaterThan(0);
    expect(await emitDisruption(t.app.orders, order.id, 'change', 'EV-1')).toBeNull();
    const list = await t.call<DisruptionRow[]>({ method: 'GET', url: `${BASE}?state=pending`, headers: bearer(token) });
    const row = list.body.data.find((d) => d.id === first)!;
    expect(row).toMatchObject({ orderId: order.id, type: 'change', state: 'pending' });
    expect(row.after![0]!.segments[0]!.departure).not.toBe(row.before[0]!.segments[0]!.departure);
    const kowloon = await t.login('kowloon.super');
    expect(
      (await t.call<DisruptionRow[]>({ method: 'GET', url: BASE, headers: bearer(kowloon) })).body.data.map((d) => d.id),
    ).not.toContain(first);

    const accepted = await t.call<DisruptionRow>({
      method: 'POST',
      url: `${BASE}/${first}/decision`,
      headers: bearer(token),
      payload: { decision: 'accept' },
    });
    expect(accepted.body.data.state).toBe('accepted');
    const again = await t.call({
      method: 'POST',
      url: `${BASE}/${first}/decision`,
      headers: bearer(token),
      payload: { decision: 'refund' },
    });
    expect(again.status).toBe(409);
    const after = (await detail(t, token, order.id)).body.data;
    expect(after.departure).toBe(row.after![0]!.segments[0]!.departure);
    expect(after.history.filter((h) => h.kind === 'disruption')).toHaveLength(2);
  });

  it('refund decision opens a refund order with reason 3', async () => {
    const order = await issued();
    const admin = await t.login('admin');
    const made = await t.call<{ id: number }>({
      method: 'POST',
      url: `${BASE}/simulate`,
      headers: bearer(admin),
      payload: { orderId: order.id, type: 'cancel_no_save' },
    });
    expect(made.body.code, made.body.message).toBe(0);
    expect(
      (await t.call({ method: 'POST', url: `${BASE}/simulate`, headers: bearer(token), payload: { orderId: order.id, type: 'change' } }))
        .status,
    ).toBe(403);
    const decided = await t.call<DisruptionRow>({
      method: 'POST',
      url: `${BASE}/${made.body.data.id}/decision`,
      headers: bearer(token),
      payload: { decision: 'refund', remark: 'flight cancelled' },
    });
    expect(decided.body.data.state).toBe('refund_requested');
    const refund = (await detail(t, token, decided.body.data.followUpOrderId!)).body.data;
    expect(refund).toMatchObject({ type: 'refund', status: 'rfd_reviewing', originOrderId: order.id });
    expect(refund.request).toMatchObject({ reason: 3, subOption: 'cancel' });
  });
});
