// Train shopping and booking end to end through the API: stations by any name, a city search,
// filters and sorts, booking two real-name passengers paid from the wallet, ticketing through the
// supplier job, the detail with car, seat and ticket number, the e-ticket PDF, and the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, walletRow } from './support/money';
import type { TrainOrderDetail } from '@/domain/trains/schemas';
import {
  bookTrain,
  chinaDay,
  freshMainlandId,
  freshPassengers,
  runTrainJobs,
  searchTrains,
  startTrainApp,
  trainOrderDetail,
} from './support/trains';

let t: TestApp;
let ops: string;

beforeAll(async () => {
  t = await startTrainApp();
  ops = await t.login('harbour.ops');
});
afterAll(async () => t?.close());

describe('stations', () => {
  it.each([['VNP'], ['北京南'], ['Beijing South'], ['beijingnan']])('finds Beijing South by %s', async (keyword) => {
    const res = await t.call<Array<{ code: string }>>({
      method: 'GET',
      url: `/api/shopping/v2/train/stations?keyword=${encodeURIComponent(keyword)}`,
      headers: bearer(ops),
    });
    expect(res.body.data[0]!.code).toBe('VNP');
  });

  it('a city answers all its stations, with names in three languages', async () => {
    const res = await t.call<Array<{ code: string; city: { code: string }; name: Record<string, string> }>>({
      method: 'GET',
      url: '/api/shopping/v2/train/stations?keyword=beijing',
      headers: bearer(ops),
    });
    const codes = res.body.data.filter((s) => s.city.code === 'beijing').map((s) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['BJP', 'VNP', 'BXP']));
    expect(res.body.data.find((s) => s.code === 'VNP')!.name).toEqual({ en: 'Beijing South', 'zh-cn': '北京南', 'zh-tw': '北京南' });
  });
});

describe('search', () => {
  it('finds trains between two cities, filters and sorts them', async () => {
    const all = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(5) });
    expect(all.complete).toBe(true);
    expect(all.trains.length).toBeGreaterThan(20);
    expect(all.facets.trainTypes).toEqual(expect.arrayContaining(['G']));
    const g = all.trains.find((o) => o.trainType === 'G')!;
    expect(g.seats.map((s) => s.seatClass)).toEqual(expect.arrayContaining(['business', 'first', 'second']));
    expect(g.seats.every((s) => Number.isInteger(s.price) && s.price > 0)).toBe(true);
    const departures = all.trains.map((o) => o.departure);
    expect([...departures].sort()).toEqual(departures);

    const morning = await searchTrains(
      t,
      ops,
      { from: 'beijing', to: 'shanghai', date: chinaDay(5) },
      '?trainTypes=G&departureBands=06:00-09:59&sort=duration',
    );
    expect(morning.trains.every((o) => o.trainType === 'G' && o.departure.slice(11) >= '06:00' && o.departure.slice(11) <= '09:59')).toBe(
      true,
    );
    const durations = morning.trains.map((o) => o.durationMinutes);
    expect([...durations].sort((a, b) => a - b)).toEqual(durations);
  });

  it('shows the stops of a train on demand', async () => {
    const res = await t.call<Array<{ station: string }>>({
      method: 'GET',
      url: `/api/shopping/v2/train/trains/G1/stops?date=${chinaDay(5)}`,
      headers: bearer(ops),
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('an unknown place is a translated 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/shopping/v2/train/search',
      headers: bearer(ops),
      payload: { from: 'Atlantis', to: 'shanghai', date: chinaDay(3) },
    });
    expect(res.status).toBe(400);
  });
});

