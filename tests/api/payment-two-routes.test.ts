// One order paid through both pay routes at once, from two servers: the order's own pay action and
// the generic payment call take their locks in the same order (order, payment, wallet), so one
// wins, the other is refused with a 4xx, nothing deadlocks and exactly one payment holds money.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/executor';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { expectLedgerConsistent } from './support/money';
import { bookOrder, detail, ORDERS } from './support/orders';
import { startSecondServer, type SecondServer } from './support/second-server';

let t: TestApp;
let other: SecondServer;
let token: string;
const ROUNDS = 6;

beforeAll(async () => {
  t = await startTestApp();
  other = await startSecondServer(t);
  token = await t.login('harbour.ops');
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('paying one order through both routes at once', () => {
  it('answers one success and one 4xx refusal, never a 5xx, and takes the money once', { timeout: 240_000 }, async () => {
    const orders = [];
    for (let i = 0; i < ROUNDS; i++) orders.push(await bookOrder(t, token, { surname: `RACE${'X'.repeat(i)}` }));
    const statuses: number[] = [];
    for (const order of orders) {
      const payable = (await detail(t, token, order.id)).body.data.payment.paymentId!;
      const [viaOrder, viaPayment] = await Promise.all([
        t.call({ method: 'POST', url: `${ORDERS}/${order.id}/payment`, headers: bearer(token), payload: { channel: 'balance' } }),
        other.call({
          method: 'POST',
          url: `/api/payment/v2/payments/${payable}/pay`,
          headers: bearer(token),
          payload: { channel: 'balance' },
        }),
      ]);
      statuses.push(viaOrder.status, viaPayment.status);
      expect(
        [viaOrder.body.code, viaPayment.body.code].filter((c) => c === 0),
        `${viaOrder.body.message} / ${viaPayment.body.message}`,
      ).toHaveLength(1);
      const loser = viaOrder.body.code === 0 ? viaPayment : viaOrder;
      expect(loser.status).toBeGreaterThanOrEqual(400);
      expect(loser.status).toBeLessThan(500);
      const live = rowsOf<{ status: string }>(
        await t.database.db.execute(sql`SELECT status FROM payments WHERE order_ref = ${order.orderNo} AND status IN ('held', 'paid')`),
      );
      expect(live).toHaveLength(1);
      const [held] = rowsOf<{ n: string | number }>(
        await t.database.db.execute(
          sql`SELECT count(*) AS n FROM ledger_transfers WHERE order_ref = ${order.orderNo} AND kind = 'payment' AND status <> 'voided'`,
        ),
      );
      expect(Number(held!.n)).toBe(1);
      expect((await detail(t, token, order.id)).body.data.status).toBe('proceeding');
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    await expectLedgerConsistent(t);
  });
});
