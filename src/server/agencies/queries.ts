// The agencies list: scope, filters, sort and one page, with each row's wallet figures. The total
// comes with the page (a window count) so a page is one query plus one for the wallets.
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Agency, agencyListFilterSchema } from '@/domain/schemas/agencies';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import { containing } from '../http/like';
import { orderBy } from '../http/list-sort';
import { pageOfIds, pageWithTotal } from '../http/paged';
import { agencyBalanceBetween, walletSummaries } from '../wallet/agency-balances';
import { managedAgencies } from './scope';
import { AGENCY_VIEW_COLUMNS, agencyView } from './view';

type Filters = z.infer<typeof agencyListFilterSchema>;

const parent = alias(agencies, 'parent');

const SORTABLE = {
  id: agencies.id,
  name: agencies.name,
  alias: agencies.alias,
  code: agencies.code,
  status: agencies.status,
  createdAt: agencies.createdAt,
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

export async function listAgencies(
  db: Db,
  identity: Identity,
  query: Filters & { _sort?: string; _order?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: Agency[]; total: number }> {
  const where = agencyFilters(identity, query);
  const order = orderBy(query, SORTABLE, [desc(agencies.createdAt)], agencies.id);
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
