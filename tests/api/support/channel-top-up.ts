// The wallet top-up through one real payment channel, as every channel's API suite runs it against
// that provider's mock: the agency's finance user starts it, the provider's verified notification
// credits the wallet once (with the provider's reference), a genuine notification of another amount
// is flagged and credits nothing, and platform staff reverse it through the same provider, once, the
// provider's refund id on the reversing transaction. Each suite supplies a driver for its mock.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayResult, PaymentChannel, TopUpReversalResult, WalletTransaction } from '@/domain/schemas/wallet';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { callerFor, type Caller } from './admin';
import type { TestApp } from './harness';
import { checkLedger } from '@/server/wallet/check';
import { countOf, moneyFingerprint, walletRow } from './money';

export interface TopUpChannelDriver<Checkout> {
  channel: Exclude<PaymentChannel, 'balance'>;
  /** The provider's checkout behind our checkout route's redirect (its Location). */
  open(location: string): Checkout;
  /** Pays it at the provider, whose notification reaches us: the provider's payment reference, and a way to send that notification again. */
  pay(checkout: Checkout): Promise<{ reference: string; resend(): Promise<unknown> }>;
  /** Sends a genuine (signed) notification saying the checkout was paid with `amount` minor units. */
  notifyPaid(checkout: Checkout, amount: number): Promise<unknown>;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
let keys = 0;

/**
 * The ledger's rules hold. The reconciliation rule is left out: a suite's reconciliation test leaves
 * differences of its own on purpose, and top-ups never reach a reconciliation here.
 */
async function expectLedgerConsistent(t: TestApp) {
  const { violations } = await checkLedger(t.database.db);
  expect(violations.filter((v) => !v.rule.startsWith("a payment provider's settled movements"))).toEqual([]);
}
const freshKey = () => ({ 'idempotency-key': `top-up-suite-${process.pid}-${++keys}` });

export function channelTopUpSuite<Checkout>(app: () => { t: TestApp; harbour: number }, driver: TopUpChannelDriver<Checkout>) {
  describe(`wallet top-up through ${driver.channel}`, () => {
    let finance: Caller;
    let staff: Caller;
    beforeAll(async () => {
      finance = await callerFor(app().t, 'harbour.finance');
      staff = await callerFor(app().t, 'admin');
    });

    /** Starts a top-up as Harbour's finance user and follows our checkout route to the provider. */
    async function startTopUp(amount: number) {
      const { t } = app();
      const res = await finance<PayResult>(
        'POST',
        '/api/payment/v2/top-ups',
        { channel: driver.channel, amount, returnUrl: '/bills/wallet' },
        freshKey(),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.payment).toMatchObject({ status: 'awaiting', channel: driver.channel, amount, surcharge: 0 });
      const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl!, headers: { host: 'portal.example' } });
      expect(go.statusCode).toBe(303);
      return { payment: res.body.data.payment, checkout: driver.open(go.headers.location as string) };
    }

    const resultsOf = async (paymentId: number) =>
      rows<{ result: string }>(
        await app().t.database.db.execute(sql`SELECT result FROM gateway_notifications WHERE payment_id = ${paymentId} ORDER BY id`),
      ).map((r) => r.result);

    it("credits the wallet once on the verified notification, with the provider's reference; a second notification changes nothing", async () => {
      const { t, harbour } = app();
      const { payment, checkout } = await startTopUp(25_000);
      const before = await walletRow(t, harbour);
      const paid = await driver.pay(checkout);
      expect((await walletRow(t, harbour)).balance - before.balance).toBe(25_000);
      expect(
        await countOf(
          t,
          sql`SELECT count(*) AS n FROM ledger_transfers
        WHERE kind = 'deposit' AND business_type = 'top_up' AND reference = ${paid.reference} AND amount = 25000 AND payment_method = ${driver.channel} AND order_ref = ${payment.orderRef}`,
        ),
      ).toBe(1);
      const credited = await moneyFingerprint(t);
      await paid.resend();
      expect(await moneyFingerprint(t)).toBe(credited);
      // The replay finds the first one's claim: no second row, no second credit.
      expect(await resultsOf(payment.id)).toEqual(['paid']);
      // The agency reads it as a top-up by that channel, with the provider's reference.
      const listed = await finance<WalletTransaction[]>('GET', `/api/base/v2/transactions?orderId=${payment.orderRef}`);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ type: 'top_up', amount: 25_000, paymentMethod: driver.channel, referenceId: paid.reference }),
      ]);
      await expectLedgerConsistent(t);
    });

    it('flags a genuine notification of another amount and credits nothing', async () => {
      const { t } = app();
      const { payment, checkout } = await startTopUp(30_000);
      const before = await moneyFingerprint(t);
      await driver.notifyPaid(checkout, 29_900);
      expect(await moneyFingerprint(t)).toBe(before);
      expect(await resultsOf(payment.id)).toEqual(['flagged']);
      expect((await finance<PayResult['payment']>('GET', `/api/payment/v2/payments/${payment.id}`)).body.data.status).toBe('awaiting');
    });

    it("staff reverse it through the provider once, with the provider's refund id on the reversing transaction", async () => {
      const { t, harbour } = app();
      const start = await walletRow(t, harbour);
      const { payment, checkout } = await startTopUp(40_000);
      await driver.pay(checkout);
      const [movement] = (await finance<WalletTransaction[]>('GET', `/api/base/v2/transactions?orderId=${payment.orderRef}`)).body.data;
      const url = `/api/base/v2/transactions/${movement!.id}/reversal`;
      expect((await finance('POST', url, { reason: 'paid twice' }, freshKey())).status).toBe(403);
      const key = freshKey();
      const reversed = await staff<TopUpReversalResult>('POST', url, { reason: 'paid twice' }, key);
      expect(reversed.status).toBe(200);
      expect(reversed.body.data.refundThrough).toBe(driver.channel);
      // Until the provider answers, the money is held on the wallet.
      expect((await walletRow(t, harbour)).held - start.held).toBe(40_000);
      expect((await staff<TopUpReversalResult>('POST', url, { reason: 'paid twice' }, key)).body.data).toEqual(reversed.body.data);
      const again = await staff('POST', url, { reason: 'again' }, freshKey());
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(500209);
      expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);
      expect(await sendProviderRefunds(t.database.db, t.app.paymentRouting)).toEqual({});
      const [refund] = rows<{ provider_refund_id: string | null }>(
        await t.database.db.execute(sql`SELECT provider_refund_id FROM gateway_refunds WHERE payment_id = ${payment.id}`),
      );
      expect(refund?.provider_refund_id).toEqual(expect.any(String));
      expect(
        await countOf(
          t,
          sql`SELECT count(*) AS n FROM ledger_transfers
        WHERE kind = 'payout' AND business_type = 'reversal' AND status = 'posted' AND amount = 40000 AND reference = ${refund!.provider_refund_id}
          AND reverses_transfer_id = (SELECT transfer_id FROM ledger_entries WHERE id = ${movement!.id})`,
        ),
      ).toBe(1);
      const end = await walletRow(t, harbour);
      expect([end.balance, end.held]).toEqual([start.balance, start.held]);
      await expectLedgerConsistent(t);
    });

    it("is the agency finance's to start (not an operator's) and refuses a channel top-up of nothing", async () => {
      const ops = await callerFor(app().t, 'harbour.ops');
      expect((await ops('POST', '/api/payment/v2/top-ups', { channel: driver.channel, amount: 1_000 }, freshKey())).status).toBe(403);
      expect((await finance('POST', '/api/payment/v2/top-ups', { channel: driver.channel, amount: 0 }, freshKey())).status).toBe(400);
      expect((await finance('POST', '/api/payment/v2/top-ups', { channel: 'balance', amount: 1_000 }, freshKey())).status).toBe(400);
    });
  });
}
