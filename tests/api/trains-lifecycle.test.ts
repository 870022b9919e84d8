// The train order lifecycle around the supplier and the agency's settings: presale window, sold out
// at booking, seats left falling, pay later (cancel, time limit), idempotent booking and payment,
// manual mode (the staff desk), the train notification, access by the train flag, and a
// sub-agency's scope.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainOrderDetail } from '@/domain/trains/schemas';
import { agencies, notificationDeliveries, trainInventory, trainOrders } from '@/server/db/schema';
import { runTrainClose } from '@/server/trains/jobs';
import type { SimulatedRailSupplier } from '@/server/trains/supplier/simulated-rail';
import { setAgencySettings } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf, countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';
import {
  bookTrain,
  chinaDay,
  freshPassengers,
  runTrainJobs,
  searchTrains,
  startTrainApp,
  trainOrderDetail,
  trainStatusOf,
} from './support/trains';

let t: TestApp;
let ops: string;
let harbour: number;
const real = Date.now();
let clock = real;

beforeAll(async () => {
  t = await startTrainApp({}, { trains: { now: () => new Date(clock) } });
  ops = await t.login('harbour.ops');
  harbour = await agencyIdOf(t, 'HARBOUR');
});
afterAll(async () => t?.close());

const rail = () => t.app.trains.supplier as SimulatedRailSupplier;

describe('presale window', () => {
  it('a date beyond 15 days answers when its sale opens; booking it is refused', async () => {
    const later = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(20) });
    expect(later.complete).toBe(true);
    expect(later.trains).toEqual([]);
    expect(later.presale).toEqual([{ leg: 'outbound', date: chinaDay(20), saleOpensAt: expect.any(String) }]);
    expect(new Date(later.presale[0]!.saleOpensAt).getTime()).toBeGreaterThan(Date.now() + 4 * 86_400_000);

    const lastDay = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(14) });
    expect(lastDay.trains.length).toBeGreaterThan(0);
    // The clock goes back two days: the same date is now beyond the window.
    clock = real - 2 * 86_400_000;
    const res = await t.call({
      method: 'POST',
      url: '/api/order/v2/train/orders',
      headers: bearer(ops),
      payload: {
        searchId: lastDay.id,
        journeys: [{ offerId: lastDay.trains[0]!.offerId, seatClass: lastDay.trains[0]!.seats[0]!.seatClass }],
        passengers: freshPassengers(),
        contact: { name: 'A', phone: '+8613800000000' },
        payment: 'hold',
      },
    });
    clock = real;
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(720102);
  });
});

describe('seats', () => {
  it('seats left fall as seats sell', async () => {
    const { order, results } = await bookTrain(t, ops, { payment: 'hold', days: 6 });
    const offer = results.trains.find((o) => o.trainNo === order.tickets[0]!.trainNo)!;
    const again = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(6) }, '?trainTypes=G');
    const now = again.trains.find((o) => o.offerId === offer.offerId)!;
    const second = (o: typeof offer) => o.seats.find((s) => s.seatClass === 'second')!.seatsLeft;
    expect(second(now)).toBe(second(offer) - 2);
  });

  it('two agents booking the last two seats at once: one gets them, the other is told they sold out', async () => {
    const results = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(9) }, '?trainTypes=G&seatClasses=second');
    const offer = results.trains[0]!;
    const left = offer.seats.find((s) => s.seatClass === 'second')!.seatsLeft;
    // Everyone else bought all but two seats.
    await t.database.db
      .insert(trainInventory)
      .values({ supplier: 'RAILSIM', trainNo: offer.trainNo, date: offer.departure.slice(0, 10), seatClass: 'second', sold: left - 2 })
      .onConflictDoUpdate({
        target: [trainInventory.supplier, trainInventory.trainNo, trainInventory.date, trainInventory.seatClass],
        set: { sold: sql`train_inventory.sold + ${left - 2}` },
      });
    const super_ = await t.login('harbour.super');
    const book = (token: string) =>
      t.call({
        method: 'POST',
        url: '/api/order/v2/train/orders',
        headers: bearer(token),
        payload: {
          searchId: results.id,
          journeys: [{ offerId: offer.offerId, seatClass: 'second' }],
          passengers: freshPassengers(),
          contact: { name: 'A', phone: '+8613800000000' },
          payment: 'hold',
        },
      });
    const answers = await Promise.all([book(ops), book(super_)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 720103]);
    const after = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(9) }, '?trainTypes=G');
    expect(after.trains.find((o) => o.offerId === offer.offerId)!.seats.find((s) => s.seatClass === 'second')!.seatsLeft).toBe(0);
    await expectLedgerConsistent(t);
  });

  it('sold out at booking: refused, no order, no money moved', async () => {
    const results = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(7) }, '?seatClasses=second');
    const orders = await countOf(t, sql`SELECT count(*) AS n FROM train_orders`);
    const money = await moneyFingerprint(t);
    rail().knobs.soldOutAtBookingRate = 1;
    const res = await t.call({
      method: 'POST',
      url: '/api/order/v2/train/orders',
      headers: bearer(ops),
      payload: {
        searchId: results.id,
        journeys: [{ offerId: results.trains[0]!.offerId, seatClass: 'second' }],
        passengers: freshPassengers(),
        contact: { name: 'A', phone: '+8613800000000' },
        payment: 'balance',
      },
    });
    rail().knobs.soldOutAtBookingRate = 0;
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(720103);
    expect(res.body.message).toMatch(/sold out/);
    expect(await countOf(t, sql`SELECT count(*) AS n FROM train_orders`)).toBe(orders);
    expect(await moneyFingerprint(t)).toBe(money);
  });
});

