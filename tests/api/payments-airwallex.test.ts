// Airwallex's contract in the real application: the airwallex channel configured, our REST client
// talking to the mock of Airwallex's documented API (tests/contract/airwallex). A webhook is believed
// only with its x-signature, fresh, for a payment of ours, with its amount and currency; none posts
// twice or answers a 5xx. Refunds go back to the intent; a day's financial transactions reconcile.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@/domain/schemas/wallet';
import { checkLedger } from '@/server/wallet/check';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { queryPendingPayments } from '@/server/wallet/gateway-query';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { refundPayment } from '@/server/wallet/payments';
import { reconcileDay } from '@/server/wallet/reconciliation';
import {
  AIRWALLEX_API_KEY,
  AIRWALLEX_CLIENT_ID,
  startAirwallexMock,
  type AirwallexMock,
  type Intent,
} from '../contract/airwallex/mock-server';
import { type Caller } from './support/admin';
import { startProviderApp, type ProviderApp } from './support/provider-payments';
import { type TestApp } from './support/harness';
import { channelTopUpSuite } from './support/channel-top-up';
import { countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';

const SECRET = 'whsec_airwallex_api_test';
let t: TestApp;
let ops: Caller;
let harbour: number;
let payable: ProviderApp['payable'];
let paymentOf: ProviderApp['paymentOf'];
let mock: AirwallexMock;

const notify = (event: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: event.body, headers: event.headers });

