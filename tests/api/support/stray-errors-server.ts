// A real server process for the stray-errors test: the seeded database (PGlite image), the app, the
// process guard as main.ts installs it, and four routes and a job that each fail where nothing
// awaits them (a timer, a dropped promise, a worker thread without listeners, a job's timer).
// Prints "PORT <n>" once it listens; logs as JSON lines on stdout.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { ok } from '@/server/http/reply';
import { JobQueue } from '@/server/jobs/queue';
import { guardProcess } from '@/server/process-guard';
import { SNAPSHOT_PATH } from './databases';

const database = await openDatabase({ loadFrom: new Blob([readFileSync(SNAPSHOT_PATH)]) });
const app = await buildApp({ db: database.db, logger: { level: 'error' } });
guardProcess(app.log);
const jobs = new JobQueue(database.db);
jobs.define<Record<string, never>>({
  name: 'test-stray',
  handler: async () => {
    setTimeout(() => {
      throw new Error('stray error in a job');
    }, 1);
  },
});
const strays: Record<string, () => void | Promise<unknown>> = {
  'request-throw': () => {
    setImmediate(() => {
      throw new Error('stray error in a request');
    });
  },
  'request-rejection': () => {
    void Promise.reject(new Error('stray rejection in a request'));
  },
  'worker-thread': () => {
    new Worker('throw new Error("stray error in a worker thread")', { eval: true });
  },
  job: () => jobs.send(database.db, 'test-stray', {}),
};
for (const [name, stray] of Object.entries(strays)) {
  app.get(`/test/stray/${name}`, { config: { public: true } }, async () => {
    await stray();
    return ok(null);
  });
}
await app.ready();
await jobs.start();
await jobs.startWorkers();
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${(app.server.address() as { port: number }).port}`);
