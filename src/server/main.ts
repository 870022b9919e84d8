// `npm start` / `npm run serve`: lock the data folder (PGlite), migrate, install the job queue's
// tables, seed an empty database, serve the API and the built console.
import { readConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { lockUnlessPostgres } from './db/lock';
import { isEmpty, seedDemo } from './db/seed';
import { ensureReferenceData } from './airports/load-reference';
import { seedDemoOrders } from './orders/demo-seed';
import { seedDemoTrainOrders } from './trains/demo-seed';
import { installJobSchema } from './jobs/queue';
import { isClusterPrimary, superviseWorkers, workerCount } from './cluster';

const config = readConfig();
// Cluster mode: this process only supervises the workers, each of which runs this file anew.
if (isClusterPrimary(process.env, config.databaseUrl)) await superviseWorkers(workerCount(process.env, config.databaseUrl));
const release = lockUnlessPostgres(config, 1);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await installJobSchema(database.db);
if (await ensureReferenceData(database.db)) console.log('reference data (airports, airlines) loaded');
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  await seedDemoOrders(database.db);
  await seedDemoTrainOrders(database.db);
  console.log('empty database: demo data loaded');
}

const app = await buildApp({
  db: database.db,
  smtp: config.smtp,
  sessionTtlHours: config.sessionTtlHours,
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  outboundAllow: config.outboundAllow,
  frameAncestors: config.frameAncestors,
  salesEmail: config.salesEmail,
  jobs: config.jobs,
});

let shuttingDown = false;
async function shutdown(signal: string) {
  // A cluster worker can get both the terminal's SIGINT and its primary's SIGTERM.
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  release();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Tessera is serving on http://${config.host}:${config.port} (${database.kind}${database.kind === 'pglite' ? `: ${config.dataDir}` : ''})`);
