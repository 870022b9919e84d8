// Payments over HTTP: the channel config and its disable-payment flag, paying from the wallet (a
// hold), and the sandbox gateway: hosted page, signed notification, bad signature refused, decline,
// duplicate notifications, timeout, and money that arrives after the timeout.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PaymentConfig, PayResult } from '@/domain/schemas/wallet';
import { expireGatewayPayments, NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { SIGNATURE_HEADER, signatureHeader } from '@/server/wallet/gateway/signing';
import { requestPayment } from '@/server/wallet/payments';
import { callerFor, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';
import { agencyIdOf, countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';

const SECRET = 'payments-test-secret';
let t: TestApp;
let ops: Caller;
let harbour: number;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = SECRET;
  t = await startTestApp();
  ops = await callerFor(t, 'harbour.ops');
  harbour = await agencyIdOf(t, 'HARBOUR');
});
afterAll(async () => {
  delete process.env.PAYMENT_SANDBOX_SECRET;
  await t?.close();
});

let orders = 0;
async function payable(amount: number): Promise<number> {
  orders++;
  const p = await t.database.db.transaction((tx) =>
    requestPayment(tx, { agencyId: harbour, orderRef: `PAYTEST-${orders}`, amount, currency: 'CNY', description: `Order ${orders}` }),
  );
  return p.id;
}

const payUrl = (id: number) => `/api/payment/v2/payments/${id}/pay`;
const paymentOf = async (id: number) => (await ops<Payment>('GET', `/api/payment/v2/payments/${id}`)).body.data;

async function openHostedPage(redirectUrl: string) {
  return t.app.inject({ method: 'GET', url: redirectUrl });
}

async function submitHostedPage(redirectUrl: string, outcome: string) {
  const token = new URL(redirectUrl, 'http://x').searchParams.get('token')!;
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/checkout',
    payload: new URLSearchParams({ token, outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function notify(event: Record<string, unknown>, signature?: string) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signatureHeader(SECRET, body) },
  });
}

async function sessionOf(paymentId: number): Promise<string> {
  const result = await t.database.db.execute(sql`SELECT gateway_session FROM payments WHERE id = ${paymentId}`);
  return (result as unknown as { rows: Array<{ gateway_session: string }> }).rows[0]!.gateway_session;
}

describe('payment config', () => {
  it('lists every channel with its kind and the wallet money available', async () => {
    const res = await ops<PaymentConfig>('GET', '/api/order/v2/flight/config/payment');
    expect(res.status).toBe(200);
    expect(res.body.data.disabled).toBe(false);
    expect(res.body.data.channels.map((c) => c.code)).toEqual([
      'balance',
      'alipay',
      'wechat-pay',
      'yeepay-alipay',
      'yeepay-credit-card',
      'yeepay-debit-card',
      'yeepay-wechat',
      'airwallex',
      'stripe',
      'abapay',
    ]);
    expect(res.body.data.channels.every((c) => c.enabled)).toBe(true);
    const wallet = await walletRow(t, harbour);
    expect(res.body.data.wallet).toEqual({ currency: 'CNY', available: wallet.balance - wallet.held + wallet.creditLimit });
  });

  it("honours the agency's disable-payment flag: no channel, and paying is refused", async () => {
    await t.database.db.execute(
      sql`UPDATE agencies SET settings = jsonb_set(settings, '{general}', coalesce(settings -> 'general', '{}'::jsonb) || '{"disablePayment": true}'::jsonb) WHERE id = ${harbour}`,
    );
    const res = await ops<PaymentConfig>('GET', '/api/order/v2/flight/config/payment');
    expect(res.body.data.disabled).toBe(true);
    expect(res.body.data.channels.some((c) => c.enabled)).toBe(false);
    const id = await payable(1_000);
    const before = await moneyFingerprint(t);
    const refused = await ops('POST', payUrl(id), { channel: 'alipay' });
    expect(refused.body).toMatchObject({ code: 500106, message: 'Payment is disabled for this agency.' });
    expect(await moneyFingerprint(t)).toBe(before);
    await t.database.db.execute(
      sql`UPDATE agencies SET settings = jsonb_set(settings, '{general,disablePayment}', 'false'::jsonb) WHERE id = ${harbour}`,
    );
  });
});

