// The agencies list: scope, filters, sort and one page, with each row's wallet figures. The total
// comes with the page (a window count) so a page is one query plus one for the wallets.
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Agency, agencyListFilterSchema } from '@/domain/schemas/agencies';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import { containing } from '../http/like';
import { orderSql, sortTerms, type SortColumns } from '../db/list-order';
import { pageOfIds, pageWithTotal } from '../http/paged';
import { agencyBalanceBetween, walletSummaries } from '../wallet/agency-balances';
import { managedAgencies } from './scope';
import { AGENCY_VIEW_COLUMNS, agencyView } from './view';

type Filters = z.infer<typeof agencyListFilterSchema>;

const parent = alias(agencies, 'parent');

// Each sort field, then the id in the same direction: one walk of an (field, id) index either way.
const SORT_COLUMNS: SortColumns = {
  id: [],
  name: ['name'],
  alias: ['alias'],
  code: ['code'],
  status: ['status'],
  createdAt: ['created_at'],
};

export function agencyFilters(identity: Identity, f: Filters): SQL {
  return and(
    managedAgencies(identity),
    f.name_like ? ilike(agencies.name, containing(f.name_like)) : undefined,
    f.alias_like ? ilike(agencies.alias, containing(f.alias_like)) : undefined,
    f.code_like ? ilike(agencies.code, containing(f.code_like)) : undefined,
    f.status ? eq(agencies.status, f.status) : undefined,
    f.parentId ? eq(agencies.parentId, f.parentId) : undefined,
    f.proxyLevel !== undefined ? eq(agencies.proxyLevel, f.proxyLevel) : undefined,
    agencyBalanceBetween(f.balance_gte, f.balance_lte),
  )!;
}

/** The list's order: newest first unless a sort is asked (ascending unless said otherwise). */
export function agencyOrder(query: { _sort?: string; _order?: string }): SQL[] {
  return [orderSql(sortTerms(SORT_COLUMNS, query._sort ?? 'createdAt', query._order ?? (query._sort ? 'asc' : 'desc')), 'agencies')];
}

export async function listAgencies(
  db: Db,
  identity: Identity,
  query: Filters & { _sort?: string; _order?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: Agency[]; total: number }> {
  const where = agencyFilters(identity, query);
  const order = agencyOrder(query);
  const ids = pageOfIds(db, agencies, agencies.id, where, order, page);
  const { rows, total } = await pageWithTotal(
    db
      .select({ agency: AGENCY_VIEW_COLUMNS, parentName: parent.name })
      .from(ids)
      .innerJoin(agencies, eq(agencies.id, ids.id))
      .leftJoin(parent, eq(parent.id, agencies.parentId))
      .orderBy(...order),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(agencies)
      .where(where),
  );
  const wallets = await walletSummaries(
    db,
    rows.map((r) => r.agency.id),
  );
  return { rows: rows.map((r) => agencyView(r.agency, r.parentName, wallets.get(r.agency.id))), total };
}

export async function agencyById(db: Db, identity: Identity, id: number): Promise<Agency | undefined> {
  const [row] = await db
    .select({ agency: AGENCY_VIEW_COLUMNS, parentName: parent.name })
    .from(agencies)
    .leftJoin(parent, eq(parent.id, agencies.parentId))
    .where(and(eq(agencies.id, id), managedAgencies(identity)));
  if (!row) return undefined;
  const wallets = await walletSummaries(db, [id]);
  return agencyView(row.agency, row.parentName, wallets.get(id));
}
