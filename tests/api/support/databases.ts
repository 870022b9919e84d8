import { randomBytes } from 'node:crypto';

export const SNAPSHOT_PATH = '.tmp/pglite-seeded.tar';

// TEST_DB_PREFIX: a name prefix of one's own on a PostgreSQL shared with other runs (as BENCH_DB_PREFIX).
const PREFIX = /^[a-z_][a-z0-9_]*$/.test(process.env.TEST_DB_PREFIX ?? '') ? process.env.TEST_DB_PREFIX : 'tessera_';

export function templateName(): string {
  return `${PREFIX}tpl_${process.pid}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function uniqueDatabaseName(): string {
  return `${PREFIX}t_${randomBytes(6).toString('hex')}`;
}
