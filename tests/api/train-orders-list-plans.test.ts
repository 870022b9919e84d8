// Every sort and the text searches of the train orders list are index walks: the query plans
// (EXPLAIN) read no order or ticket by a sequential scan, each sort walks its own index (per agency
// in scope, table-wide for staff) and sorts no more than one walk's worth per agency; keyset pages
// (cursor) follow each other as offset pages do, and a cursor out of scope positions nothing; a total
// without a search reads the status-count table, not the orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '@/server/auth/identity';
import { rowsOf } from '@/server/db/executor';
import type { ListPage } from '@/server/db/list-order';
import type { TrainOrderFilter } from '@/domain/trains/schemas';
import { trainCountStatement, trainListStatement } from '@/server/trains/queries';
import { bulkTrainOrderStatements } from '../../bench/train-order-seed';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { expectIndexWalks as expectWalks, planOf as plansOf, type PlanNode } from './support/query-plans';

const BULK_ORDERS = 3000;

let t: TestApp;
const who: Record<string, Identity> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const statement of bulkTrainOrderStatements(1, BULK_ORDERS)) await t.database.db.execute(sql.raw(statement));
  // Kowloon (a sub-agency) reads train orders too, for the out-of-scope cursor.
  await t.database.db.execute(
    sql`UPDATE agencies SET common_config = common_config || '{"enableTrainService": true}'::jsonb WHERE code = 'KOWLOON'`,
  );
  for (const username of ['harbour.ops', 'admin']) {
    const token = await t.login(username);
    who[username] = (await t.app.sessions.authenticate(token)) as Identity;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ORDER_TABLES = ['train_orders', 'train_order_tickets'];
const planOf = (statement: SQL) => plansOf(t.database, statement);
const expectIndexWalks = (nodes: PlanNode[], most: number) => expectWalks(nodes, ORDER_TABLES, most);
const indexesOf = (nodes: PlanNode[]) => nodes.map((n) => n['Index Name']);
/** The most orders one scan of train_orders expects to read (a search must reach them from its index, not probe them all). */
const ordersRead = (nodes: PlanNode[]) =>
  Math.max(...nodes.filter((n) => n['Relation Name'] === 'train_orders' && /Scan/.test(n['Node Type'])).map((n) => n['Plan Rows']));

const page = (extra: Partial<ListPage> = {}): ListPage => ({ offset: 0, limit: 20, ...extra });
/** Each sort and the index its walk reads: per agency (an agency user), table-wide (staff). */
const SORTS = [
  ['createdAt', 'train_orders_list_agency_created_idx', 'train_orders_list_created_idx'],
  ['totalAmount', 'train_orders_list_agency_amount_idx', 'train_orders_list_amount_idx'],
  ['departure', 'train_orders_list_agency_departure_idx', 'train_orders_list_departure_idx'],
  ['id', 'train_orders_list_agency_id_idx', 'train_orders_pkey'],
].flatMap(([sort, agencyIndex, staffIndex]) =>
  ['asc', 'desc'].map((order) => ({ sort: sort!, order, index: { 'harbour.ops': agencyIndex!, admin: staffIndex! } })),
);
/** Filters and, for the searches, the index that must find their rows (else every order is probed). */
const FILTERS: Array<[string, TrainOrderFilter, string?]> = [
  ['passenger (part of a name)', { passenger: 'PAX123' }, 'train_order_tickets_name_trgm_idx'],
  ['booking number (part of it)', { bookingNo: 'RB1234' }, 'train_orders_supplier_ref_trgm_idx'],
  ['ticket number', { ticketNo: 'E000002468' }, 'train_order_tickets_number_idx'],
  ['order number', { orderId: 'TB000000001234' }],
  ['train number', { trainNo: 'G7' }, 'train_orders_journeys_idx'],
  ['one status', { status: ['to_be_paid'] }],
  ['creation dates', { from: '2025-01-01', to: '2025-01-31' }],
];

describe('train orders list query plans', () => {
  it.each(['harbour.ops', 'admin'] as const)('as %s, every sort walks its index in both directions', async (username) => {
    for (const { sort, order, index } of SORTS) {
      const nodes = await planOf(trainListStatement(who[username]!, {}, page({ sort, order })));
      expectIndexWalks(nodes, 100);
      expect(indexesOf(nodes), `${sort} ${order}`).toContain(index[username]);
    }
  });

  it.each(['harbour.ops', 'admin'])('as %s, the searches start from their index, and so do their counts', async (username) => {
    for (const [name, filter, index] of FILTERS) {
      const plans = [
        await planOf(trainListStatement(who[username]!, filter, page())),
        await planOf(trainCountStatement(who[username]!, filter)),
      ];
      expectIndexWalks(plans[0]!, 500);
      expectIndexWalks(plans[1]!, 0);
      for (const nodes of plans) {
        if (!index) continue;
        expect(indexesOf(nodes), name).toContain(index);
        expect(ordersRead(nodes), name).toBeLessThanOrEqual(50);
      }
    }
  });

  it.each(['harbour.ops', 'admin'])(
    'as %s, a total of scope, statuses and type alone reads the count table, not the orders',
    async (username) => {
      const filters: TrainOrderFilter[] = [
        {},
        { status: ['issued'] },
        { status: ['issued', 'closed'], type: 'origin' },
        { directOnly: true },
        { tz: 'Asia/Shanghai' },
      ];
      for (const filter of filters) {
        const nodes = await planOf(trainCountStatement(who[username]!, filter));
        const tables = nodes.map((n) => n['Relation Name']).filter(Boolean);
        expect(tables, JSON.stringify(filter)).toContain('train_order_status_counts');
        expect(tables, JSON.stringify(filter)).not.toContain('train_orders');
      }
      // Any other filter counts the orders it matches.
      const searched = await planOf(trainCountStatement(who[username]!, { bookingNo: 'RB1234' }));
      expect(searched.map((n) => n['Relation Name'])).toContain('train_orders');
    },
  );

  it('a deep page counts through the index; a cursor starts where the last page ended', async () => {
    const ops = who['harbour.ops']!;
    const deep = await planOf(trainListStatement(ops, {}, page({ offset: 2000 })));
    expectIndexWalks(deep, 2 * 2020);
    expect(indexesOf(deep)).toContain('train_orders_list_agency_created_idx');
    for (const { sort, order, index } of SORTS) {
      const nodes = await planOf(trainListStatement(ops, {}, page({ sort, order, after: 1000 })));
      expectIndexWalks(nodes, 100);
      expect(indexesOf(nodes)).toContain(index['harbour.ops']);
    }
  });

  it.each(['harbour.ops', 'admin'])(
    'as %s, cursor pages follow each other without a gap or an overlap, in every sort',
    async (username) => {
      const token = await t.login(username);
      for (const { sort, order } of SORTS) {
        const list = (query: string) =>
          t.call<Array<{ id: number }>>({
            method: 'GET',
            url: `/api/order/v2/train/orders?_sort=${sort}&_order=${order}&${query}`,
            headers: bearer(token),
          });
        const byOffset = await list('_start=0&_end=90');
        expect(byOffset.body.data).toHaveLength(90);
        let cursor: unknown;
        const walked: number[] = [];
        for (let i = 0; i < 3; i++) {
          const answer = await list(`_start=0&_end=30${cursor ? `&cursor=${cursor}` : ''}`);
          expect(answer.status).toBe(200);
          expect(answer.headers['x-total-count']).toBe(byOffset.headers['x-total-count']);
          walked.push(...answer.body.data.map((r) => r.id));
          cursor = answer.headers['x-next-cursor'];
          expect(cursor, `${sort} ${order}`).toBe(String(answer.body.data.at(-1)!.id));
        }
        expect(walked, `${sort} ${order}`).toEqual(byOffset.body.data.map((r) => r.id));
        // And offset pages still page as before.
        const second = await list('_start=30&_end=60');
        expect(second.body.data.map((r) => r.id)).toEqual(walked.slice(30, 60));
      }
    },
  );

  it('a short last page names no next cursor', async () => {
    const token = await t.login('harbour.ops');
    const answer = await t.call<unknown[]>({
      method: 'GET',
      url: '/api/order/v2/train/orders?passenger=PAX1234&_end=20',
      headers: bearer(token),
    });
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data.length).toBeLessThan(20);
    expect(answer.headers['x-next-cursor']).toBeUndefined();
  });

  it('a cursor naming an order out of scope positions nothing', async () => {
    const token = await t.login('kowloon.super');
    const harbourOnly = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT o.id FROM train_orders o JOIN agencies a ON a.id = o.agency_id WHERE a.code = 'HARBOUR' LIMIT 1`,
      ),
    )[0]!;
    const list = (query: string) =>
      t.call<unknown[]>({ method: 'GET', url: `/api/order/v2/train/orders?_start=0&_end=20${query}`, headers: bearer(token) });
    expect((await list('')).body.data).toHaveLength(20);
    const answer = await list(`&cursor=${harbourOnly.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(answer.headers['x-next-cursor']).toBeUndefined();
  });
});
