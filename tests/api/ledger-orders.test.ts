// The books reconcile across orders: ledger:check compares every order with its money and names the
// orders that do not match. Pairs are broken here on purpose, the way the old hold sweep broke them.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, mismatchedOrders } from '@/server/wallet/check';
import { releasePayment, voidExpiredHolds } from '@/server/wallet/payments';
import { rowsOf } from '@/server/db/executor';
import { startTestApp, type TestApp } from './support/harness';
import { bookOrder, runJobs, statusOf } from './support/orders';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('harbour.ops');
}, 120_000);
afterAll(async () => t?.close());

const paymentIdOf = async (orderNo: string) =>
  Number(
    rowsOf<{ id: string }>(
      await t.database.db.execute(sql`SELECT id FROM payments WHERE order_ref = ${orderNo} AND part = 'full' ORDER BY id DESC LIMIT 1`),
    )[0]!.id,
  );

describe('ledger:check across orders', () => {
  it('passes on orders whose money matches their state, and names the ones broken on purpose', { timeout: 180_000 }, async () => {
    const issued = await bookOrder(t, token, { payment: 'balance', surname: 'ISSUED' });
    await runJobs(t);
    const held = await bookOrder(t, token, { payment: 'balance', surname: 'HELD' });
    expect(await statusOf(t, held.id)).toBe('proceeding');
    const before = await checkLedger(t.database.db);
    expect(before.violations).toEqual([]);
    expect(['issued', 'origin_failed', 'failed_reimbursing', 'failed_reimbursed']).toContain(await statusOf(t, issued.id));

    // What the old hold sweep did: void the payment of an order still waiting on its ticket.
    await t.database.db.execute(sql`UPDATE payments SET expires_at = now() - interval '1 minute' WHERE order_ref = ${held.orderNo}`);
    expect(await voidExpiredHolds(t.database.db, ['flight_origin', 'flight_change'])).toBe(0); // the sweep leaves an order's hold alone now
    const payment = await paymentIdOf(held.orderNo);
    await t.database.db.transaction((tx) => releasePayment(tx, payment, 'hold expired'));
    const report = await checkLedger(t.database.db);
    expect(report.violations.map((v) => v.rule)).toContain(
      'an order waiting on its ticket holds its money (a wallet hold, or a posted gateway payment)',
    );
    expect(mismatchedOrders(report)).toEqual([held.id]);

    if (t.databaseUrl) {
      // The command line names it too, and fails.
      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/wallet/check-cli.ts'], {
        env: { ...process.env, DATABASE_URL: t.databaseUrl },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(cli.status).toBe(1);
      expect(cli.stdout).toContain(`orders that do not match the ledger: ${held.id}`);
    }
  });
});
