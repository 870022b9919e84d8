// Alipay's contract in the real application: the alipay channel configured, alipay-sdk talking to the
// mock of Alipay's open platform (tests/contract/alipay). The payer's page is Alipay's signed address;
// a notification is believed only with Alipay's signature, for a payment of ours, with its amount and
// currency; every genuine one is answered "success" (else Alipay sends it again); none changes money
// twice. Refunds go back to Alipay by out_request_no; a lost notification is found by asking.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '@/domain/schemas/system';
import type { PayResult } from '@/domain/schemas/wallet';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { queryPendingPayments } from '@/server/wallet/gateway-query';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { refundPayment } from '@/server/wallet/payments';
import { ALIPAY_APP_ID, startAlipayMock, type AlipayMock, type Trade } from '../contract/alipay/mock-server';
import { type Caller } from './support/admin';
import { startProviderApp, type ProviderApp } from './support/provider-payments';
import { bearer, type TestApp } from './support/harness';
import { channelTopUpSuite } from './support/channel-top-up';
import { countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';

let t: TestApp;
let ops: Caller;
let harbour: number;
let payable: ProviderApp['payable'];
let paymentOf: ProviderApp['paymentOf'];
let mock: AlipayMock;

const notify = (form: string) =>
  t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  });
const formOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

