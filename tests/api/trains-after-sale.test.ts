// Train after-sale through the API, on a clock the suite moves: the refund fee at each edge of the
// ladder (integer minor units), partial and full refunds, a change to a dearer and to a cheaper train
// (a change of destination), one change per ticket, and the ledger consistent after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaInstant } from '@/domain/trains/presale';
import type { TrainOrderDetail } from '@/domain/trains/schemas';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, walletRow } from './support/money';
import { bookTrain, runTrainJobs, searchTrains, startTrainApp, trainOrderDetail } from './support/trains';

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

async function issuedOrder(days = 12): Promise<TrainOrderDetail> {
  clock = real;
  const { order } = await bookTrain(t, ops, { days });
  await runTrainJobs(t);
  const issued = await trainOrderDetail(t, ops, order.id);
  expect(issued.status).toBe('issued');
  return issued;
}

function refund(orderId: number, ticketIds: number[]) {
  return t.call<TrainOrderDetail>({
    method: 'POST',
    url: `/api/order/v2/train/orders/${orderId}/refund`,
    headers: bearer(ops),
    payload: { ticketIds },
  });
}

describe('refund fee ladder', () => {
  const MINUTE = 60_000;
  const HOUR = 3_600_000;
  const edges: Array<[string, number, number]> = [
    ['exactly 8 days before: free', 192 * HOUR, 0],
    ['a minute under 8 days: 5 %', 192 * HOUR - MINUTE, 5],
    ['exactly 48 h before: 5 %', 48 * HOUR, 5],
    ['a minute under 48 h: 10 %', 48 * HOUR - MINUTE, 10],
    ['exactly 24 h before: 10 %', 24 * HOUR, 10],
    ['a minute under 24 h: 20 %', 24 * HOUR - MINUTE, 20],
  ];
  for (const [label, before, percent] of edges) {
    it(label, async () => {
      const order = await issuedOrder();
      const ticket = order.tickets[0]!;
      clock = chinaInstant(ticket.departure).getTime() - before;
      const before$ = await walletRow(t, harbour);
      const shown = (await trainOrderDetail(t, ops, order.id)).ticketActions.find((a) => a.ticketId === ticket.id)!;
      const fee = Math.round((ticket.price * percent) / 100 / 50) * 50;
      expect(shown).toMatchObject({ refund: true, refundFee: fee, refundable: ticket.price - fee });
      const res = await refund(order.id, [ticket.id]);
      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatchObject({ type: 'refund', status: 'refunding', quote: { fee, refundable: ticket.price - fee, percent } });
      await runTrainJobs(t);
      expect((await trainOrderDetail(t, ops, res.body.data.id)).status).toBe('refunded');
      expect((await walletRow(t, harbour)).balance - before$.balance).toBe(ticket.price - fee);
      // The other passenger still travels: the booking stays issued.
      const origin = await trainOrderDetail(t, ops, order.id);
      expect(origin.status).toBe('issued');
      expect(origin.tickets.find((x) => x.id === ticket.id)!.state).toBe('refunded');
      await expectLedgerConsistent(t);
    });
  }

  it('after departure a ticket is not refunded', async () => {
    const order = await issuedOrder();
    clock = chinaInstant(order.tickets[0]!.departure).getTime() + 60_000;
    const detail = await trainOrderDetail(t, ops, order.id);
    expect(detail.allowedActions).not.toContain('refund');
    const res = await refund(order.id, [order.tickets[0]!.id]);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(720202);
  });

  it('refunding every ticket refunds the order, and a refunded ticket is not refunded twice', async () => {
    const order = await issuedOrder();
    const first = await refund(order.id, [order.tickets[0]!.id]);
    expect(first.body.code).toBe(0);
    const again = await refund(order.id, [order.tickets[0]!.id]);
    expect(again.status).toBe(409);
    await refund(order.id, [order.tickets[1]!.id]);
    await runTrainJobs(t);
    const origin = await trainOrderDetail(t, ops, order.id);
    expect(origin.status).toBe('refunded');
    expect(origin.afterSales).toHaveLength(2);
    expect(origin.history.at(-1)!.noteKey).toBe('afterSaleCompleted');
    await expectLedgerConsistent(t);
  });
});

describe('what a refund order shows', () => {
  it('names only its own passenger and ticket, is found by them only, and asks for no payment', async () => {
    const order = await issuedOrder();
    const [kept, returned] = order.tickets as [TrainOrderDetail['tickets'][number], TrainOrderDetail['tickets'][number]];
    expect(kept.name).not.toBe(returned.name);
    const asked = await refund(order.id, [returned.id]);
    expect(asked.body.code).toBe(0);
    const detail = await trainOrderDetail(t, ops, asked.body.data.id);
    expect(detail.type).toBe('refund');
    expect(detail.passengerNames).toEqual([returned.name]);
    expect(detail.ticketNumbers).toEqual([returned.ticketNumber]);
    expect(detail.tickets.map((x) => x.id)).toEqual([returned.id]);
    expect(detail.trainNo).toBe(returned.trainNo);
    expect(detail.paymentStatus).toBe('none');
    expect((await trainOrderDetail(t, ops, order.id)).paymentStatus).toBe('paid');

    const ids = async (query: string) =>
      (
        await t.call<Array<{ id: number }>>({ method: 'GET', url: `/api/order/v2/train/orders?type=refund&${query}`, headers: bearer(ops) })
      ).body.data.map((o) => o.id);
    expect(await ids(`passenger=${encodeURIComponent(returned.name)}`)).toContain(detail.id);
    expect(await ids(`passenger=${encodeURIComponent(kept.name)}`)).not.toContain(detail.id);
    expect(await ids(`ticketNo=${returned.ticketNumber}`)).toContain(detail.id);
    expect(await ids(`ticketNo=${kept.ticketNumber}`)).not.toContain(detail.id);
    expect(await ids(`trainNo=${returned.trainNo}`)).toContain(detail.id);
    await runTrainJobs(t);
  });
});