describe('booking', () => {
  it('books two passengers, pays from the wallet, issues tickets with seats, and the e-ticket names them', async () => {
    const harbour = await agencyIdOf(t, 'HARBOUR');
    const before = await walletRow(t, harbour);
    const { order } = await bookTrain(t, ops);
    expect(order.status).toBe('ticketing');
    expect(order.tickets).toHaveLength(2);
    expect(order.tickets.every((tk) => tk.carriage && tk.seat)).toBe(true);
    expect(order.tickets[0]!.seat).toMatch(/F$/);
    expect((await walletRow(t, harbour)).held).toBe(before.held + order.totalAmount);

    await runTrainJobs(t);
    const issued = await trainOrderDetail(t, ops, order.id);
    expect(issued.status).toBe('issued');
    expect(issued.tickets.every((tk) => /^E\d{9}$/.test(tk.ticketNumber ?? ''))).toBe(true);
    expect(issued.allowedActions).toEqual(expect.arrayContaining(['refund', 'change', 'download']));
    expect(issued.history.map((h) => h.toStatus)).toEqual(expect.arrayContaining(['to_be_paid', 'ticketing', 'issued']));
    const after = await walletRow(t, harbour);
    expect(after.balance).toBe(before.balance - order.totalAmount);
    expect(after.held).toBe(before.held);
    await expectLedgerConsistent(t);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/v2/train/orders/${order.id}/documents/e-ticket?format=pdf`,
      headers: { ...bearer(ops), 'accept-language': 'zh-cn' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    const first = issued.tickets[0]!;
    expect(text).toContain('张伟');
    expect(text).toContain(first.trainNo);
    expect(text).toContain(first.seat!);
    expect(text).toContain(first.ticketNumber!);
    expect(text).toContain('已出票');
    // The identity number is masked as the console shows it, never printed whole.
    for (const ticket of issued.tickets) {
      expect(ticket.documentNumber).toMatch(/^\*+[0-9A-Z]{4}$/);
      expect(text).toContain(ticket.documentNumber);
    }
    expect(text).not.toMatch(/\d{17}[\dX]/);
    // The passport numbers these tests give (E1 and seven digits), not a ticket number (E and nine).
    expect(text).not.toMatch(/(?<![\dA-Z])E1\d{7}(?!\d)/);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/order/v2/train/orders/${order.id}/documents/itinerary?format=xlsx`,
      headers: bearer(ops),
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const list = await t.call<Array<{ id: number }>>({
      method: 'GET',
      url: `/api/order/v2/train/orders?trainNo=${issued.tickets[0]!.trainNo}`,
      headers: bearer(ops),
    });
    expect(list.body.data.map((o) => o.id)).toContain(order.id);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  it('a return trip is one order with a ticket per passenger and journey', async () => {
    const results = await searchTrains(
      t,
      ops,
      { from: 'shanghai', to: 'hangzhou', date: chinaDay(4), returnDate: chinaDay(6) },
      '?seatClasses=second',
    );
    const back = await t.call<{ trains: Array<{ offerId: string; leg: string }> }>({
      method: 'GET',
      url: `/api/shopping/v2/train/search/${results.id}?leg=return&seatClasses=second`,
      headers: bearer(ops),
    });
    expect(back.body.data.trains.every((o) => o.leg === 'return')).toBe(true);
    const res = await t.call<TrainOrderDetail>({
      method: 'POST',
      url: '/api/order/v2/train/orders',
      headers: bearer(ops),
      payload: {
        searchId: results.id,
        journeys: [
          { offerId: results.trains[0]!.offerId, seatClass: 'second' },
          { offerId: back.body.data.trains[0]!.offerId, seatClass: 'second' },
        ],
        passengers: [freshPassengers()[0], { name: '张小明', type: 'child', documentType: 'idcard', documentNumber: '110105201505050024' }],
        contact: { name: 'A', phone: '+8613800000000' },
        payment: 'hold',
      },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.tickets.map((x) => [x.leg, x.passengerType])).toEqual([
      [0, 'adult'],
      [0, 'child'],
      [1, 'adult'],
      [1, 'child'],
    ]);
    // A child travels at half the adult fare.
    const [adult, child] = res.body.data.tickets;
    expect(Math.abs(child!.price * 2 - adult!.price)).toBeLessThanOrEqual(100);
    expect(res.body.data.totalAmount).toBe(res.body.data.tickets.reduce((s, x) => s + x.price, 0));
  });
});

describe('real-name rules', () => {
  const orders = '/api/order/v2/train/orders';
  async function book(searchId: string, offerId: string, passengers: unknown[], language = 'en') {
    return t.call<TrainOrderDetail>({
      method: 'POST',
      url: orders,
      headers: { ...bearer(ops), 'accept-language': language },
      payload: {
        searchId,
        journeys: [{ offerId, seatClass: 'second' }],
        passengers,
        contact: { name: 'A', phone: '+8613800000000' },
        payment: 'hold',
      },
    });
  }
  let searchId: string;
  let offerId: string;
  beforeAll(async () => {
    const results = await searchTrains(t, ops, { from: 'beijing', to: 'shanghai', date: chinaDay(7) }, '?trainTypes=G&seatClasses=second');
    searchId = results.id;
    offerId = results.trains[0]!.offerId;
  });

  it('refuses a mainland ID number whose check digit or birth date is wrong, at the field, translated', async () => {
    const wrong = await book(
      searchId,
      offerId,
      [{ name: '张伟', type: 'adult', documentType: 'idcard', documentNumber: '110105194912310021' }],
      'zh-cn',
    );
    expect(wrong.status).toBe(400);
    expect((wrong.body.data as unknown as { fields: unknown[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'passengers.0.documentNumber', message: expect.stringContaining('校验码') }),
      ]),
    );
    const noDate = await book(searchId, offerId, [
      { name: '张伟', type: 'adult', documentType: 'idcard', documentNumber: '110101199913010010' },
    ]);
    expect(noDate.status).toBe(400);
    expect(JSON.stringify(noDate.body.data)).toContain('birth date');
  });

  it('refuses one document twice in an order, and a second booking of it on the same train and date, naming the passenger', async () => {
    const id = freshMainlandId();
    const twice = await book(searchId, offerId, [
      { name: '张伟', type: 'adult', documentType: 'idcard', documentNumber: id },
      { name: '李雷', type: 'adult', documentType: 'idcard', documentNumber: id.toLowerCase() },
    ]);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('李雷');

    const first = await book(searchId, offerId, [{ name: '张伟', type: 'adult', documentType: 'idcard', documentNumber: id }]);
    expect(first.body.code, first.body.message).toBe(0);
    const again = await book(searchId, offerId, [{ name: 'Zhang Wei', type: 'adult', documentType: 'idcard', documentNumber: id }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Zhang Wei');
    expect(again.body.message).toContain(first.body.data.tickets[0]!.trainNo);
    // The field message is words in the caller's language, not a key.
    expect((again.body.data as unknown as { fields: Array<{ field: string; message: string }> }).fields).toEqual([
      { field: 'passengers.0.documentNumber', message: 'This document already holds a ticket on this train and date.' },
    ]);
    // Cancelling the first gives the document back.
    expect(
      (await t.call({ method: 'POST', url: `${orders}/${first.body.data.id}/cancel`, headers: bearer(ops), payload: {} })).status,
    ).toBe(200);
    expect((await book(searchId, offerId, [{ name: '张伟', type: 'adult', documentType: 'idcard', documentNumber: id }])).body.code).toBe(
      0,
    );
  });

  it('refuses a child without an adult, and a passport holder without birth date, nationality and gender', async () => {
    const alone = await book(searchId, offerId, [
      { name: '张小明', type: 'child', documentType: 'idcard', documentNumber: freshMainlandId('20150505') },
    ]);
    expect(alone.status).toBe(400);
    expect(alone.body.message).toContain('张小明');
    const passport = await book(searchId, offerId, [
      { name: 'SMITH JOHN', type: 'adult', documentType: 'passport', documentNumber: 'E55554444' },
    ]);
    expect(passport.status).toBe(400);
    expect((passport.body.data as unknown as { fields: Array<{ field: string }> }).fields.map((f) => f.field).sort()).toEqual([
      'passengers.0.birthday',
      'passengers.0.gender',
      'passengers.0.nationality',
    ]);
  });
});

describe('refusal messages', () => {
  it("name a train order's status and action in words, never as raw keys", async () => {
    const { order } = await bookTrain(t, ops, { days: 9 });
    expect(order.status).toBe('ticketing');
    const refused = await t.call({
      method: 'POST',
      url: `/api/order/v2/train/orders/${order.id}/cancel`,
      headers: { ...bearer(ops), 'accept-language': 'en' },
      payload: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Ticketing');
    expect(refused.body.message).not.toMatch(/status\.|actions\./);
  });
});
