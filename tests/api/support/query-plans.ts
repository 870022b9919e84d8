// Reading a statement's query plan (EXPLAIN, JSON) in the plan suites: every node flattened, with
// sequential scans priced out so that a small test book plans as a large one would.
import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/executor';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Every node of the statement's plan, sequential scans disabled (so only the lack of an index makes one). */
export async function planOf(database: Database, statement: SQL): Promise<PlanNode[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql`EXPLAIN (FORMAT JSON) ${statement}`));
    const plan = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN']) : row!['QUERY PLAN'];
    return nodesOf((plan as Array<{ Plan: PlanNode }>)[0]!.Plan);
  });
}

/**
 * Every node of the plan PostgreSQL makes once for any values (plan_cache_mode force_generic_plan), as
 * the server's prepared list statements may run: the page size and offset are then unknown to the
 * planner, which costs walks and sorts by guessed row counts.
 */
export async function genericPlanOf(database: Database, statement: SQL): Promise<PlanNode[]> {
  // drizzle's databases carry their dialect, which turns a statement into its text and values.
  const { dialect } = database.db as typeof database.db & { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } };
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // A prepared statement outlives its transaction, so each gets a name of its own.
  const name = `plan_under_test_${(preparedCount += 1)}`;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${params.map(literalOf).join(', ')})`)),
    );
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    const plan = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN']) : row!['QUERY PLAN'];
    return nodesOf((plan as Array<{ Plan: PlanNode }>)[0]!.Plan);
  });
}

let preparedCount = 0;

/** A statement's value written as SQL (the list statements take text, numbers and flags). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

const SCANS = ['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'];

/** No sort reads a scan of `tables` directly: each walk comes out of its index in the order asked. */
export function expectOrderedWalks(nodes: PlanNode[], tables: readonly string[]) {
  const sortedScans = nodes
    .filter((n) => n['Node Type'] === 'Sort')
    .flatMap((n) => n.Plans ?? [])
    .filter((child) => SCANS.includes(child['Node Type']) && tables.includes(child['Relation Name'] ?? ''));
  expect(sortedScans.map((n) => `${n['Node Type']} on ${n['Relation Name']} using ${n['Index Name'] ?? '-'}`)).toEqual([]);
}

/** No row of `tables` read in full; every sort's input at most `most` rows (by the planner's estimate). */
export function expectIndexWalks(nodes: PlanNode[], tables: readonly string[], most: number) {
  const scans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''));
  expect(scans.map((n) => n['Relation Name'])).toEqual([]);
  const sorted = nodes.filter((n) => n['Node Type'] === 'Sort').map((n) => Math.max(...(n.Plans ?? []).map((p) => p['Plan Rows'])));
  for (const rows of sorted) expect(rows).toBeLessThanOrEqual(most);
}
