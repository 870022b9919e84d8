// A card channel's surcharge, end to end against the Stripe mock: the figure the payer is shown is
// the one charged (a stale one is refused before anything is charged), Stripe is asked for amount
// plus surcharge, the notification must carry that total, the surcharge lands on the fee account
// as its own leg of the deposit, and refunds give it back in proportion (all of it with the last).
// Also which channels an agency may choose: only those the platform serves and the agency has open.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCharge } from '@/domain/card-surcharge';
import type { PayResult, PaymentConfig } from '@/domain/schemas/wallet';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { refundPayment } from '@/server/wallet/payments';
import { setAgencySettings } from './support/flights';
import { startProviderApp, type ProviderApp } from './support/provider-payments';
import { countOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';
import { StripeMock } from './support/stripe-mock';

const WEBHOOK_SECRET = 'whsec_surcharge_test_secret';
const RULE = { basisPoints: 250, fixed: { CNY: 100 } };
let p: ProviderApp;
let mock: StripeMock;

async function notify(body: string, signature: string) {
  return p.t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

beforeAll(async () => {
  mock = new StripeMock({ webhookSecret: WEBHOOK_SECRET, deliver: async (body, signature) => void (await notify(body, signature)) });
  await mock.start();
  p = await startProviderApp(
    {
      stripe: { secretKey: 'sk_test_surcharge', webhookSecret: WEBHOOK_SECRET, baseUrl: mock.baseUrl },
      // Production's setting: only channels a real provider serves (Stripe here) and the wallet.
      rules: { sandbox: false, surcharges: { stripe: RULE } },
    },
    'SURCH',
  );
});
afterAll(async () => {
  await p?.t.close();
  await mock?.close();
});

const feeAccount = async () =>
  countOf(
    p.t,
    sql`SELECT coalesce(sum(e.amount), 0) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'fee' AND a.currency = 'CNY'`,
  );

/** Pays by Stripe with the surcharge shown, and follows our checkout route to the mock's page. */
async function checkout(amount: number): Promise<{ id: number; session: string }> {
  const id = await p.payable(amount);
  const shown = cardCharge(amount, 'CNY', RULE).cardFee;
  const res = await p.ops<PayResult>('POST', `/api/payment/v2/payments/${id}/pay`, {
    channel: 'stripe',
    returnUrl: '/flight/orders/1',
    surcharge: shown,
  });
  expect(res.status).toBe(200);
  expect(res.body.data.payment).toMatchObject({ amount, surcharge: shown, surchargeRefunded: 0 });
  const go = await p.t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { host: 'portal.example' } });
  expect(go.statusCode).toBe(303);
  return { id, session: (go.headers.location as string).split('/').pop()! };
}

