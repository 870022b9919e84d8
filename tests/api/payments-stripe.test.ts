// Stripe's contract: the real application with the Stripe channel configured, talking through the
// official SDK to a mock built from Stripe's published OpenAPI document and fixtures. Our requests
// must be what Stripe's schema accepts; a notification is believed only with Stripe's signature,
// fresh, for a payment of ours, with its amount and currency; anything else changes no money.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@/domain/schemas/wallet';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { queryPendingPayments } from '@/server/wallet/gateway-query';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { pay, refundPayment } from '@/server/wallet/payments';
import { type Caller } from './support/admin';
import { startProviderApp, type ProviderApp } from './support/provider-payments';
import { type TestApp } from './support/harness';
import { countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';
import { StripeMock } from './support/stripe-mock';
import { channelTopUpSuite } from './support/channel-top-up';

const WEBHOOK_SECRET = 'whsec_contract_test_secret';
let t: TestApp;
let ops: Caller;
let harbour: number;
let payable: ProviderApp['payable'];
let paymentOf: ProviderApp['paymentOf'];
let mock: StripeMock;

async function notify(body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

beforeAll(async () => {
  mock = new StripeMock({ webhookSecret: WEBHOOK_SECRET, deliver: async (body, signature) => void (await notify(body, signature)) });
  await mock.start();
  ({ t, ops, harbour, payable, paymentOf } = await startProviderApp(
    { stripe: { secretKey: 'sk_test_contract', webhookSecret: WEBHOOK_SECRET, baseUrl: mock.baseUrl } },
    'STRIPE',
  ));
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

/** Pays by the stripe channel and follows our checkout route to Stripe's hosted page: its session. */
async function startCheckout(amount: number): Promise<{ id: number; session: string; location: string; redirectUrl: string }> {
  const id = await payable(amount);
  const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${id}/pay`, { channel: 'stripe', returnUrl: '/flight/orders/1' });
  expect(res.status).toBe(200);
  const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { host: 'portal.example' } });
  expect(go.statusCode).toBe(303);
  const location = go.headers.location as string;
  expect(location.startsWith(`${mock.baseUrl}/checkout/cs_test_`)).toBe(true);
  return { id, session: location.split('/').pop()!, location, redirectUrl: res.body.data.redirectUrl! };
}

async function walletBalance() {
  return (await walletRow(t, harbour)).balance;
}

describe('stripe checkout', () => {
  it("creates one Checkout Session that Stripe's schema accepts, for the payment's amount and currency", async () => {
    const { id, session, redirectUrl } = await startCheckout(123_456);
    const created = mock.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]!.errors).toEqual([]);
    expect(created[0]!.idempotencyKey).toMatch(/^checkout-GW/);
    const object = mock.sessions.get(session)!.object;
    expect(object).toMatchObject({ amount_total: 123_456, currency: 'cny', mode: 'payment' });
    expect(object.success_url).toBe(`http://portal.example/flight/orders/1?payment=${id}&result=succeeded`);
    // Opening the page again goes to the same session: a second open session could be paid twice.
    const go = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(go.headers.location).toBe(`${mock.baseUrl}/checkout/${session}`);
    expect(mock.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);
    expect(mock.invalidRequests()).toEqual([]);
  });

  it("the mock refuses what Stripe's schema refuses (so the contract can fail)", async () => {
    const res = await fetch(`${mock.baseUrl}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_contract', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'success_url=https://x.example&cancel_url=https://x.example&unknown_field=1&line_items[0][quantity]=one',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('unknown_field');
    expect(body.error.message).toContain('quantity');
    mock.requests.pop();
  });

  it('posts the payment once when the signed webhook says it is paid', async () => {
    const { id, session } = await startCheckout(50_000);
    const before = await walletBalance();
    const signed = await mock.pay(session);
    expect(await paymentOf(id)).toMatchObject({ status: 'paid' });
    const reference = mock.sessions.get(session)!.object.payment_intent as string;
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${reference} AND amount = 50000 AND payment_method = 'stripe'`,
      ),
    ).toBe(1);
    // The deposit and the payment: the wallet ends where it was.
    expect(await walletBalance()).toBe(before);
    // A replay of the same event, now or from another server, changes nothing.
    const before2 = await moneyFingerprint(t);
    const replay = await notify(signed.body, signed.signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ result: 'duplicate' });
    expect(await moneyFingerprint(t)).toBe(before2);
    await expectLedgerConsistent(t);
  });

  it('refuses a bad or stale signature (401) and changes nothing', async () => {
    const { id, session } = await startCheckout(20_000);
    mock.sessions.get(session)!.object.payment_status = 'paid';
    const object = structuredClone(mock.sessions.get(session)!.object);
    const before = await moneyFingerprint(t);
    const forged = mock.signedEvent('checkout.session.completed', object, { secret: 'whsec_somebody_else' });
    expect((await notify(forged.body, forged.signature)).statusCode).toBe(401);
    const stale = mock.signedEvent('checkout.session.completed', object, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await notify(stale.body, stale.signature)).statusCode).toBe(401);
    const genuine = mock.signedEvent('checkout.session.completed', object);
    const tampered = genuine.body.replace('"amount_total":20000', '"amount_total":2000');
    expect(tampered).not.toBe(genuine.body);
    expect((await notify(tampered, genuine.signature)).statusCode).toBe(401);
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
  });

  it("flags a genuine notification whose amount or currency is not the payment's, and posts nothing", async () => {
    const { id, session } = await startCheckout(30_000);
    const object = { ...structuredClone(mock.sessions.get(session)!.object), payment_status: 'paid', status: 'complete' };
    const before = await moneyFingerprint(t);
    const less = mock.signedEvent('checkout.session.completed', { ...object, amount_total: 29_900 });
    expect((await notify(less.body, less.signature)).json().data).toEqual({ result: 'flagged' });
    const dollars = mock.signedEvent('checkout.session.completed', { ...object, currency: 'usd' });
    expect((await notify(dollars.body, dollars.signature)).json().data).toEqual({ result: 'flagged' });
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
    const flags = await t.database.db.execute(
      sql`SELECT detail FROM gateway_notifications WHERE payment_id = ${id} AND result = 'flagged' ORDER BY id`,
    );
    expect((flags as unknown as { rows: Array<{ detail: string }> }).rows.map((r) => r.detail)).toEqual([
      'expected CNY 30000, notified CNY 29900',
      'expected CNY 30000, notified USD 30000',
    ]);
  });

  it('answers unknown payments, other event types, late and out-of-order notifications without posting twice or a 5xx', async () => {
    const unknown = mock.signedEvent('checkout.session.completed', {
      ...mock.sessions.values().next().value!.object,
      client_reference_id: 'GWnot-ours',
      payment_status: 'paid',
    });
    const before = await moneyFingerprint(t);
    expect((await notify(unknown.body, unknown.signature)).json().data).toEqual({ result: 'unknown' });
    const other = mock.signedEvent('payment_intent.created', { id: 'pi_x', object: 'payment_intent' });
    expect((await notify(other.body, other.signature)).json().data).toEqual({ result: 'ignored' });
    const garbage = mock.signedEvent('checkout.session.completed', { id: 'cs_x' });
    expect((await notify(garbage.body, garbage.signature)).statusCode).toBeLessThan(500);
    expect(await moneyFingerprint(t)).toBe(before);

    // Paid, then a failure for the same session arrives late: nothing changes.
    const { id, session } = await startCheckout(10_000);
    await mock.pay(session);
    const paid = await moneyFingerprint(t);
    const failedLate = mock.signedEvent('checkout.session.async_payment_failed', {
      ...mock.sessions.get(session)!.object,
      payment_status: 'unpaid',
    });
    expect((await notify(failedLate.body, failedLate.signature)).json().data).toEqual({ result: 'duplicate' });
    expect(await moneyFingerprint(t)).toBe(paid);
    expect((await paymentOf(id)).status).toBe('paid');

    // Money arriving after our window is credited to the wallet once, never paying the order.
    const late = await startCheckout(7_000);
    await t.database.db.execute(sql`UPDATE payments SET status = 'expired', failure_reason = 'payment timeout' WHERE id = ${late.id}`);
    const walletBefore = await walletBalance();
    const signed = await mock.pay(late.session);
    expect(await walletBalance()).toBe(walletBefore + 7_000);
    expect((await notify(signed.body, signed.signature)).json().data).toEqual({ result: 'duplicate' });
    expect(await walletBalance()).toBe(walletBefore + 7_000);
    await expectLedgerConsistent(t);
  });
});

