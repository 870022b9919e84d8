// Moves an embedded database (a PGlite folder) into an empty PostgreSQL database, for an agency that
// outgrows one machine (docs/scaling.md):
// 1. the target must hold no tables; it gets our schema from the same migrations and the job queue's
//    schema from pg-boss itself, with the source's queues created by pg-boss's own function;
// 2. every table of ours and of the job queue (emptied first: some migrations insert rows) is copied in one snapshot of the source (one
//    repeatable-read transaction, through a cursor per table, rows as JSON so every type survives) into
//    one transaction on the target, with triggers and foreign-key checks held back while it loads
//    (session_replication_role = replica: the rows were consistent in the source; the status-count
//    triggers must not count copied orders twice);
// 3. every sequence is set to the source's value;
// 4. the row counts of both sides are compared and the ledger is checked on both.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf, type Executor } from './executor';
import { installJobSchema, JOB_SCHEMA } from '../jobs/queue';
import { checkLedger } from '../wallet/check';

const BATCH = 1_000;
const SCHEMAS = ['public', JOB_SCHEMA];
/** The job queue's tables that pg-boss fills itself on the target (its version; queues through create_queue). */
const MADE_BY_PG_BOSS = new Set([`${JOB_SCHEMA}.version`, `${JOB_SCHEMA}.queue`]);

export interface MoveReport {
  tables: Array<{ table: string; source: number; target: number }>;
  sequences: number;
  ledger: { source: string[]; target: string[] };
  ok: boolean;
}

const qualified = (table: string) =>
  sql.raw(
    table
      .split('.')
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join('.'),
  );

/** Tables that hold rows (a partitioned table's rows are read and written through its parent). */
async function tablesOf(db: Executor): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
    SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN (${sql.join(
      SCHEMAS.map((s) => sql`${s}`),
      sql`, `,
    )}) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY 1`),
  ).map((r) => r.name);
}

async function countOf(db: Executor, table: string): Promise<number> {
  return Number(rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM ${qualified(table)}`))[0]!.n);
}

export async function assertEmpty(target: Db): Promise<void> {
  const [row] = rowsOf<{ n: string | number }>(
    await target.execute(sql`SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`),
  );
  if (Number(row!.n) > 0) throw new Error(`the target database already holds ${row!.n} tables: move into an empty database (createdb)`);
}

/** The target's schema: our migrations, pg-boss's schema, and the source's queues made by pg-boss's function. */
async function prepareTarget(source: Executor, target: Db, migrate: () => Promise<void>): Promise<void> {
  await migrate();
  await installJobSchema(target);
  const queues = rowsOf<Record<string, unknown>>(
    await source.execute(sql`SELECT * FROM ${qualified(`${JOB_SCHEMA}.queue`)} ORDER BY (dead_letter IS NOT NULL), name`),
  );
  for (const q of queues) {
    const options = {
      policy: q.policy,
      retryLimit: q.retry_limit,
      retryDelay: q.retry_delay,
      retryBackoff: q.retry_backoff,
      expireInSeconds: q.expire_seconds,
      retentionMinutes: q.retention_minutes,
      deadLetter: q.dead_letter,
    };
    await target.execute(sql`SELECT ${sql.raw(JOB_SCHEMA)}.create_queue(${q.name as string}, ${JSON.stringify(options)}::json)`);
  }
}

async function copyTable(source: Executor, target: Executor, table: string): Promise<void> {
  await source.execute(sql`DECLARE move_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${qualified(table)} t`);
  try {
    for (;;) {
      const rows = rowsOf<{ row: string }>(await source.execute(sql`FETCH ${sql.raw(String(BATCH))} FROM move_rows`));
      if (!rows.length) break;
      const batch = `[${rows.map((r) => r.row).join(',')}]`;
      await target.execute(
        sql`INSERT INTO ${qualified(table)} OVERRIDING SYSTEM VALUE SELECT * FROM jsonb_populate_recordset(NULL::${qualified(table)}, ${batch}::jsonb)`,
      );
    }
  } finally {
    await source.execute(sql`CLOSE move_rows`);
  }
}

async function copySequences(source: Executor, target: Executor): Promise<number> {
  const sequences = rowsOf<{ schemaname: string; sequencename: string; last_value: string | number | null }>(
    await source.execute(sql`
    SELECT schemaname, sequencename, last_value FROM pg_sequences WHERE schemaname IN (${sql.join(
      SCHEMAS.map((s) => sql`${s}`),
      sql`, `,
    )})`),
  );
  for (const s of sequences) {
    if (s.last_value === null) continue;
    await target.execute(sql`SELECT setval(${`"${s.schemaname}"."${s.sequencename}"`}::regclass, ${String(s.last_value)}::bigint, true)`);
  }
  return sequences.length;
}

export async function moveToPostgres(
  source: Db,
  target: Db,
  migrateTarget: () => Promise<void>,
  log: (line: string) => void = () => {},
): Promise<MoveReport> {
  await assertEmpty(target);
  const sourceCounts = await source.transaction(async (snapshot) => {
    await snapshot.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    await prepareTarget(snapshot, target, migrateTarget);
    const tables = (await tablesOf(snapshot)).filter((t) => !MADE_BY_PG_BOSS.has(t));
    const counts = new Map<string, number>();
    await target.transaction(async (load) => {
      await load.execute(sql`SET LOCAL session_replication_role = replica`);
      // Rows some migrations insert (the default site, reference rows) are replaced by the source's.
      await load.execute(sql`TRUNCATE ${sql.join(tables.map(qualified), sql`, `)}`);
      for (const table of tables) {
        counts.set(table, await countOf(snapshot, table));
        await copyTable(snapshot, load, table);
        log(`${table}: ${counts.get(table)} rows`);
      }
      counts.set('sequences', await copySequences(snapshot, load));
    });
    for (const table of MADE_BY_PG_BOSS) counts.set(table, await countOf(snapshot, table));
    return counts;
  });
  const sequences = sourceCounts.get('sequences')!;
  sourceCounts.delete('sequences');
  const tables = [];
  for (const [table, count] of sourceCounts) tables.push({ table, source: count, target: await countOf(target, table) });
  const [sourceLedger, targetLedger] = [await checkLedger(source), await checkLedger(target)];
  const ledger = { source: sourceLedger.violations.map((v) => v.rule), target: targetLedger.violations.map((v) => v.rule) };
  const ok = tables.every((t) => t.source === t.target) && !ledger.source.length && !ledger.target.length;
  return { tables, sequences, ledger, ok };
}
