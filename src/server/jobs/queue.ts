// The generic job runner: pg-boss over our own database (PGlite or PostgreSQL) through a
// `db: { executeSql }` shim, so jobs live in the same database as the business data and survive a
// restart. Jobs are sent inside the business transaction (send(tx, ...)): an order and its ticketing
// job commit or roll back together. Workers start only when the server listens (startWorkers);
// inject-only tests never run jobs unless they call runUntilIdle(), which runs every due job to
// completion deterministically.
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { rowsOf, type Executor } from '@/server/db/executor';

export const JOB_SCHEMA = 'pgboss';

export interface JobContext {
  /** How many times this job already failed (0 on the first run). */
  retryCount: number;
}

export interface JobDefinition<T> {
  name: string;
  handler: (data: T, context: JobContext) => Promise<void>;
  /** Retries with exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** Jobs a worker takes at once (throughput of the queue). */
  batchSize?: number;
}

interface ExecuteSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** A parameter as text PostgreSQL casts itself (pg-boss casts every one): same on both drivers. */
function param(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map((v) => `"${String(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** pg-boss's positional SQL ($1..$n) as a drizzle statement, so it runs on any executor (a transaction too). */
export function positional(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${param(values[Number(part) - 1])}`));
  return sql.join(chunks, sql.raw(''));
}

/** executeSql over a drizzle executor. Statement lists without parameters (pg-boss's schema) go to the driver whole. */
export function executorShim(executor: Executor): ExecuteSql {
  return {
    async executeSql(text, values) {
      if (!values?.length) {
        const client = (executor as unknown as { $client?: { exec?: (q: string) => Promise<Array<{ rows: Array<Record<string, unknown>> }>> } }).$client;
        if (client?.exec) {
          const results = await client.exec(text); // PGlite: several statements at once
          return { rows: results[results.length - 1]?.rows ?? [] };
        }
        return { rows: rowsOf<Record<string, unknown>>(await executor.execute(sql.raw(text))) };
      }
      return { rows: rowsOf<Record<string, unknown>>(await executor.execute(positional(text, values))) };
    },
  };
}

export interface SendOptions {
  startAfter?: Date;
  /** At most one queued job per key (a second send is a no-op). */
  singletonKey?: string;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private started?: Promise<void>;
  private workersStarted = false;

  constructor(private readonly db: Db) {
    this.boss = new PgBoss({ db: executorShim(db), schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: true } as never);
    this.boss.on('error', (error: Error) => console.warn(`job queue: ${error.message}`));
  }

  define<T>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /** Installs pg-boss's tables (once per database) and our queues. No worker runs yet. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const d of this.definitions.values()) {
        const options = { retryLimit: d.retryLimit ?? 3, retryDelay: d.retryDelaySeconds ?? 5, retryBackoff: d.retryBackoff ?? true, retentionMinutes: 60 * 24 * 14 };
        if (!(await this.boss.getQueue(d.name))) await this.boss.createQueue(d.name, options as never);
        else await this.boss.updateQueue(d.name, options as never);
      }
    })();
    return this.started;
  }

  /** Sends a job inside the caller's transaction (or on the database). */
  async send<T extends object>(executor: Executor, name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    await this.start();
    return this.boss.send(name, data, {
      db: executorShim(executor),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    } as never);
  }

  /** Runs one fetched job: complete on success, fail (retried by pg-boss) on error. */
  private async runOne(name: string, job: { id: string; data: unknown; retryCount?: number; retry_count?: number }): Promise<boolean> {
    const definition = this.definitions.get(name)!;
    try {
      await definition.handler(job.data as never, { retryCount: Number(job.retryCount ?? job.retry_count ?? 0) });
      await this.boss.complete(name, job.id);
      return true;
    } catch (error) {
      await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  }

  /**
   * Tests and tools: runs every job that is due (in every queue, or the named ones) until none is
   * left, including jobs the handlers send. Delayed and backed-off retries wait for their time.
   */
  async runUntilIdle(names?: string[], maxRounds = 50): Promise<{ completed: number; failed: number }> {
    await this.start();
    const result = { completed: 0, failed: 0 };
    for (let round = 0; round < maxRounds; round++) {
      let ran = 0;
      for (const name of names ?? [...this.definitions.keys()]) {
        const jobs = await this.boss.fetch(name, { batchSize: 50, includeMetadata: true } as never) as unknown as Array<{ id: string; data: unknown; retryCount?: number }>;
        for (const job of jobs) {
          ran++;
          if (await this.runOne(name, job)) result.completed++;
          else result.failed++;
        }
      }
      if (ran === 0) break;
    }
    return result;
  }

  /** Jobs of a queue by state (tests, the bench). */
  async count(name: string, states: string[] = ['created', 'retry', 'active']): Promise<number> {
    await this.start();
    const [row] = rowsOf<{ n: string | number }>(
      await this.db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${name} AND state::text = ANY(${param(states)}::text[])`),
    );
    return Number(row?.n ?? 0);
  }

  /** Starts polling workers (the server once it listens; the bench). */
  async startWorkers(pollingIntervalSeconds = 1): Promise<void> {
    await this.start();
    if (this.workersStarted) return;
    this.workersStarted = true;
    for (const d of this.definitions.values()) {
      const batchSize = d.batchSize ?? 5;
      let workerId = '';
      workerId = await this.boss.work(d.name, { batchSize, pollingIntervalSeconds, includeMetadata: true } as never, async (jobs: unknown) => {
        // pg-boss completes the batch itself when the handler resolves: run each job, and throw only
        // if one failed so that batch is retried (handlers are idempotent).
        const list = jobs as Array<{ id: string; data: unknown; retryCount?: number }>;
        const errors: unknown[] = [];
        await Promise.all(list.map((job) => d.handler(job.data as never, { retryCount: Number(job.retryCount ?? 0) }).catch((e: unknown) => errors.push(e))));
        // A full batch means more are waiting: fetch again at once instead of sleeping the interval.
        if (list.length >= batchSize) this.boss.notifyWorker(workerId);
        if (errors.length) throw errors[0];
      });
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, timeout: 2000, close: false, wait: true } as never);
  }
}

/**
 * Creates pg-boss's tables and leaves no worker running. The server calls it at start, after the
 * migrations, and the test setup before it images the database, so no request pays for it.
 */
export async function installJobSchema(db: Db): Promise<void> {
  const queue = new JobQueue(db);
  await queue.start();
  await queue.stop();
}
