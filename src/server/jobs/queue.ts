// The generic job runner: pg-boss over our own database (PGlite or PostgreSQL) through a
// `db: { executeSql }` shim, so jobs live in the same database as the business data and survive a
// restart. Jobs are sent inside the business transaction (send(tx, ...)): an order and its ticketing
// job commit or roll back together. Workers start only when the server listens (startWorkers);
// inject-only tests never run jobs unless they call runUntilIdle(), which runs every due job to
// completion deterministically.
//
// Each queue runs up to `batchSize` jobs at once per server, and a slot is refilled the moment its
// job ends: one slow supplier call holds its own slot only, never the jobs fetched with it.
//
// Supervision is on: a claimed job carries a short lease (LEASE_SECONDS) that its server renews
// while the job runs; a server that died stops renewing, so its claims lapse within the lease and
// every server's sweep (EXPIRY_SWEEP_SECONDS) fails them to be retried (with backoff) by any server.
// A run longer than its queue's expireInSeconds is no longer renewed and lapses the same way. After
// its last try a job is copied to its queue's dead-letter queue (`<name>.dead`), which no worker
// takes, so staff see it (stuckJobs) until someone acts. Handlers must therefore be idempotent: a
// job may run again after a crash.
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { driverOf, rowsOf, type Executor } from '@/server/db/executor';
import { observedRun, withTrace } from './observed-run';

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
  /** Jobs of this queue one server runs at once; each slot takes the next job as soon as its own ends. */
  batchSize?: number;
  /** Longest a run is kept alive (its lease renewed); past it the run lapses and is retried. */
  expireInSeconds?: number;
}

export interface JobQueueOptions {
  /** How often a server looks for expired active jobs (pg-boss maintenance). */
  maintenanceSeconds?: number;
  /** Overrides every queue's longest run (the crash test shortens it). */
  expireInSeconds?: number;
  /** Overrides the lease a running job's server renews (tests). */
  leaseSeconds?: number;
}

export const DEFAULT_EXPIRE_SECONDS = 5 * 60;
export const DEFAULT_MAINTENANCE_SECONDS = 60;
/** A claim not renewed for this long is taken for a dead server's. */
export const LEASE_SECONDS = 10;
/** How often a server renews the leases of the jobs it runs. */
export const LEASE_RENEW_SECONDS = 3;
/** How often each server fails lapsed claims (pg-boss's locked expiry statement: one server at a time). */
export const EXPIRY_SWEEP_SECONDS = 3;
/** What pg-boss writes on a job it failed for a lapsed claim. */
const LAPSED_MESSAGE = 'job failed by timeout in active state';

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
        const client = driverOf(executor) as { exec?: (q: string) => Promise<Array<{ rows: Array<Record<string, unknown>> }>> } | undefined;
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

