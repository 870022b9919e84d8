// The embedded database's own thread: PGlite runs here, so a query never holds up the server's event
// loop. It answers requests from its parent over the worker port (pglite-thread.ts) in the order they
// arrive. Notifications (LISTEN) go over the same port: PGlite calls its listeners before the statement
// that raised them resolves, and a port keeps its order, so the parent hears a change before it hears
// that the write is done. A statement's answer is sent only after PGlite wrote it to its folder, as
// when PGlite runs in the server's own thread. Plain JavaScript: it loads the same under tsx, vitest
// and a bundled server.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-nodefs.mjs';

const { dataDir, loadFrom, settings, fsync } = workerData;
const port = parentPort;

/** Types the caller wants as PostgreSQL's text (drizzle keeps dates and intervals as strings). */
const identity = (value) => value;
const parsersByKey = new Map();
function parsersFor(rawTypes) {
  if (!rawTypes?.length) return undefined;
  const key = rawTypes.join(',');
  let parsers = parsersByKey.get(key);
  if (!parsers) parsersByKey.set(key, (parsers = Object.fromEntries(rawTypes.map((oid) => [oid, identity]))));
  return parsers;
}

/** A database error keeps its fields (code, constraint, detail…) across the port. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (value === undefined || typeof value === 'function') continue;
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

const transactions = new Map();
let nextTransaction = 1;

/** Opens a transaction that stays open until the parent ends it (PGlite queues every other statement). */
function begin(db) {
  return new Promise((resolveBegin, rejectBegin) => {
    const id = nextTransaction++;
    let begun = false;
    const open = { tx: undefined, end: undefined, done: undefined };
    const ended = new Promise((resolve) => {
      open.end = resolve;
    });
    db.transaction(async (tx) => {
      open.tx = tx;
      transactions.set(id, open);
      begun = true;
      resolveBegin(id);
      const { commit } = await ended;
      if (!commit && !tx.closed) await tx.rollback();
    })
      .then(
        () => open.done?.resolve(),
        (error) => (begun ? open.done?.reject(error) : rejectBegin(error)),
      )
      .finally(() => transactions.delete(id));
  });
}

function finish(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return new Promise((resolve, reject) => {
    open.done = { resolve, reject };
    open.end({ commit });
  });
}

function executorOf(db, tx) {
  if (!tx) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

const listeners = new Map();

async function handle(db, request) {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: parsersFor(request.rawTypes) };
      const { rows, fields, affectedRows } = await executorOf(db, request.tx).query(request.sql, request.params, options);
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await executorOf(db, request.tx).exec(request.sql);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      return begin(db);
    case 'commit':
      return finish(request.tx, true);
    case 'rollback':
      return finish(request.tx, false);
    case 'listen':
      if (!listeners.has(request.channel)) {
        listeners.set(
          request.channel,
          await db.listen(request.channel, (payload) => port.postMessage({ channel: request.channel, payload })),
        );
      }
      return undefined;
    case 'unlisten': {
      const stop = listeners.get(request.channel);
      listeners.delete(request.channel);
      await stop?.();
      return undefined;
    }
    case 'sync':
      return undefined;
    case 'memory':
      // PostgreSQL's WebAssembly memory (grows, never shrinks) and this thread's own JavaScript heap.
      return { wasmBytes: db.mod?.HEAPU8?.byteLength ?? 0, heapBytes: getHeapStatistics().used_heap_size };
    case 'dump': {
      const blob = await db.dumpDataDir(request.compression ?? 'none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/**
 * PostgreSQL compiled to WebAssembly (9 MB) is compiled by V8's baseline compiler only. By default V8
 * also recompiles its hot functions with its optimising compiler, which kept 40-60 MB more in the
 * process (the optimised code and the compiler's own memory) for ~10 % less CPU per list request in this
 * thread: most of a request's time is PostgreSQL's logic and the answers' JavaScript, not tight loops. The flag
 * is V8's, for the whole process: it is set while PGlite compiles and put back afterwards, so other
 * WebAssembly (the OCR's) is compiled as V8 would otherwise (its speed was not measured here). bench/README.md, "PGlite memory".
 */
async function createWithBaselineCompiler(options) {
  const given = process.execArgv.includes('--liftoff-only');
  if (!given) setFlagsFromString('--liftoff-only');
  try {
    return await PGlite.create(options);
  } finally {
    if (!given) setFlagsFromString('--no-liftoff-only');
  }
}

try {
  const db = await createWithBaselineCompiler({
    extensions: { pg_trgm },
    // A folder is durable (durable-nodefs.mjs) unless the caller turned fsync off (measurements only).
    startParams: [
      ...(dataDir && fsync !== false ? DURABLE_START_PARAMS : PGlite.defaultStartParams),
      ...Object.entries(settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(dataDir ? { fs: fsync === false ? new NodeFS(dataDir) : new DurableNodeFS(dataDir) } : {}),
    ...(loadFrom ? { loadDataDir: new Blob([loadFrom]) } : {}),
  });
  // Every request gets an answer, even one whose value or error cannot be copied across the port.
  const answer = (id, message, transfer = []) => {
    try {
      port.postMessage({ id, ...message }, transfer);
    } catch (error) {
      port.postMessage({ id, error: { message: `database answer could not cross to the server: ${error.message}` } });
    }
  };
  port.on('message', (request) => {
    handle(db, request).then(
      (value) => answer(request.id, { value }, value instanceof Uint8Array ? [value.buffer] : []),
      (error) => answer(request.id, { error: plainError(error) }),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
}