beforeAll(async () => {
  mock = await startAirwallexMock({
    webhookSecret: SECRET,
    deliver: async (body, headers) => void (await notify({ body, headers })),
    feeOf: (amount) => Math.round(amount * 2.8) / 100,
  });
  ({ t, ops, harbour, payable, paymentOf } = await startProviderApp(
    { airwallex: { clientId: AIRWALLEX_CLIENT_ID, apiKey: AIRWALLEX_API_KEY, webhookSecret: SECRET, baseUrl: mock.url } },
    'AWX',
  ));
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

async function startCheckout(amount: number, currency = 'CNY'): Promise<{ id: number; intent: Intent }> {
  const id = await payable(amount, currency);
  const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${id}/pay`, { channel: 'airwallex', returnUrl: '/flight/orders/1' });
  expect(res.status).toBe(200);
  const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { host: 'portal.example' } });
  expect(go.statusCode).toBe(303);
  const intentId = new URL((go.headers.location as string).replace('/#/', '/')).searchParams.get('intent_id')!;
  return { id, intent: mock.intents.get(intentId)! };
}

describe('airwallex payments', () => {
  it('pays the order once on the signed webhook; a replay changes nothing', async () => {
    const { id, intent } = await startCheckout(50_000);
    expect(intent).toMatchObject({ amount: 500, currency: 'CNY' });
    const before = (await walletRow(t, harbour)).balance;
    const event = await mock.pay(intent.id);
    expect(await paymentOf(id)).toMatchObject({ status: 'paid' });
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${intent.id} AND amount = 50000 AND payment_method = 'airwallex'`,
      ),
    ).toBe(1);
    expect((await walletRow(t, harbour)).balance).toBe(before);
    const paid = await moneyFingerprint(t);
    const replay = await notify(event);
    expect(replay.json().data).toEqual({ result: 'duplicate' });
    expect(await moneyFingerprint(t)).toBe(paid);
    await expectLedgerConsistent(t);
  });

  it('refuses a forged, stale or tampered webhook (401) and changes nothing', async () => {
    const { id, intent } = await startCheckout(20_000);
    const before = await moneyFingerprint(t);
    const object = { ...intent, status: 'SUCCEEDED' };
    expect((await notify(mock.signedEvent('payment_intent.succeeded', object, { secret: 'somebody else' }))).statusCode).toBe(401);
    expect((await notify(mock.signedEvent('payment_intent.succeeded', object, { timestamp: Date.now() - 600_000 }))).statusCode).toBe(401);
    const genuine = mock.signedEvent('payment_intent.succeeded', object);
    expect((await notify({ ...genuine, body: genuine.body.replace('"amount":200', '"amount":2') })).statusCode).toBe(401);
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
  });

  it('flags a genuine webhook of another amount or currency, and posts nothing', async () => {
    const { id, intent } = await startCheckout(30_000);
    const before = await moneyFingerprint(t);
    const object = { ...intent, status: 'SUCCEEDED' };
    expect((await notify(mock.signedEvent('payment_intent.succeeded', { ...object, amount: 299 }))).json().data).toEqual({
      result: 'flagged',
    });
    expect((await notify(mock.signedEvent('payment_intent.succeeded', { ...object, currency: 'USD' }))).json().data).toEqual({
      result: 'flagged',
    });
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

  it('answers unknown payments and other events without posting or a 5xx', async () => {
    const before = await moneyFingerprint(t);
    const stranger = { id: 'int_stranger', amount: 1, currency: 'CNY', merchant_order_id: 'GWnot-ours', status: 'SUCCEEDED' };
    expect((await notify(mock.signedEvent('payment_intent.succeeded', stranger))).json().data).toEqual({ result: 'unknown' });
    expect((await notify(mock.signedEvent('payment_attempt.failed', { id: 'att_1' }))).json().data).toEqual({ result: 'ignored' });
    const garbage = mock.signedEvent('payment_intent.succeeded', { id: 'int_x' });
    expect((await notify(garbage)).statusCode).toBeLessThan(500);
    expect(await moneyFingerprint(t)).toBe(before);
  });

  it('finds a payment whose webhook was lost by asking Airwallex, and cancels an intent when our window is over', async () => {
    const lost = await startCheckout(40_000);
    await mock.pay(lost.intent.id, { deliver: false });
    await t.database.db.execute(sql`UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE id = ${lost.id}`);
    const late = await startCheckout(41_000);
    await t.database.db.execute(sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = ${late.id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(2);
    expect((await paymentOf(lost.id)).status).toBe('paid');
    expect(late.intent.status).toBe('CANCELLED');
    expect((await paymentOf(late.id)).status).toBe('expired');
    await expectLedgerConsistent(t);
  });
});

describe('refunds and reconciliation through Airwallex', () => {
  const refund = (paymentId: number, amount: number) =>
    t.database.db.transaction((tx) => refundPayment(tx, { paymentId, amount, kind: 'refund', reason: 'test refund' }));

  it("refunds in parts by request_id, posted once with Airwallex's refund id", async () => {
    const { id, intent } = await startCheckout(60_000);
    await mock.pay(intent.id);
    const before = await walletRow(t, harbour);
    await refund(id, 25_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    await refund(id, 35_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    const refunds = [...mock.refunds.values()].filter((r) => r.payment_intent_id === intent.id);
    expect(refunds.map((r) => [r.amount, r.request_id])).toEqual([
      [250, expect.stringMatching(/^refund-\d+$/)],
      [350, expect.stringMatching(/^refund-\d+$/)],
    ]);
    for (const r of refunds)
      expect(
        await countOf(
          t,
          sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'payout' AND status = 'posted' AND reference = ${r.id}`,
        ),
      ).toBe(1);
    const after = await walletRow(t, harbour);
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(before.held);
    await expectLedgerConsistent(t);
  });

  it('names exactly the missing, duplicated and mis-amounted transactions of the day, and books fees once', async () => {
    // The day so far is clean (every earlier payment and refund is in Airwallex's list).
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await reconcileDay(t.database.db, t.app.paymentRouting, today)).filter((d) => d.kind !== 'fee_withheld')).toEqual([]);
    const pay = async (amount: number) => {
      const { intent } = await startCheckout(amount);
      await mock.pay(intent.id);
      return intent.id;
    };
    const missing = await pay(100_000);
    const duplicated = await pay(200_000);
    const misAmounted = await pay(300_000);
    const row = (intent: string) => mock.transactions.find((r) => r.transaction_type === 'PAYMENT' && r.source_id === intent)!;
    mock.transactions = mock.transactions.filter((r) => r !== row(missing));
    mock.transactions.push({ ...row(duplicated), id: 'ft_duplicated' });
    row(misAmounted).amount = 2999;
    const found = await reconcileDay(t.database.db, t.app.paymentRouting, today);
    expect(
      found
        .filter((d) => d.kind !== 'fee_withheld')
        .map((d) => [d.kind, d.providerReference, d.expectedAmount, d.providerAmount])
        .sort(),
    ).toEqual(
      [
        ['amount_mismatch', misAmounted, 300_000, 299_900],
        ['duplicate', duplicated, 200_000, 200_000],
        ['missing_provider', missing, 100_000, null],
      ].sort(),
    );
    expect((await checkLedger(t.database.db)).violations.map((v) => v.rule)).toEqual([
      "a payment provider's settled movements match our postings",
    ]);
    const fees = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`SELECT coalesce(sum(amount), 0) AS n FROM ledger_transfers WHERE kind = 'provider_fee'`,
          )) as unknown as { rows: Array<{ n: string }> }
        ).rows[0]!.n,
      );
    const booked = await fees();
    await reconcileDay(t.database.db, t.app.paymentRouting, today);
    expect(await fees()).toBe(booked);
    expect(mock.violations()).toEqual([]);
  });
});

channelTopUpSuite<Intent>(() => ({ t, harbour }), {
  channel: 'airwallex',
  open: (location) => mock.intents.get(new URL(location.replace('/#/', '/')).searchParams.get('intent_id')!)!,
  async pay(intent) {
    const event = await mock.pay(intent.id);
    return { reference: intent.id, resend: () => notify(event) };
  },
  notifyPaid: (intent, amount) =>
    notify(mock.signedEvent('payment_intent.succeeded', { ...intent, status: 'SUCCEEDED', amount: amount / 100 })),
});