describe('changes', () => {
  it('to a dearer train: the difference is held, then posted; a ticket changes once', async () => {
    const order = await issuedOrder();
    const ticket = order.tickets[0]!;
    const results = await searchTrains(
      t,
      ops,
      { from: ticket.from, to: ticket.to, date: ticket.departure.slice(0, 10) },
      '?trainTypes=G&seatClasses=first',
    );
    const offer = results.trains.find((o) => o.from === ticket.from && o.trainNo !== ticket.trainNo)!;
    const before = await walletRow(t, harbour);
    const res = await t.call<TrainOrderDetail>({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/change`,
      headers: bearer(ops),
      payload: { ticketIds: [ticket.id], searchId: results.id, offerId: offer.offerId, seatClass: 'first' },
    });
    expect(res.body.code).toBe(0);
    const difference = res.body.data.quote!.difference!;
    expect(difference).toBeGreaterThan(0);
    expect((await walletRow(t, harbour)).held - before.held).toBe(difference);
    await runTrainJobs(t);
    expect((await trainOrderDetail(t, ops, res.body.data.id)).status).toBe('changed');
    const origin = await trainOrderDetail(t, ops, order.id);
    expect(origin.status).toBe('changed');
    const moved = origin.tickets.find((x) => x.id === ticket.id)!;
    expect(moved).toMatchObject({ trainNo: offer.trainNo, seatClass: 'first', state: 'changed', changes: 1 });
    expect(moved.ticketNumber).toMatch(/^E\d{9}$/);
    const after = await walletRow(t, harbour);
    expect(before.balance - after.balance).toBe(difference);
    expect(after.held).toBe(before.held);
    expect(origin.ticketActions.find((a) => a.ticketId === ticket.id)!.change).toBe(false);
    const twice = await t.call({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/change`,
      headers: bearer(ops),
      payload: { ticketIds: [ticket.id], searchId: results.id, offerId: offer.offerId, seatClass: 'first' },
    });
    expect(twice.body.code).toBe(720203);
    await expectLedgerConsistent(t);

    // The wallet's transactions show the booking and the change as train lines.
    const finance = await t.login('harbour.finance');
    const lines = async (orderId: string) =>
      (
        await t.call<Array<{ type: string; amount: number }>>({
          method: 'GET',
          url: `/api/base/v2/transactions?orderId=${orderId}`,
          headers: bearer(finance),
        })
      ).body.data;
    expect((await lines(order.orderNo)).map((l) => l.type)).toContain('train_origin');
    expect(await lines(res.body.data.orderNo)).toEqual([expect.objectContaining({ type: 'train_change', amount: -difference })]);
  });

  it('to a cheaper train arriving elsewhere (change of destination): the difference comes back', async () => {
    const order = await issuedOrder();
    const ticket = order.tickets[1]!;
    const results = await searchTrains(
      t,
      ops,
      { from: ticket.from, to: 'nanjing', date: ticket.departure.slice(0, 10) },
      '?seatClasses=second',
    );
    const offer = results.trains.find((o) => o.from === ticket.from)!;
    const before = await walletRow(t, harbour);
    const res = await t.call<TrainOrderDetail>({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/change`,
      headers: bearer(ops),
      payload: { ticketIds: [ticket.id], searchId: results.id, offerId: offer.offerId, seatClass: 'second' },
    });
    expect(res.body.code).toBe(0);
    const difference = res.body.data.quote!.difference!;
    expect(difference).toBeLessThan(0);
    await runTrainJobs(t);
    const moved = (await trainOrderDetail(t, ops, order.id)).tickets.find((x) => x.id === ticket.id)!;
    expect(moved).toMatchObject({ to: offer.to, trainNo: offer.trainNo, state: 'changed' });
    expect((await walletRow(t, harbour)).balance - before.balance).toBe(-difference);
    // The changed ticket is refunded at its new price.
    const back = await refund(order.id, [ticket.id]);
    expect(back.body.data.quote).toMatchObject({ price: moved.price });
    await runTrainJobs(t);
    await expectLedgerConsistent(t);
    const finance = await t.login('harbour.finance');
    const lines = async (type: string) =>
      (
        await t.call<Array<{ amount: number }>>({
          method: 'GET',
          url: `/api/base/v2/transactions?orderId=${order.orderNo}&type=${type}`,
          headers: bearer(finance),
        })
      ).body.data;
    // The cheaper train's difference is a change credit, the later refund a refund.
    expect((await lines('train_change')).map((l) => Math.abs(l.amount))).toEqual([-difference]);
    expect(await lines('train_refund')).toHaveLength(1);
  });

  it('a change must leave from the same station', async () => {
    const order = await issuedOrder();
    const results = await searchTrains(t, ops, { from: 'tianjin', to: 'shanghai', date: order.tickets[0]!.departure.slice(0, 10) });
    const res = await t.call({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/change`,
      headers: bearer(ops),
      payload: {
        ticketIds: [order.tickets[0]!.id],
        searchId: results.id,
        offerId: results.trains[0]!.offerId,
        seatClass: results.trains[0]!.seats[0]!.seatClass,
      },
    });
    expect(res.body.code).toBe(720204);
  });
});
