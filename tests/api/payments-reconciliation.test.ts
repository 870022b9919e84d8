// Daily reconciliation against Stripe's balance transactions (the mock built from Stripe's published
// document): payments and a refund made through the real application, then the provider's list is
// spoiled on purpose (one row missing, one duplicated, one mis-amounted). The reconciliation and
// ledger:check's rule name exactly those three; Stripe's fees on the matched rows are booked once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PayResult } from '@/domain/schemas/wallet';
import { checkLedger } from '@/server/wallet/check';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { refundPayment, requestPayment } from '@/server/wallet/payments';
import { reconcileDay } from '@/server/wallet/reconciliation';
import { callerFor, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';
import { agencyIdOf } from './support/money';
import { StripeMock } from './support/stripe-mock';

const WEBHOOK_SECRET = 'whsec_reconciliation_test';
let t: TestApp;
let ops: Caller;
let harbour: number;
let mock: StripeMock;

beforeAll(async () => {
  mock = new StripeMock({
    webhookSecret: WEBHOOK_SECRET,
    feeOf: (amount) => Math.round(amount * 0.029) + 30,
    deliver: async (body, signature) =>
      void (await t.app.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        payload: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      })),
  });
  await mock.start();
  t = await startTestApp({
    payments: { stripe: { secretKey: 'sk_test_reconciliation', webhookSecret: WEBHOOK_SECRET, baseUrl: mock.baseUrl } },
  });
  ops = await callerFor(t, 'harbour.ops');
  harbour = await agencyIdOf(t, 'HARBOUR');
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

async function paidByStripe(n: number, amount: number): Promise<{ id: number; intent: string }> {
  const payment = await t.database.db.transaction((tx) =>
    requestPayment(tx, { agencyId: harbour, orderRef: `RECON-${n}`, amount, currency: 'CNY', description: `Order ${n}` }),
  );
  const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${payment.id}/pay`, { channel: 'stripe', returnUrl: '/bills/wallet' });
  const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl! });
  const session = (go.headers.location as string).split('/').pop()!;
  await mock.pay(session);
  return { id: payment.id, intent: mock.sessions.get(session)!.object.payment_intent as string };
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const chargeRow = (intent: string) => mock.balance.find((row) => row.type === 'charge' && row.source.payment_intent === intent)!;
const feeTotal = async () =>
  Number(
    (
      (await t.database.db.execute(
        sql`SELECT coalesce(sum(amount), 0) AS n FROM ledger_transfers WHERE kind = 'provider_fee'`,
      )) as unknown as { rows: Array<{ n: string }> }
    ).rows[0]!.n,
  );

it('names exactly the missing, duplicated and mis-amounted provider rows, and books the fees withheld once', async () => {
  const missing = await paidByStripe(1, 100_000);
  const duplicated = await paidByStripe(2, 200_000);
  const misAmounted = await paidByStripe(3, 300_000);
  const clean = await paidByStripe(4, 400_000);
  await t.database.db.transaction((tx) =>
    refundPayment(tx, { paymentId: clean.id, amount: 150_000, kind: 'refund', reason: 'partial refund' }),
  );
  expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);

  mock.balance = mock.balance.filter((row) => row !== chargeRow(missing.intent));
  mock.balance.push({ ...chargeRow(duplicated.intent), id: 'txn_test_duplicated_row' });
  chargeRow(misAmounted.intent).amount = 299_900;

  const found = await reconcileDay(t.database.db, t.app.paymentRouting, today());
  const state = await t.database.db.execute(sql`SELECT last_error FROM gateway_provider_state WHERE provider = 'stripe'`);
  expect((state as unknown as { rows: Array<{ last_error: string | null }> }).rows[0]?.last_error ?? null).toBeNull();
  expect(mock.invalidRequests()).toEqual([]);
  const differences = found
    .filter((d) => d.kind !== 'fee_withheld')
    .map((d) => [d.kind, d.providerReference, d.expectedAmount, d.providerAmount]);
  expect(differences.sort()).toEqual(
    [
      ['amount_mismatch', misAmounted.intent, 300_000, 299_900],
      ['duplicate', duplicated.intent, 200_000, 200_000],
      ['missing_provider', missing.intent, 100_000, null],
    ].sort(),
  );

  // ledger:check's rule names the same three, nothing else breaks.
  const report = await checkLedger(t.database.db);
  expect(report.violations.map((v) => v.rule)).toEqual(["a payment provider's settled movements match our postings"]);
  expect(report.violations[0]!.rows.map((r) => `${String(r.kind)} ${String(r.provider_reference)}`).sort()).toEqual(
    [`amount_mismatch ${misAmounted.intent}`, `duplicate ${duplicated.intent}`, `missing_provider ${missing.intent}`].sort(),
  );

  // Fees on the matched charges (the duplicate's fee is not booked twice; refunds carry none here).
  const fee = (amount: number) => Math.round(amount * 0.029) + 30;
  const expectedFees = fee(200_000) + fee(300_000) + fee(400_000);
  expect(await feeTotal()).toBe(expectedFees);
  expect(
    found
      .filter((d) => d.kind === 'fee_withheld')
      .map((d) => d.providerAmount)
      .sort(),
  ).toEqual([fee(200_000), fee(300_000), fee(400_000)].sort());

  // Reconciling the day again lists the same and books nothing more.
  const again = await reconcileDay(t.database.db, t.app.paymentRouting, today());
  expect(again.length).toBe(found.length);
  expect(await feeTotal()).toBe(expectedFees);

  // Put right at the provider's side, the day reconciles clean and ledger:check passes.
  mock.balance = mock.balance.filter((row) => row.id !== 'txn_test_duplicated_row');
  chargeRow(misAmounted.intent).amount = 300_000;
  mock.balance.push({
    id: 'txn_test_found_again',
    type: 'charge',
    amount: 100_000,
    fee: fee(100_000),
    currency: 'cny',
    created: Math.floor(Date.now() / 1000),
    source: { id: 'ch_test_found', payment_intent: missing.intent },
  });
  const clean2 = await reconcileDay(t.database.db, t.app.paymentRouting, today());
  expect(clean2.filter((d) => d.kind !== 'fee_withheld')).toEqual([]);
  expect((await checkLedger(t.database.db)).violations).toEqual([]);
  // Fees booked, the gateway account says to the cent what Stripe holds for us: every settled row's net.
  const gateway = await t.database.db.execute(sql`
    SELECT coalesce(sum(e.amount), 0) AS n FROM ledger_entries e JOIN ledger_transfers x ON x.id = e.transfer_id JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.kind = 'gateway' AND x.payment_method = 'stripe'`);
  const held = mock.balance.reduce((sum, row) => sum + row.amount - row.fee, 0);
  expect(-Number((gateway as unknown as { rows: Array<{ n: string }> }).rows[0]!.n)).toBe(held);
});
