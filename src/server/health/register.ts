// The operator's side of a server: readiness (decorated, so main.ts can drain it on SIGTERM) and the
// health probes under /api/health.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { Readiness } from './readiness';
import { healthRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export async function registerHealth(app: FastifyInstance, db: Db): Promise<Readiness> {
  // A server that runs no job workers (an API-only one, inject-only tests) has none to be missing.
  const readiness = new Readiness(db, () => !app.jobWorkers || app.jobs.workersRunning);
  app.decorate('readiness', readiness);
  await app.register(healthRoutes, { prefix: '/api/health', readiness });
  return readiness;
}
