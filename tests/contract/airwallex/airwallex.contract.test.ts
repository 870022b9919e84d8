// The Airwallex adapter against a mock of Airwallex's documented payment acceptance API: our requests
// must be the documented bodies (decimal amounts of the currency, request_id on every creation, the
// bearer token from login); intents, refunds and financial transactions are mapped field by field;
// a webhook is believed only with a valid, fresh x-signature over the exact body.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { airwallexProvider } from '@/server/wallet/gateway/airwallex/airwallex';
import type { PaymentProvider } from '@/server/wallet/gateway/provider';
import { AIRWALLEX_API_KEY, AIRWALLEX_CLIENT_ID, startAirwallexMock, type AirwallexMock } from './mock-server';

const SECRET = 'whsec_airwallex_contract';
let mock: AirwallexMock;
let airwallex: PaymentProvider;

beforeAll(async () => {
  mock = await startAirwallexMock({
    webhookSecret: SECRET,
    deliver: async () => undefined,
    feeOf: (amount) => Math.round(amount * 2.8) / 100,
  });
  airwallex = airwallexProvider({ clientId: AIRWALLEX_CLIENT_ID, apiKey: AIRWALLEX_API_KEY, webhookSecret: SECRET, baseUrl: mock.url });
});
afterAll(async () => {
  await mock.close();
});
afterEach(() => {
  expect(mock.violations().map((v) => `${v.operation}: ${v.problems.join('; ')}`)).toEqual([]);
});

let sessions = 0;
async function checkout(amount: number, currency = 'USD') {
  const sessionId = `GWawx${++sessions}`;
  const created = await airwallex.createCheckout({
    sessionId,
    channel: 'airwallex',
    amount,
    currency,
    description: `Order ${sessions}`,
    notifyUrl: '/api/payment/v2/gateway/notify',
    returnUrl: '/flight/orders/1?payment=3',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    returnBase: 'https://portal.example',
  });
  return { sessionId, ...created, intent: mock.intents.get(created.reference)! };
}
const verify = (event: { body: string; headers: Record<string, string> }) => airwallex.verifyNotification(event.headers, event.body);

describe('payment intents and the hosted payment page', () => {
  it('creates one intent per checkout with the documented body: decimal amount, our session, request_id', async () => {
    const { sessionId, url, intent } = await checkout(123_456);
    expect(mock.recorded.find((r) => r.operation === 'create payment intent')!.body).toEqual({
      request_id: `checkout-${sessionId}`,
      amount: 1234.56,
      currency: 'USD',
      merchant_order_id: sessionId,
      descriptor: 'Order 1',
      metadata: { tessera_session: sessionId },
      return_url: 'https://portal.example/flight/orders/1?payment=3&result=succeeded',
    });
    const page = new URL(url.replace('/#/', '/'));
    expect(`${page.origin}${page.pathname}`).toBe(`${mock.url}/checkout/standalone/checkout`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      intent_id: intent.id,
      client_secret: intent.client_secret,
      currency: 'USD',
      successUrl: 'https://portal.example/flight/orders/1?payment=3&result=succeeded',
      failUrl: 'https://portal.example/flight/orders/1?payment=3&result=pending',
    });
    // The same checkout asked again is the same intent (request_id), and its page opens again while open.
    expect(await airwallex.checkoutPage(intent.id)).toBe(url);
    expect(mock.recorded[0]!.path).toBe('/api/v1/pa/payment_intents/create');
  });

  it('sends zero-decimal currencies whole (JPY 5000 is 5000, not 50.00)', async () => {
    const { intent } = await checkout(5_000, 'JPY');
    expect(intent.amount).toBe(5000);
  });

  it('the mock refuses what Airwallex refuses (so the contract can fail)', async () => {
    const login = await fetch(`${mock.url}/api/v1/authentication/login`, {
      method: 'POST',
      headers: { 'x-client-id': AIRWALLEX_CLIENT_ID, 'x-api-key': AIRWALLEX_API_KEY },
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${mock.url}/api/v1/pa/payment_intents/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ request_id: 'x', amount: 10.001, currency: 'USD', merchant_order_id: 'm', colour: 'red' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /unknown field colour.*amount is invalid|amount is invalid.*unknown field colour/,
    );
    mock.recorded.pop();
  });
});

