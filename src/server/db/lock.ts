// PGlite takes no lock on its folder, and two processes on one folder corrupt it. We take our own:
// a lock file holding our pid, created exclusively; a lock left by a dead process is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Tessera process (pid ${ownerPid}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirLockedError. Returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'tessera.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

/**
 * For the commands (server, seed, ledger check): lock the PGlite folder unless a PostgreSQL URL is
 * configured; when another process holds it, print why and exit with `exitCode`.
 */
export function lockUnlessPostgres(config: { databaseUrl?: string; dataDir: string }, exitCode: number, hint = ''): () => void {
  if (config.databaseUrl) return () => {};
  try {
    return lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(hint ? `${error.message}\n${hint}` : error.message);
    process.exit(exitCode);
  }
}
