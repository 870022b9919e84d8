// Daily reconciliation against Alipay's trade bill (the zip of GBK CSV its bill address serves, from
// the mock of tests/contract/alipay): payments and a partial refund made through the real application,
// then the bill is spoiled on purpose (one row missing, one duplicated, one mis-amounted). The
// reconciliation names exactly those three; Alipay's service fees on matched rows are booked once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PayResult } from '@/domain/schemas/wallet';
import { checkLedger } from '@/server/wallet/check';
import { NOTIFY_PATH } from '@/server/wallet/gateway-payments';
import { sendProviderRefunds } from '@/server/wallet/gateway-refunds';
import { refundPayment, requestPayment } from '@/server/wallet/payments';
import { reconcileDay } from '@/server/wallet/reconciliation';
import { ALIPAY_APP_ID, startAlipayMock, type AlipayMock } from '../contract/alipay/mock-server';
import { type Caller } from './support/admin';
import { startProviderApp } from './support/provider-payments';
import { type TestApp } from './support/harness';

let t: TestApp;
let ops: Caller;
let harbour: number;
let mock: AlipayMock;

beforeAll(async () => {
  mock = await startAlipayMock(
    async (form) =>
      void (await t.app.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        payload: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })),
  );
  ({ t, ops, harbour } = await startProviderApp(
    { alipay: { appId: ALIPAY_APP_ID, privateKey: mock.appPrivateKey, alipayPublicKey: mock.alipayPublicKey, gateway: mock.gateway } },
    'ALIRECON',
  ));
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

async function paidByAlipay(n: number, amount: number): Promise<{ id: number; tradeNo: string }> {
  const payment = await t.database.db.transaction((tx) =>
    requestPayment(tx, { agencyId: harbour, orderRef: `ALIRECON-${n}`, amount, currency: 'CNY', description: `Order ${n}` }),
  );
  const res = await ops<PayResult>('POST', `/api/payment/v2/payments/${payment.id}/pay`, { channel: 'alipay', returnUrl: '/bills/wallet' });
  const go = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl! });
  const { trade } = mock.open(go.headers.location as string);
  await mock.pay(trade!.outTradeNo);
  return { id: payment.id, tradeNo: trade!.tradeNo };
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const paymentRow = (tradeNo: string) => mock.bill.find((row) => row.type === '交易' && row.tradeNo === tradeNo)!;
const feeOf = (amount: number) => Math.round(amount * 0.006);
const feeTotal = async () =>
  Number(
    (
      (await t.database.db.execute(
        sql`SELECT coalesce(sum(amount), 0) AS n FROM ledger_transfers WHERE kind = 'provider_fee'`,
      )) as unknown as { rows: Array<{ n: string }> }
    ).rows[0]!.n,
  );

it("names exactly the missing, duplicated and mis-amounted bill rows, and books Alipay's fees once", async () => {
  const missing = await paidByAlipay(1, 100_000);
  const duplicated = await paidByAlipay(2, 200_000);
  const misAmounted = await paidByAlipay(3, 300_000);
  const clean = await paidByAlipay(4, 400_000);
  await t.database.db.transaction((tx) =>
    refundPayment(tx, { paymentId: clean.id, amount: 150_000, kind: 'refund', reason: 'partial refund' }),
  );
  expect(Object.values(await sendProviderRefunds(t.database.db, t.app.paymentRouting))).toEqual(['succeeded']);

  mock.bill = mock.bill.filter((row) => row !== paymentRow(missing.tradeNo));
  mock.bill.push({ ...paymentRow(duplicated.tradeNo) });
  paymentRow(misAmounted.tradeNo).amount = '2999.00';

  const found = await reconcileDay(t.database.db, t.app.paymentRouting, today());
  const state = await t.database.db.execute(sql`SELECT last_error FROM gateway_provider_state WHERE provider = 'alipay'`);
  expect((state as unknown as { rows: Array<{ last_error: string | null }> }).rows[0]?.last_error ?? null).toBeNull();
  expect(mock.calls.filter((c) => c.problems.length)).toEqual([]);
  const differences = found
    .filter((d) => d.kind !== 'fee_withheld')
    .map((d) => [d.kind, d.providerReference, d.expectedAmount, d.providerAmount]);
  expect(differences.sort()).toEqual(
    [
      ['amount_mismatch', misAmounted.tradeNo, 300_000, 299_900],
      ['duplicate', duplicated.tradeNo, 200_000, 200_000],
      ['missing_provider', missing.tradeNo, 100_000, null],
    ].sort(),
  );
  const report = await checkLedger(t.database.db);
  expect(report.violations[0]!.rows.map((r) => `${String(r.kind)} ${String(r.provider_reference)}`).sort()).toEqual(
    [`amount_mismatch ${misAmounted.tradeNo}`, `duplicate ${duplicated.tradeNo}`, `missing_provider ${missing.tradeNo}`].sort(),
  );
  // The duplicate row's fee has the same row id as the first: booked once.
  const expectedFees = feeOf(200_000) + feeOf(300_000) + feeOf(400_000);
  expect(await feeTotal()).toBe(expectedFees);
  expect((await reconcileDay(t.database.db, t.app.paymentRouting, today())).length).toBe(found.length);
  expect(await feeTotal()).toBe(expectedFees);

  // Put right at Alipay's side, the day reconciles clean.
  mock.bill.pop();
  paymentRow(misAmounted.tradeNo).amount = '3000.00';
  const { trades } = mock;
  const lost = [...trades.values()].find((trade) => trade.tradeNo === missing.tradeNo)!;
  mock.bill.push({
    tradeNo: lost.tradeNo,
    outTradeNo: lost.outTradeNo,
    type: '交易',
    amount: '1000.00',
    fee: '-6.00',
    refundRequest: '',
    finishedAt: paymentRow(clean.tradeNo).finishedAt,
  });
  expect((await reconcileDay(t.database.db, t.app.paymentRouting, today())).filter((d) => d.kind !== 'fee_withheld')).toEqual([]);
  expect((await checkLedger(t.database.db)).violations).toEqual([]);
});