/** One queue's runner on this server: the jobs it runs now and how to wake its fetch loop. */
interface Runner {
  definition: JobDefinition<unknown>;
  /** Running job ids and when each started here (ms). */
  running: Map<string, number>;
  wake: () => void;
  loop?: Promise<void>;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private started?: Promise<void>;
  private workersStarted = false;
  private stopping = false;
  private readonly runners = new Map<string, Runner>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    readonly database: Db,
    private readonly options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: executorShim(database),
      schema: JOB_SCHEMA,
      supervise: true,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
    } as ConstructorParameters<typeof PgBoss>[0]);
    this.boss.on('error', (error: Error) => console.warn(`job queue: ${error.message}`));
  }

  define<T>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, {
      ...definition,
      // pg-boss hands back the JSON that send() stored under this queue name, i.e. a T (counted, timed and traced).
      handler: (data, context) => observedRun(definition.name, data, context, (payload, ctx) => definition.handler(payload as T, ctx)),
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
          retryLimit: d.retryLimit ?? 3,
          retryDelay: d.retryDelaySeconds ?? 5,
          retryBackoff: d.retryBackoff ?? true,
          retentionMinutes: 60 * 24 * 14,
          // A claim starts with one lease; the running server extends it (renewLeases).
          expireInSeconds: Math.min(this.leaseSeconds, this.longestRun(d)),
          deadLetter: dead,
        });
      }
    })();
    return this.started;
  }

  private async ensureQueue(existing: Map<string, PgBoss.QueueResult>, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    const current = existing.get(name);
    if (!current) return void (await this.boss.createQueue(name, { name, ...options }));
    const same = (Object.keys(options) as Array<keyof typeof options>).every(
      (key) => current[key as keyof PgBoss.QueueResult] === options[key],
    );
    if (!same) await this.boss.updateQueue(name, { name, ...options });
  }

  private get leaseSeconds(): number {
    return this.options.leaseSeconds ?? LEASE_SECONDS;
  }

  private longestRun(d: JobDefinition<unknown>): number {
    return this.options.expireInSeconds ?? d.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
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
    const sent = await this.boss.send(name, withTrace(data), {
      db: executorShim(executor),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    } as PgBoss.SendOptions);
    // This server's runner looks at once (a job sent in a transaction may not be visible yet: the
    // poll finds it then). Other servers find it at their next poll.
    if (!options.startAfter) this.runners.get(name)?.wake();
    return sent;
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

  /** The queues this server defines (the system page lists them even when empty). */
  get queueNames(): string[] {
    return [...this.definitions.keys()];
  }

  /**
   * Staff's re-run of a dead letter: the job goes back to its queue as a new job with the same data
   * and a fresh set of tries, and leaves the dead-letter queue, in one transaction. Answers the new
   * job's id, or null when no such dead letter waits (already re-run, or expired).
   */
  async rerunDeadLetter(id: string): Promise<{ id: string; queue: string } | null> {
    await this.start();
    return this.database.transaction(async (tx) => {
      const [dead] = rowsOf<{ name: string; data: object }>(
        await tx.execute(sql`
        DELETE FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE id = ${id}::uuid AND name LIKE '%.dead' AND state = 'created' RETURNING name, data`),
      );
      if (!dead) return null;
      const queue = dead.name.slice(0, -'.dead'.length);
      const sent = await this.send(tx, queue, dead.data ?? {});
      return sent ? { id: sent, queue } : null;
    });
  }

  /** Jobs of a queue by state (tests, the bench). */
  async count(name: string, states: string[] = ['created', 'retry', 'active']): Promise<number> {
    await this.start();
    const [row] = rowsOf<{ n: string | number }>(
      await this.database.execute(
        sql`SELECT count(*) AS n FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${name} AND state::text = ANY(${param(states)}::text[])`,
      ),
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Starts the workers (the server once it listens; the bench): per queue a loop that keeps up to
   * batchSize jobs running, fetching as soon as a slot is free and otherwise every polling interval;
   * a lease renewal and an expiry sweep on timers.
   */
  async startWorkers(pollingIntervalSeconds = 1): Promise<void> {
    await this.start();
    if (this.workersStarted) return;
    this.workersStarted = true;
    for (const d of this.definitions.values()) {
      const runner: Runner = { definition: d, running: new Map(), wake: () => {} };
      this.runners.set(d.name, runner);
      runner.loop = this.runQueue(runner, pollingIntervalSeconds * 1000);
    }
    const every = (seconds: number, work: () => Promise<void>) => {
      let busy = false;
      this.timers.push(
        setInterval(() => {
          if (busy || this.stopping) return;
          busy = true;
          work()
            .catch((error: unknown) => console.warn(`job queue: ${error instanceof Error ? error.message : String(error)}`))
            .finally(() => {
              busy = false;
            });
        }, seconds * 1000).unref(),
      );
    };
    every(Math.min(LEASE_RENEW_SECONDS, this.leaseSeconds / 3), () => this.renewLeases());
    every(Math.min(EXPIRY_SWEEP_SECONDS, this.leaseSeconds), () => this.sweepLapsedClaims());
  }

  /** Keeps a queue's slots filled until the queue stops. */
  private async runQueue(runner: Runner, pollMs: number): Promise<void> {
    const { definition: d, running } = runner;
    const slots = d.batchSize ?? 5;
    while (!this.stopping) {
      const free = slots - running.size;
      let fetched = 0;
      if (free > 0) {
        try {
          const jobs = await this.boss.fetch<unknown>(d.name, { batchSize: free, includeMetadata: true });
          fetched = jobs.length;
          for (const job of jobs) {
            running.set(job.id, Date.now());
            void this.runOne(d.name, job)
              .catch(() => {})
              .finally(() => {
                running.delete(job.id);
                runner.wake();
              });
          }
        } catch (error) {
          console.warn(`job queue ${d.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      // Every free slot filled: more may be waiting, look again at once.
      if (free > 0 && fetched === free) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        runner.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Whether this process's workers are taking jobs (started and not stopped). */
  get workersRunning(): boolean {
    return this.workersStarted;
  }

  /** Extends the lease of every job this server runs, except runs past their queue's longest run. */
  private async renewLeases(): Promise<void> {
    for (const [name, runner] of this.runners) {
      const limit = this.longestRun(runner.definition) * 1000;
      const ids = [...runner.running].filter(([, since]) => Date.now() - since < limit).map(([id]) => id);
      if (!ids.length) continue;
      await this.database.execute(sql`
        UPDATE ${sql.identifier(JOB_SCHEMA)}.job SET expire_in = (now() - started_on) + ${this.leaseSeconds}::int * interval '1 second'
        WHERE name = ${name} AND id = ANY(${param(ids)}::uuid[]) AND state = 'active'`);
    }
  }

  /**
   * Fails the claims whose lease lapsed (pg-boss's own statement, locked: one server at a time) and
   * lets them start again at once: a server that died is not the job's fault, so the queue's
   * backoff (10-20 s for ticketing) would only delay the pickup. Their retry count still counts.
   */
  private async sweepLapsedClaims(): Promise<void> {
    await this.boss.expire();
    await this.database.execute(sql`
      UPDATE ${sql.identifier(JOB_SCHEMA)}.job SET start_after = now()
      WHERE state = 'retry' AND start_after > now() AND output -> 'value' ->> 'message' = ${LAPSED_MESSAGE}`);
  }

  async stop(): Promise<void> {
    this.workersStarted = false;
    if (!this.started) return;
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const runner of this.runners.values()) runner.wake();
    await this.started.catch(() => {});
    // Running jobs get a moment to finish; what is cut off is retried after its lease (idempotent handlers).
    const loops = [...this.runners.values()].map((r) => r.loop);
    const busy = () => [...this.runners.values()].some((r) => r.running.size > 0);
    const deadline = Date.now() + 2000;
    await Promise.all(loops);
    while (busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
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
