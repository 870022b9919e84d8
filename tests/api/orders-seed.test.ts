// The demo order book: Harbour and Kowloon orders over the statuses, consistent with the ledger
// (the money check passes), each with its history; loading it twice changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrders } from '@/server/flights/orders/demo-seed';
import { checkLedger } from '@/server/wallet/check';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { runJobs } from './support/orders';

let t: TestApp;
beforeAll(async () => {
  t = await startFlightApp();
  expect(await seedDemoOrders(t.database.db)).toBe(true);
});
afterAll(async () => t?.close());

describe('demo orders', () => {
  it('spread over the statuses with a clean ledger, and load once', async () => {
    const result = await t.database.db.execute(
      sql`SELECT o.type, o.status, a.code, o.locked_status FROM flight_orders o JOIN agencies a ON a.id = o.agency_id WHERE o.order_no LIKE 'FDEMO%'`,
    );
    const rows = (result as unknown as { rows: Array<{ type: string; status: string; code: string; locked_status: number }> }).rows;
    const statuses = new Set(rows.map((r) => `${r.type}:${r.status}`));
    for (const s of [
      'origin:to_be_paid',
      'origin:issued',
      'refund:rfd_to_be_confirm',
      'refund:rfd_reviewing',
      'origin:refunded',
      'origin:changed',
      'change:changed',
      'origin:voided',
      'void:voided_reimbursed',
      'origin:failed_reimbursed',
    ]) {
      expect(statuses, s).toContain(s);
    }
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['HARBOUR', 'KOWLOON']));
    expect(rows.filter((r) => r.locked_status === 1)).toHaveLength(1);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
    expect(await seedDemoOrders(t.database.db)).toBe(false);
  });

  it('are living orders: the agency confirms the quoted refund and the job pays it back', async () => {
    const token = await t.login('harbour.ops');
    const list = await t.call<Array<{ id: number; orderNo: string }>>({
      method: 'GET',
      url: '/api/order/v2/flight/orders?status=rfd_to_be_confirm',
      headers: bearer(token),
    });
    const refund = list.body.data.find((o) => o.orderNo.startsWith('FDEMO'))!;
    const confirmed = await t.call<{ status: string }>({
      method: 'POST',
      url: `/api/order/v2/flight/orders/${refund.id}/confirmation`,
      headers: bearer(token),
    });
    expect(confirmed.body.data.status).toBe('rfd_proceeding');
    await runJobs(t);
    const done = await t.call<{ status: string; history: unknown[] }>({
      method: 'GET',
      url: `/api/order/v2/flight/orders/${refund.id}`,
      headers: bearer(token),
    });
    expect(done.body.data.status).toBe('refunded_reimbursed');
    const disruptions = await t.call<unknown[]>({ method: 'GET', url: '/api/order/v2/flight/disruptions', headers: bearer(token) });
    expect(disruptions.body.data.length).toBeGreaterThan(0);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });
});
