// The live status-count tables (flight_order_status_counts, train_order_status_counts): orders per
// agency, order type and status, kept exact by triggers. A list's total and its status counts read
// a few of their rows instead of counting the orders (docs/orders-list-performance.md).
import { sql, type SQL } from 'drizzle-orm';

export type StatusCountTable = 'flight_order_status_counts' | 'train_order_status_counts';

/**
 * The count rows (`c`) within `scope` (a condition on c.agency_id), of the statuses asked (null or
 * undefined: every status; an empty list: none) and of the order type asked.
 */
export function countRowsWhere(scope: SQL, statuses: readonly string[] | null | undefined, type: string | undefined): SQL {
  const where: SQL[] = [scope];
  if (statuses)
    where.push(
      statuses.length
        ? sql`c.status IN (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (type) where.push(sql`c.type = ${type}`);
  return sql.join(where, sql` AND `);
}

/** Orders per status in those rows; statuses with no order left out. */
export function statusCountsSql(table: StatusCountTable, where: SQL): SQL {
  return sql`SELECT c.status, sum(c.cnt)::int AS cnt FROM ${sql.raw(table)} c WHERE ${where} GROUP BY c.status HAVING sum(c.cnt) > 0 ORDER BY c.status`;
}

/** The count of each status asked (0 for one with no order), or of every status found when none was asked. */
export function countsOfAsked<S extends string>(
  rows: ReadonlyArray<{ status: S; cnt: number | string }>,
  asked: readonly S[] | undefined,
): Array<{ status: S; cnt: number }> {
  const found = new Map(rows.map((r) => [r.status, Number(r.cnt)]));
  const wanted = asked?.length ? asked : rows.map((r) => r.status);
  return wanted.map((status) => ({ status, cnt: found.get(status) ?? 0 }));
}
