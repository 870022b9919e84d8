// Every sort and filter the console offers on the wallet movements, user log, agencies and users
// lists is an index walk: the query plans (EXPLAIN) read none of their tables by a sequential scan
// and sort no more than a page's candidates, also when planned once for any page (a prepared
// statement's generic plan). Sequential scans are priced out so that a book this small plans as a
// large one would (docs/admin-lists-performance.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { agencyFilters, agencyOrder } from '@/server/agencies/queries';
import { userLogCountStatement, userLogPageStatement } from '@/server/audit/routes';
import type { Identity } from '@/server/auth/identity';
import { agencies, users } from '@/server/db/schema';
import { countLimitOf } from '@/server/db/capped-count';
import type { ListPage } from '@/server/db/list-order';
import { pageOfIds } from '@/server/http/paged';
import { userFilters, userOrder } from '@/server/users/service';
import { transactionCountStatement, transactionPageStatement } from '@/server/wallet/transactions';
import { bulkAdminStatements } from '../../bench/admin-list-seed';
import { expectCursorPagesMatchOffsets } from './support/cursor-pages';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { expectIndexWalks, expectOrderedWalks, genericPlanOf, planOf, type PlanNode } from './support/query-plans';

const BULK_ORDERS = 3000;

let t: TestApp;
let harbour: Identity;
let harbourToken: string;
beforeAll(async () => {
  t = await startTestApp();
  for (const statement of bulkAdminStatements(1, BULK_ORDERS)) await t.database.db.execute(sql.raw(statement));
  harbourToken = await t.login('harbour.super');
  harbour = (await t.app.sessions.authenticate(harbourToken)) as Identity;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = (extra: Partial<ListPage> = {}): ListPage => ({ offset: 0, limit: 20, ...extra });
const directions = (fields: string[]) => fields.flatMap((sort) => ['asc', 'desc'].map((order) => ({ sort, order })));

/** A page's plan, and its generic plan: neither scans `tables` in full nor sorts more than `most` rows of them. */
async function expectWalks(statement: SQL, tables: string[], most = 100, index?: string) {
  const plans = [await planOf(t.database, statement), await genericPlanOf(t.database, statement)];
  for (const nodes of plans) {
    expectIndexWalks(nodes, tables, most);
    expectOrderedWalks(nodes, tables);
    if (index) expect(nodes.map((n) => n['Index Name'])).toContain(index);
  }
}
/** A filtered page or a count: no full scan of `tables`, at most `most` rows sorted, through `index` when named. */
const expectNoFullScan = async (statement: SQL, tables: string[], index?: string, most = 0) => {
  const nodes: PlanNode[] = await planOf(t.database, statement);
  expectIndexWalks(nodes, tables, most);
  if (index) expect(nodes.map((n) => n['Index Name'])).toContain(index);
};
/** A filtered page may sort the matches it found through another index than the sort's (a few hundred at most). */
const FILTERED_MOST = 500;

describe('wallet movements list query plans', () => {
  const TABLES = ['ledger_entries', 'ledger_transfers'];
  const TYPE_INDEX = 'ledger_entries_account_type_idx';
  const FILTERS: Array<[string, Record<string, unknown>, string?]> = [
    ['a common type', { type: 'flight_origin' }, TYPE_INDEX],
    ['a rare type', { type: 'top_up' }, TYPE_INDEX],
    ['a parent transfer', { type: 'transfer_to_sub_agency' }, TYPE_INDEX],
    ['creation dates', { from: '2025-01-01', to: '2025-01-31' }],
    ['an amount range', { amount_gte: -20000, amount_lte: -10000 }],
    ['an order number', { orderId: 'B0000000500' }],
  ];

  it('every sort walks an index in both directions, also planned once for any page, and from a cursor', async () => {
    for (const sort of directions(['paymentTime', 'amount', 'id'])) {
      // The merge of one walk per wallet sorts a page's worth per wallet.
      await expectWalks(transactionPageStatement(harbour.agency.id, {}, page(sort)).ids, TABLES, FILTERED_MOST);
      await expectWalks(transactionPageStatement(harbour.agency.id, {}, page({ ...sort, after: 1000 })).ids, TABLES, FILTERED_MOST);
    }
  });

  it('every filter walks an index, and so does its count', async () => {
    for (const [, filter, index] of FILTERS) {
      await expectNoFullScan(transactionPageStatement(harbour.agency.id, filter, page()).ids, TABLES, index, FILTERED_MOST);
      await expectNoFullScan(transactionCountStatement(harbour.agency.id, filter, countLimitOf(page())), TABLES, index);
    }
  });

  it('a type filter walks the wallet by (type, time) in either direction, also planned once for any page and from a cursor', async () => {
    for (const type of ['flight_origin', 'top_up', 'transfer_from_parent'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const typed = (extra: Partial<ListPage>) =>
          transactionPageStatement(harbour.agency.id, { type }, page({ sort: 'paymentTime', order, ...extra })).ids;
        // The type's walk never reads the transfers: the type is on the entry.
        await expectWalks(typed({}), ['ledger_entries'], FILTERED_MOST, TYPE_INDEX);
        await expectWalks(typed({ after: 1000 }), ['ledger_entries'], FILTERED_MOST, TYPE_INDEX);
        for (const nodes of [await planOf(t.database, typed({})), await genericPlanOf(t.database, typed({}))]) {
          expect(nodes.map((n) => n['Relation Name'])).not.toContain('ledger_transfers');
        }
      }
    }
  });

  it('cursor pages follow each other without a gap or an overlap, in every sort, as offset pages do', async () => {
    await expectCursorPagesMatchOffsets(t, harbourToken, '/api/base/v2/transactions', directions(['paymentTime', 'amount']));
  });
});

describe('user log query plans', () => {
  const TABLES = ['audit_log'];
  it('both sorts, every filter and their counts walk an index; a cursor starts inside it', async () => {
    const superId = harbour.user.id;
    const filters: Array<[Record<string, unknown>, string?]> = [
      [{}],
      [{ action: 'flight.order.pay' }, 'audit_agency_action_idx'],
      [{ action: 'wallet.top_up' }, 'audit_agency_action_idx'],
      [{ userId: superId }, 'audit_agency_user_idx'],
      [{ createdAt_gte: '2025-01-01', createdAt_lte: '2025-01-31' }, 'audit_agency_idx'],
    ];
    for (const [filter, index] of filters) {
      for (const order of ['asc', 'desc']) {
        const query = { ...filter, _sort: 'createdAt', _order: order as 'asc' | 'desc' };
        await expectWalks(userLogPageStatement(harbour.agency.id, query, page()), TABLES, 100, index);
        await expectWalks(userLogPageStatement(harbour.agency.id, query, page({ after: 100 })), TABLES, 100, index);
      }
      await expectNoFullScan(userLogCountStatement(harbour.agency.id, filter, countLimitOf(page())), TABLES, index);
    }
  });

  it('cursor pages follow each other as offset pages do', async () => {
    await expectCursorPagesMatchOffsets(t, harbourToken, '/api/base/v2/user-log', directions(['createdAt']));
  });
});

describe('agencies and users list query plans', () => {
  const agencyPage = (query: Parameters<typeof agencyFilters>[1] & { _sort?: string; _order?: string }) =>
    t.database.db
      .select()
      .from(pageOfIds(t.database.db, agencies, agencies.id, agencyFilters(harbour, query), agencyOrder(query), page()))
      .getSQL();
  const userPage = (query: Parameters<typeof userFilters>[1] & { _sort?: string; _order?: string }) =>
    t.database.db
      .select()
      .from(pageOfIds(t.database.db, users, users.id, userFilters(harbour, query), userOrder(query), page()))
      .getSQL();
  const count = (table: typeof agencies | typeof users, where: SQL) =>
    t.database.db
      .select({ n: sql`count(*)` })
      .from(table)
      .where(where)
      .getSQL();

  it('every agencies sort walks an index in both directions; no filter reads every agency', async () => {
    for (const { sort, order } of directions(['createdAt', 'code', 'name', 'alias', 'status'])) {
      await expectWalks(agencyPage({ _sort: sort, _order: order }), ['agencies']);
    }
    // The page may walk the sort's index and skip what does not match; neither it nor the count reads
    // the table in full (the planner picks the trigram index or a covering index as the book's size says).
    for (const filter of [{ name_like: 'Agency 12' }, { alias_like: 'B12' }, { code_like: '00012' }]) {
      await expectNoFullScan(agencyPage(filter), ['agencies'], undefined, FILTERED_MOST);
      await expectNoFullScan(count(agencies, agencyFilters(harbour, filter)), ['agencies']);
    }
    await expectNoFullScan(agencyPage({ status: 'inactive' }), ['agencies'], undefined, FILTERED_MOST);
  });

  it('every users sort walks an index in both directions; no filter reads every user', async () => {
    for (const { sort, order } of directions(['username', 'createdAt', 'email', 'nickname', 'status'])) {
      await expectWalks(userPage({ _sort: sort, _order: order }), ['users']);
    }
    for (const filter of [{ username_like: 'user12' }, { email_like: 'user12' }]) {
      await expectNoFullScan(userPage(filter), ['users'], undefined, FILTERED_MOST);
      await expectNoFullScan(count(users, userFilters(harbour, filter)), ['users']);
    }
    await expectNoFullScan(userPage({ role: 'finance' }), ['users'], undefined, FILTERED_MOST);
    await expectNoFullScan(userPage({ status: 'inactive' }), ['users'], undefined, FILTERED_MOST);
  });
});

describe('totals of the long lists', () => {
  // A big wallet or log is counted only ten pages past the page asked: the pager gets a floor and
  // "at least", a later page counts on from where it starts, and a narrow filter still gets its exact count.
  it.each([
    ['/api/base/v2/transactions', 'type=top_up&amount_gte=999999999'],
    ['/api/base/v2/user-log', 'createdAt_lte=2000-01-01'],
  ])('%s counts ten pages ahead and says when its total is a floor', async (path, narrow) => {
    const list = (query: string) =>
      t.call<Array<{ id: number }>>({ method: 'GET', url: `${path}?${query}`, headers: bearer(harbourToken) });
    const first = await list('_start=0&_end=20');
    expect(first.headers['x-total-count']).toBe(String(countLimitOf({ offset: 0, limit: 20 })));
    expect(first.headers['x-total-count-at-least']).toBe('true');
    const later = await list('_start=200&_end=220');
    expect(later.headers['x-total-count']).toBe(String(countLimitOf({ offset: 200, limit: 20 })));
    expect(later.body.data).toHaveLength(20);
    const few = await list(`_start=0&_end=20&${narrow}`);
    expect(few.headers['x-total-count']).toBe('0');
    expect(few.headers['x-total-count-at-least']).toBeUndefined();
  });
});
