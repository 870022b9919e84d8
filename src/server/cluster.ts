// Cluster mode (PostgreSQL): one primary process forks WORKERS server processes that share the
// port (node:cluster hands connections out in turn). The primary serves nothing itself.
// - Start: the first worker starts alone (it migrates, installs the job tables, seeds an empty
//   database), the others once it listens, so no two processes migrate at once.
// - SIGTERM / SIGINT: every worker drains (stops accepting, finishes its requests, closes its
//   pool), then the primary exits.
// - SIGHUP: workers are replaced one at a time (a new one listens before an old one drains), so
//   the port keeps answering: `kill -HUP <primary pid>` after deploying new code.
// - A worker that dies unexpectedly is replaced after a short pause.
// Jobs and timed work need nothing more: they run through the database's job queue, which gives
// each job (and each periodic time slot) to one process only (see src/server/jobs/periodic.ts).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { MetricsConfig } from './metrics/metrics-config';

const RESPAWN_DELAY_MS = 1000;

/** WORKERS, else every core on PostgreSQL; PGlite is one process by design (its data folder is locked). */
export function workerCount(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  if (!databaseUrl) return 1;
  const wanted = env.WORKERS ? Math.floor(Number(env.WORKERS)) : availableParallelism();
  return Number.isFinite(wanted) && wanted > 0 ? wanted : 1;
}

export function isClusterPrimary(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): boolean {
  return cluster.isPrimary && workerCount(env, databaseUrl) > 1;
}

function listening(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      worker.off('listening', onListening);
      worker.off('exit', onExit);
      resolve(ok);
    };
    const onListening = () => done(true);
    const onExit = () => done(false);
    worker.on('listening', onListening);
    worker.on('exit', onExit);
  });
}

function exited(worker: Worker): Promise<void> {
  return worker.isDead() ? Promise.resolve() : new Promise((resolve) => worker.once('exit', () => resolve()));
}

/** Heap settings `npm start` passes for the embedded database's memory goal (docs/architecture.md). */
const EMBEDDED_MEMORY_FLAGS = ['--max-semi-space-size', '--heap-growing-percent'];

/**
 * The Node options a worker starts with: the primary's, less the heap settings for the embedded database.
 * `npm start` caps the young generation (--max-semi-space-size) and how far the old one grows between full
 * collections (--heap-growing-percent) so that the embedded database's single process stays within its
 * memory goal; workers run on PostgreSQL, where those caps only make garbage collection run more often
 * (the young generation's cap alone cost about 8 % more server CPU per orders-list request, three runs each).
 */
export function workerExecArgv(primary: readonly string[]): string[] {
  return primary.filter((arg) => !EMBEDDED_MEMORY_FLAGS.some((flag) => arg.startsWith(flag)));
}

/** Runs the primary until every worker has stopped after SIGTERM/SIGINT; then exits the process. */
export async function superviseWorkers(count: number, log: (line: string) => void = console.log, metrics?: MetricsConfig): Promise<never> {
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv) });
  // The primary serves the workers' metrics added up, on their own port (metrics/exposition.ts).
  if (metrics?.port !== undefined) {
    const { serveMetricsPort } = await import('./metrics/exposition');
    await serveMetricsPort(metrics, true);
    log(`metrics of every worker on http://${metrics.host}:${metrics.port}/metrics`);
  }
  const workers = new Set<Worker>();
  let stopping = false;
  let restarting = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping || worker.exitedAfterDisconnect || (worker as Worker & { replaced?: boolean }).replaced) return;
      log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
      setTimeout(() => {
        if (!stopping) fork();
      }, RESPAWN_DELAY_MS);
    });
    return worker;
  };

  const drain = (worker: Worker) => {
    (worker as Worker & { replaced?: boolean }).replaced = true;
    worker.process.kill('SIGTERM');
    return exited(worker);
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${workers.size} workers`);
    await Promise.all([...workers].map(drain));
    process.exit(0);
  };

  const restart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    log(`SIGHUP: replacing ${workers.size} workers one at a time`);
    for (const old of [...workers]) {
      if (stopping) break;
      const fresh = fork();
      if (!(await listening(fresh))) {
        log('a new worker did not start; keeping the old ones');
        break;
      }
      await drain(old);
    }
    restarting = false;
  };

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGHUP', () => void restart());

  if (await listening(fork())) for (let i = 1; i < count; i++) fork();
  else log('the first worker did not start');
  log(`cluster primary ${process.pid}: ${count} workers`);
  return new Promise<never>(() => {});
}
