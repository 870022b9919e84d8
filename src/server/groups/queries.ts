// Group order lists (agency: its own; desk: every agency) and the per-status counts of the menu.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GroupOrderRow, GroupRequest } from '@/domain/groups/schemas';
import { GROUP_MENU, type GroupStatus } from '@/domain/groups/status';
import { agencies, groupOrders } from '../db/schema';
import type { Db } from '../db/client';
import { pageWithTotal } from '../http/paged';
import { routeOf } from './view';

export interface GroupListFilter {
  agencyId?: number;
  status?: string;
}

function where(filter: GroupListFilter): SQL | undefined {
  const terms: SQL[] = [];
  if (filter.agencyId !== undefined) terms.push(eq(groupOrders.agencyId, filter.agencyId));
  if (filter.status && filter.status !== 'all') terms.push(eq(groupOrders.status, filter.status));
  return terms.length ? and(...terms) : undefined;
}

const nextDue = sql<Date | null>`(SELECT min(i.due_at) FROM group_instalments i WHERE i.group_id = ${groupOrders.id} AND i.paid_at IS NULL)`;
const paid = sql<string>`(SELECT coalesce(sum(i.amount), 0) FROM group_instalments i WHERE i.group_id = ${groupOrders.id} AND i.paid_at IS NOT NULL)`;

export async function listGroups(
  db: Db,
  filter: GroupListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GroupOrderRow[]; total: number }> {
  const { rows, total } = await pageWithTotal(
    db
      .select({ g: groupOrders, agencyName: agencies.name, nextDue, paid })
      .from(groupOrders)
      .innerJoin(agencies, eq(agencies.id, groupOrders.agencyId))
      .where(where(filter))
      .orderBy(desc(groupOrders.createdAt), desc(groupOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(groupOrders).where(where(filter)),
  );
  return {
    total,
    rows: rows.map(({ g, agencyName, nextDue: due, paid: paidSum }) => {
      const request = g.request as GroupRequest;
      const ended = ['issued', 'failed', 'canceled', 'closed', 'proceeding'].includes(g.status);
      return {
        id: g.id,
        orderNo: g.orderNo,
        agencyId: g.agencyId,
        agencyName,
        status: g.status as GroupStatus,
        currency: g.currency,
        totalAmount: g.totalAmount,
        paidAmount: Number(paidSum),
        createdAt: g.createdAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
        route: routeOf(request),
        passengerCount: g.adults + g.children + g.infants,
        departureDate: request.groupOrderExtraInfo.journeys[0]!.date,
        nextDueAt: !ended && due ? new Date(due).toISOString() : null,
      };
    }),
  };
}

/** Counts per status ({status, cnt}) for every menu route, 'all' first. */
export async function statusCounts(db: Db, agencyId?: number): Promise<Array<{ status: string; cnt: number }>> {
  const rows = await db
    .select({ status: groupOrders.status, n: count() })
    .from(groupOrders)
    .where(where({ agencyId }))
    .groupBy(groupOrders.status);
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const all = rows.reduce((s, r) => s + Number(r.n), 0);
  return GROUP_MENU.map((status) => ({ status, cnt: status === 'all' ? all : (by.get(status) ?? 0) }));
}
