// `npm run build` (after the console): makes the embedded database's image (image.ts) when none exists
// for the current sources, and removes images of older sources. Each step prints its time. A queue
// added or changed later than the image is made or updated by the server at start, as on any database.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ensureReferenceData } from '../airports/load-reference';
import { installJobSchema } from '../jobs/queue';
import { timed } from '../start-steps';
import { openDatabase } from './client';
import { IMAGE_DIR, imagePath } from './image';

// Held open until the image is complete: the database's worker thread does not keep the process
// alive while idle, and the process must not end between two of the awaited steps below.
const hold = setInterval(() => {}, 60_000);
const path = imagePath();
mkdirSync(IMAGE_DIR, { recursive: true });
for (const old of readdirSync(IMAGE_DIR)) if (old !== basename(path)) rmSync(join(IMAGE_DIR, old), { recursive: true, force: true });
if (readdirSync(IMAGE_DIR).includes(basename(path))) {
  console.log(`database image up to date: ${path}`);
} else {
  // Made in a side folder and renamed when complete, so an interrupted build leaves no half image.
  const partial = `${path}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const database = await timed('creating the embedded database', () => openDatabase({ dataDir: partial }));
  await timed('migrating', () => database.migrate());
  await timed('job queue tables', () => installJobSchema(database.db));
  await timed('reference data', () => ensureReferenceData(database.db));
  // The job queues (a table each) too: the server makes them when it gets ready, which on a fresh
  // database took a second or more of its start.
  await timed('job queues', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ db: database.db, jobs: { workers: false } });
    await app.ready();
    await app.close();
  });
  await database.close();
  renameSync(partial, path);
  console.log(`database image: ${path}`);
}
clearInterval(hold);
