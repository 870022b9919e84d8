// WeChat Pay API v3's contract, offline: our adapter (through the SDK) against a mock built from WeChat
// Pay's documented requests, answers and notifications, with keys made by the test. Our requests must
// carry a merchant signature that verifies and every field the operation requires; answers and
// notifications are believed only with the platform signature, fresh, and decryptable with our key.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '@/server/wallet/gateway/provider';
import { yuanToFen } from '@/server/wallet/gateway/wechat-pay/bill';
import { readCheckoutReference, wechatPayProvider } from '@/server/wallet/gateway/wechat-pay/provider';
import { readWechatPayConfig } from '@/server/wallet/gateway/wechat-pay/config';
import { wechatPayTestKeys } from './keys';
import { WechatPayMock } from './mock-server';

const { keys, config } = wechatPayTestKeys();
let mock: WechatPayMock;
let provider: PaymentProvider;
const returnBase = 'https://portal.example';

beforeAll(async () => {
  mock = new WechatPayMock(keys);
  await mock.start();
  provider = wechatPayProvider(config(mock.baseUrl));
});
afterAll(async () => mock?.close());

let n = 0;
async function checkout(amount: number, currency = 'CNY') {
  n++;
  const sessionId = `GWcontract${String(n).padStart(6, '0')}`;
  const created = await provider.createCheckout({
    sessionId,
    channel: 'wechat-pay',
    amount,
    currency,
    description: `Order ${n}`,
    notifyUrl: '/api/payment/v2/gateway/notify',
    returnUrl: '/bills/wallet',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    returnBase,
  });
  return { sessionId, ...created };
}