describe('stripe pending payments are asked about, not left to silence', () => {
  it('finds a payment whose notification was lost and posts it once', async () => {
    const { id, session } = await startCheckout(40_000);
    await mock.pay(session, { deliver: false });
    expect((await paymentOf(id)).status).toBe('awaiting');
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(0); // too soon to ask
    await t.database.db.execute(sql`UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE id = ${id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(1);
    expect((await paymentOf(id)).status).toBe('paid');
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(0);
    await expectLedgerConsistent(t);
  });

  it('closes the checkout at Stripe when our window is over, then times the payment out', async () => {
    const { id, session } = await startCheckout(41_000);
    await t.database.db.execute(sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(1);
    expect(mock.sessions.get(session)!.object.status).toBe('expired');
    expect(await paymentOf(id)).toMatchObject({ status: 'expired', failureReason: 'payment timeout' });
    expect(mock.invalidRequests()).toEqual([]);
  });

  it('a provider outage answers a translated 502 at the checkout, is shown to staff, and charges nothing', async () => {
    const id = await payable(9_000);
    const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${id}/pay`, { channel: 'stripe', returnUrl: '/flight/orders/1' });
    mock.failWith = 500;
    try {
      const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { 'accept-language': 'zh-CN' } });
      expect(go.statusCode).toBe(502);
      expect(go.json()).toMatchObject({ code: 500113, message: '暂时无法连接支付服务商，未产生任何扣款，请稍后重试。' });
    } finally {
      mock.failWith = null;
    }
    const state = await t.database.db.execute(sql`SELECT last_error FROM gateway_provider_state WHERE provider = 'stripe'`);
    expect((state as unknown as { rows: Array<{ last_error: string }> }).rows[0]!.last_error).toBeTruthy();
  });
});

