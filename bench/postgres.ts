// A throw-away PostgreSQL database per run: created empty (the server migrates and seeds it) and
// dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database, or answers why PostgreSQL cannot be used. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase | { unavailable: string }> {
  // BENCH_DB_PREFIX: a name prefix of one's own on a PostgreSQL shared with other runs.
  const prefix = /^[a-z_][a-z0-9_]*$/.test(process.env.BENCH_DB_PREFIX ?? '') ? process.env.BENCH_DB_PREFIX : 'tessera_bench_';
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  try {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { unavailable: message || code || String(error) };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