describe('webhooks (x-signature: HMAC-SHA256 of x-timestamp + body)', () => {
  it('maps payment_intent.succeeded field by field, and cancelled as a failure', async () => {
    const { sessionId, intent } = await checkout(8_888);
    const event = await mock.pay(intent.id, { deliver: false });
    expect(verify(event)).toEqual({
      kind: 'payment',
      event: {
        sessionId,
        outcome: 'succeeded',
        eventId: JSON.parse(event.body).id,
        provider: 'airwallex',
        reference: intent.id,
        amount: 8_888,
        currency: 'USD',
      },
    });
    expect(verify(mock.signedEvent('payment_intent.cancelled', { ...intent, status: 'CANCELLED' }))).toMatchObject({
      kind: 'payment',
      event: { outcome: 'failed' },
    });
    // A failed attempt leaves the intent open for another card: noted, nothing else.
    expect(verify(mock.signedEvent('payment_attempt.failed', { id: 'att_1', payment_intent_id: intent.id }))).toMatchObject({
      kind: 'ignored',
      type: 'payment_attempt.failed',
    });
  });

  it('believes no forged, stale or tampered webhook', async () => {
    const { intent } = await checkout(5_000);
    const genuine = mock.signedEvent('payment_intent.succeeded', { ...intent, status: 'SUCCEEDED' });
    expect(
      verify(mock.signedEvent('payment_intent.succeeded', { ...intent, status: 'SUCCEEDED' }, { secret: 'somebody else' })),
    ).toBeNull();
    expect(
      verify(mock.signedEvent('payment_intent.succeeded', { ...intent, status: 'SUCCEEDED' }, { timestamp: Date.now() - 10 * 60_000 })),
    ).toBeNull();
    expect(verify({ ...genuine, body: genuine.body.replace('"amount":50', '"amount":5') })).toBeNull();
    expect(
      verify({ ...genuine, headers: { ...genuine.headers, 'x-timestamp': String(Number(genuine.headers['x-timestamp']) + 1) } }),
    ).toBeNull();
    expect(airwallex.recognises(genuine.headers, genuine.body)).toBe(true);
    expect(airwallex.recognises({ 'stripe-signature': 't=1,v1=x' }, '{}')).toBe(false);
  });
});

describe('query, cancel, refunds, financial transactions', () => {
  it('asks about an intent: open is pending, succeeded is the payment; cancels an open one only', async () => {
    const { sessionId, intent } = await checkout(2_000);
    expect(await airwallex.query(sessionId, intent.id)).toEqual({ state: 'pending' });
    await mock.pay(intent.id, { deliver: false });
    expect(await airwallex.query(sessionId, intent.id)).toMatchObject({
      state: 'succeeded',
      event: { sessionId, reference: intent.id, amount: 2_000, currency: 'USD' },
    });
    await airwallex.cancel(intent.id);
    expect(intent.status).toBe('SUCCEEDED');
    const open = await checkout(2_000);
    await airwallex.cancel(open.intent.id);
    expect(open.intent.status).toBe('CANCELLED');
    expect(mock.recorded.filter((r) => r.operation === 'cancel payment intent').at(-1)!.body).toEqual({
      request_id: `cancel-${open.intent.id}`,
      cancellation_reason: 'payment window ended',
    });
  });

  it('refunds in parts with request_id; the same request_id twice is one refund; too much is a 4xx refusal', async () => {
    const { intent } = await checkout(10_000);
    await mock.pay(intent.id, { deliver: false });
    const first = await airwallex.refund({ paymentReference: intent.id, amount: 2_550, currency: 'USD', idempotencyKey: 'refund-1' });
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfd_/), state: 'succeeded' });
    expect(mock.recorded.filter((r) => r.operation === 'create refund').at(-1)!.body).toEqual({
      request_id: 'refund-1',
      payment_intent_id: intent.id,
      amount: 25.5,
      reason: 'Refund to the payer',
    });
    expect(await airwallex.refund({ paymentReference: intent.id, amount: 2_550, currency: 'USD', idempotencyKey: 'refund-1' })).toEqual(
      first,
    );
    await airwallex.refund({ paymentReference: intent.id, amount: 7_450, currency: 'USD', idempotencyKey: 'refund-2' });
    expect([...mock.refunds.values()].filter((r) => r.payment_intent_id === intent.id).map((r) => r.amount)).toEqual([25.5, 74.5]);
    await expect(
      airwallex.refund({ paymentReference: intent.id, amount: 1, currency: 'USD', idempotencyKey: 'refund-3' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("reads financial transactions: payments by intent with Airwallex's fee, refunds by refund id", async () => {
    mock.transactions = [];
    const { intent } = await checkout(20_000);
    await mock.pay(intent.id, { deliver: false });
    const { refundId } = await airwallex.refund({
      paymentReference: intent.id,
      amount: 5_000,
      currency: 'USD',
      idempotencyKey: 'refund-ft',
    });
    const rows = await airwallex.settled(new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000));
    expect(rows.map(({ createdAt, rowId, ...row }) => row)).toEqual([
      { reference: intent.id, kind: 'payment', amount: 20_000, fee: 560, currency: 'USD' },
      { reference: refundId, kind: 'refund', amount: -5_000, fee: 0, currency: 'USD' },
    ]);
  });

  it('logs in once, and again only when Airwallex refuses the token', async () => {
    const intent = [...mock.intents.keys()][0]!;
    const logins = mock.logins;
    await airwallex.query('GWx', intent);
    expect(mock.logins).toBe(logins);
    mock.forgetTokens();
    expect(await airwallex.query('GWx', intent)).toBeTruthy();
    expect(mock.logins).toBe(logins + 1);
  });
});
