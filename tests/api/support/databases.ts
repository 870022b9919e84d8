import { randomBytes } from 'node:crypto';

export const SNAPSHOT_PATH = '.tmp/pglite-seeded.tar';

export function templateName(): string {
  return `tessera_tpl_${process.pid}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function uniqueDatabaseName(): string {
  return `tessera_t_${randomBytes(6).toString('hex')}`;
}
