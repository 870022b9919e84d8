// An order's history reads in the reader's language, and names the supplier only to readers who may
// see suppliers: platform staff, and agencies whose "show suppliers" setting is on (Kowloon Tours
// has it off, as every agency does by default). What a person typed is shown as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisruptionRow, OrderDetail } from '@/domain/flights/flight-orders';
import { emitDisruption } from '@/server/flights/orders/disruptions';
import { DEFAULT_PROFILES } from '@/server/flights/suppliers/simulator/profiles';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { ORDERS, act, bookOrder, review, runJobs } from './support/orders';

const SUPPLIERS = DEFAULT_PROFILES.map((p) => p.code);
const DISRUPTIONS = '/api/order/v2/flight/disruptions';

let t: TestApp;
let kowloon: string;
let admin: string;
beforeAll(async () => {
  t = await startFlightApp();
  kowloon = await t.login('kowloon.super');
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const read = (token: string, id: number, lang: string) =>
  t.call<OrderDetail>({ method: 'GET', url: `${ORDERS}/${id}`, headers: { ...bearer(token), 'accept-language': lang } });

const namesASupplier = (value: unknown) => SUPPLIERS.some((code) => JSON.stringify(value).includes(code));

describe('order history', () => {
  it('reads in English, simplified and traditional Chinese, without the supplier for the agency', async () => {
    const order = await bookOrder(t, kowloon, { payment: 'balance' });
    await runJobs(t);
    const en = (await read(kowloon, order.id, 'en')).body.data;
    expect(en.status).toBe('issued');
    expect(en.supplier).toBeNull();
    expect(namesASupplier(en)).toBe(false);
    expect(en.history.map((h) => h.noteKey)).toEqual(['booked', 'paidFromWallet', 'ticketsIssued']);
    expect(en.history[0]!.note).toBe(`Booked with the supplier, booking ${en.bookingNo}`);
    expect(en.history[1]!.note).toBe('Paid from the wallet (held until the supplier confirms)');
    expect(en.history[2]!.note).toBe(`Tickets ${en.ticketNumbers.join(', ')}`);

    const zhCn = (await read(kowloon, order.id, 'zh-CN')).body.data.history.map((h) => h.note);
    expect(zhCn[0]).toBe(`已在供应商预订，预订号 ${en.bookingNo}`);
    expect(zhCn[1]).toBe('已用账户余额支付（供应商确认前冻结）');
    const zhTw = (await read(kowloon, order.id, 'zh-TW')).body.data.history.map((h) => h.note);
    expect(zhTw[0]).toBe(`已在供應商預訂，預訂號 ${en.bookingNo}`);

    // Platform staff see which supplier it was.
    const staff = (await read(admin, order.id, 'en')).body.data;
    expect(SUPPLIERS).toContain(staff.supplier);
    expect(staff.history[0]!.note).toBe(`Booked with ${staff.supplier}, booking ${en.bookingNo}`);
  });

  it('withholds the supplier of a schedule change from the agency, in the list and the history', async () => {
    const order = await bookOrder(t, kowloon, { payment: 'balance' });
    await runJobs(t);
    const id = (await emitDisruption(t.app.orders, order.id, 'cancel_save', `HIST-${order.id}`))!;
    const agencyRow = (await t.call<DisruptionRow>({ method: 'GET', url: `${DISRUPTIONS}/${id}`, headers: bearer(kowloon) })).body.data;
    expect(agencyRow.supplier).toBeNull();
    const list = (await t.call<DisruptionRow[]>({ method: 'GET', url: DISRUPTIONS, headers: bearer(kowloon) })).body.data;
    expect(namesASupplier(list)).toBe(false);
    const staffRow = (await t.call<DisruptionRow>({ method: 'GET', url: `${DISRUPTIONS}/${id}`, headers: bearer(admin) })).body.data;
    expect(SUPPLIERS).toContain(staffRow.supplier);

    const line = (await read(kowloon, order.id, 'zh-CN')).body.data.history.at(-1)!;
    expect(line).toMatchObject({ kind: 'disruption', noteKey: 'disruptionAnnounced', note: '供应商通知：取消（已保护）' });
    const decided = await t.call<DisruptionRow>({
      method: 'POST',
      url: `${DISRUPTIONS}/${id}/decision`,
      headers: bearer(kowloon),
      payload: { decision: 'accept', remark: 'passenger agrees' },
    });
    expect(decided.body.data.supplier).toBeNull();
    const last = (await read(kowloon, order.id, 'en')).body.data.history.at(-1)!;
    expect(last).toMatchObject({ note: 'Cancelled, rebooked: Accept', remark: 'passenger agrees' });
  });

  it('names reasons and quotes in words, and keeps what people wrote apart', async () => {
    const order = await bookOrder(t, kowloon, { payment: 'balance' });
    await runJobs(t);
    const refund = (await act(t, kowloon, order.id, '/refund', { reason: 4, subOption: '', remark: 'booked twice' })).body.data;
    expect(refund.history[0]).toMatchObject({
      noteKey: 'refundAsked',
      note: 'Refund asked: Duplicate booking, 0 proof file(s)',
      remark: null,
    });
    const origin = (await read(kowloon, order.id, 'en')).body.data.history.at(-1)!;
    expect(origin.note).toBe(`Refund order ${refund.orderNo} requested`);

    const approved = await review(t, admin, refund.id, 'approve', {
      quote: { refundable: order.totalAmount, refundFee: 20_000 },
      remark: 'fee per fare rules',
    });
    const refundable = approved.body.data.price.refund!.totalRefundable;
    expect(refundable).toBeGreaterThan(1_000);
    const quoted = (await read(kowloon, refund.id, 'zh-CN')).body.data.history.at(-1)!;
    expect(quoted).toMatchObject({ noteKey: 'refundQuoted', remark: 'fee per fare rules' });
    // A settlement amount of 10 or more: whole units rounded up, thousands grouped.
    expect(quoted.note).toBe(`退票报价：可退 ${order.currency} ${Math.ceil(refundable / 100).toLocaleString('en-US')}`);
  });

  it("keeps the supplier out of a refusal in the supplier's own words", async () => {
    const failing = await startFlightApp({ '*': { ticketFailureRate: 1 } });
    try {
      const token = await failing.login('kowloon.super');
      const order = await bookOrder(failing, token, { payment: 'balance' });
      await runJobs(failing);
      const shown = (await failing.call<OrderDetail>({ method: 'GET', url: `${ORDERS}/${order.id}`, headers: bearer(token) })).body.data;
      const refusal = shown.history.find((h) => h.noteKey === 'ticketingRefused')!;
      expect(refusal.note).toMatch(/^Ticketing refused by the supplier: the supplier: ticketing refused for /);
      expect(namesASupplier(shown)).toBe(false);
    } finally {
      await failing.close();
    }
  });
});
