// `npm run backup [file]`: a consistent backup of the configured database while the server runs
// (or not). PostgreSQL (DATABASE_URL): pg_dump's custom format. Embedded (DATA_DIR): the running
// server takes it between two statements (on-demand.ts); with no server running, this command opens
// the folder itself. The default file is BACKUP_DIR/tessera-<time>.tar.gz (or .dump).
import { join, resolve } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { requestBackup } from './on-demand';
import { backupName, writeBackup } from './write-backup';

const config = readConfig();
const kind = config.databaseUrl ? 'postgres' : 'pglite';
const file = resolve(process.argv[2] ?? join(config.backup.dir, backupName(kind)));
const began = performance.now();

try {
  if (config.databaseUrl) {
    await writeBackup({ databaseUrl: config.databaseUrl }, file);
  } else {
    let release: (() => void) | undefined;
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      await requestBackup(config.dataDir, error.ownerPid, file);
    }
    if (release) {
      try {
        const database = await openDatabase({ dataDir: config.dataDir });
        try {
          await writeBackup({ database }, file);
        } finally {
          await database.close();
        }
      } finally {
        release();
      }
    }
  }
  console.log(`backup written to ${file} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
