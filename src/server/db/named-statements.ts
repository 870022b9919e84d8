// Raw list queries as named prepared statements on PostgreSQL: the server parses and plans a
// statement text once per connection instead of on every request (planning was most of the
// database's CPU per list request: bench/README.md). The name is derived from the text, so each
// filter shape of a list gets its own statement and its own plan; values stay parameters.
// Each connection keeps what it prepared, so only the first MAX_NAMED texts seen get a name (the
// shapes a console really asks for); any other runs unnamed, as before. Inside a transaction, or
// on PGlite, the query runs as it is.
//
// PostgreSQL's default (plan_cache_mode auto) keeps planning a statement for its values when the
// generic plan looks costlier on paper; for the unfiltered orders page that meant a 0.5 ms plan on
// every request for the same plan. A statement measured to do well with one generic plan for every
// value asks for `genericPlan`: it runs on a few connections of its own set to
// force_generic_plan (the setting is per connection and would otherwise also reach the unnamed
// statements every other query sends, for which a generic plan can be much worse).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './executor';
import { driverOf, rowsOf } from './executor';

const MAX_NAMED = 400;
const GENERIC_PLAN_CONNECTIONS = 4;
const names = new Map<string, string>();
const genericPools = new WeakMap<pg.Pool, pg.Pool>();

interface Dialect {
  sqlToQuery(query: SQL): { sql: string; params: unknown[] };
}

export interface NamedOptions {
  /** Plan once for any values (measured per statement: see the comment above). */
  genericPlan?: boolean;
  /**
   * Where the caller keeps built statements, and the key under which this one is kept: the key must
   * name every input the statement's text and values depend on. Building a list statement with
   * drizzle costs tens of microseconds a request; a repeated request then skips it.
   */
  keep?: { in: Map<string, Built>; key: string };
}

export interface Built {
  sql: string;
  params: unknown[];
}

const MAX_KEPT = 64;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) names.set(text, (name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

/** The generic-plan connections beside `pool`, opened on first use and ended when `pool` is ended. */
function genericPoolOf(pool: pg.Pool): pg.Pool {
  let generic = genericPools.get(pool);
  if (generic) return generic;
  const settings = `${pool.options.options ?? ''} -c plan_cache_mode=force_generic_plan`.trim();
  const created = new pg.Pool({ ...pool.options, max: GENERIC_PLAN_CONNECTIONS, options: settings });
  // An idle connection that breaks (a restarted database) is dropped by the pool; without a
  // listener the error would end the process.
  created.on('error', () => {});
  genericPools.set(pool, (generic = created));
  const end = pool.end.bind(pool) as () => Promise<void>;
  pool.end = (async () => {
    await created.end();
    return end();
  }) as typeof pool.end;
  return generic;
}

export async function executeNamed<T>(db: Executor, query: SQL | (() => SQL), options: NamedOptions = {}): Promise<T[]> {
  const client = driverOf(db);
  const { dialect } = db as Executor & { dialect: Dialect };
  const statement = () => (typeof query === 'function' ? query() : query);
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(statement()));
  const { keep } = options;
  let built = keep?.in.get(keep.key);
  if (!built) {
    built = dialect.sqlToQuery(statement());
    if (keep) {
      if (keep.in.size >= MAX_KEPT) keep.in.clear();
      keep.in.set(keep.key, built);
    }
  }
  const name = nameOf(built.sql);
  const pool = name && options.genericPlan && !client.ending ? genericPoolOf(client) : client;
  const result = await pool.query<T & pg.QueryResultRow>({ name, text: built.sql, values: built.params });
  return result.rows;
}
