// The jobs that need a person, for the staff's job desk: dead letters, runs left active by a dead
// server, jobs retrying after a failure, and jobs waiting long past their start (no worker).
import { sql } from 'drizzle-orm';
import { STUCK_REASONS, type StuckJob, type StuckReason } from '@/domain/schemas/jobs';
import type { Db } from '../db/client';
import { rowsOf } from '@/server/db/executor';
import { JOB_SCHEMA } from './queue';

/** A job waiting this long past its start time means nobody works its queue. */
const LATE_AFTER = sql`interval '15 minutes'`;

const job = sql.identifier(JOB_SCHEMA);
const reasonSql = sql`CASE
    WHEN j.name LIKE '%.dead' AND j.state = 'created' THEN 'dead'
    WHEN j.state = 'active' AND j.started_on + j.expire_in < now() THEN 'overdue'
    WHEN j.state = 'retry' THEN 'retrying'
    WHEN j.state = 'created' AND j.start_after < now() - ${LATE_AFTER} THEN 'late'
  END`;

interface Row {
  id: string;
  name: string;
  reason: StuckReason;
  retry_count: number;
  retry_limit: number;
  data: unknown;
  output: unknown;
  created_on: Date | string;
  started_on: Date | string | null;
}

function errorOf(output: unknown): string | null {
  const value = (output as { message?: unknown; value?: { message?: unknown } } | null) ?? null;
  const message = value?.message ?? value?.value?.message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function stuckJobs(
  db: Db,
  options: { reason?: StuckReason; limit: number },
): Promise<{ counts: Record<StuckReason, number>; jobs: StuckJob[] }> {
  const stuck = sql`SELECT j.*, ${reasonSql} AS reason FROM ${job}.job j WHERE j.state IN ('created', 'retry', 'active')`;
  const counted = rowsOf<{ reason: StuckReason; n: string | number }>(
    await db.execute(sql`SELECT reason, count(*) AS n FROM (${stuck}) s WHERE reason IS NOT NULL GROUP BY reason`),
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
    SELECT id, name, reason, retry_count, retry_limit, data, output, created_on, started_on FROM (${stuck}) s
    WHERE reason IS NOT NULL ${options.reason ? sql`AND reason = ${options.reason}` : sql``}
    ORDER BY created_on LIMIT ${options.limit}`),
  );
  const counts = Object.fromEntries(STUCK_REASONS.map((r) => [r, 0])) as Record<StuckReason, number>;
  for (const c of counted) counts[c.reason] = Number(c.n);
  return {
    counts,
    jobs: rows.map((r) => ({
      id: String(r.id),
      queue: r.name.replace(/\.dead$/, ''),
      reason: r.reason,
      retryCount: Number(r.retry_count),
      retryLimit: Number(r.retry_limit),
      data: r.data,
      error: errorOf(r.output),
      createdAt: iso(r.created_on),
      startedAt: r.started_on ? iso(r.started_on) : null,
    })),
  };
}
