// `npm start` / `npm run serve`: lock the data folder (PGlite), migrate, install the job queue's
// tables, seed an empty database, serve the API and the built console. Each step prints its time.
// The database opens while the server's code loads.
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { startFromImage } from './db/image';
import { lockUnlessPostgres } from './db/lock';
import { guardProcess } from './process-guard';
import { secondsSince, timed } from './start-steps';
import { drainAndClose } from './health/shutdown';
import { startTracing, stopTracing } from './tracing/tracing';
import cluster from 'node:cluster';
import { isClusterPrimary, superviseWorkers, workerCount } from './cluster';
import { reportToClusterPrimary, serveMetricsPort } from './metrics/exposition';
import { serveBackupRequests } from './backup/on-demand';
import { scheduleBackups } from './backup/schedule';

const began = performance.now();
const config = readConfig();
// Tracing starts before the server's code builds anything (off unless an exporter is configured).
if (!isClusterPrimary(process.env, config.databaseUrl)) await startTracing();
// Cluster mode: this process only supervises the workers, each of which runs this file anew.
if (isClusterPrimary(process.env, config.databaseUrl))
  await superviseWorkers(workerCount(process.env, config.databaseUrl), console.log, config.metrics);
const release = lockUnlessPostgres(config, 1);

// A new PGlite folder starts as a copy of the build's image when there is one (db/image.ts).
let fromImage = false;
const openingDatabase = config.databaseUrl
  ? timed('connecting to PostgreSQL', () => openDatabase({ databaseUrl: config.databaseUrl }))
  : timed(
      `opening the embedded database in ${config.dataDir}`,
      () => {
        fromImage = startFromImage(config.dataDir);
        return openDatabase({ dataDir: config.dataDir, fsync: config.embeddedFsync });
      },
      () => (fromImage ? "new, copied from the build's image" : undefined),
    );

const [database, { buildApp }, { prepareDatabase }] = await Promise.all([
  openingDatabase,
  timed('loading the server', () => import('./app')),
  import('./db/prepare'),
]);
await prepareDatabase(database);

const app = await buildApp({
  db: database.db,
  smtp: config.smtp,
  sessionTtlHours: config.sessionTtlHours,
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
  slowRequestMs: config.slowRequestMs,
  trustProxy: config.trustProxy,
  outboundAllow: config.outboundAllow,
  frameAncestors: config.frameAncestors,
  salesEmail: config.salesEmail,
  rateLimits: config.rateLimits ? { limits: config.rateLimits } : undefined,
  jobs: config.jobs,
  metricsToken: config.metrics.token,
  metricsCollect: config.metrics.collect,
  system: { alerts: config.alerts, backupDir: config.backup.dir },
});
reportToClusterPrimary();

// Backups: on a schedule when configured; on demand (`npm run backup`) for the embedded database.
if (config.backup.everyMinutes) {
  scheduleBackups(
    app,
    { database, databaseUrl: config.databaseUrl },
    { dir: config.backup.dir, everyMinutes: config.backup.everyMinutes, keep: config.backup.keep },
  );
}
if (database.kind === 'pglite') serveBackupRequests(config.dataDir, database, (line) => app.log.info(line));

let shuttingDown = false;
async function shutdown(signal: string) {
  // A cluster worker can get both the terminal's SIGINT and its primary's SIGTERM.
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal}: shutting down`);
  await drainAndClose(app, config.drainDelaySeconds);
  await stopTracing().catch(() => {});
  await database.close();
  release();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// From here on a stray error in a request, job or worker thread is logged, never the end of the process.
guardProcess(app.log);
await timed('starting the API', async () => {
  await app.ready();
});
await app.listen({ port: config.port, host: config.host });
// A single process serves its own metrics port; in cluster mode the primary does (cluster.ts).
if (config.metrics.port !== undefined && !cluster.isWorker) {
  const metricsServer = await serveMetricsPort(config.metrics, false);
  app.addHook('onClose', (_app, done) => {
    metricsServer.close(() => done());
  });
}
console.log(
  `Tessera is serving on http://${config.host}:${config.port} (${database.kind}${database.kind === 'pglite' ? `: ${config.dataDir}` : ''}), started in ${secondsSince(began)} s`,
);
