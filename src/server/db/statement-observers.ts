// Who wants to know about each database statement (metrics, traces), told by both drivers: the pg
// pool's clients (watch-pg.ts) and the embedded database's thread (pglite-thread.ts). Observers are
// called after the statement, with its time; none is registered unless metrics or traces are on.
export type DbSystem = 'postgresql' | 'pglite';

export interface StatementFacts {
  system: DbSystem;
  /** SELECT, INSERT, ... (the first keyword, from a short list; "OTHER" otherwise). */
  operation: string;
  seconds: number;
  failed: boolean;
}

/** Starts a span (or anything else) around a statement; answers the function that ends it. */
export type StatementTracer = (system: DbSystem, text: string, operation: string) => (error?: unknown) => void;

const observers = new Set<(facts: StatementFacts) => void>();
let tracer: StatementTracer | undefined;

/** The pools this process opened, for their use at scrape time (total, idle, waiting). */
export interface PoolFacts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
export const openPools = new Set<PoolFacts>();
const waitObservers = new Set<(seconds: number) => void>();

export function onPoolWait(observer: (seconds: number) => void): void {
  waitObservers.add(observer);
}

export function poolWaited(seconds: number): void {
  for (const observer of waitObservers) observer(seconds);
}

/** Whether any observer or tracer wants statements (the drivers skip all work otherwise). */
export function observing(): boolean {
  return observers.size > 0 || tracer !== undefined;
}

export function onStatement(observer: (facts: StatementFacts) => void): void {
  observers.add(observer);
}

export function traceStatements(next: StatementTracer | undefined): void {
  tracer = next;
}

const KNOWN = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'WITH',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'LISTEN',
  'UNLISTEN',
  'NOTIFY',
  'SET',
  'SAVEPOINT',
  'RELEASE',
]);

/** The statement's first keyword, from a bounded list (metric labels must stay few). */
export function operationOf(text: string): string {
  const word = /^\s*\(?\s*([A-Za-z]+)/.exec(text.slice(0, 40))?.[1]?.toUpperCase() ?? '';
  return KNOWN.has(word) ? word : 'OTHER';
}

/** Wraps one statement: observers get its time, the tracer (when tracing) a span around it. */
export function observeStatement<T>(system: DbSystem, text: string, run: () => Promise<T>): Promise<T> {
  if (!observing()) return run();
  const operation = operationOf(text);
  const end = tracer?.(system, text, operation);
  const started = performance.now();
  const finish = (failed: boolean, error?: unknown) => {
    const facts = { system, operation, seconds: (performance.now() - started) / 1000, failed };
    for (const observer of observers) observer(facts);
    end?.(error);
  };
  return run().then(
    (value) => {
      finish(false);
      return value;
    },
    (error: unknown) => {
      finish(true, error);
      throw error;
    },
  );
}