describe('requests are what WeChat Pay accepts', () => {
  it('creates a Native order with a verifying merchant signature and every required field', async () => {
    const { sessionId, url, reference } = await checkout(12_345);
    const sent = mock.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/native', problems: [], status: 200 });
    expect(sent.body).toMatchObject({
      appid: keys.appid,
      mchid: keys.mchid,
      out_trade_no: sessionId,
      notify_url: `${returnBase}/api/payment/v2/gateway/notify`,
      amount: { total: 12_345, currency: 'CNY' },
    });
    expect(readCheckoutReference(reference)).toEqual({ outTradeNo: sessionId, codeUrl: mock.orders.get(sessionId)!.codeUrl });
    expect(url).toBe(`/gateway/wechat-pay/${sessionId}?return=%2Fbills%2Fwallet`);
  });

  it('the mock refuses a request without a genuine merchant signature (so the contract can fail)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = wechatPayProvider({
      ...config(mock.baseUrl),
      merchantPrivateKey: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    await expect(forged.query('GWcontract000001', 'x|y')).rejects.toThrow(/401.*SIGN_ERROR/);
    expect(mock.requests.at(-1)!.problems).toEqual(['Authorization signature does not verify']);
    mock.requests.pop();
  });

  it('queries, closes and refunds by the documented operations', async () => {
    const paid = await checkout(20_000);
    expect(await provider.query(paid.sessionId, paid.reference)).toEqual({ state: 'pending' });
    await mock.pay(paid.sessionId, { deliver: false });
    const order = mock.orders.get(paid.sessionId)!;
    expect(await provider.query(paid.sessionId, paid.reference)).toMatchObject({
      state: 'succeeded',
      event: { sessionId: paid.sessionId, reference: order.transactionId, amount: 20_000, currency: 'CNY' },
    });
    // A paid order cannot be closed; cancel leaves the verdict to the query that follows.
    await provider.cancel(paid.reference);
    const refund = await provider.refund({
      paymentReference: order.transactionId,
      amount: 5_000,
      currency: 'CNY',
      idempotencyKey: 'refund-77',
    });
    expect(refund.state).toBe('succeeded');
    // The same out_refund_no again is the same refund, not a second one.
    expect(
      await provider.refund({ paymentReference: order.transactionId, amount: 5_000, currency: 'CNY', idempotencyKey: 'refund-77' }),
    ).toEqual(refund);
    expect(order.refunded).toBe(5_000);
    const open = await checkout(3_000);
    await provider.cancel(open.reference);
    expect(mock.orders.get(open.sessionId)!.state).toBe('CLOSED');
    expect(mock.invalidRequests()).toEqual([]);
  });

  it("a refused refund is an error carrying WeChat Pay's status and code", async () => {
    const paid = await checkout(1_000);
    await mock.pay(paid.sessionId, { deliver: false });
    const transaction = mock.orders.get(paid.sessionId)!.transactionId;
    await expect(
      provider.refund({ paymentReference: transaction, amount: 1_001, currency: 'CNY', idempotencyKey: 'refund-too-much' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' });
  });

  it("an answer not signed by WeChat Pay's key is not believed", async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const trusting = wechatPayProvider({
      ...config(mock.baseUrl),
      platformPublicKey: other.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    await expect(trusting.query('GWcontract000001', 'x|y')).rejects.toThrow(/EV3_RES_HEADER_SIGNATURE_DIGEST|Verify the response/);
  });
});

describe('notifications', () => {
  const transactionOf = async (amount: number) => {
    const { sessionId } = await checkout(amount);
    const order = mock.orders.get(sessionId)!;
    order.state = 'SUCCESS';
    return { sessionId, order, transaction: mock.transaction(order) };
  };

  it("reads a genuine notification: decrypted, our session, WeChat Pay's transaction id, amount and currency", async () => {
    const { sessionId, order, transaction } = await transactionOf(8_800);
    const signed = mock.notification(transaction, { id: 'EV-genuine' });
    expect(provider.recognises(signed.headers, signed.body)).toBe(true);
    expect(provider.verifyNotification(signed.headers, signed.body)).toEqual({
      kind: 'payment',
      event: {
        sessionId,
        outcome: 'succeeded',
        eventId: 'EV-genuine',
        provider: 'wechat-pay',
        reference: order.transactionId,
        amount: 8_800,
        currency: 'CNY',
      },
    });
  });

  it("refuses a bad signature, another key's serial, a stale or future timestamp, a tampered body and a resource not under our APIv3 key", async () => {
    const { transaction } = await transactionOf(9_900);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      mock.notification(transaction, { key: other.privateKey }),
      mock.notification(transaction, { serial: 'PUB_KEY_ID_SOMEBODY_ELSE' }),
      mock.notification(transaction, { timestamp: now - 301 }),
      mock.notification(transaction, { timestamp: now + 301 }),
      mock.notification(transaction, { apiV3Key: 'a'.repeat(32) }),
    ];
    const genuine = mock.notification(transaction);
    const tampered = { headers: genuine.headers, body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    for (const signed of [...cases, tampered]) expect(provider.verifyNotification(signed.headers, signed.body)).toBeNull();
    expect(
      provider.verifyNotification(
        { ...genuine.headers, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${genuine.headers['wechatpay-signature']}` },
        genuine.body,
      ),
    ).toBeNull();
  });

  it("notes another merchant's transaction or another event type, moving no money", async () => {
    const { transaction } = await transactionOf(1_200);
    const foreign = mock.notification({ ...transaction, mchid: '1230000109' }, { id: 'EV-foreign' });
    expect(provider.verifyNotification(foreign.headers, foreign.body)).toEqual({
      kind: 'ignored',
      eventId: 'EV-foreign',
      type: 'TRANSACTION.SUCCESS',
    });
  });

  it('answers a refusal the way WeChat Pay documents it', () => {
    expect(provider.refusalBody?.()).toEqual({ code: 'FAIL', message: expect.any(String) });
  });
});

describe('the daily trade bill', () => {
  it('reads yuan with decimals as fen, rounding half up', () => {
    expect([
      yuanToFen('1000.00'),
      yuanToFen('0.01'),
      yuanToFen('6.00500'),
      yuanToFen('0.00499'),
      yuanToFen('-0.60000'),
      yuanToFen('12'),
    ]).toEqual([100_000, 1, 601, 0, -60, 1_200]);
    expect(() => yuanToFen('1,000.00')).toThrow();
  });

  it("parses the backtick CSV into settled payments and refunds with WeChat Pay's fee", async () => {
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(`${day}T00:00:00+08:00`);
    const rows = await provider.settled(from, new Date(from.getTime() + 86_400_000));
    const paid = [...mock.orders.values()].filter((o) => o.state !== 'NOTPAY' && o.state !== 'CLOSED' && o.paidAt);
    expect(
      rows
        .filter((r) => r.kind === 'payment')
        .map((r) => [r.reference, r.amount, r.fee])
        .sort(),
    ).toEqual(paid.map((o) => [o.transactionId, o.total, Math.round((o.total * 60) / 10_000)]).sort());
    expect(rows.filter((r) => r.kind === 'refund').map((r) => [r.amount, r.fee, r.currency])).toEqual([[-5_000, 0, 'CNY']]);
    expect(mock.invalidRequests()).toEqual([]);
  });

  it('refuses a bill whose digest is not the one announced', async () => {
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(`${day}T00:00:00+08:00`);
    const original = mock.billCsv.bind(mock);
    let calls = 0;
    mock.billCsv = () => (++calls === 1 ? original() : Buffer.concat([original(), Buffer.from(' ')]));
    try {
      await expect(provider.settled(from, new Date(from.getTime() + 86_400_000))).rejects.toThrow(/SHA1/);
    } finally {
      mock.billCsv = original;
    }
  });
});

describe('configuration', () => {
  it('is on only with every setting, and reads PEM written with \\n', () => {
    const env = {
      WECHATPAY_MCHID: '1',
      WECHATPAY_APPID: 'wx1',
      WECHATPAY_MERCHANT_SERIAL: 'S',
      WECHATPAY_MERCHANT_PRIVATE_KEY: 'a\\nb',
      WECHATPAY_PLATFORM_PUBLIC_KEY: 'c',
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
      WECHATPAY_APIV3_KEY: 'k',
    };
    expect(readWechatPayConfig(env)).toMatchObject({ merchantPrivateKey: 'a\nb', baseUrl: undefined });
    expect(readWechatPayConfig({ ...env, WECHATPAY_APIV3_KEY: '' })).toBeUndefined();
  });
});
