// The generic job runner: pg-boss over our own database (PGlite or PostgreSQL) through a
// `db: { executeSql }` shim, so jobs live in the same database as the business data and survive a
// restart. Jobs are sent inside the business transaction (send(tx, ...)): an order and its ticketing
// job commit or roll back together. Workers start only when the server listens (startWorkers);
// inject-only tests never run jobs unless they call runUntilIdle(), which runs every due job to
// completion deterministically.
//
// Supervision is on: a job left active by a server that died is failed once its expiry passes and
// retried (with backoff) by any other server; after its last try it is copied to its queue's
// dead-letter queue (`<name>.dead`), which no worker takes, so staff see it (stuckJobs) until
// someone acts. Handlers must therefore be idempotent: a job may run again after a crash.
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
  /** A run still active after this long is taken for dead (its server crashed) and retried. */
  expireInSeconds?: number;
}

export interface JobQueueOptions {
  /** How often a server looks for expired active jobs (pg-boss maintenance). */
  maintenanceSeconds?: number;
  /** Overrides every queue's expiry (the crash test shortens it). */
  expireInSeconds?: number;
}

export const DEFAULT_EXPIRE_SECONDS = 5 * 60;
export const DEFAULT_MAINTENANCE_SECONDS = 60;

/** The dead-letter queue of a queue: jobs that failed their last try wait there for staff. */
export const deadLetterOf = (name: string) => `${name}.dead`;

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
  /** A label for the job (shown to staff); it does not deduplicate. */
  singletonKey?: string;
  /** At most one job per this many seconds (a second send in the same slot is a no-op). */
  singletonSeconds?: number;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private started?: Promise<void>;
  private workersStarted = false;

  constructor(readonly database: Db, private readonly options: JobQueueOptions = {}) {
    this.boss = new PgBoss({
      db: executorShim(database), schema: JOB_SCHEMA, supervise: true, schedule: false, migrate: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
    } as ConstructorParameters<typeof PgBoss>[0]);
    this.boss.on('error', (error: Error) => console.warn(`job queue: ${error.message}`));
  }

  define<T>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, {
      ...definition,
      // pg-boss hands back the JSON that send() stored under this queue name, i.e. a T.
      handler: (data, context) => definition.handler(data as T, context),
    });
  }

  /** Installs pg-boss's tables (once per database) and our queues. No worker runs yet. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      // One read of every queue; only a missing or changed one costs a write (each queue is a table).
      const existing = new Map((await this.boss.getQueues()).map((q) => [q.name, q]));
      for (const d of this.definitions.values()) {
        const dead = deadLetterOf(d.name);
        // Dead letters are kept two weeks: long enough for staff to look.
        await this.ensureQueue(existing, dead, { retentionMinutes: 60 * 24 * 14 });
        await this.ensureQueue(existing, d.name, {
          retryLimit: d.retryLimit ?? 3, retryDelay: d.retryDelaySeconds ?? 5, retryBackoff: d.retryBackoff ?? true, retentionMinutes: 60 * 24 * 14,
          expireInSeconds: this.options.expireInSeconds ?? d.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS, deadLetter: dead,
        });
      }
    })();
    return this.started;
  }

  private async ensureQueue(existing: Map<string, PgBoss.QueueResult>, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    const current = existing.get(name);
    if (!current) return void (await this.boss.createQueue(name, { name, ...options }));
    const same = (Object.keys(options) as Array<keyof typeof options>).every((key) => current[key as keyof PgBoss.QueueResult] === options[key]);
    if (!same) await this.boss.updateQueue(name, { name, ...options });
  }

  /** Fails (to retry or dead-letter) the active jobs whose expiry passed: what supervision does on its own every few seconds. */
  async superviseNow(): Promise<void> {
    await this.start();
    await this.boss.maintain();
  }

  /** Sends a job inside the caller's transaction (or on the database). */
  async send<T extends object>(executor: Executor, name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    await this.start();
    return this.boss.send(name, data, {
      db: executorShim(executor),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    } as PgBoss.SendOptions);
  }

  /** Runs one fetched job: complete on success, fail (retried by pg-boss) on error. */
  private async runOne(name: string, job: { id: string; data: unknown; retryCount?: number; retry_count?: number }): Promise<boolean> {
    const definition = this.definitions.get(name)!;
    try {
      await definition.handler(job.data, { retryCount: Number(job.retryCount ?? job.retry_count ?? 0) });
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
        const jobs = await this.boss.fetch<unknown>(name, { batchSize: 50, includeMetadata: true });
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
      await this.database.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${name} AND state::text = ANY(${param(states)}::text[])`),
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
      workerId = await this.boss.work<unknown>(d.name, { batchSize, pollingIntervalSeconds, includeMetadata: true }, async (list) => {
        // pg-boss completes the batch itself when the handler resolves: run each job, and throw only
        // if one failed so that batch is retried (handlers are idempotent).
        const errors: unknown[] = [];
        await Promise.all(list.map((job) => d.handler(job.data, { retryCount: Number(job.retryCount ?? 0) }).catch((e: unknown) => errors.push(e))));
        // A full batch means more are waiting: fetch again at once instead of sleeping the interval.
        if (list.length >= batchSize) this.boss.notifyWorker(workerId);
        if (errors.length) throw errors[0];
      });
    }
  }

  /** Whether this process's workers are taking jobs (started and not stopped). */
  get workersRunning(): boolean {
    return this.workersStarted;
  }

  async stop(): Promise<void> {
    this.workersStarted = false;
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, timeout: 2000, close: false, wait: true });
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
