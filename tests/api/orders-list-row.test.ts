// The orders list computes each row's summary in SQL (route, first flight, departure, passengers,
// tickets, times as numbers): it must say exactly what the stored order says, as the detail
// (itinerarySummary, ISO times) does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderListRow } from '@/domain/flights/flight-orders';
import { rowsOf } from '@/server/db/executor';
import { seedDemoOrders } from '@/server/flights/orders/demo-seed';
import { itinerarySummary } from '@/server/flights/orders/queries';
import { setAgencySettings } from './support/flights';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.database.db);
  // Cases the demo book lacks: two journeys, microseconds in a time, a journey without segments.
  await t.database.db.execute(
    sql`UPDATE flight_orders SET created_at = '2026-01-02 03:04:05.678999+00' WHERE id = (SELECT min(id) FROM flight_orders)`,
  );
  await t.database.db.execute(
    sql`UPDATE flight_orders SET itinerary = itinerary || itinerary WHERE id = (SELECT min(id) + 1 FROM flight_orders)`,
  );
  await t.database.db.execute(
    sql`UPDATE flight_orders SET itinerary = itinerary || '[{"segments": []}]'::jsonb WHERE id = (SELECT min(id) + 2 FROM flight_orders)`,
  );
});
afterAll(async () => {
  await t?.close();
});

interface Stored {
  id: number;
  itinerary: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  pay_before: Date | string | null;
  ticketing_deadline: Date | string | null;
  names: string[] | null;
  tickets: string[] | null;
}

describe('orders list rows', () => {
  it.each(['admin', 'harbour.ops'])('as %s: summary, passengers and times equal the stored order', async (username) => {
    const token = await t.login(username);
    const answer = await t.call<OrderListRow[]>({
      method: 'GET',
      url: '/api/order/v2/flight/orders?_start=0&_end=100',
      headers: bearer(token),
    });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.length).toBeGreaterThan(3);
    const stored = new Map(
      rowsOf<Stored>(
        await t.database.db.execute(sql`SELECT o.id, o.itinerary, o.created_at, o.updated_at, o.pay_before, o.ticketing_deadline,
      (SELECT array_agg(p.surname || '/' || p.given_names ORDER BY p.seq) FROM flight_order_passengers p WHERE p.order_id = o.id) AS names,
      (SELECT array_agg(p.ticket_number ORDER BY p.seq) FROM flight_order_passengers p WHERE p.order_id = o.id AND p.ticket_number <> '') AS tickets
      FROM flight_orders o`),
      ).map((r) => [r.id, r]),
    );
    const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
    for (const row of answer.body.data) {
      const order = stored.get(row.id)!;
      const itinerary = typeof order.itinerary === 'string' ? JSON.parse(order.itinerary) : order.itinerary;
      expect({ flightNumber: row.flightNumber, route: row.route, departure: row.departure }).toEqual(itinerarySummary(itinerary));
      expect(row.passengerNames).toEqual(order.names ?? []);
      expect(row.ticketNumbers).toEqual(order.tickets ?? []);
      expect([row.createdAt, row.updatedAt, row.payBefore, row.ticketingDeadline]).toEqual(
        [order.created_at, order.updated_at, order.pay_before, order.ticketing_deadline].map(iso),
      );
    }
    const first = answer.body.data.find((r) => r.id === Math.min(...stored.keys()));
    if (first) expect(first.createdAt).toBe('2026-01-02T03:04:05.678Z');
  });

  it('the total: the same on a page, past the last page, with a status filter and with a text filter', async () => {
    const token = await t.login('harbour.ops');
    const list = (query: string) =>
      t.call<OrderListRow[]>({ method: 'GET', url: `/api/order/v2/flight/orders?${query}`, headers: bearer(token) });
    const all = await list('_start=0&_end=500');
    const total = all.body.data.length;
    expect(total).toBeGreaterThan(3);
    for (const query of ['_start=0&_end=2', '_start=400&_end=420'])
      expect((await list(query)).headers['x-total-count']).toBe(String(total));
    const status = all.body.data[0]!.status;
    const ofStatus = all.body.data.filter((r) => r.status === status).length;
    for (const query of [`status=${status}&_start=0&_end=1`, `status=${status}&_start=400&_end=420`])
      expect((await list(query)).headers['x-total-count']).toBe(String(ofStatus));
    const pnr = all.body.data[0]!.pnr!;
    expect((await list(`pnr=${pnr}&_start=0&_end=20`)).headers['x-total-count']).toBe(
      String(all.body.data.filter((r) => r.pnr === pnr).length),
    );
  });

  it('the same page asked again follows a change of the agency scope (show only own orders)', async () => {
    const token = await t.login('harbour.ops');
    const page = async () =>
      (await t.call<OrderListRow[]>({ method: 'GET', url: '/api/order/v2/flight/orders?_start=0&_end=100', headers: bearer(token) })).body
        .data;
    const before = await page();
    const harbour = before.find((r) => r.agencyName === 'Harbour Travel')!.agencyId;
    expect(before.some((r) => r.agencyId !== harbour)).toBe(true);
    await page();
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.showOnlyOwnOrders = true;
    });
    const after = await page();
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.agencyId === harbour)).toBe(true);
  });
});
