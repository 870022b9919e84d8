// The orders' search rows (flight_order_search, kept by triggers) equal the names the passengers of
// visible orders have, after the demo book, a bulk insert, renames, passengers moved between orders,
// deletions, hiding and showing an order, and a rolled-back transaction; a change that touches no name
// (a ticket number) rewrites no row; and an order moved to another agency takes its row along.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/executor';
import { seedDemoOrders } from '@/server/flights/orders/demo-seed';
import { bulkOrderStatements } from '../../bench/order-seed';
import { startTestApp, type TestApp } from './support/harness';

let t: TestApp;
const run = (text: string) => t.database.db.execute(sql.raw(text));
const rows = async <T>(text: string) => rowsOf<T>(await run(text));

/** Rows that differ from the visible orders' passengers as they are (kept row against a fresh one), both ways. */
const drift = () =>
  rows<{ order_id: number }>(`
    WITH fresh AS (
      SELECT o.id AS order_id, o.agency_id,
             string_agg(p.surname || ' ' || p.given_names || ' ' || p.surname || '/' || p.given_names, E'\\n' ORDER BY p.seq, p.id) AS names
      FROM flight_orders o JOIN flight_order_passengers p ON p.order_id = o.id WHERE o.deleted_at IS NULL GROUP BY o.id)
    (SELECT * FROM fresh EXCEPT SELECT order_id, agency_id, names FROM flight_order_search)
    UNION ALL
    (SELECT order_id, agency_id, names FROM flight_order_search EXCEPT SELECT * FROM fresh)`);
/** The row versions of the search rows (xmin changes when a row is rewritten). */
const versions = () => rows<{ order_id: number; xmin: string }>('SELECT order_id, xmin::text FROM flight_order_search ORDER BY order_id');
const bulkIds = (where: string) => `SELECT id FROM flight_orders WHERE order_no ~ '^B[0-9]{10}$' AND ${where}`;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.database.db);
  for (const statement of bulkOrderStatements(1, 300)) await run(statement);
}, 120_000);
afterAll(async () => t?.close());

describe("the orders' search rows kept by triggers", () => {
  it('hold every order with passengers, one line per passenger in order, after the demo book and a bulk insert', async () => {
    const [counted] = await rows<{ orders: number; kept: number }>(`
      SELECT (SELECT count(DISTINCT p.order_id)::int FROM flight_order_passengers p JOIN flight_orders o ON o.id = p.order_id
              WHERE o.deleted_at IS NULL) AS orders,
             (SELECT count(*)::int FROM flight_order_search) AS kept`);
    expect(counted!.orders).toBeGreaterThan(300);
    expect(counted!.kept).toBe(counted!.orders);
    expect(await drift()).toEqual([]);
    const [twoOrMore] = await rows<{ names: string; n: number }>(`
      SELECT s.names, (SELECT count(*)::int FROM flight_order_passengers p WHERE p.order_id = s.order_id) AS n
      FROM flight_order_search s WHERE (SELECT count(*) FROM flight_order_passengers p WHERE p.order_id = s.order_id) > 1 LIMIT 1`);
    expect(twoOrMore!.names.split('\n')).toHaveLength(twoOrMore!.n);
  });

  it('follow renames and passengers moved between orders, and rewrite no row for a ticket number', async () => {
    await run(`UPDATE flight_order_passengers SET surname = 'RENAMED' WHERE order_id IN (${bulkIds('id % 5 = 0')}) AND seq = 1`);
    expect(await drift()).toEqual([]);
    const [moved] = await rows<{ id: number; from: number }>(
      `SELECT p.id, p.order_id AS from FROM flight_order_passengers p WHERE p.order_id IN (${bulkIds('id % 7 = 0')}) ORDER BY p.id LIMIT 1`,
    );
    const [to] = await rows<{ id: number }>(`${bulkIds('id % 7 = 1')} ORDER BY id LIMIT 1`);
    await run(`UPDATE flight_order_passengers SET order_id = ${to!.id}, seq = 9 WHERE id = ${moved!.id}`);
    expect(await drift()).toEqual([]);
    expect((await rows<{ names: string }>(`SELECT names FROM flight_order_search WHERE order_id = ${to!.id}`))[0]!.names).toMatch(
      /\n[^\n]+$/,
    );
    const before = await versions();
    await run(
      `UPDATE flight_order_passengers SET ticket_number = '999-' || lpad(id::text, 10, '0') WHERE order_id IN (${bulkIds('true')})`,
    );
    expect(await versions()).toEqual(before);
  });

  it("follow deletions (an order's last passenger takes its row), and a rolled-back transaction leaves them as they were", async () => {
    const [order] = await rows<{ id: number }>(`${bulkIds('id % 11 = 0')} ORDER BY id LIMIT 1`);
    await run(`DELETE FROM flight_order_passengers WHERE order_id = ${order!.id} AND seq > 1`);
    expect(await drift()).toEqual([]);
    await run(`DELETE FROM flight_order_passengers WHERE order_id = ${order!.id}`);
    expect(await rows(`SELECT 1 FROM flight_order_search WHERE order_id = ${order!.id}`)).toEqual([]);
    expect(await drift()).toEqual([]);
    const before = await rows('SELECT * FROM flight_order_search ORDER BY order_id');
    const undone = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE flight_order_passengers SET given_names = 'UNDONE'`);
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    expect(undone).toBe('roll back');
    expect(await rows('SELECT * FROM flight_order_search ORDER BY order_id')).toEqual(before);
  });

  it('leave a hidden order out, and take it back when it is shown again', async () => {
    const [order] = await rows<{ id: number }>(`${bulkIds('id % 17 = 0')} ORDER BY id LIMIT 1`);
    await run(`UPDATE flight_orders SET deleted_at = now() WHERE id = ${order!.id}`);
    expect(await rows(`SELECT 1 FROM flight_order_search WHERE order_id = ${order!.id}`)).toEqual([]);
    expect(await drift()).toEqual([]);
    await run(`UPDATE flight_orders SET deleted_at = NULL WHERE id = ${order!.id}`);
    expect(await rows(`SELECT 1 FROM flight_order_search WHERE order_id = ${order!.id}`)).toHaveLength(1);
    expect(await drift()).toEqual([]);
  });

  it('move with their order to another agency', async () => {
    const [other] = await rows<{ id: number }>(`SELECT id FROM agencies WHERE code = 'KOWLOON'`);
    await run(`UPDATE flight_orders SET agency_id = ${other!.id} WHERE id IN (${bulkIds('id % 13 = 0')})`);
    expect(await drift()).toEqual([]);
    expect(await rows(`SELECT 1 FROM flight_order_search WHERE agency_id = ${other!.id}`)).not.toEqual([]);
  });
});
