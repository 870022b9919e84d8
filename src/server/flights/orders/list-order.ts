// The order of the orders list: each sort field as the columns it orders by, the order id breaking
// ties, and the keyset condition that starts a page after a given order (a cursor).
// Every term takes the direction of the field it came from and the id follows the last field's
// direction, so a single-field sort is one ordered index walk either way (docs/orders-list-performance.md).
import { sql, type SQL } from 'drizzle-orm';

/** Columns of flight_orders per sort field; a status sort shows the newest first within a status. */
const SORT_COLUMNS: Record<string, readonly string[]> = {
  createdAt: ['created_at'],
  totalAmount: ['total_amount'],
  id: [],
  status: ['status', 'created_at'],
};

export interface SortTerm {
  column: string;
  desc: boolean;
}

/** simple-rest `_sort`/`_order` (comma separated) as ORDER BY terms ending in the id. */
export function sortTerms(sort = 'createdAt', order = 'desc'): SortTerm[] {
  const orders = order.split(',');
  const terms: SortTerm[] = [];
  let lastDesc = true;
  sort.split(',').forEach((field, i) => {
    lastDesc = (orders[i] ?? orders[0] ?? 'desc').toLowerCase() !== 'asc';
    for (const column of SORT_COLUMNS[field] ?? SORT_COLUMNS.createdAt!) {
      if (!terms.some((t) => t.column === column)) terms.push({ column, desc: lastDesc });
    }
  });
  terms.push({ column: 'id', desc: lastDesc });
  return terms;
}

/** `o.created_at DESC, o.id DESC` for the alias given. */
export function orderSql(terms: readonly SortTerm[], alias: string): SQL {
  return sql.raw(terms.map((t) => `${alias}.${t.column} ${t.desc ? 'DESC' : 'ASC'}`).join(', '));
}

/** The columns a walk must carry for the merge above it to order by them (the id included). */
export function termColumns(terms: readonly SortTerm[], alias: string): SQL {
  return sql.raw(terms.map((t) => `${alias}.${t.column}`).join(', '));
}

/**
 * Rows of `o` that come after order `after` in this order. The cursor order's values are read
 * once (scalar subqueries, limited to the caller's scope: an order out of scope positions
 * nothing, so the page is empty). One direction for every term is a row comparison, which an
 * index walk starts from directly; mixed directions spell the comparison out.
 */
export function afterCursor(terms: readonly SortTerm[], after: number, scope: SQL): SQL {
  const valueOf = (column: string) => sql`(SELECT ${sql.raw(`x.${column}`)} FROM flight_orders x WHERE x.id = ${after} AND ${scope})`;
  const desc = terms[0]!.desc;
  if (terms.every((t) => t.desc === desc)) {
    return sql`(${termColumns(terms, 'o')}) ${sql.raw(desc ? '<' : '>')} (${sql.join(
      terms.map((t) => valueOf(t.column)),
      sql`, `,
    )})`;
  }
  const beyond = terms.map((term, i) => {
    const equal = terms.slice(0, i).map((t) => sql`${sql.raw(`o.${t.column}`)} = ${valueOf(t.column)}`);
    const past = sql`${sql.raw(`o.${term.column}`)} ${sql.raw(term.desc ? '<' : '>')} ${valueOf(term.column)}`;
    return sql`(${sql.join([...equal, past], sql` AND `)})`;
  });
  return sql`(${sql.join(beyond, sql` OR `)})`;
}
