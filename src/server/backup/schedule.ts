// Backups on a schedule (BACKUP_EVERY_MINUTES, BACKUP_KEEP, BACKUP_DIR): a periodic job, so on a
// cluster or several machines one process writes each backup, then the oldest beyond the retention
// count are deleted. Only the job's own file names are counted or deleted.
// After a crash: a backup cut off by it never appears under its name (write-backup.ts writes beside
// it), the job's next run deletes what the cut-off run left (tessera-<time>.*.partial), and the cut-off
// run itself is a job whose process died: the queue takes it for dead after expireInSeconds and runs
// it again (retried like any job), besides the next period's.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { definePeriodic } from '../jobs/periodic';
import { backupName, writeBackup } from './write-backup';

const OWN_NAME = /^tessera-\d{8}T\d{6}Z\.(tar\.gz|dump)$/;
const OWN_PARTIAL = /^tessera-\d{8}T\d{6}Z\.(tar\.gz|dump)\.partial$/;

export interface BackupSchedule {
  dir: string;
  everyMinutes: number;
  keep: number;
}

/**
 * Deletes all but the newest `keep` scheduled backups in `dir`, and the partial files of runs a crash cut
 * off (one scheduled run at a time, so none is being written now); answers how many it deleted.
 */
export function pruneBackups(dir: string, keep: number): number {
  const names = readdirSync(dir);
  const old = [
    ...names
      .filter((name) => OWN_NAME.test(name))
      .sort()
      .reverse()
      .slice(keep),
    ...names.filter((name) => OWN_PARTIAL.test(name)),
  ];
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old.length;
}

export function scheduleBackups(
  app: FastifyInstance,
  source: { database: Database; databaseUrl?: string },
  schedule: BackupSchedule,
): void {
  definePeriodic(app, {
    name: 'database-backup',
    everySeconds: schedule.everyMinutes * 60,
    expireInSeconds: 3_600,
    run: async () => {
      const file = join(schedule.dir, backupName(source.database.kind));
      await writeBackup(source, file);
      const pruned = pruneBackups(schedule.dir, schedule.keep);
      app.log.info({ file, pruned }, 'scheduled backup written');
      return 1;
    },
  });
}
