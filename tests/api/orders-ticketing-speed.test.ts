// The agency's ticketing-speed plan fixes each paid order's ticketing deadline, and staff see the
// orders still waiting for their ticket past it as late (the orders list and the manual-ticketing
// queue filter on it). DragonFare tickets by hand here, so a paid order waits for staff, and the
// server's clock is moved forward instead of waiting.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TICKETING_SPEED_PLANS } from '@/domain/schemas/agency-settings';
import { flightOrderEvents } from '@/server/db/schema';
import { setAgencySettings, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { ORDERS, bookOrder, detail, review } from './support/orders';

const MINUTE = 60_000;
let t: TestApp;
let ops: string;
let admin: string;
let shift = 0;

beforeAll(async () => {
  t = await startFlightApp({ DRAGONFARE: { manualTicketing: true } }, { now: () => new Date(Date.now() + shift) });
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.suppliers = { mode: 'whitelist', codes: ['DRAGONFARE'] };
  });
  ops = await t.login('harbour.ops');
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

async function paidUnder(plan: (typeof TICKETING_SPEED_PLANS)[number]) {
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.ticketingSpeed = plan;
  });
  const order = await bookOrder(t, ops, { payment: 'balance' });
  const shown = (await detail(t, ops, order.id)).body.data;
  expect(shown.status).toBe('proceeding');
  const [paid] = await t.database.db
    .select({ at: flightOrderEvents.createdAt })
    .from(flightOrderEvents)
    .where(eq(flightOrderEvents.orderId, order.id))
    .orderBy(flightOrderEvents.id);
  return { shown, paidAt: paid!.at.getTime() };
}

const lateIds = async (url: string) =>
  (await t.call<Array<{ id: number; late: boolean }>>({ method: 'GET', url, headers: bearer(admin) })).body.data
    .filter((o) => o.late)
    .map((o) => o.id);

describe('ticketing-speed plan', () => {
  it("special-before-24: due a day before the first departure, in the departure airport's time", async () => {
    const { shown } = await paidUnder('special-before-24');
    const first = shown.journeys[0]!.segments[0]!;
    expect(first.origin).toBe('PVG');
    const departure = Date.parse(`${first.departure}:00+08:00`);
    expect(shown.ticketingDeadline).toBe(new Date(departure - 24 * 60 * MINUTE).toISOString());
  });

  it('fast-standard: due 30 minutes after payment; late for staff once that passes, until it is issued; "all" is never late', async () => {
    const unpromised = (await paidUnder('all')).shown;
    expect([unpromised.ticketingDeadline, unpromised.late]).toEqual([null, false]);
    const { shown, paidAt } = await paidUnder('fast-standard');
    expect(Math.abs(Date.parse(shown.ticketingDeadline!) - (paidAt + 30 * MINUTE))).toBeLessThan(2_000);
    expect(shown.late).toBe(false);
    expect(await lateIds(`${ORDERS}?late=true&_start=0&_end=100`)).not.toContain(shown.id);

    // A later change of plan does not move a paid order's deadline.
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.flight.ticketingSpeed = 'special-standard';
    });
    shift += 31 * MINUTE;
    const late = (await detail(t, admin, shown.id)).body.data;
    expect([late.ticketingDeadline, late.late]).toEqual([shown.ticketingDeadline, true]);
    const lateList = await lateIds(`${ORDERS}?late=true&_start=0&_end=100`);
    expect(lateList).toContain(shown.id);
    expect(lateList).not.toContain(unpromised.id);
    expect(await lateIds('/api/order/v2/flight/reviews?manual=true&late=true&_start=0&_end=100')).toEqual([shown.id]);
    expect((await detail(t, admin, unpromised.id)).body.data.late).toBe(false);

    const issued = await review(t, admin, shown.id, 'tickets', { tickets: [{ seq: 0, ticketNumber: '1601234567890' }] });
    expect([issued.body.data.status, issued.body.data.late]).toEqual(['issued', false]);
    expect(await lateIds(`${ORDERS}?late=true&_start=0&_end=100`)).not.toContain(shown.id);
  });
});
