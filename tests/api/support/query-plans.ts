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

/** No row of `tables` read in full; every sort's input at most `most` rows (by the planner's estimate). */
export function expectIndexWalks(nodes: PlanNode[], tables: readonly string[], most: number) {
  const scans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''));
  expect(scans.map((n) => n['Relation Name'])).toEqual([]);
  const sorted = nodes.filter((n) => n['Node Type'] === 'Sort').map((n) => Math.max(...(n.Plans ?? []).map((p) => p['Plan Rows'])));
  for (const rows of sorted) expect(rows).toBeLessThanOrEqual(most);
}