describe('paying from the wallet', () => {
  it('holds the amount once, whatever the retries', async () => {
    const id = await payable(45_600);
    const before = await walletRow(t, harbour);
    const first = await ops<PayResult>('POST', payUrl(id), { channel: 'balance' }, { 'idempotency-key': `pay-${id}` });
    const retry = await ops<PayResult>('POST', payUrl(id), { channel: 'balance' }, { 'idempotency-key': `pay-${id}` });
    expect(first.body.data).toMatchObject({ payment: { status: 'held', channel: 'balance' }, redirectUrl: null });
    expect(retry.body).toEqual(first.body);
    expect(await walletRow(t, harbour)).toMatchObject({ held: before.held + 45_600, balance: before.balance });
    const again = await ops('POST', payUrl(id), { channel: 'balance' });
    expect(again.body.code).toBe(500108);
  });

  it('answers the SPEC message when the wallet cannot pay, changing nothing', async () => {
    const wallet = await walletRow(t, harbour);
    const id = await payable(wallet.balance - wallet.held + wallet.creditLimit + 1);
    const before = await moneyFingerprint(t);
    const res = await ops('POST', payUrl(id), { channel: 'balance' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Insufficient account balance.');
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('unpaid');
  });

  it('shows a payment only to its own agency', async () => {
    const id = await payable(100);
    expect((await (await callerFor(t, 'kowloon.super'))('GET', `/api/payment/v2/payments/${id}`)).status).toBe(404);
    expect((await ops('POST', payUrl(id), { channel: 'balance', returnUrl: '//evil.example/x' })).status).toBe(400);
  });
});

describe('the sandbox gateway', () => {
  it('pays through the hosted page and its signed notification: the money arrives and pays the order', async () => {
    const id = await payable(88_800);
    const before = await walletRow(t, harbour);
    const started = await ops<PayResult>('POST', payUrl(id), { channel: 'alipay', returnUrl: '/flight/orders/42' });
    expect(started.body.data.payment).toMatchObject({ status: 'awaiting', channel: 'alipay' });
    // Absolute, on the address the caller used: an integrator's back end can hand it to the payer as it is.
    expect(started.body.data.redirectUrl).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/gateway\/checkout\?token=/);
    const page = await openHostedPage(started.body.data.redirectUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CNY 888.00');
    expect(page.body).toContain('alipay');
    const done = await submitHostedPage(started.body.data.redirectUrl!, 'succeeded');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/flight/orders/42?payment=${id}&result=succeeded`);
    expect((await paymentOf(id)).status).toBe('paid');
    expect(await walletRow(t, harbour)).toMatchObject({ balance: before.balance, held: before.held });
    const moves = await t.database.db.execute(
      sql`SELECT kind, payment_method, amount FROM ledger_transfers WHERE order_ref = ${`PAYTEST-${orders}`} ORDER BY id`,
    );
    expect((moves as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'deposit', payment_method: 'alipay', amount: expect.anything() },
      { kind: 'payment', payment_method: 'alipay', amount: expect.anything() },
    ]);
    await expectLedgerConsistent(t);
  });

  it('refuses a notification with a bad signature and changes nothing', async () => {
    const id = await payable(5_000);
    await ops('POST', payUrl(id), { channel: 'stripe' });
    const event = { sessionId: await sessionOf(id), outcome: 'succeeded', reference: 'FORGED', amount: 5_000, currency: 'CNY' };
    const before = await moneyFingerprint(t);
    const forged = await notify(event, signatureHeader('not-the-secret', JSON.stringify(event)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 500112 });
    const tampered = await notify({ ...event, amount: 1 }, signatureHeader(SECRET, JSON.stringify(event)));
    expect(tampered.statusCode).toBe(401);
    const stale = await notify(event, signatureHeader(SECRET, JSON.stringify(event), Date.now() - 3_600_000));
    expect(stale.statusCode).toBe(401);
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
  });

  it('handles a duplicate notification once, and a decline as a failed payment', async () => {
    const id = await payable(7_000);
    await ops('POST', payUrl(id), { channel: 'wechat-pay' });
    const event = { sessionId: await sessionOf(id), outcome: 'succeeded', reference: 'SBX-DUP', amount: 7_000, currency: 'CNY' };
    expect((await notify(event)).json().data).toEqual({ result: 'paid' });
    const transfers = await countOf(t, sql`SELECT count(*) AS n FROM ledger_transfers`);
    expect((await notify(event)).json().data).toEqual({ result: 'duplicate' });
    expect(await countOf(t, sql`SELECT count(*) AS n FROM ledger_transfers`)).toBe(transfers);

    const declined = await payable(9_000);
    const started = await ops<PayResult>('POST', payUrl(declined), { channel: 'airwallex' });
    const back = await submitHostedPage(started.body.data.redirectUrl!, 'failed');
    expect(back.headers.location).toContain('result=failed');
    expect((await paymentOf(declined)).status).toBe('failed');
  });

  it('times out when nobody pays; money arriving later is credited to the wallet once', async () => {
    const id = await payable(12_300);
    const started = await ops<PayResult>('POST', payUrl(id), { channel: 'yeepay-credit-card' });
    const left = await submitHostedPage(started.body.data.redirectUrl!, 'none');
    expect(left.headers.location).toContain('result=pending');
    await t.database.db.execute(sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
    expect(await expireGatewayPayments(t.database.db)).toBe(1);
    expect(await paymentOf(id)).toMatchObject({ status: 'expired', failureReason: 'payment timeout' });
    expect((await ops('POST', payUrl(id), { channel: 'balance' })).body.code).toBe(500108);

    const before = await walletRow(t, harbour);
    const event = { sessionId: await sessionOf(id), outcome: 'succeeded', reference: 'SBX-LATE', amount: 12_300, currency: 'CNY' };
    expect((await notify(event)).json().data).toEqual({ result: 'late-credited' });
    expect((await notify(event)).json().data).toEqual({ result: 'duplicate' });
    expect((await walletRow(t, harbour)).balance).toBe(before.balance + 12_300);
    expect((await paymentOf(id)).status).toBe('expired');
    await expectLedgerConsistent(t);
  });

  it('refuses a tampered payment link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/gateway/checkout?token=abc.def' });
    expect(res.statusCode).toBe(400);
  });
});