describe('refunds go back through Stripe', () => {
  async function paidThroughStripe(amount: number) {
    const started = await startCheckout(amount);
    await mock.pay(started.session);
    expect((await paymentOf(started.id)).status).toBe('paid');
    return { ...started, intent: mock.sessions.get(started.session)!.object.payment_intent as string };
  }
  const refund = (paymentId: number, amount: number) =>
    t.database.db.transaction((tx) => refundPayment(tx, { paymentId, amount, kind: 'refund', reason: 'test refund' }));

  it("refunds part of a card payment at Stripe once, with Stripe's refund id on our payout", async () => {
    const { id, intent } = await paidThroughStripe(60_000);
    const before = await walletRow(t, harbour);
    await refund(id, 25_000);
    // In the wallet and held for the card until Stripe answers.
    const waiting = await walletRow(t, harbour);
    expect(waiting.balance - before.balance).toBe(25_000);
    expect(waiting.held - before.held).toBe(25_000);
    const outcomes = await sendProviderRefunds(t.database.db, t.app.paymentRouting);
    expect(Object.values(outcomes)).toEqual(['succeeded']);
    const sent = mock.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.at(-1)).toMatchObject({ params: { payment_intent: intent, amount: 25_000 }, errors: [] });
    expect(sent.at(-1)!.idempotencyKey).toMatch(/^refund-\d+$/);
    const after = await walletRow(t, harbour);
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(before.held);
    const [stripeRefund] = [...mock.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'payout' AND status = 'posted' AND reference = ${stripeRefund!.id as string} AND amount = 25000`,
      ),
    ).toBe(1);
    // Nothing is sent twice.
    expect(await sendProviderRefunds(t.database.db, t.app.paymentRouting)).toEqual({});
    // The rest, refunded later, is a second partial refund.
    await refund(id, 35_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    expect(
      mock.sessions.get([...mock.sessions.keys()].find((k) => mock.sessions.get(k)!.object.payment_intent === intent)!)!.refunded,
    ).toBe(60_000);
    await expectLedgerConsistent(t);
  });

  it("a retry after a crash between Stripe's answer and our posting is the same refund, posted once", async () => {
    const { id, intent } = await paidThroughStripe(11_000);
    await refund(id, 11_000);
    const [row] = (
      (await t.database.db.execute(sql`SELECT id FROM gateway_refunds WHERE status = 'pending'`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows;
    // Stripe refunded, but our process died before it wrote anything.
    await t.app.paymentRouting.providers[0]!.refund({
      paymentReference: intent,
      amount: 11_000,
      currency: 'CNY',
      idempotencyKey: `refund-${row!.id}`,
    });
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    expect([...mock.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'payout' AND status = 'posted' AND order_ref = (SELECT order_ref FROM payments WHERE id = ${id})`,
      ),
    ).toBe(1);
    await expectLedgerConsistent(t);
  });

  it('a refund Stripe refuses leaves the money in the wallet, and says why to staff', async () => {
    const { id, session } = await paidThroughStripe(8_000);
    mock.sessions.get(session)!.refunded = 8_000; // refunded at Stripe's dashboard already
    const before = await walletRow(t, harbour);
    await refund(id, 8_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['failed']);
    const after = await walletRow(t, harbour);
    expect(after.balance - before.balance).toBe(8_000);
    expect(after.held).toBe(before.held);
    const state = await t.database.db.execute(sql`SELECT last_error FROM gateway_provider_state WHERE provider = 'stripe'`);
    expect((state as unknown as { rows: Array<{ last_error: string }> }).rows[0]!.last_error).toContain('greater than unrefunded amount');
    await expectLedgerConsistent(t);
  });

  it("a wallet payment's refund stays in the wallet (nothing is sent to Stripe)", async () => {
    const sent = mock.requests.length;
    const paid = await t.database.db.transaction((tx) =>
      pay(tx, { agencyId: harbour, orderRef: `STRIPE-WALLET-${Date.now()}`, amount: 1_000, currency: 'CNY' }),
    );
    await refund(paid.id, 1_000);
    expect(await sendProviderRefunds(t.database.db, t.app.paymentRouting)).toEqual({});
    expect(mock.requests.length).toBe(sent);
  });
});

channelTopUpSuite<string>(() => ({ t, harbour }), {
  channel: 'stripe',
  open: (location) => location.split('/').pop()!,
  async pay(session) {
    const signed = await mock.pay(session);
    return { reference: mock.sessions.get(session)!.object.payment_intent as string, resend: () => notify(signed.body, signed.signature) };
  },
  async notifyPaid(session, amount) {
    const event = mock.signedEvent('checkout.session.completed', {
      ...structuredClone(mock.sessions.get(session)!.object),
      payment_status: 'paid',
      status: 'complete',
      amount_total: amount,
    });
    return notify(event.body, event.signature);
  },
});
