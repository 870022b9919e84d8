// `npm run backup` while the embedded server runs: only the server may touch its data folder (one
// process per folder), so the command asks it. The request is a file in the data folder naming the
// backup file, and SIGUSR2 to the server (its pid is in the folder's lock file): a local request that
// only someone who may write the data folder can make. The server writes the backup (write-backup.ts)
// or, when that fails, `<file>.failed` with the reason; the command waits for one of the two.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { writeBackup } from './write-backup';

const REQUEST_FILE = 'backup-request.json';

/** The running server's side: answers each SIGUSR2 with the backup the request file asks for. */
export function serveBackupRequests(dataDir: string, database: Database, log: (line: string) => void): void {
  let running = Promise.resolve();
  process.on('SIGUSR2', () => {
    running = running.then(async () => {
      const requestPath = join(dataDir, REQUEST_FILE);
      if (!existsSync(requestPath)) return;
      const { file } = JSON.parse(readFileSync(requestPath, 'utf8')) as { file: string };
      rmSync(requestPath, { force: true });
      try {
        await writeBackup({ database }, file);
        log(`backup written to ${file}`);
      } catch (error) {
        writeFileSync(`${file}.failed`, (error as Error).message);
        log(`backup to ${file} failed: ${(error as Error).message}`);
      }
    });
  });
}

/** The command's side: asks the server `pid` for a backup into `file` and waits for it. */
export async function requestBackup(dataDir: string, pid: number, file: string, limitMs = 600_000): Promise<void> {
  rmSync(`${file}.failed`, { force: true });
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ file }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + limitMs;
  while (!existsSync(file)) {
    if (existsSync(`${file}.failed`)) throw new Error(readFileSync(`${file}.failed`, 'utf8'));
    if (Date.now() > deadline) throw new Error(`the server (pid ${pid}) wrote no backup within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
