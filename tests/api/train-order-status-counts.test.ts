// The live train status counts (train_order_status_counts, kept by triggers on train_orders) equal a
// fresh count of the orders after bulk inserts, status moves, moves between agencies and types,
// deletions, a rolled-back transaction and many transactions moving orders at once; and the list's
// total and the status counts the API answers from that table equal a count of the orders.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/executor';
import { bulkTrainOrderStatements } from '../../bench/train-order-seed';
import { bearer, type TestApp } from './support/harness';
import { statusCountDrift } from './support/status-counts';
import { startTrainApp } from './support/trains';

let t: TestApp;
let kowloon: number;
let harbour: number;
const drift = () => statusCountDrift(t.database.db, 'train_orders', 'train_order_status_counts');
const run = (text: string) => t.database.db.execute(sql.raw(text));
const kept = async () => rowsOf(await run('SELECT agency_id, type, status, cnt FROM train_order_status_counts ORDER BY 1, 2, 3'));
/** The bulk orders of the numbers from..to (bench/train-order-seed.ts numbers them TB + 12 digits). */
const bulk = (from: number, to: number) => `order_no BETWEEN 'TB${String(from).padStart(12, '0')}' AND 'TB${String(to).padStart(12, '0')}'`;

beforeAll(async () => {
  t = await startTrainApp();
  for (const statement of bulkTrainOrderStatements(1, 400)) await run(statement);
  // Kowloon (a sub-agency) reads train orders too.
  await run(`UPDATE agencies SET common_config = common_config || '{"enableTrainService": true}'::jsonb WHERE code = 'KOWLOON'`);
  const agency = async (code: string) => rowsOf<{ id: number }>(await run(`SELECT id FROM agencies WHERE code = '${code}'`))[0]!.id;
  [kowloon, harbour] = [await agency('KOWLOON'), await agency('HARBOUR')];
}, 120_000);
afterAll(async () => t?.close());

