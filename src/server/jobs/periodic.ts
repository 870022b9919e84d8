// Work done every few seconds or minutes (hold expiry, gateway time-outs, statements, group
// deadlines) runs as a job, not a bare timer: every listening server offers one job per time slot
// (pg-boss keeps one per slot, however many servers offer it), any server's worker runs it, and a
// run that crashes or throws is retried, then dead-lettered for staff like any other job.
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  name: string;
  everySeconds: number;
  /** Answers how many things it did (logged when more than none). Must be safe to run twice. */
  run: () => Promise<number>;
  /** A run that takes longer than this is taken for dead (default: pg-boss's queue default). */
  expireInSeconds?: number;
}

export function definePeriodic(app: FastifyInstance, job: PeriodicJob): void {
  app.jobs.define<Record<string, never>>({
    name: job.name,
    handler: async () => {
      const done = await job.run();
      if (done > 0) app.log.info({ job: job.name, count: done }, 'periodic job');
    },
    retryLimit: 3,
    retryDelaySeconds: Math.max(5, Math.floor(job.everySeconds / 2)),
    expireInSeconds: job.expireInSeconds,
  });
  let timer: NodeJS.Timeout | undefined;
  const offer = () =>
    app.jobs
      .send(app.jobs.database, job.name, {}, { singletonSeconds: job.everySeconds })
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'periodic job not offered'));
  app.addHook('onListen', async () => {
    if (!app.jobWorkers || timer) return;
    timer = setInterval(offer, job.everySeconds * 1000).unref();
    void offer();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
