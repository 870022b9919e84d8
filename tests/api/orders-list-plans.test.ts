// Every sort and filter the console offers on the flight orders list is an index walk: the query
// plans (EXPLAIN) read no order or passenger by a sequential scan, and sort no more than the page's
// candidates (one walk's worth per agency and status), never the whole book. Sequential scans are
// priced out so that a book this small plans as a large one would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '@/server/auth/identity';
import { rowsOf } from '@/server/db/executor';
import { seedDemoOrders } from '@/server/flights/orders/demo-seed';
import type { ListPage } from '@/server/db/list-order';
import { countLimitOf } from '@/server/db/capped-count';
import { nameTrigramShares, rarerParts } from '@/server/flights/orders/passenger-search';
import { countStatement, listConditions, listStatement, type OrderQuery } from '@/server/flights/orders/queries';
import { bulkOrderStatements } from '../../bench/order-seed';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { expectCursorPagesMatchOffsets } from './support/cursor-pages';
import {
  expectIndexWalks as expectWalks,
  expectOrderedWalks,
  genericPlanOf,
  planOf as plansOf,
  type PlanNode,
} from './support/query-plans';

const BULK_ORDERS = 3000;

let t: TestApp;
const who: Record<string, Identity> = {};
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.database.db);
  for (const statement of bulkOrderStatements(1, BULK_ORDERS)) await t.database.db.execute(sql.raw(statement));
  for (const username of ['harbour.ops', 'admin']) {
    const token = await t.login(username);
    who[username] = (await t.app.sessions.authenticate(token)) as Identity;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ORDER_TABLES = ['flight_orders', 'flight_order_passengers', 'flight_order_search'];
const planOf = (statement: SQL) => plansOf(t.database, statement);
const expectIndexWalks = (nodes: PlanNode[], most: number) => expectWalks(nodes, ORDER_TABLES, most);

const page = (extra: Partial<ListPage> = {}): ListPage => ({ offset: 0, limit: 20, ...extra });
const SORTS = ['createdAt', 'totalAmount', 'status'].flatMap((sort) => ['asc', 'desc'].map((order) => ({ sort, order })));
/** Filters and, for the text searches, the index that must find their rows (else every order is probed). */
const FILTERS: Array<[string, OrderQuery, string?]> = [
  ['order number', { orderId: 'B0000001234' }],
  ['booking number', { bookingNo: 'BENCH-1234' }],
  ['ticket number', { ticketNo: '781-0000001234' }, 'flight_order_passengers_ticket_digits_idx'],
  ['PNR', { pnr: 'A1B2C3' }],
  ['passenger (part of a name)', { passenger: 'PAX123' }, 'flight_order_search_names_trgm_idx'],
  [
    'passenger, the index asked for its rarer part',
    { passenger: 'PAX123', passengerIndexed: ['x123'] },
    'flight_order_search_names_trgm_idx',
  ],
  // A common name is kept out of the name index: the page walks the newest orders, the count each
  // agency's search rows (staff: every agency's, newest first).
  ['passenger, a common name', { passenger: 'PAX', passengerIndexed: 'walk' }],
  ['creation dates', { from: '2025-01-01', to: '2025-01-31' }],
  ['one status', { status: ['rfd_to_be_confirm'] }],
  ['several statuses', { status: ['to_be_paid', 'proceeding'] }],
  ['an order kind', { type: 'refund' }],
  ['a pending section tab', { section: 'refunding', type: 'refund' }],
  ['direct bookings only', { directOnly: true }],
];

describe('orders list query plans', () => {
  it.each(['harbour.ops', 'admin'])('as %s, every sort walks an index in both directions', async (username) => {
    for (const sort of SORTS) expectIndexWalks(await planOf(listStatement(who[username]!, {}, page(sort))), 100);
  });

  it.each(['harbour.ops', 'admin'])('as %s, every sort still walks its index in order when planned once for any page', async (username) => {
    // The server prepares list statements on PostgreSQL; a plan made without the page's size once
    // chose to sort an agency's whole book by status rather than walk an index that also holds hidden orders.
    for (const sort of SORTS) {
      const nodes = await genericPlanOf(t.database, listStatement(who[username]!, {}, page(sort)));
      expectOrderedWalks(nodes, ORDER_TABLES);
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ORDER_TABLES.includes(n['Relation Name'] ?? ''))).toEqual([]);
    }
  });

  it.each(['harbour.ops', 'admin'])('as %s, every filter walks an index, and so does its count', async (username) => {
    for (const [, filter, index] of FILTERS) {
      const query = username === 'admin' && filter.directOnly ? { agencyId: who['harbour.ops']!.agency.id } : filter;
      const plans = [
        await planOf(listStatement(who[username]!, query, page())),
        await planOf(countStatement(who[username]!, query, countLimitOf(page()))),
      ];
      expectIndexWalks(plans[0]!, 500);
      expectIndexWalks(plans[1]!, 0);
      for (const nodes of plans) if (index) expect(nodes.map((n) => n['Index Name'])).toContain(index);
    }
  });

  it('a passenger search leaves the trigrams most names share out of the index condition, and finds the same orders', async () => {
    // Every bulk passenger is PAX<n>: `pax` is in every name, so the index is asked for `x123` only.
    const shares = await nameTrigramShares(t.database.db);
    expect(shares.get('pax')).toBeGreaterThan(0.5);
    expect(rarerParts('PAX123', shares)).toEqual(['x123']);
    const token = await t.login('harbour.ops');
    const listed = await t.call<Array<{ id: number }>>({
      method: 'GET',
      url: '/api/order/v2/flight/orders?passenger=pax123&_start=0&_end=1000',
      headers: bearer(token),
    });
    const ops = who['harbour.ops']!;
    const expected = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT o.id FROM flight_orders o WHERE ${listConditions(ops, { passenger: 'PAX123' })} ORDER BY o.created_at DESC, o.id DESC`,
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(listed.body.data.map((r) => Number(r.id))).toEqual(expected.map((r) => Number(r.id)));
  });

  it("a common name is counted on each agency's search rows, newest first for staff, never through the name index", async () => {
    const walk: OrderQuery = { passenger: 'PAX', passengerIndexed: 'walk' };
    const indexes = async (username: string) =>
      (await planOf(countStatement(who[username]!, walk, countLimitOf(page())))).map((n) => n['Index Name']);
    expect(await indexes('harbour.ops')).toContain('flight_order_search_agency_idx');
    expect(await indexes('admin')).toContain('flight_order_search_pkey');
    for (const username of ['harbour.ops', 'admin']) expect(await indexes(username)).not.toContain('flight_order_search_names_trgm_idx');
  });

  it('a deep page counts through the index; a cursor starts where the last page ended', async () => {
    const ops = who['harbour.ops']!;
    const deep = await planOf(listStatement(ops, {}, page({ offset: 2000 })));
    expectIndexWalks(deep, 2 * 2020);
    expect(deep.some((n) => n['Node Type'] === 'Index Only Scan' && n['Relation Name'] === 'flight_orders')).toBe(true);
    for (const sort of SORTS) expectIndexWalks(await planOf(listStatement(ops, {}, page({ ...sort, after: 1000 }))), 100);
  });

  it('cursor pages follow each other without a gap or an overlap, in every sort, as offset pages do', async () => {
    await expectCursorPagesMatchOffsets(t, await t.login('harbour.ops'), '/api/order/v2/flight/orders', SORTS);
  });

  it("counts a filter's matches up to ten pages ahead and says when the total is a floor", async () => {
    const token = await t.login('harbour.ops');
    const list = (query: string) =>
      t.call<Array<{ id: number }>>({ method: 'GET', url: `/api/order/v2/flight/orders?${query}`, headers: bearer(token) });
    // Every order of the agency, exactly, from the count table; then the same orders through a date filter.
    const all = Number((await list('_start=0&_end=20')).headers['x-total-count']);
    expect(all).toBeGreaterThan(countLimitOf({ offset: 100, limit: 20 }));
    const first = await list('_start=0&_end=20&from=2000-01-01');
    expect(first.headers['x-total-count']).toBe(String(countLimitOf({ offset: 0, limit: 20 })));
    expect(first.headers['x-total-count-at-least']).toBe('true');
    expect(String(first.headers['access-control-expose-headers'])).toContain('x-total-count-at-least');
    // A later page counts on from where it starts: the pager always has a page after the one shown.
    const later = await list('_start=100&_end=120&from=2000-01-01');
    expect(later.headers['x-total-count']).toBe(String(countLimitOf({ offset: 100, limit: 20 })));
    // The last page offered counts on: its own ten pages ahead.
    expect(Number(later.headers['x-total-count'])).toBeGreaterThan(Number(first.headers['x-total-count']));
    // Fewer matches than the cap: the exact count, and no floor.
    const few = await list('_start=0&_end=20&bookingNo=BENCH-1234');
    expect(Number(few.headers['x-total-count'])).toBe(few.body.data.length);
    expect(few.headers['x-total-count-at-least']).toBeUndefined();
  });

  it('a cursor naming an order out of scope positions nothing', async () => {
    const token = await t.login('kowloon.super');
    const harbourOnly = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT o.id FROM flight_orders o JOIN agencies a ON a.id = o.agency_id WHERE a.code = 'HARBOUR' LIMIT 1`,
      ),
    )[0]!;
    const answer = await t.call<unknown[]>({
      method: 'GET',
      url: `/api/order/v2/flight/orders?_start=0&_end=20&cursor=${harbourOnly.id}`,
      headers: bearer(token),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it('compiles no query just in time: a generic plan over a large book would pay 25-50 ms of compiling for 1 ms of work', async () => {
    // PGlite has no JIT at all; on PostgreSQL the server's connections turn it off.
    const [row] = rowsOf<{ compiled: boolean }>(
      await t.database.db.execute(sql`SELECT current_setting('jit') = 'on' AND pg_jit_available() AS compiled`),
    );
    expect(row!.compiled).toBe(false);
  });
});