describe('a card surcharge', () => {
  it('is offered with the channel, and the server prices it as the dialog does', async () => {
    const config = await p.ops<PaymentConfig>('GET', '/api/order/v2/flight/config/payment');
    const stripe = config.body.data.channels.find((c) => c.code === 'stripe')!;
    expect(stripe).toMatchObject({ enabled: true, surcharge: RULE });
    expect(config.body.data.channels.find((c) => c.code === 'alipay')).toMatchObject({ enabled: false, surcharge: null });
  });

  it('refuses a surcharge other than the one charged (409, translated), charging nothing', async () => {
    const id = await p.payable(116_100);
    const before = await moneyFingerprint(p.t);
    const res = await p.ops<PayResult>(
      'POST',
      `/api/payment/v2/payments/${id}/pay`,
      { channel: 'stripe', surcharge: 2_903 },
      { 'accept-language': 'zh-CN' },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 500114 });
    expect(res.body.message).toContain('CNY 30.03');
    expect(res.body.message).toMatch(/信用卡手续费/);
    expect(await p.paymentOf(id)).toMatchObject({ status: 'unpaid', surcharge: 0 });
    expect(await moneyFingerprint(p.t)).toBe(before);
  });

  it('is charged with the amount, kept on the fee account, and the order is paid its own amount', async () => {
    const { id, session } = await checkout(116_100);
    // 1,161.00 x 2.5% = 29.025 -> 29.03, plus 1.00: Stripe is asked for 1,191.03.
    expect(mock.sessions.get(session)!.object).toMatchObject({ amount_total: 119_103, currency: 'cny' });
    const walletBefore = (await walletRow(p.t, p.harbour)).balance;
    const feeBefore = await feeAccount();
    await mock.pay(session);
    expect(await p.paymentOf(id)).toMatchObject({ status: 'paid', amount: 116_100, surcharge: 3_003 });
    const intent = mock.sessions.get(session)!.object.payment_intent as string;
    // One deposit of what the card paid (what reconciliation matches), its surcharge as a leg to the fee account.
    expect(
      await countOf(
        p.t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'deposit' AND reference = ${intent} AND amount = 119103 AND fee_amount = 3003`,
      ),
    ).toBe(1);
    expect(await feeAccount()).toBe(feeBefore + 3_003);
    expect((await walletRow(p.t, p.harbour)).balance).toBe(walletBefore);
    await expectLedgerConsistent(p.t);
  });

  it('flags a notification of the amount without its surcharge and posts nothing', async () => {
    const { id, session } = await checkout(50_000);
    const object = structuredClone(mock.sessions.get(session)!.object);
    object.amount_total = 50_000;
    object.payment_status = 'paid';
    const before = await moneyFingerprint(p.t);
    const signed = mock.signedEvent('checkout.session.completed', object);
    expect((await notify(signed.body, signed.signature)).json().data).toEqual({ result: 'flagged' });
    expect(await p.paymentOf(id)).toMatchObject({ status: 'awaiting' });
    expect(await moneyFingerprint(p.t)).toBe(before);
  });

  it('goes back in proportion to each refund, and whole with the last one, through Stripe', async () => {
    const { id, session } = await checkout(10_000);
    await mock.pay(session);
    // 100.00 x 2.5% = 2.50, plus 1.00: 3.50 on top.
    expect(await p.paymentOf(id)).toMatchObject({ surcharge: 350 });
    const refund = (amount: number) => p.t.database.db.transaction((tx) => refundPayment(tx, { paymentId: id, amount, kind: 'refund' }));
    const feeBefore = await feeAccount();
    await refund(3_333);
    // A third of 350 is 116.67: 116 back now (rounded down), the rest with the last refund.
    expect(await p.paymentOf(id)).toMatchObject({ refundedAmount: 3_333, surchargeRefunded: 116 });
    await refund(6_667);
    expect(await p.paymentOf(id)).toMatchObject({ refundedAmount: 10_000, surchargeRefunded: 350 });
    expect(await feeAccount()).toBe(feeBefore - 350);
    await sendProviderRefunds(p.t.database.db, p.t.app.paymentRouting);
    const intent = mock.sessions.get(session)!.object.payment_intent as string;
    const refunds = [...mock.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount);
    expect(refunds).toEqual([3_449, 6_901]);
    // The card got back all it paid: 103.50.
    expect(mock.sessions.get(session)!.refunded).toBe(10_350);
    await expectLedgerConsistent(p.t);
  });
});

describe('the channels an agency may choose', () => {
  it('refuses a channel nothing serves (the sandbox is off) with a translated 400, charging nothing', async () => {
    const id = await p.payable(20_000);
    const res = await p.ops(
      'POST',
      `/api/payment/v2/payments/${id}/pay`,
      { channel: 'yeepay-credit-card' },
      { 'accept-language': 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 500110, message: '贵机构不可使用该支付方式。' });
    expect(await p.paymentOf(id)).toMatchObject({ status: 'unpaid' });
  });

  it('refuses a channel staff turned off for the agency, and no longer offers it', async () => {
    await setAgencySettings(p.t, 'HARBOUR', (s) => void (s.general.disabledChannels = ['stripe']));
    try {
      const config = await p.ops<PaymentConfig>('GET', '/api/order/v2/flight/config/payment');
      expect(config.body.data.channels.filter((c) => c.enabled).map((c) => c.code)).toEqual(['balance']);
      const id = await p.payable(20_000);
      const res = await p.ops('POST', `/api/payment/v2/payments/${id}/pay`, { channel: 'stripe' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 500110 });
    } finally {
      await setAgencySettings(p.t, 'HARBOUR', (s) => void (s.general.disabledChannels = []));
    }
  });
});