describe('pay later', () => {
  it('held seats are paid once with one Idempotency-Key', async () => {
    const { order } = await bookTrain(t, ops, { payment: 'hold', key: 'train-book-1' });
    expect(order.status).toBe('to_be_paid');
    expect(order.allowedActions).toEqual(expect.arrayContaining(['pay', 'cancel']));
    const before = await walletRow(t, harbour);
    const pay = () =>
      t.call<TrainOrderDetail>({
        method: 'POST',
        url: `/api/order/v2/train/orders/${order.id}/payment`,
        headers: { ...bearer(ops), 'idempotency-key': 'train-pay-1' },
      });
    const first = await pay();
    const second = await pay();
    expect(first.body.data.status).toBe('ticketing');
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await walletRow(t, harbour)).held - before.held).toBe(order.totalAmount);
    const other = await t.call({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/payment`,
      headers: { ...bearer(ops), 'idempotency-key': 'train-pay-2' },
    });
    expect(other.status).toBe(409);
    await expectLedgerConsistent(t);
  });

  it('booking twice with one Idempotency-Key books once', async () => {
    const count = await countOf(t, sql`SELECT count(*) AS n FROM train_orders`);
    const passengers = freshPassengers();
    const { order, results } = await bookTrain(t, ops, { payment: 'hold', key: 'train-book-2', days: 8, passengers });
    const replay = await t.call<TrainOrderDetail>({
      method: 'POST',
      url: '/api/order/v2/train/orders',
      headers: { ...bearer(ops), 'idempotency-key': 'train-book-2' },
      payload: {
        searchId: results.id,
        journeys: [{ offerId: results.trains[0]!.offerId, seatClass: 'second' }],
        passengers,
        contact: { name: '李娜', phone: '+8613800000000' },
        payment: 'hold',
      },
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(order.id);
    expect(await countOf(t, sql`SELECT count(*) AS n FROM train_orders`)).toBe(count + 1);
  });

  it('cancel gives the seats back and withdraws the payable; the time limit closes an unpaid order', async () => {
    const { order } = await bookTrain(t, ops, { payment: 'hold' });
    const cancel = await t.call<TrainOrderDetail>({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/cancel`,
      headers: bearer(ops),
      payload: { remark: 'plans changed' },
    });
    expect(cancel.body.data.status).toBe('canceled');
    expect(cancel.body.data.tickets.every((x) => x.state === 'void')).toBe(true);

    const { order: late } = await bookTrain(t, ops, { payment: 'hold' });
    clock = new Date(late.payBefore!).getTime() + 1000;
    await runTrainClose(t.app.trains, { orderId: late.id, status: 'to_be_paid' });
    clock = real;
    expect(await trainStatusOf(t, late.id)).toBe('closed');
    await expectLedgerConsistent(t);
  });
});

describe('manual mode', () => {
  it('ticketing waits for the staff desk, which issues or fails by hand', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.train.manualMode = true;
    });
    const admin = await t.login('admin');
    try {
      const { order } = await bookTrain(t, ops);
      await runTrainJobs(t);
      expect(await trainStatusOf(t, order.id)).toBe('ticketing');
      const desk = await trainOrderDetail(t, admin, order.id);
      expect(desk.allowedActions).toEqual(expect.arrayContaining(['issue', 'fail']));
      expect((await trainOrderDetail(t, ops, order.id)).allowedActions).not.toContain('issue');
      const refused = await t.call({ method: 'POST', url: `/api/order/v2/train/desk/orders/${order.id}/issue`, headers: bearer(ops) });
      expect(refused.status).toBe(403);
      const issued = await t.call<TrainOrderDetail>({
        method: 'POST',
        url: `/api/order/v2/train/desk/orders/${order.id}/issue`,
        headers: bearer(admin),
        payload: {},
      });
      expect(issued.body.data.status).toBe('issued');
      expect(issued.body.data.tickets.every((x) => x.ticketNumber)).toBe(true);

      const { order: second } = await bookTrain(t, ops);
      const before = await walletRow(t, harbour);
      const failed = await t.call<TrainOrderDetail>({
        method: 'POST',
        url: `/api/order/v2/train/desk/orders/${second.id}/fail`,
        headers: bearer(admin),
        payload: { remark: 'no seats left on the counter' },
      });
      expect(failed.body.data.status).toBe('failed_reimbursed');
      expect(before.held - (await walletRow(t, harbour)).held).toBe(second.totalAmount);
      await expectLedgerConsistent(t);
    } finally {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.train.manualMode = false;
      });
    }
  });
});