describe('train status counts kept by triggers', () => {
  it('count the orders already there and a bulk insert, one group at a time', async () => {
    expect(Number(rowsOf<{ n: number }>(await run('SELECT count(*)::int AS n FROM train_orders'))[0]!.n)).toBeGreaterThan(400);
    expect(await drift()).toEqual([]);
  });

  it('follow status moves, moves between agencies and types, and ignore updates that move no order', async () => {
    await run(`UPDATE train_orders SET status = 'closed' WHERE status = 'issued' AND id % 3 = 0`);
    await run(`UPDATE train_orders SET status = 'canceled' WHERE status = 'to_be_paid'`);
    expect(await drift()).toEqual([]);
    await run(`UPDATE train_orders SET agency_id = ${kowloon} WHERE id % 7 = 0 AND ${bulk(1, 400)}`);
    await run(`UPDATE train_orders SET type = 'change', status = 'changing' WHERE id % 13 = 0 AND ${bulk(1, 400)}`);
    expect(await drift()).toEqual([]);
    const before = await kept();
    await run(`UPDATE train_orders SET payment_status = 'paid', updated_at = now()`);
    expect(await kept()).toEqual(before);
  });

  it('follow deletions, and a rolled-back transaction leaves them as they were', async () => {
    const doomed = `SELECT id FROM train_orders WHERE id % 11 = 0 AND ${bulk(1, 400)}`;
    await run(`DELETE FROM train_order_tickets WHERE order_id IN (${doomed})`);
    await run(`DELETE FROM train_orders WHERE id IN (${doomed})`);
    expect(await drift()).toEqual([]);
    const before = await kept();
    const undone = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE train_orders SET status = 'closed' WHERE status = 'issued'`);
        await tx.execute(sql`DELETE FROM train_orders WHERE id NOT IN (SELECT order_id FROM train_order_tickets)
          AND id NOT IN (SELECT order_id FROM train_order_events)`);
        throw new Error('undone');
      })
      .catch((e: Error) => e.message);
    expect(undone).toBe('undone');
    expect(await kept()).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('stay exact while many transactions move orders of the same groups at once, and an insert runs beside them', async () => {
    const movers = Array.from({ length: 24 }, (_, i) =>
      t.database.db.transaction(async (tx) => {
        // Each transaction its own orders (no two wait on one order), each statement touching the same
        // counters as the others' (both agencies, two statuses, in both directions): the trigger takes
        // them in key order, so they wait on each other but never deadlock; the second statement moves
        // no order to another group and so writes no counter.
        const mine = sql.raw(`id % 24 = ${i} AND ${bulk(1, 400)} AND status IN ('issued', 'closed')`);
        await tx.execute(
          sql`UPDATE train_orders SET status = CASE status WHEN 'issued' THEN 'closed' ELSE 'issued' END,
            agency_id = CASE WHEN id % 2 = 1 THEN agency_id WHEN agency_id = ${kowloon} THEN ${harbour} ELSE ${kowloon} END WHERE ${mine}`,
        );
        await tx.execute(sql`UPDATE train_orders SET updated_at = now() WHERE ${mine}`);
      }),
    );
    const [insert, ...rest] = bulkTrainOrderStatements(401, 500);
    const inserting = run(insert!);
    const outcomes = await Promise.allSettled([...movers, inserting]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    for (const statement of rest) await run(statement);
    expect(await drift()).toEqual([]);
  });
});

describe('the API answers from the count table', () => {
  /** The list's total: from the count table (`query`), and counted (the same with a creation date that every order passes). */
  async function totals(token: string, query: string): Promise<[string, string]> {
    const total = async (q: string) =>
      (await t.call<unknown[]>({ method: 'GET', url: `/api/order/v2/train/orders?_start=0&_end=5${q}`, headers: bearer(token) })).headers[
        'x-total-count'
      ] as string;
    return [await total(query), await total(`${query}&from=2000-01-01`)];
  }

  it.each(['harbour.ops', 'kowloon.super', 'admin'])('as %s, the total equals a count of the same orders', async (username) => {
    const token = await t.login(username);
    for (const query of [
      '',
      '&status=issued',
      '&status=closed,canceled',
      '&type=refund',
      '&directOnly=true',
      '&status=changing&type=change',
    ]) {
      const [fromTable, counted] = await totals(token, query);
      if (!query) expect(Number(fromTable), username).toBeGreaterThan(0);
      expect(fromTable, `${username} ${query}`).toBe(counted);
    }
  });

  it('the status counts equal a count per status', async () => {
    const token = await t.login('admin');
    const answer = await t.call<Array<{ status: string; cnt: number }>>({
      method: 'GET',
      url: '/api/order/v2/train/orders/status',
      headers: bearer(token),
    });
    const counted = rowsOf<{ status: string; cnt: number }>(
      await run('SELECT status, count(*)::int AS cnt FROM train_orders GROUP BY status ORDER BY status'),
    );
    expect(answer.body.data).toEqual(counted.map((r) => ({ status: r.status, cnt: Number(r.cnt) })));
    const asked = await t.call<Array<{ status: string; cnt: number }>>({
      method: 'GET',
      url: '/api/order/v2/train/orders/status?status=issued,refunding&type=origin',
      headers: bearer(token),
    });
    const issued = rowsOf<{ n: number }>(
      await run(`SELECT count(*)::int AS n FROM train_orders WHERE status = 'issued' AND type = 'origin'`),
    )[0]!.n;
    expect(asked.body.data).toEqual([
      { status: 'issued', cnt: Number(issued) },
      { status: 'refunding', cnt: 0 },
    ]);
  });

  it('the train number filter finds the orders whose journeys name the train', async () => {
    const token = await t.login('admin');
    const answer = await t.call<Array<{ id: number }>>({
      method: 'GET',
      url: '/api/order/v2/train/orders?trainNo=g7&_start=0&_end=100&_sort=id&_order=asc',
      headers: bearer(token),
    });
    const named = rowsOf<{ id: number }>(
      await run(
        `SELECT o.id FROM train_orders o WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(o.journeys) j WHERE j->>'trainNo' = 'G7') ORDER BY o.id`,
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(answer.body.data.map((r) => r.id)).toEqual(named.map((r) => r.id));
    expect(answer.headers['x-total-count']).toBe(String(named.length));
  });
});
