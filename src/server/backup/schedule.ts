// Backups on a schedule (BACKUP_EVERY_MINUTES, BACKUP_KEEP, BACKUP_DIR): a periodic job, so on a
// cluster or several machines one process writes each backup, then the oldest beyond the retention
// count are deleted. Only the job's own file names are counted or deleted.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { definePeriodic } from '../jobs/periodic';
import { backupName, writeBackup } from './write-backup';

const OWN_NAME = /^tessera-\d{8}T\d{6}Z\.(tar\.gz|dump)$/;

export interface BackupSchedule {
  dir: string;
  everyMinutes: number;
  keep: number;
}

/** Deletes all but the newest `keep` scheduled backups in `dir`; answers how many it deleted. */
export function pruneBackups(dir: string, keep: number): number {
  const old = readdirSync(dir).filter((name) => OWN_NAME.test(name)).sort().reverse().slice(keep);
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old.length;
}

export function scheduleBackups(app: FastifyInstance, source: { database: Database; databaseUrl?: string }, schedule: BackupSchedule): void {
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
