// Raw list queries as named prepared statements on PostgreSQL: the server parses and plans a
// statement text once per connection instead of on every request (planning was most of the
// database's CPU per list request: bench/README.md). The name is derived from the text, so each
// filter shape of a list gets its own statement and its own plan; values stay parameters.
// Each connection keeps what it prepared, so only the first MAX_NAMED texts seen get a name (the
// shapes a console really asks for); any other runs unnamed, as before. Inside a transaction, or
// on PGlite, the query runs as it is.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './executor';
import { rowsOf } from './executor';

const MAX_NAMED = 400;
const names = new Map<string, string>();

interface Dialect {
  sqlToQuery(query: SQL): { sql: string; params: unknown[] };
}

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) names.set(text, (name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

export async function executeNamed<T>(db: Executor, query: SQL): Promise<T[]> {
  const { $client: client, dialect } = db as unknown as { $client?: unknown; dialect: Dialect };
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<T & pg.QueryResultRow>({ name: nameOf(text), text, values: params });
  return result.rows;
}
