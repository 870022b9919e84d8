// The database as the server sees it: each statement's time by operation (both drivers), how long
// requests wait for a pooled PostgreSQL connection, the pools' use at scrape time, and the embedded
// database's memory (PostgreSQL's WebAssembly memory only grows, so it is the figure to watch).
import { Gauge, Histogram } from 'prom-client';
import { onPoolWait, onStatement, openPools } from '../db/statement-observers';
import { openThreads } from '../db/pglite-thread';
import { FAST_BUCKETS, metricsRegistry } from './registry';

const statementDuration = new Histogram({
  name: 'db_client_operation_duration_seconds',
  help: 'Time of each database statement as the server waited for it, by database and operation; error.type "failed" for those that failed.',
  labelNames: ['db_system_name', 'db_operation_name', 'error_type'] as const,
  buckets: FAST_BUCKETS,
  registers: [metricsRegistry],
});

const poolWait = new Histogram({
  name: 'db_client_connection_wait_time_seconds',
  help: 'Time a caller waited for a PostgreSQL connection from the pool (the pool was busy when this grows).',
  buckets: FAST_BUCKETS,
  registers: [metricsRegistry],
});

new Gauge({
  name: 'db_client_connection_count',
  help: 'PostgreSQL pool connections by state: used (lent out) or idle.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    let total = 0;
    let idle = 0;
    for (const pool of openPools) {
      total += pool.totalCount;
      idle += pool.idleCount;
    }
    this.set({ state: 'used' }, total - idle);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'db_client_connection_pending_requests',
  help: 'Callers waiting for a PostgreSQL pool connection right now.',
  registers: [metricsRegistry],
  collect() {
    let waiting = 0;
    for (const pool of openPools) waiting += pool.waitingCount;
    this.set(waiting);
  },
});

new Gauge({
  name: 'tessera_embedded_db_memory_bytes',
  help: "The embedded database's memory: area wasm is PostgreSQL's WebAssembly memory (it never shrinks), heap the database thread's JavaScript heap.",
  labelNames: ['area'] as const,
  registers: [metricsRegistry],
  async collect() {
    for (const thread of openThreads) {
      const memory = await thread.memory().catch(() => null);
      if (!memory) continue;
      this.set({ area: 'wasm' }, memory.wasmBytes);
      this.set({ area: 'heap' }, memory.heapBytes);
    }
  },
});

let installed = false;

/** Starts observing statements and pool waits (once per process). */
export function observeDatabase(): void {
  if (installed) return;
  installed = true;
  // Children kept by label values: a statement costs a Map lookup, not a label hash.
  const children = new Map<string, { observe(value: number): void }>();
  onStatement(({ system, operation, seconds, failed }) => {
    const key = `${system} ${operation} ${failed}`;
    let child = children.get(key);
    if (!child)
      children.set(
        key,
        (child = statementDuration.labels({ db_system_name: system, db_operation_name: operation, error_type: failed ? 'failed' : '' })),
      );
    child.observe(seconds);
  });
  onPoolWait((seconds) => poolWait.observe(seconds));
}
