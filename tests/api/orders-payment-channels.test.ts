// Paying a flight order through a gateway channel: the order waits for the gateway's signed
// notification and moves in its transaction; a decline leaves it payable again; money that arrives
// after the order was canceled stays in the wallet; a refused ticketing gives gateway money back to
// the wallet; the generic pay call moves the order too. The ledger's invariants hold throughout.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/domain/errors';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import type { PayResult } from '@/domain/schemas/wallet';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';
import { ORDERS, act, bookOrder, detail, runJobs, statusOf } from './support/orders';

type PayAnswer = OrderDetail & { paymentUrl: string | null };

let t: TestApp;
let token: string;
let harbour: number;
beforeAll(async () => {
  t = await startFlightApp();
  token = await t.login('harbour.ops');
  harbour = await agencyIdOf(t, 'HARBOUR');
});
afterAll(async () => t?.close());

const pay = (id: number, body: object, lang = 'en') =>
  t.call<PayAnswer>({
    method: 'POST',
    url: `${ORDERS}/${id}/payment`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: body,
  });

/** The payer on the sandbox's hosted page: pay, decline or walk away; answers where the browser goes next. */
async function onHostedPage(paymentUrl: string, outcome: 'succeeded' | 'failed' | 'none'): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: paymentUrl });
  expect(page.statusCode).toBe(200);
  const token = new URL(paymentUrl, 'http://x').searchParams.get('token')!;
  const done = await t.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/checkout',
    payload: new URLSearchParams({ token, outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(done.statusCode).toBe(303);
  return done.headers.location as string;
}

describe('an order paid through a gateway', () => {
  it('waits for the gateway, then moves to proceeding and is issued; the wallet shows the money in and out', async () => {
    const order = await bookOrder(t, token);
    const before = await walletRow(t, harbour);
    const started = await pay(order.id, { channel: 'stripe' });
    expect(started.body.code, started.body.message).toBe(0);
    expect(started.body.data).toMatchObject({ status: 'to_be_paid', payment: { paymentState: 'awaiting', channel: 'stripe' } });
    // Absolute, on the address the caller used: an integrator's back end can hand it on as it is.
    expect(started.body.data.paymentUrl).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/gateway\/checkout\?token=/);

    // While the gateway has it: the same channel resumes the same page; another channel or the wallet is refused.
    expect((await pay(order.id, { channel: 'stripe' })).body.data.paymentUrl).toBe(started.body.data.paymentUrl);
    const fingerprint = await moneyFingerprint(t);
    const other = await pay(order.id, { channel: 'alipay' }, 'zh-cn');
    expect([other.status, other.body.code]).toEqual([409, 500111]);
    expect(other.body.message).toContain('其他支付方式');
    expect((await pay(order.id, { channel: 'balance' })).body.code).toBe(500111);
    expect(await moneyFingerprint(t)).toBe(fingerprint);
    expect(await statusOf(t, order.id)).toBe('to_be_paid');

    const back = await onHostedPage(started.body.data.paymentUrl!, 'succeeded');
    expect(back).toBe(`/flight/orders/${order.id}?payment=${started.body.data.payment.paymentId}&result=succeeded`);
    const paid = (await detail(t, token, order.id)).body.data;
    expect(paid).toMatchObject({ status: 'proceeding', paymentStatus: 'paid', payment: { paymentState: 'paid', channel: 'stripe' } });
    const line = paid.history.at(-1)!;
    expect(line).toMatchObject({
      fromStatus: 'to_be_paid',
      toStatus: 'proceeding',
      actor: 'agency',
      userName: 'Harbour Operator',
      noteKey: 'paidByGateway',
    });
    expect(line.note).toMatch(/^Paid through Stripe \(reference SBX[0-9A-F]+\)$/);
    // In and out again: the balance is where it was, nothing is held.
    expect(await walletRow(t, harbour)).toMatchObject({ balance: before.balance, held: before.held });
    await expectLedgerConsistent(t);

    await runJobs(t);
    expect(await statusOf(t, order.id)).toBe('issued');
    expect(await walletRow(t, harbour)).toMatchObject({ balance: before.balance, held: before.held });
    await expectLedgerConsistent(t);
  });

  it('a declined payment leaves the order payable: the next try (the wallet) pays it', async () => {
    const order = await bookOrder(t, token);
    const started = await pay(order.id, { channel: 'wechat-pay', returnUrl: '/bills/wallet' });
    expect(await onHostedPage(started.body.data.paymentUrl!, 'failed')).toMatch(/^\/bills\/wallet\?payment=\d+&result=failed$/);
    const declined = (await detail(t, token, order.id)).body.data;
    expect(declined).toMatchObject({ status: 'to_be_paid', payment: { paymentState: 'failed' } });
    expect(declined.allowedActions).toContain('pay');

    const before = await walletRow(t, harbour);
    const again = await pay(order.id, { channel: 'balance' });
    expect(again.body.code, again.body.message).toBe(0);
    expect(again.body.data).toMatchObject({
      status: 'proceeding',
      paymentUrl: null,
      payment: { paymentState: 'held', channel: 'balance' },
    });
    expect((await walletRow(t, harbour)).held).toBe(before.held + order.totalAmount);
    await expectLedgerConsistent(t);
  });

  it('money arriving after the order was canceled is credited to the wallet, and the order stays canceled', async () => {
    const order = await bookOrder(t, token);
    const started = await pay(order.id, { channel: 'airwallex' });
    expect((await act(t, token, order.id, '/cancel', { remark: 'client changed plans' })).body.data.status).toBe('origin_canceled');
    const before = await walletRow(t, harbour);
    const back = await onHostedPage(started.body.data.paymentUrl!, 'succeeded');
    expect(back).toContain('result=succeeded');
    expect(await statusOf(t, order.id)).toBe('origin_canceled');
    expect((await walletRow(t, harbour)).balance).toBe(before.balance + order.totalAmount);
    const shown = (await detail(t, token, order.id)).body.data;
    expect(shown.payment.paymentState).toBe('failed');
    expect(shown.history.find((h) => h.toStatus === 'origin_canceled')).toMatchObject({
      noteKey: 'canceled',
      note: 'Canceled',
      remark: 'client changed plans',
    });
    await expectLedgerConsistent(t);
  });

  it("the generic pay call (wallet) moves the order as the order's own pay action does", async () => {
    const order = await bookOrder(t, token);
    const payable = (await detail(t, token, order.id)).body.data.payment.paymentId!;
    const res = await t.call<PayResult>({
      method: 'POST',
      url: `/api/payment/v2/payments/${payable}/pay`,
      headers: { ...bearer(token), 'idempotency-key': `generic-${order.id}` },
      payload: { channel: 'balance' },
    });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.data.payment.status).toBe('held');
    expect(await statusOf(t, order.id)).toBe('proceeding');
    await runJobs(t);
    expect(await statusOf(t, order.id)).toBe('issued');
    await expectLedgerConsistent(t);
  });

  it('replays the first answer for a repeated Idempotency-Key, and pays once', async () => {
    const order = await bookOrder(t, token);
    const before = await walletRow(t, harbour);
    const send = () =>
      t.call<PayAnswer>({
        method: 'POST',
        url: `${ORDERS}/${order.id}/payment`,
        headers: { ...bearer(token), 'idempotency-key': `pay-${order.id}` },
        payload: { channel: 'balance' },
      });
    const first = await send();
    const again = await send();
    expect(first.body.data.status).toBe('proceeding');
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await walletRow(t, harbour)).held).toBe(before.held + order.totalAmount);
    const reused = await t.call({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment`,
      headers: { ...bearer(token), 'idempotency-key': `pay-${order.id}` },
      payload: { channel: 'stripe' },
    });
    expect([reused.status, reused.body.code]).toEqual([422, ErrorCode.IDEMPOTENCY_KEY_REUSED]);
  });

  it("is refused when the agency's payment is disabled, and nothing changes", async () => {
    const order = await bookOrder(t, token);
    await t.database.db.execute(
      sql`UPDATE agencies SET settings = jsonb_set(settings, '{general,disablePayment}', 'true'::jsonb) WHERE id = ${harbour}`,
    );
    try {
      const fingerprint = await moneyFingerprint(t);
      for (const channel of ['balance', 'stripe']) expect((await pay(order.id, { channel })).body.code).toBe(500106);
      expect(await moneyFingerprint(t)).toBe(fingerprint);
      expect(await statusOf(t, order.id)).toBe('to_be_paid');
    } finally {
      await t.database.db.execute(
        sql`UPDATE agencies SET settings = jsonb_set(settings, '{general,disablePayment}', 'false'::jsonb) WHERE id = ${harbour}`,
      );
    }
  });

  it('refuses an unknown channel and a return address on another host', async () => {
    const order = await bookOrder(t, token);
    expect((await pay(order.id, { channel: 'cash' })).status).toBe(400);
    const offsite = await pay(order.id, { channel: 'stripe', returnUrl: '//evil.example/x' });
    expect([offsite.status, offsite.body.data]).toEqual([400, { fields: [expect.objectContaining({ field: 'returnUrl' })] }]);
    expect((await detail(t, token, order.id)).body.data.payment.paymentState).toBe('unpaid');
  });
});

describe('an order booked and paid at once', () => {
  it('is paid through the transition table: history line, audit record, wallet hold; staff booking pay as the booker', async () => {
    const order = await bookOrder(t, token, { payment: 'balance' });
    expect(order.status).toBe('proceeding');
    const shown = (await detail(t, token, order.id)).body.data;
    expect(shown.history.map((h) => [h.fromStatus, h.toStatus, h.noteKey, h.actor])).toEqual([
      [null, 'to_be_paid', 'booked', 'agency'],
      ['to_be_paid', 'proceeding', 'paidFromWallet', 'agency'],
    ]);
    expect(shown.payment).toMatchObject({ paymentState: 'held', channel: 'balance' });
    const audit = await t.database.db.execute(sql`SELECT action FROM audit_log WHERE target = ${order.orderNo} ORDER BY id`);
    expect((audit as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action)).toContain('flight.order.pay');

    // Staff booking for the platform's own agency pay as its booker: the transition takes them, and
    // the platform's empty wallet is what refuses (the SPEC's message), not the table.
    const staff = await t.login('admin');
    await expect(bookOrder(t, staff, { payment: 'balance' })).rejects.toThrow('order: Insufficient account balance.');
  });
});

describe('gateway money of an order that fails', () => {
  it('goes back to the wallet when the supplier refuses to ticket', async () => {
    const failing = await startFlightApp({ '*': { ticketFailureRate: 1 } });
    try {
      const ops = await failing.login('harbour.ops');
      const agencyId = await agencyIdOf(failing, 'HARBOUR');
      const order = await bookOrder(failing, ops);
      const before = await walletRow(failing, agencyId);
      const started = await failing.call<PayAnswer>({
        method: 'POST',
        url: `${ORDERS}/${order.id}/payment`,
        headers: bearer(ops),
        payload: { channel: 'abapay' },
      });
      const tokenOf = new URL(started.body.data.paymentUrl!, 'http://x').searchParams.get('token')!;
      await failing.app.inject({
        method: 'POST',
        url: '/sandbox/gateway/checkout',
        payload: new URLSearchParams({ token: tokenOf, outcome: 'succeeded' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(await statusOf(failing, order.id)).toBe('proceeding');
      expect((await walletRow(failing, agencyId)).balance).toBe(before.balance);
      await runJobs(failing);
      expect(await statusOf(failing, order.id)).toBe('failed_reimbursed');
      // The gateway's money arrived in the wallet and came back to it: the wallet is up by the order's amount.
      expect((await walletRow(failing, agencyId)).balance).toBe(before.balance + order.totalAmount);
      const shown = (await detail(failing, ops, order.id)).body.data;
      expect(shown.payment).toMatchObject({ paymentState: 'paid', refundedAmount: order.totalAmount });
      await expectLedgerConsistent(failing);
    } finally {
      await failing.close();
    }
  });
});
