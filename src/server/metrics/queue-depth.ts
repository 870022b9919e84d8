// The job queue read from pg-boss's table at scrape time: one grouped statement over the unfinished
// jobs, shared by the gauges of one scrape (prom-client collects them all at once). Every process reads the same table, so
// in cluster mode the primary keeps the largest of its workers' answers, not their sum.
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import { JOB_SCHEMA } from '../jobs/queue';
import { metricsRegistry } from './registry';

export interface QueueRow {
  name: string;
  waiting: number;
  active: number;
  retrying: number;
  dead: number;
  oldest: number | null;
}

let source: Db | undefined;
let reading: Promise<QueueRow[]> | undefined;

/** The database whose queue the gauges read (the server's; the last one set in a process of tests). */
export function readQueuesFrom(db: Db | undefined): void {
  source = db;
  reading = undefined;
}

/** Every queue's unfinished jobs now (the gauges, the system page and the queue alert read this). */
export async function readQueueRows(db: Db): Promise<QueueRow[]> {
  const rows = rowsOf<{
    name: string;
    waiting: string | number;
    active: string | number;
    retrying: string | number;
    oldest: string | number | null;
  }>(
    await db.execute(sql`
    SELECT name,
      count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS waiting,
      count(*) FILTER (WHERE state = 'active') AS active,
      count(*) FILTER (WHERE state = 'retry') AS retrying,
      EXTRACT(EPOCH FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())) AS oldest
    FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE state IN ('created', 'retry', 'active') GROUP BY name`),
  );
  const byQueue = new Map<string, QueueRow>();
  const entry = (name: string) =>
    byQueue.get(name) ?? byQueue.set(name, { name, waiting: 0, active: 0, retrying: 0, dead: 0, oldest: null }).get(name)!;
  for (const row of rows) {
    if (row.name.endsWith('.dead')) {
      entry(row.name.slice(0, -'.dead'.length)).dead = Number(row.waiting);
      continue;
    }
    Object.assign(entry(row.name), {
      waiting: Number(row.waiting),
      active: Number(row.active),
      retrying: Number(row.retrying),
      oldest: row.oldest === null ? null : Number(row.oldest),
    });
  }
  return [...byQueue.values()];
}

function snapshot(): Promise<QueueRow[]> {
  if (!source) return Promise.resolve([]);
  if (!reading) {
    const current = readQueueRows(source).catch(() => []);
    reading = current;
    void current.finally(() => {
      if (reading === current) reading = undefined;
    });
  }
  return reading;
}

function queueGauge(name: string, help: string, value: (row: QueueRow) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const row of await snapshot()) this.set({ queue: row.name }, value(row));
    },
  });
}

queueGauge('tessera_job_queue_depth', 'Jobs due and waiting for a worker (new and retrying), by queue.', (r) => r.waiting);
queueGauge('tessera_job_queue_active', 'Jobs running now, by queue.', (r) => r.active);
queueGauge('tessera_job_queue_retrying', 'Jobs that failed at least once and wait for their next try, by queue.', (r) => r.retrying);
queueGauge(
  'tessera_job_queue_oldest_age_seconds',
  'How long the oldest due job of each queue has waited past its start (0 when none waits).',
  (r) => r.oldest ?? 0,
);
queueGauge(
  'tessera_job_dead_letters',
  'Jobs that failed their last try and wait in the dead-letter queue for a person, by queue.',
  (r) => r.dead,
);
