// The live status-count tables against a fresh count of the orders: the groups (agency, type, status)
// whose kept count differs from the rows counted now. Empty when the triggers kept them exact.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/server/db/executor';

export interface CountDrift {
  agency: number;
  type: string;
  status: string;
  counted: string | number | null;
  kept: string | number | null;
}

/** `visible`: the condition an order counts under (flight orders: not deleted). */
export async function statusCountDrift(db: Executor, orders: string, counts: string, visible = 'true'): Promise<CountDrift[]> {
  return rowsOf<CountDrift>(
    await db.execute(
      sql.raw(`
      SELECT coalesce(a.agency_id, b.agency_id) AS agency, coalesce(a.type, b.type) AS type, coalesce(a.status, b.status) AS status,
        a.cnt AS counted, b.cnt AS kept FROM
        (SELECT agency_id, type, status, count(*) AS cnt FROM ${orders} WHERE ${visible} GROUP BY 1, 2, 3) a
        FULL JOIN (SELECT agency_id, type, status, cnt FROM ${counts} WHERE cnt <> 0) b
          ON a.agency_id = b.agency_id AND a.type = b.type AND a.status = b.status
      WHERE a.cnt IS DISTINCT FROM b.cnt`),
    ),
  );
}
