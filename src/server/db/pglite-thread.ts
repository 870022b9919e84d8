// The embedded database (PGlite) in a worker thread, behind the part of PGlite's own interface that
// drizzle, the job queue and the session cache use (query, exec, transaction, listen). Requests and
// answers cross the worker's port as structured clones: the rows are built in the worker from
// PostgreSQL's wire format, so the server's thread neither runs the database nor parses its answers,
// and a slow query no longer stops requests that need no database.
// A transaction is opened in the worker and stays open there until its callback here is done; PGlite
// queues every other statement meanwhile, as it does in one thread. Notifications come over the same
// port, before the answer of the statement that raised them (pglite-worker.mjs).
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { observeStatement } from './statement-observers';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/**
 * PostgreSQL's settings for the embedded database (docs/architecture.md, "Embedded database memory").
 * Everything PostgreSQL allocates lives in PGlite's WebAssembly memory, which grows and never shrinks:
 * - shared_buffers, touched at start: 16 MB holds the pages a small agency's lists read (the operating
 *   system caches the rest of the files); PGlite's default 128 MB was a quarter of the server's memory.
 * - maintenance_work_mem caps what one index build or VACUUM may take (default 64 MB): memory that
 *   WebAssembly has grown to is kept by the process until it ends.
 */
const SETTINGS = { shared_buffers: '16MB', maintenance_work_mem: '16MB' };

type Answer =
  | { id: number; value?: unknown; error?: Record<string, unknown> }
  | { channel: string; payload: string }
  | { ready: boolean; error?: Record<string, unknown> };

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** An error from the worker, with the database's fields (code, constraint, …) back on it. */
function errorFrom(plain: Record<string, unknown> | undefined): Error {
  const error = new Error(String(plain?.message ?? 'database worker failed'));
  Object.assign(error, plain);
  return error;
}

/** drizzle asks for some types as PostgreSQL's text by passing identity parsers: only their type ids cross the port. */
function rawTypesOf(options?: QueryOptions): number[] | undefined {
  return options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
}

export interface PgliteThreadOptions {
  /** A folder for the files; omitted means in memory. */
  dataDir?: string;
  /** Start from a data-folder tarball made by dumpDataDir() (used only when the folder is empty). */
  loadFrom?: Blob;
  /** false: a folder's commits are not synced to disk (measurements only; durable-nodefs.mjs). */
  fsync?: boolean;
}

/** The embedded databases this process runs (one in a server), for their memory at scrape time. */
export const openThreads = new Set<PgliteThread>();

export class PgliteThread {
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => this.receive(answer));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`database worker exited (${code})`)));
    // Like PGlite in the server's own thread, an idle database does not keep the process alive; a
    // statement on its way does (see request()).
    worker.unref();
  }

  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const loadFrom = options.loadFrom ? new Uint8Array(await options.loadFrom.arrayBuffer()) : undefined;
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, loadFrom, settings: SETTINGS, fsync: options.fsync },
      transferList: loadFrom ? [loadFrom.buffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => {
        worker.off('message', ready);
        reject(error);
      };
      const ready = (answer: Answer) => {
        if (!('ready' in answer)) return;
        worker.off('message', ready);
        worker.off('error', failed);
        if (answer.ready) resolve();
        else {
          void worker.terminate();
          reject(errorFrom(answer.error));
        }
      };
      worker.on('message', ready);
      worker.once('error', failed);
    });
    const thread = new PgliteThread(worker);
    openThreads.add(thread);
    return thread;
  }

  private receive(answer: Answer): void {
    if ('channel' in answer) {
      for (const listener of this.listeners.get(answer.channel) ?? []) listener(answer.payload);
      return;
    }
    if (!('id' in answer)) return;
    const waiting = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (answer.error) waiting?.reject(errorFrom(answer.error));
    else waiting?.resolve(answer.value);
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(this.stopped);
    this.waiting.clear();
  }

  private request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return observeStatement('pglite', sql, () =>
      this.request({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes: rawTypesOf(options), tx }),
    );
  }

  exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return observeStatement('pglite', sql, () => this.request({ op: 'exec', sql, tx }));
  }

  /** PostgreSQL's WebAssembly memory and the database thread's JavaScript heap, in bytes. */
  memory(): Promise<{ wasmBytes: number; heapBytes: number }> {
    return this.request({ op: 'memory' });
  }

  /** Commits when `callback` resolves, rolls back when it throws (PGlite's own contract). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.request<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(sql, params, options, id);
      },
      exec: (sql: string, options?: QueryOptions) => {
        open();
        return this.exec(sql, options, id);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.request({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
      // Only what drizzle calls on a transaction is answered; PGlite's type declares more.
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.request({ op: 'rollback', tx: id }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.request({ op: 'commit', tx: id });
    }
    return result;
  }

  /** Calls `callback` with each payload on `channel`; resolves once PGlite listens. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      await this.request({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (!this.stopped) await this.request({ op: 'unlisten', channel });
    };
  }

  /** Resolves once every notification the worker sent before this call has been delivered here. */
  async sync(): Promise<void> {
    await this.request({ op: 'sync' });
  }

  get alive(): boolean {
    return this.stopped === null;
  }

  async dumpDataDir(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
    return new Blob([await this.request<Uint8Array<ArrayBuffer>>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    openThreads.delete(this);
    // The process is held until the worker has exited: with the worker unreferenced, the process
    // could end while its caller still awaited the close (exit code 13, an unsettled top-level
    // await, seen in the database image step).
    const hold = setInterval(() => {}, 60_000);
    try {
      await this.request({ op: 'close' });
      this.stop(new Error('database closed'));
      await this.worker.terminate();
    } finally {
      clearInterval(hold);
    }
  }
}
