// Manual ticketing: a supplier in manual mode (DRAGONFARE here) leaves its paid orders to platform
// staff. The staff queue lists those orders and only those (an automatic supplier's proceeding order
// is the job's); staff type the ticket numbers, the order is issued, and the supplier's record shows
// the tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlightApp, setAgencySettings } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { bookOrder, detail, review, runJobs, statusOf } from './support/orders';

const QUEUE = '/api/order/v2/flight/reviews';
let t: TestApp;
let ops: string;
let admin: string;

beforeAll(async () => {
  t = await startFlightApp({ DRAGONFARE: { manualTicketing: true } });
  ops = await t.login('harbour.ops');
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

/** An order paid from the wallet, booked with the one supplier the agency's whitelist leaves. */
async function paidOrderFrom(supplier: string) {
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.suppliers = { mode: 'whitelist', codes: [supplier] };
  });
  const order = await bookOrder(t, ops, { payment: 'balance' });
  const shown = (await detail(t, ops, order.id)).body.data;
  expect(shown.supplier).toBe(supplier);
  return shown;
}

const queue = async (query: string) =>
  (await t.call<Array<{ id: number; status: string }>>({ method: 'GET', url: `${QUEUE}?${query}`, headers: bearer(admin) })).body.data.map(
    (o) => o.id,
  );

describe('manual ticketing', () => {
  it('queues only manual-mode orders; staff issue them with the ticket numbers they type', async () => {
    const manual = await paidOrderFrom('DRAGONFARE');
    const automatic = await paidOrderFrom('SKYLINK');
    expect(manual.status).toBe('proceeding');
    expect(automatic.status).toBe('proceeding');

    const waiting = await queue('manual=true&_start=0&_end=100');
    expect(waiting).toContain(manual.id);
    expect(waiting).not.toContain(automatic.id);
    expect(await queue('_start=0&_end=100')).not.toContain(manual.id); // review only: no proceeding orders

    await runJobs(t);
    expect(await statusOf(t, automatic.id)).toBe('issued');
    expect(await statusOf(t, manual.id)).toBe('proceeding'); // the job leaves it to staff
    const staffView = (await detail(t, admin, manual.id)).body.data;
    expect(staffView.allowedActions).toContain('issue');

    const wrongCount = await review(t, admin, manual.id, 'tickets', {
      tickets: [
        { seq: 0, ticketNumber: '160-1234567890' },
        { seq: 1, ticketNumber: '160-1234567891' },
      ],
    });
    expect(wrongCount.status).toBe(400);
    const badNumber = await review(t, admin, manual.id, 'tickets', { tickets: [{ seq: 0, ticketNumber: 'ABC' }] });
    expect(badNumber.status).toBe(400);
    expect(await statusOf(t, manual.id)).toBe('proceeding');
    expect((await review(t, ops, manual.id, 'tickets', { tickets: [{ seq: 0, ticketNumber: '1601234567890' }] })).status).toBe(403);

    const issued = await review(t, admin, manual.id, 'tickets', { tickets: [{ seq: 0, ticketNumber: '1601234567890' }] });
    expect(issued.body.code, issued.body.message).toBe(0);
    expect(issued.body.data).toMatchObject({ status: 'issued', ticketNumbers: ['160-1234567890'] });
    expect(issued.body.data.history.at(-1)).toMatchObject({
      actor: 'staff',
      noteKey: 'issuedByHand',
      note: 'Issued by hand: 160-1234567890',
    });
    expect(await queue('manual=true&_start=0&_end=100')).not.toContain(manual.id);

    // The supplier's record holds the tickets (a later change needs a ticketed booking there).
    const atSupplier = await (await t.app.orders.shopping.supplier('DRAGONFARE'))!.retrieve(manual.bookingNo);
    expect(atSupplier).toMatchObject({ status: 'ticketed', tickets: ['160-1234567890'] });
  });
});
