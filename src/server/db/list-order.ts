// The order of an orders list (flight or train): each sort field as the columns it orders by, the
// order id breaking ties, the keyset condition that starts a page after a given order (a cursor),
// and the page's ids found by ordered index walks.
// Every term takes the direction of the field it came from and the id follows the last field's
// direction, so a single-field sort is one ordered index walk either way (docs/orders-list-performance.md).
import { sql, type SQL } from 'drizzle-orm';

/** A list's columns per sort field (`createdAt` is the default and the fallback); `id` is always added last. */
export type SortColumns = Readonly<Record<string, readonly string[]>>;

export interface SortTerm {
  column: string;
  desc: boolean;
}

/** A page: by offset (`_start`), or the rows after the order `after` (a cursor; the offset then counts from it). */
export interface ListPage {
  offset: number;
  limit: number;
  sort?: string;
  order?: string;
  after?: number;
}

/** simple-rest `_sort`/`_order` (comma separated) as ORDER BY terms ending in the id. */
export function sortTerms(columns: SortColumns, sort = 'createdAt', order = 'desc'): SortTerm[] {
  const orders = order.split(',');
  const terms: SortTerm[] = [];
  let lastDesc = true;
  sort.split(',').forEach((field, i) => {
    lastDesc = (orders[i] ?? orders[0] ?? 'desc').toLowerCase() !== 'asc';
    for (const column of columns[field] ?? columns.createdAt!) {
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
 * Rows of `o` (a row of `table`) that come after order `after` in this order. The cursor order's
 * values are read once (scalar subqueries, limited to the caller's scope, `scope` reading the
 * order as `x`: an order out of scope positions nothing, so the page is empty). One direction for
 * every term is a row comparison, which an index walk starts from directly; mixed directions spell
 * the comparison out.
 */
export function afterCursor(table: string, terms: readonly SortTerm[], after: number, scope: SQL): SQL {
  const valueOf = (column: string) => sql`(SELECT ${sql.raw(`x.${column}`)} FROM ${sql.raw(table)} x WHERE x.id = ${after} AND ${scope})`;
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

/** A page's ids by one ordered walk of `table` (aliased o) under `where`. */
export function walkedPageSql(table: string, where: SQL, terms: readonly SortTerm[], page: ListPage): SQL {
  return sql`SELECT o.id FROM ${sql.raw(table)} o WHERE ${where} ORDER BY ${orderSql(terms, 'o')} LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * A page's ids by one ordered walk of `table` (aliased o) per row of `walks` (an agency in scope, a
 * status...; `where` names the row), each stopping after `_start + page` rows, merged in one
 * statement (LATERAL): a few agencies' pages never sort every order of the scope. A walk reads only
 * the id and its sort columns, which a deep page finds in the index.
 */
export function mergedWalksSql(table: string, walks: SQL, where: SQL, terms: readonly SortTerm[], page: ListPage): SQL {
  return sql`SELECT u.id FROM ${walks} CROSS JOIN LATERAL (
    SELECT ${termColumns(terms, 'o')} FROM ${sql.raw(table)} o WHERE ${where} ORDER BY ${orderSql(terms, 'o')} LIMIT ${page.offset + page.limit}) u
    ORDER BY ${orderSql(terms, 'u')} LIMIT ${page.limit} OFFSET ${page.offset}`;
}