beforeAll(async () => {
  mock = await startAlipayMock(async (form) => {
    const res = await notify(form);
    expect(res.body).toBe('success');
  });
  ({ t, ops, harbour, payable, paymentOf } = await startProviderApp(
    { alipay: { appId: ALIPAY_APP_ID, privateKey: mock.appPrivateKey, alipayPublicKey: mock.alipayPublicKey, gateway: mock.gateway } },
    'ALIPAY',
  ));
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const notificationResults = async (id: number) =>
  (
    (await t.database.db.execute(
      sql`SELECT result, detail FROM gateway_notifications WHERE payment_id = ${id} ORDER BY id`,
    )) as unknown as { rows: Array<{ result: string; detail: string | null }> }
  ).rows;

/** Pays by the alipay channel and follows our checkout route to Alipay's page, which the payer opens. */
async function startCheckout(amount: number): Promise<{ id: number; trade: Trade }> {
  const id = await payable(amount);
  const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${id}/pay`, { channel: 'alipay', returnUrl: '/flight/orders/1' });
  expect(res.status).toBe(200);
  const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { host: 'portal.example' } });
  expect(go.statusCode).toBe(303);
  const opened = mock.open(go.headers.location as string);
  expect(opened.problems).toEqual([]);
  expect(opened.notifyUrl).toBe(`http://portal.example${NOTIFY_PATH}`);
  return { id, trade: opened.trade! };
}

describe('alipay payments', () => {
  it('pays the order once on Alipay\'s signed notification, answers "success", and a replay changes nothing', async () => {
    const { id, trade } = await startCheckout(50_000);
    expect(trade.totalAmount).toBe('500.00');
    const before = (await walletRow(t, harbour)).balance;
    const fields = await mock.pay(trade.outTradeNo);
    expect(await paymentOf(id)).toMatchObject({ status: 'paid' });
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${trade.tradeNo} AND amount = 50000 AND payment_method = 'alipay'`,
      ),
    ).toBe(1);
    expect((await walletRow(t, harbour)).balance).toBe(before);
    const paid = await moneyFingerprint(t);
    const replay = await notify(formOf(fields));
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe('success');
    // TRADE_FINISHED later (no refund possible any more) is a second genuine notice: still nothing.
    expect((await notify(formOf(mock.notification({ ...trade, status: 'TRADE_FINISHED' })))).body).toBe('success');
    expect(await moneyFingerprint(t)).toBe(paid);
    expect((await notificationResults(id)).map((r) => r.result)).toEqual(['paid', 'duplicate']);
    await expectLedgerConsistent(t);
  });

  it('refuses a forged or tampered notification (401) and changes nothing', async () => {
    const { id, trade } = await startCheckout(20_000);
    const before = await moneyFingerprint(t);
    const genuine = mock.notification({ ...trade, status: 'TRADE_SUCCESS' });
    expect((await notify(formOf({ ...genuine, total_amount: '2.00' }))).statusCode).toBe(401);
    expect((await notify(formOf({ ...genuine, sign: genuine.sign!.slice(4) }))).statusCode).toBe(401);
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
  });

  it('flags a genuine notification of another amount or currency, posts nothing, and still answers "success"', async () => {
    const { id, trade } = await startCheckout(30_000);
    // A dollar payment can never be paid in yuan (its page is refused): Alipay's notice (yuan) for it is flagged.
    const dollars = await payable(30_000, 'USD');
    const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${dollars}/pay`, {
      channel: 'alipay',
      returnUrl: '/flight/orders/1',
    });
    expect((await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl! })).statusCode).toBe(502);
    const session = new URL(res.body.data.redirectUrl!, 'http://x').pathname.split('/').pop()!;
    const before = await moneyFingerprint(t);
    const less = await notify(formOf(mock.notification({ ...trade, status: 'TRADE_SUCCESS' }, { total_amount: '299.00' })));
    expect(less.body).toBe('success');
    expect((await notify(formOf(mock.notification({ ...trade, outTradeNo: session, status: 'TRADE_SUCCESS' })))).body).toBe('success');
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await paymentOf(id)).status).toBe('awaiting');
    expect(await notificationResults(id)).toEqual([{ result: 'flagged', detail: 'expected CNY 30000, notified CNY 29900' }]);
    expect(await notificationResults(dollars)).toEqual([{ result: 'flagged', detail: 'expected USD 30000, notified CNY 30000' }]);
  });

  it('answers "success" to a notice about no payment of ours and changes nothing', async () => {
    const before = await moneyFingerprint(t);
    const stranger: Trade = {
      outTradeNo: 'GWnot-ours',
      tradeNo: '2026000',
      totalAmount: '1.00',
      subject: 'x',
      status: 'TRADE_SUCCESS',
      refunds: new Map(),
    };
    expect((await notify(formOf(mock.notification(stranger)))).body).toBe('success');
    expect(await moneyFingerprint(t)).toBe(before);
  });

  it('finds a payment whose notification was lost by asking Alipay (alipay.trade.query)', async () => {
    const { id, trade } = await startCheckout(40_000);
    await mock.pay(trade.outTradeNo, { deliver: false });
    await t.database.db.execute(sql`UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE id = ${id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(1);
    expect((await paymentOf(id)).status).toBe('paid');
    await expectLedgerConsistent(t);
  });

  it('closes the trade at Alipay when our window is over, then times the payment out', async () => {
    const { id, trade } = await startCheckout(41_000);
    await t.database.db.execute(sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
    expect(await queryPendingPayments(t.database.db, t.app.paymentRouting, t.app.paymentOwners)).toBe(1);
    expect(trade.status).toBe('TRADE_CLOSED');
    expect((await paymentOf(id)).status).toBe('expired');
  });
});

describe('refunds go back through Alipay', () => {
  const refund = (paymentId: number, amount: number) =>
    t.database.db.transaction((tx) => refundPayment(tx, { paymentId, amount, kind: 'refund', reason: 'test refund' }));

  it("refunds in parts, each with its own out_request_no, posted once with it as the payout's reference", async () => {
    const { id, trade } = await startCheckout(60_000);
    await mock.pay(trade.outTradeNo);
    const before = await walletRow(t, harbour);
    await refund(id, 25_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    await refund(id, 35_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
    expect(await sendProviderRefunds(t.database.db, t.app.paymentRouting)).toEqual({});
    const requests = [...trade.refunds.keys()];
    expect([...trade.refunds.values()]).toEqual(['250.00', '350.00']);
    expect(requests.every((r) => /^refund-\d+$/.test(r))).toBe(true);
    for (const request of requests)
      expect(
        await countOf(
          t,
          sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'payout' AND status = 'posted' AND reference = ${request}`,
        ),
      ).toBe(1);
    const after = await walletRow(t, harbour);
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(before.held);
    await expectLedgerConsistent(t);
  });

  it('a refund Alipay refuses leaves the money in the wallet and says why to staff', async () => {
    const { id, trade } = await startCheckout(8_000);
    await mock.pay(trade.outTradeNo);
    trade.refunds.set('at-the-counter', '80.00'); // refunded at Alipay's merchant site already
    const before = await walletRow(t, harbour);
    await refund(id, 8_000);
    expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['failed']);
    expect((await walletRow(t, harbour)).balance - before.balance).toBe(8_000);
    const state = await t.database.db.execute(
      sql`SELECT last_error, last_notification_at FROM gateway_provider_state WHERE provider = 'alipay'`,
    );
    const row = (state as unknown as { rows: Array<{ last_error: string; last_notification_at: string | null }> }).rows[0]!;
    expect(row.last_error).toContain('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL');
    expect(row.last_notification_at).not.toBeNull();
    expect(mock.violations()).toEqual([]);
    expect(mock.calls.filter((c) => c.problems.length)).toEqual([]);
  });

  it('staff see Alipay configured in test mode (a mock is not production) with its last notification and last error', async () => {
    const res = await t.call<SystemStatus>({ method: 'GET', url: '/api/base/v2/system', headers: bearer(await t.login('admin')) });
    expect(res.status).toBe(200);
    expect(res.body.data.providers).toEqual([
      {
        provider: 'alipay',
        configured: true,
        mode: 'test',
        lastNotificationAt: expect.any(String),
        lastError: expect.stringContaining('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL'),
        lastErrorAt: expect.any(String),
      },
    ]);
  });
});

channelTopUpSuite<Trade>(() => ({ t, harbour }), {
  channel: 'alipay',
  open: (location) => mock.open(location).trade!,
  async pay(trade) {
    const fields = await mock.pay(trade.outTradeNo);
    return { reference: trade.tradeNo, resend: () => notify(formOf(fields)) };
  },
  notifyPaid: (trade, amount) =>
    notify(formOf(mock.notification({ ...trade, status: 'TRADE_SUCCESS' }, { total_amount: (amount / 100).toFixed(2) }))),
});
