// The Alipay adapter against a mock of Alipay's open platform built from its published documents:
// our requests must carry the parameters Alipay requires and the application's valid RSA2 signature
// (checked with the SDK's rsaCheck); Alipay's signed answers, notifications and bill are mapped field
// by field; a forged, tampered or foreign notification is not believed.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alipayProvider } from '@/server/wallet/gateway/alipay/alipay';
import type { PaymentProvider } from '@/server/wallet/gateway/provider';
import { ALIPAY_APP_ID, startAlipayMock, type AlipayMock } from './mock-server';

let mock: AlipayMock;
let alipay: PaymentProvider;
const delivered: string[] = [];
const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };

beforeAll(async () => {
  mock = await startAlipayMock(async (body) => void delivered.push(body));
  alipay = alipayProvider({
    appId: ALIPAY_APP_ID,
    privateKey: mock.appPrivateKey,
    alipayPublicKey: mock.alipayPublicKey,
    gateway: mock.gateway,
  });
});
afterAll(async () => {
  await mock.close();
});
afterEach(() => {
  expect(mock.calls.filter((c) => c.problems.length)).toEqual([]);
  expect(mock.violations()).toEqual([]);
});

let sessions = 0;
// Whole seconds, 15 minutes ahead; Alipay reads it in Beijing time.
const expiresAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 15 * 60_000);
const beijing = new Date(expiresAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
async function checkout(amount: number, currency = 'CNY') {
  const sessionId = `GWcontract${++sessions}`;
  const created = await alipay.createCheckout({
    sessionId,
    channel: 'alipay',
    amount,
    currency,
    description: `Order ${sessions}`,
    notifyUrl: '/api/payment/v2/gateway/notify',
    returnUrl: '/flight/orders/1?payment=7',
    expiresAt,
    returnBase: 'https://portal.example',
  });
  return { sessionId, ...created };
}
const verify = (fields: Record<string, string>) => alipay.verifyNotification(form, new URLSearchParams(fields).toString());

describe('the payment page (alipay.trade.page.pay)', () => {
  it('is a GET address Alipay accepts: signed by the application, yuan to the fen, our trade number, expiry in Beijing time', async () => {
    const { sessionId, url, reference } = await checkout(123_456);
    const opened = mock.open(url);
    expect(opened.problems).toEqual([]);
    expect(mock.calls.at(-1)).toEqual({
      method: 'alipay.trade.page.pay',
      problems: [],
      biz: {
        out_trade_no: sessionId,
        total_amount: '1234.56',
        subject: 'Order 1',
        product_code: 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijing,
      },
    });
    expect(opened.notifyUrl).toBe('https://portal.example/api/payment/v2/gateway/notify');
    expect(opened.returnUrl).toBe('https://portal.example/flight/orders/1?payment=7&result=succeeded');
    expect(reference.startsWith(`${sessionId}|1234.56|`)).toBe(true);
    // Opened again while unpaid: the same trade, at the same amount.
    const again = await alipay.checkoutPage(reference);
    expect(mock.open(again!).trade).toBe(opened.trade);
  });

  it('takes keys from one environment line too (PEM line breaks written as \\n)', async () => {
    const oneLine = alipayProvider({
      appId: ALIPAY_APP_ID,
      privateKey: mock.appPrivateKey.replaceAll('\n', '\\n'),
      alipayPublicKey: mock.alipayPublicKey.replaceAll('\n', '\\n'),
      gateway: mock.gateway,
    });
    expect(await oneLine.query('GWnever', null)).toEqual({ state: 'pending' });
  });

  it('refuses a currency other than yuan before the payer leaves us', async () => {
    await expect(checkout(1_000, 'USD')).rejects.toThrow(/CNY only/);
  });

  it('the mock refuses what Alipay refuses (so the contract can fail)', async () => {
    const { url } = await checkout(100);
    const forged = new URL(url);
    forged.searchParams.set('biz_content', forged.searchParams.get('biz_content')!.replace('"1.00"', '"0.01"'));
    expect(mock.open(forged.toString()).problems).toEqual(['isv.invalid-signature']);
    mock.calls.pop();
  });
});

describe("notifications (checked with Alipay's public key by the SDK)", () => {
  it("maps a paid trade field by field: our session, Alipay's trade number, fen, the notify id", async () => {
    const { sessionId, url } = await checkout(8_888);
    const { trade } = mock.open(url);
    const fields = await mock.pay(sessionId);
    expect(verify(fields)).toEqual({
      kind: 'payment',
      event: {
        sessionId,
        outcome: 'succeeded',
        eventId: fields.notify_id,
        provider: 'alipay',
        reference: trade!.tradeNo,
        amount: 8_888,
        currency: 'CNY',
      },
    });
    expect(
      verify({
        ...fields,
        trade_status: 'TRADE_FINISHED',
        sign: mock.notification(trade!, { trade_status: 'TRADE_FINISHED', notify_id: fields.notify_id! }).sign!,
      }),
    ).toMatchObject({ kind: 'payment', event: { outcome: 'succeeded' } });
    const closed = mock.notification({ ...trade!, status: 'TRADE_CLOSED' });
    expect(verify(closed)).toMatchObject({ kind: 'payment', event: { outcome: 'failed' } });
  });

  it('believes no forged, tampered or foreign notification', async () => {
    const { sessionId, url } = await checkout(5_000);
    const { trade } = mock.open(url);
    const genuine = await mock.pay(sessionId, { deliver: false });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(verify(mock.notification(trade!, {}, stranger))).toBeNull();
    expect(verify({ ...genuine, total_amount: '0.01' })).toBeNull();
    expect(verify({ ...genuine, sign: '' })).toBeNull();
    const { sign: _sign, ...unsigned } = genuine;
    expect(verify(unsigned as Record<string, string>)).toBeNull();
    // Signed by Alipay but for another application, or about a refund: noted and ignored.
    expect(verify(mock.notification(trade!, { app_id: '2021999999999999' }))).toMatchObject({ kind: 'ignored' });
    expect(verify(mock.notification(trade!, { refund_fee: '10.00', out_biz_no: 'refund-1' }))).toMatchObject({
      kind: 'ignored',
      type: 'refund',
    });
    expect(verify(mock.notification({ ...trade!, status: 'WAIT_BUYER_PAY' }))).toMatchObject({ kind: 'ignored', type: 'WAIT_BUYER_PAY' });
    // A genuine notice with another amount is believed as Alipay said it (the payment flags it).
    expect(verify(mock.notification(trade!, { total_amount: '49.99' }))).toMatchObject({ kind: 'payment', event: { amount: 4_999 } });
    expect(alipay.recognises(form, new URLSearchParams(genuine).toString())).toBe(true);
    expect(alipay.recognises({ 'content-type': 'application/json' }, '{}')).toBe(false);
  });
});

describe('query, close, refund', () => {
  it('asks about a trade: not yet created and waiting are pending; paid is the payment', async () => {
    const { sessionId, url } = await checkout(2_000);
    expect(await alipay.query(sessionId, null)).toEqual({ state: 'pending' });
    const { trade } = mock.open(url);
    expect(await alipay.query(sessionId, null)).toEqual({ state: 'pending' });
    await mock.pay(sessionId, { deliver: false });
    expect(await alipay.query(sessionId, null)).toEqual({
      state: 'succeeded',
      event: {
        sessionId,
        outcome: 'succeeded',
        eventId: undefined,
        provider: 'alipay',
        reference: trade!.tradeNo,
        amount: 2_000,
        currency: 'CNY',
      },
    });
    expect(mock.calls.at(-1)).toMatchObject({ method: 'alipay.trade.query', biz: { out_trade_no: sessionId } });
  });

  it('closes an unpaid trade, and accepts one the payer never opened', async () => {
    const opened = await checkout(3_000);
    mock.open(opened.url);
    await alipay.cancel(opened.reference);
    expect(mock.trades.get(opened.sessionId)!.status).toBe('TRADE_CLOSED');
    const never = await checkout(3_000);
    await expect(alipay.cancel(never.reference)).resolves.toBeUndefined();
  });

  it('refunds in parts by out_request_no; the same number twice is one refund; too much is a refusal (4xx)', async () => {
    const { sessionId, url } = await checkout(10_000);
    const { trade } = mock.open(url);
    await mock.pay(sessionId, { deliver: false });
    const first = await alipay.refund({ paymentReference: trade!.tradeNo, amount: 2_550, currency: 'CNY', idempotencyKey: 'refund-1' });
    expect(first).toEqual({ refundId: 'refund-1', state: 'succeeded' });
    expect(mock.calls.at(-1)!.biz).toEqual({ trade_no: trade!.tradeNo, refund_amount: '25.50', out_request_no: 'refund-1' });
    await alipay.refund({ paymentReference: trade!.tradeNo, amount: 2_550, currency: 'CNY', idempotencyKey: 'refund-1' });
    await alipay.refund({ paymentReference: trade!.tradeNo, amount: 7_000, currency: 'CNY', idempotencyKey: 'refund-2' });
    expect([...trade!.refunds]).toEqual([
      ['refund-1', '25.50'],
      ['refund-2', '70.00'],
    ]);
    await expect(
      alipay.refund({ paymentReference: trade!.tradeNo, amount: 500, currency: 'CNY', idempotencyKey: 'refund-3' }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL') });
  });
});

describe("the day's bill (alipay.data.dataservice.bill.downloadurl.query)", () => {
  it("reads the zip's GBK detail file: payments with Alipay's fee, refunds by our request number", async () => {
    mock.bill = [];
    const { sessionId, url } = await checkout(20_000);
    const { trade } = mock.open(url);
    await mock.pay(sessionId, { deliver: false });
    await alipay.refund({ paymentReference: trade!.tradeNo, amount: 5_000, currency: 'CNY', idempotencyKey: 'refund-bill' });
    const now = Date.now();
    const rows = await alipay.settled(new Date(now - 3_600_000), new Date(now + 3_600_000));
    expect(mock.calls.filter((c) => c.method === 'alipay.data.dataservice.bill.downloadurl.query').at(-1)!.biz).toMatchObject({
      bill_type: 'trade',
    });
    expect(rows.map(({ createdAt, ...row }) => row)).toEqual([
      { reference: trade!.tradeNo, rowId: `${trade!.tradeNo}:pay`, kind: 'payment', amount: 20_000, fee: 120, currency: 'CNY' },
      { reference: 'refund-bill', rowId: `${trade!.tradeNo}:refund-bill`, kind: 'refund', amount: -5_000, fee: 0, currency: 'CNY' },
    ]);
  });
});
