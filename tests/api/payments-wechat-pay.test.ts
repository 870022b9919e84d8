// WeChat Pay's contract through the real application: the wechat-pay channel configured against the
// mock built from WeChat Pay's documented formats (tests/contract/wechat-pay), keys made by the test.
// A notification is believed only with the platform signature, fresh, for a payment of ours, with its
// amount and currency; anything else changes no money and is never a 5xx. Refunds go back through
// WeChat Pay; the daily trade bill is reconciled against our postings.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '@/domain/schemas/system';
import type { PayResult } from '@/domain/schemas/wallet';
import { checkLedger } from '@/server/wallet/check';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { queryPendingPayments } from '@/server/wallet/gateway-query';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { refundPayment } from '@/server/wallet/payments';
import { channelStates } from '@/server/wallet/provider-state';
import { reconcileDay } from '@/server/wallet/reconciliation';
import { wechatPayTestKeys } from '../contract/wechat-pay/keys';
import { WechatPayMock } from '../contract/wechat-pay/mock-server';
import { callerFor, type Caller } from './support/admin';
import { startProviderApp, type ProviderApp } from './support/provider-payments';
import { type TestApp } from './support/harness';
import { channelTopUpSuite } from './support/channel-top-up';
import { countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';

const { keys, config } = wechatPayTestKeys();
let t: TestApp;
let ops: Caller;
let harbour: number;
let payable: ProviderApp['payable'];
let paymentOf: ProviderApp['paymentOf'];
let mock: WechatPayMock;

async function notify(body: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: body, headers });
}

