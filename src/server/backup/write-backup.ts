// A consistent backup of the database the server runs on, written to a file:
// - embedded (PGlite): the data folder as a gzip tarball, taken by the database's own thread while it
//   runs no statement (PGlite's dumpDataDir holds its query lock), so the copy holds exactly the
//   committed transactions, as after a crash: a transaction still open is not in it. `restore` opens it.
// - PostgreSQL: pg_dump in its custom format (one snapshot of the whole database), restored with
//   pg_restore. pg_dump must be on the machine (Debian: postgresql-client).
// The file appears under its name only when complete (written beside it, then renamed).
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '../db/client';

export const BACKUP_EXTENSION = { pglite: '.tar.gz', postgres: '.dump' } as const;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    child.once('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${said.trim()}`))));
  });
}

export async function writeBackup(source: { database?: Database; databaseUrl?: string }, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (source.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--file', partial, '--dbname', source.databaseUrl]);
    } else {
      if (!source.database?.dump) throw new Error('the embedded database is not open');
      writeFileSync(partial, new Uint8Array(await (await source.database.dump('gzip')).arrayBuffer()));
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** tessera-20261126T201500Z.tar.gz: names sort by time. */
export function backupName(kind: 'pglite' | 'postgres', at = new Date()): string {
  return `tessera-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}${BACKUP_EXTENSION[kind]}`;
}