describe('notifications', () => {
  it("each move queues a signed event for the agency's train notification URL", async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.train.notifyUrl = 'https://hooks.harbour.example/train';
    });
    const { order } = await bookTrain(t, ops);
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.train.notifyUrl = null;
    });
    const rows = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.orderId, order.id), eq(notificationDeliveries.channel, 'train')));
    expect(rows.map((r) => r.event)).toEqual(['train.order.ticketing']);
    expect(rows[0]!.url).toBe('https://hooks.harbour.example/train');
    expect(rows[0]!.payload).toMatchObject({ orderNo: order.orderNo, from: 'to_be_paid', to: 'ticketing', action: 'pay' });
  });
});

describe('access and scope', () => {
  it('an agency without the train flag is refused; reading train orders needs no role', async () => {
    const kowloon = await t.login('kowloon.super');
    const search = await t.call({
      method: 'POST',
      url: '/api/shopping/v2/train/search',
      headers: bearer(kowloon),
      payload: { from: 'beijing', to: 'shanghai', date: chinaDay(5) },
    });
    expect(search.status).toBe(403);
    const finance = await t.login('harbour.finance');
    expect((await t.call({ method: 'GET', url: '/api/order/v2/train/orders', headers: bearer(finance) })).status).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/shopping/v2/train/search',
          headers: bearer(finance),
          payload: { from: 'beijing', to: 'shanghai', date: chinaDay(5) },
        })
      ).status,
    ).toBe(403);
  });

  it("a parent sees its sub-agency's train orders; a sub-agency cannot read its parent's", async () => {
    const [row] = await t.database.db.select({ commonConfig: agencies.commonConfig }).from(agencies).where(eq(agencies.code, 'KOWLOON'));
    await t.database.db
      .update(agencies)
      .set({ commonConfig: { ...row!.commonConfig, enableTrainService: true } })
      .where(eq(agencies.code, 'KOWLOON'));
    const kowloon = await t.login('kowloon.super');
    const { order: mine } = await bookTrain(t, kowloon, { payment: 'hold' });
    const [parentOrder] = await t.database.db
      .select({ id: trainOrders.id })
      .from(trainOrders)
      .where(eq(trainOrders.agencyId, harbour))
      .limit(1);

    const refused = await t.call({ method: 'GET', url: `/api/order/v2/train/orders/${parentOrder!.id}`, headers: bearer(kowloon) });
    expect(refused.status).toBe(404);
    const own = await t.call<Array<{ agencyId: number }>>({
      method: 'GET',
      url: '/api/order/v2/train/orders?_end=200',
      headers: bearer(kowloon),
    });
    expect(own.body.data.every((o) => o.agencyId !== harbour)).toBe(true);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/order/v2/train/orders/${parentOrder!.id}/documents/e-ticket`,
      headers: bearer(kowloon),
    });
    expect(doc.statusCode).toBe(404);

    expect((await t.call({ method: 'GET', url: `/api/order/v2/train/orders/${mine.id}`, headers: bearer(ops) })).status).toBe(200);
    const all = await t.call<Array<{ id: number }>>({ method: 'GET', url: '/api/order/v2/train/orders?_end=200', headers: bearer(ops) });
    expect(all.body.data.map((o) => o.id)).toContain(mine.id);
    const direct = await t.call<Array<{ id: number }>>({
      method: 'GET',
      url: '/api/order/v2/train/orders?_end=200&directOnly=true',
      headers: bearer(ops),
    });
    expect(direct.body.data.map((o) => o.id)).not.toContain(mine.id);
  });

  it('counts orders per status and exports the list', async () => {
    const counts = await t.call<Array<{ status: string; cnt: number }>>({
      method: 'GET',
      url: '/api/order/v2/train/orders/status',
      headers: bearer(ops),
    });
    expect(counts.body.data.find((c) => c.status === 'canceled')!.cnt).toBeGreaterThanOrEqual(1);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/order/v2/train/orders/export?status=canceled',
      headers: bearer(ops),
      payload: {
        columns: [
          { key: 'orderNo', title: 'Order' },
          { key: 'passengerNames', title: 'Passengers' },
        ],
      },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