beforeAll(async () => {
  mock = new WechatPayMock(keys, async (body, headers) => void (await notify(body, headers)));
  await mock.start();
  ({ t, ops, harbour, payable, paymentOf } = await startProviderApp({ wechatPay: config(mock.baseUrl) }, 'WXPAY'));
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Pays by wechat-pay and follows our checkout route to the QR page: its session. */
async function startCheckout(amount: number): Promise<{ id: number; session: string; page: string; redirectUrl: string }> {
  const id = await payable(amount);
  const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${id}/pay`, { channel: 'wechat-pay', returnUrl: '/flight/orders/1' });
  expect(res.status).toBe(200);
  const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { host: 'portal.example' } });
  expect(go.statusCode).toBe(303);
  const page = go.headers.location as string;
  const session = /^\/gateway\/wechat-pay\/([^?]+)\?/.exec(page)![1]!;
  return { id, session, page, redirectUrl: res.body.data.redirectUrl! };
}

describe('wechat-pay native checkout', () => {
  it("creates one Native order and shows its code_url as a QR page in the payer's language, which returns once paid", async () => {
    const { id, session, page, redirectUrl } = await startCheckout(123_456);
    const created = mock.requests.filter((r) => r.path === '/v3/pay/transactions/native');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      problems: [],
      body: { out_trade_no: session, notify_url: `http://portal.example${NOTIFY_PATH}`, amount: { total: 123_456, currency: 'CNY' } },
    });
    const zh = await t.app.inject({ method: 'GET', url: page, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain('微信支付');
    expect(zh.body).toContain('CNY 1234.56');
    expect(zh.body).toContain('<svg');
    expect(zh.body).toMatch(/http-equiv="refresh"/);
    const en = await t.app.inject({ method: 'GET', url: page, headers: { 'accept-language': 'en' } });
    expect(en.body).toContain('Open WeChat, tap Scan');
    // Opening the payment again shows the same order's code, never a second order.
    const again = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(again.headers.location).toBe(page);
    expect(mock.requests.filter((r) => r.path === '/v3/pay/transactions/native')).toHaveLength(1);
    // Paid: the page's next look sends the payer back with the result.
    await mock.pay(session);
    expect((await paymentOf(id)).status).toBe('paid');
    const back = await t.app.inject({ method: 'GET', url: page });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/flight/orders/1?payment=${id}&result=succeeded`);
  });

  it('posts the payment once when the signed notification says it is paid; a replay changes nothing', async () => {
    const { id, session } = await startCheckout(50_000);
    const before = (await walletRow(t, harbour)).balance;
    const signed = await mock.pay(session);
    expect(await paymentOf(id)).toMatchObject({ status: 'paid' });
    const transactionId = mock.orders.get(session)!.transactionId;
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${transactionId} AND amount = 50000 AND payment_method = 'wechat-pay'`,
      ),
    ).toBe(1);
    expect((await walletRow(t, harbour)).balance).toBe(before);
    const fingerprint = await moneyFingerprint(t);
    const replay = await notify(signed.body, signed.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ result: 'duplicate' });
    expect(await moneyFingerprint(t)).toBe(fingerprint);
    await expectLedgerConsistent(t);
  });

  it('a bad signature, a stale timestamp, a changed amount or another currency change nothing and are never a 5xx', async () => {
    const { id, session } = await startCheckout(30_000);
    const order = mock.orders.get(session)!;
    order.state = 'SUCCESS';
    const transaction = mock.transaction(order);
    const { generateKeyPairSync } = await import('node:crypto');
    const before = await moneyFingerprint(t);

    const forged = mock.notification(transaction, { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    const refusedForged = await notify(forged.body, forged.headers);
    expect(refusedForged.statusCode).toBe(401);
    expect(refusedForged.json()).toEqual({ code: 'FAIL', message: expect.any(String) });
    const stale = mock.notification(transaction, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await notify(stale.body, stale.headers)).statusCode).toBe(401);

    const less = mock.notification({ ...transaction, amount: { total: 29_900, currency: 'CNY' } });
    expect((await notify(less.body, less.headers)).json().data).toEqual({ result: 'flagged' });
    const dollars = mock.notification({ ...transaction, amount: { total: 30_000, currency: 'USD' } });
    expect((await notify(dollars.body, dollars.headers)).json().data).toEqual({ result: 'flagged' });
    const unknown = mock.notification({ ...transaction, out_trade_no: 'GWnot-ours-at-all' });
    expect((await notify(unknown.body, unknown.headers)).json().data).toEqual({ result: 'unknown' });

    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
    const flags = rows<{ detail: string }>(
      await t.database.db.execute(
        sql`SELECT detail FROM gateway_notifications WHERE payment_id = ${id} AND result = 'flagged' ORDER BY id`,
      ),
    );
    expect(flags.map((r) => r.detail)).toEqual(['expected CNY 30000, notified CNY 29900', 'expected CNY 30000, notified USD 30000']);
  });

  it('finds a payment whose notification was lost, and closes an order whose window is over', async () => {
    const lost = await startCheckout(40_000);
    await mock.pay(lost.session, { deliver: false });
    await t.database.db.execute(sql`UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE id = ${lost.id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(1);
    expect((await paymentOf(lost.id)).status).toBe('paid');
    const over = await startCheckout(41_000);
    await t.database.db.execute(sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = ${over.id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(1);
    expect(mock.orders.get(over.session)!.state).toBe('CLOSED');
    expect(await paymentOf(over.id)).toMatchObject({ status: 'expired', failureReason: 'payment timeout' });
    expect(mock.invalidRequests()).toEqual([]);
    await expectLedgerConsistent(t);
  });

  it('staff see the channel configured, in test mode, with its last notification', async () => {
    const wechat = (await channelStates(t.database.db, t.app.paymentRouting)).find((c) => c.channel === 'wechat-pay')!;
    expect(wechat).toMatchObject({ channel: 'wechat-pay', provider: 'wechat-pay', mode: 'test', lastNotificationAt: expect.any(String) });
    // The staff System page's providers list.
    const system = await (await callerFor(t, 'admin'))<SystemStatus>('GET', '/api/base/v2/system');
    expect(system.status).toBe(200);
    expect(system.body.data.providers.find((p) => p.provider === 'wechat-pay')).toMatchObject({
      configured: true,
      mode: 'test',
      lastNotificationAt: expect.any(String),
      lastError: null,
    });
  });
});

describe('refunds and reconciliation through WeChat Pay', () => {
  const refund = (paymentId: number, amount: number) =>
    t.database.db.transaction((tx) => refundPayment(tx, { paymentId, amount, kind: 'refund', reason: 'test refund' }));
  async function paid(amount: number) {
    const started = await startCheckout(amount);
    await mock.pay(started.session);
    expect((await paymentOf(started.id)).status).toBe('paid');
    return { ...started, transactionId: mock.orders.get(started.session)!.transactionId };
  }

  it("refunds part of a payment at WeChat Pay with out_refund_no, once, with WeChat Pay's refund id on our payout", async () => {
    const { id, session, transactionId } = await paid(60_000);
    const before = await walletRow(t, harbour);
    await refund(id, 25_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    const sent = mock.requests.filter((r) => r.path === '/v3/refund/domestic/refunds');
    expect(sent.at(-1)).toMatchObject({
      problems: [],
      body: { transaction_id: transactionId, amount: { refund: 25_000, total: 60_000, currency: 'CNY' } },
    });
    expect(String(sent.at(-1)!.body!.out_refund_no)).toMatch(/^refund-\d+$/);
    const wxRefund = [...mock.refunds.values()].find((r) => r.transactionId === transactionId)!;
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'payout' AND status = 'posted' AND reference = ${wxRefund.refundId} AND amount = 25000`,
      ),
    ).toBe(1);
    const after = await walletRow(t, harbour);
    expect([after.balance, after.held]).toEqual([before.balance, before.held]);
    expect(await sendProviderRefunds(t.database.db, t.app.paymentRouting)).toEqual({});
    expect(mock.orders.get(session)!.refunded).toBe(25_000);
    await expectLedgerConsistent(t);
  });

  it('reconciliation of the trade bill names exactly the missing, duplicated and mis-amounted rows, and books the fees', async () => {
    // A day of its own: this test's payments only (earlier ones are on the bill as well; they match).
    const missing = await paid(100_000);
    const duplicated = await paid(200_000);
    const misAmounted = await paid(300_000);
    const row = (transactionId: string) => mock.billRows.find((r) => r['微信订单号'] === transactionId && r['交易状态'] === 'SUCCESS')!;
    mock.billRows = mock.billRows.filter((r) => r !== row(missing.transactionId));
    mock.billRows.push({ ...row(duplicated.transactionId) });
    row(misAmounted.transactionId)['应结订单金额'] = '2999.00';

    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const found = await reconcileDay(t.database.db, t.app.paymentRouting, day);
    const state = rows<{ last_error: string | null }>(
      await t.database.db.execute(sql`SELECT last_error FROM gateway_provider_state WHERE provider = 'wechat-pay'`),
    );
    expect(state[0]?.last_error ?? null).toBeNull();
    expect(
      found
        .filter((d) => d.kind !== 'fee_withheld')
        .map((d) => [d.kind, d.providerReference, d.expectedAmount, d.providerAmount])
        .sort(),
    ).toEqual(
      [
        ['amount_mismatch', misAmounted.transactionId, 300_000, 299_900],
        ['duplicate', duplicated.transactionId, 200_000, 200_000],
        ['missing_provider', missing.transactionId, 100_000, null],
      ].sort(),
    );
    const report = await checkLedger(t.database.db);
    expect(report.violations[0]!.rows.map((r) => `${String(r.kind)} ${String(r.provider_reference)}`).sort()).toEqual(
      [
        `amount_mismatch ${misAmounted.transactionId}`,
        `duplicate ${duplicated.transactionId}`,
        `missing_provider ${missing.transactionId}`,
      ].sort(),
    );
    // WeChat Pay's 0.6 % on each matched payment, booked once even when the day is reconciled again.
    const fees = found.filter((d) => d.kind === 'fee_withheld');
    expect(fees.find((d) => d.providerReference === duplicated.transactionId)!.providerAmount).toBe(1_200);
    const total = async () =>
      Number(
        rows<{ n: string }>(
          await t.database.db.execute(
            sql`SELECT coalesce(sum(amount), 0) AS n FROM ledger_transfers WHERE kind = 'provider_fee' AND payment_method = 'wechat-pay'`,
          ),
        )[0]!.n,
      );
    const booked = await total();
    expect(booked).toBe(fees.reduce((sum, d) => sum + d.providerAmount!, 0));
    await reconcileDay(t.database.db, t.app.paymentRouting, day);
    expect(await total()).toBe(booked);
    expect(mock.invalidRequests()).toEqual([]);
  });
});

channelTopUpSuite<string>(() => ({ t, harbour }), {
  channel: 'wechat-pay',
  open: (page) => /^\/gateway\/wechat-pay\/([^?]+)\?/.exec(page)![1]!,
  async pay(session) {
    const signed = await mock.pay(session);
    return { reference: mock.orders.get(session)!.transactionId, resend: () => notify(signed.body, signed.headers) };
  },
  async notifyPaid(session, amount) {
    const transaction = mock.transaction({ ...mock.orders.get(session)!, state: 'SUCCESS' });
    const signed = mock.notification({ ...transaction, amount: { total: amount, currency: 'CNY' } });
    return notify(signed.body, signed.headers);
  },
});
