import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// One page of a list and its total, fetched side by side: a window count (count(*) over ()) would
// make the database build every matching row before it can return the first twenty.
export async function pageWithTotal<T>(page: Promise<T[]>, count: Promise<Array<{ n: number }>>): Promise<{ rows: T[]; total: number }> {
  const [rows, [counted]] = await Promise.all([page, count]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The ids of one page as a subquery, for a "deferred join": the database walks an index to find
 * the twenty ids and only then reads those twenty wide rows (and their joins), instead of reading
 * every row before the offset. At offset 5,000 in 10,000 agencies: 20 ms down to 1 ms.
 */
export function pageOfIds(db: Db, table: PgTable, id: PgColumn, where: SQL, order: SQL[], page: { offset: number; limit: number }) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit)
    .as('page_ids');
}
