// The train orders list's "Booked" range names days of the reader's time zone, as the list shows
// booking times: an order booked now is found on its local day and not on the day before or after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from './support/harness';
import { bookTrain, startTrainApp } from './support/trains';

let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await startTrainApp();
  ops = await t.login('harbour.ops');
});
afterAll(async () => t?.close());

/** The yyyy-mm-dd day an instant falls on in a time zone. */
const dayIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

describe('the Booked date filter', () => {
  it('reads its days in the time zone the browser names', async () => {
    const { order } = await bookTrain(t, ops);
    const ids = async (query: string) => {
      const res = await t.call<Array<{ id: number }>>({ method: 'GET', url: `/api/order/v2/train/orders?${query}`, headers: bearer(ops) });
      expect(res.status).toBe(200);
      return res.body.data.map((o) => o.id);
    };
    // 25 hours apart: the two zones never share a day, whatever time the test runs.
    const east = 'Pacific/Kiritimati';
    const west = 'Pacific/Pago_Pago';
    const eastDay = dayIn(order.createdAt, east);
    const westDay = dayIn(order.createdAt, west);
    expect(eastDay).not.toBe(westDay);
    expect(await ids(`from=${eastDay}&to=${eastDay}&tz=${encodeURIComponent(east)}`)).toContain(order.id);
    expect(await ids(`from=${westDay}&to=${westDay}&tz=${encodeURIComponent(west)}`)).toContain(order.id);
    expect(await ids(`from=${westDay}&to=${westDay}&tz=${encodeURIComponent(east)}`)).not.toContain(order.id);
    expect(await ids(`from=${eastDay}&to=${eastDay}&tz=${encodeURIComponent(west)}`)).not.toContain(order.id);
    // Without a zone the days are UTC days.
    const utcDay = dayIn(order.createdAt, 'UTC');
    expect(await ids(`from=${utcDay}&to=${utcDay}`)).toContain(order.id);
  });

  it('refuses a time zone it does not know', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/order/v2/train/orders?from=2026-01-01&to=2026-01-02&tz=Mars%2FOlympus',
      headers: bearer(ops),
    });
    expect(res.status).toBe(400);
  });
});
