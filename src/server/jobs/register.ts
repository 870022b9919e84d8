// One job queue per server, shared by every area (orders, money, groups): created with the app,
// its tables and queues installed when the app is ready, its workers started only once the server
// listens (inject-only tests run jobs themselves with runUntilIdle), stopped when the app closes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { JobQueue, type JobQueueOptions } from './queue';

export interface JobOptions extends JobQueueOptions {
  /** Start workers (and periodic senders) when the server listens (default true). */
  workers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** Whether this server runs job workers once it listens. */
    jobWorkers: boolean;
  }
}

export function registerJobQueue(app: FastifyInstance, db: Db, options: JobOptions = {}): JobQueue {
  const jobs = new JobQueue(db, options);
  app.decorate('jobs', jobs);
  app.decorate('jobWorkers', options.workers !== false);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onListen', async () => {
    if (options.workers !== false) await jobs.startWorkers();
  });
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
