// Tells the statement observers about every statement of a pg pool (its clients' query calls, in both
// the promise and the callback form pg-pool itself uses), and measures how long callers wait for a
// connection. Installed on each pool when it opens; costs nothing per statement while no observer
// or tracer is registered.
import type { Pool, PoolClient } from 'pg';
import { observeStatement, observing, openPools, poolWaited } from './statement-observers';

type AnyQuery = (...args: unknown[]) => unknown;

function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  return typeof (config as { text?: unknown } | null)?.text === 'string' ? (config as { text: string }).text : '';
}

function watchClient(client: PoolClient): void {
  const original = client.query.bind(client) as AnyQuery;
  // pg's query is overloaded; the watcher wraps every form through one signature.
  (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
    if (!observing()) return original(...args);
    const last = args.length - 1;
    const text = textOf(args[0]);
    if (typeof args[last] === 'function') {
      // Callback form: observe around a promise that settles with the callback.
      const callback = args[last] as (error: unknown, result: unknown) => void;
      let settle!: (error: unknown, result: unknown) => void;
      void observeStatement(
        'postgresql',
        text,
        () =>
          new Promise((resolve, reject) => {
            settle = (error, result) => (error ? reject(error) : resolve(result));
          }),
      ).catch(() => {});
      args[last] = (error: unknown, result: unknown) => {
        settle(error, result);
        callback(error, result);
      };
      return original(...args);
    }
    const result = original(...args);
    if (!(result instanceof Promise)) return result; // a Submittable (cursor, stream): not ours to time
    return observeStatement('postgresql', text, () => result);
  };
}

/** Statements of the pool's clients, the pool's use, and how long each pool.connect waited for a connection. */
export function watchPool(pool: Pool): void {
  openPools.add(pool);
  pool.on('connect', watchClient);
  const end = pool.end.bind(pool);
  pool.end = ((...args: Parameters<typeof end>) => {
    openPools.delete(pool);
    return end(...args);
  }) as typeof pool.end;
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void,
  ) => Promise<PoolClient> | void;
  // pg's connect is overloaded (callback or promise); the watcher replaces both through one signature.
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const started = performance.now();
    const waited = () => poolWaited((performance.now() - started) / 1000);
    if (callback)
      return connect((error, client, done) => {
        waited();
        callback(error, client, done);
      });
    return (connect() as Promise<PoolClient>).then((client) => {
      waited();
      return client;
    });
  };
}
