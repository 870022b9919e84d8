// Staff's system page (api:system): the whole state in one read, and the re-run of a dead letter.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { rerunAnswerSchema, systemStatusSchema } from '@/domain/schemas/system';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import type { AdapterHealthBook } from './adapter-health';
import { queueLimitOf, type AlertConfig } from './alert-config';
import { systemStatus } from './system-status';
import { channelStates } from '../wallet/provider-state';

export interface SystemRouteOptions {
  db: Db;
  book: AdapterHealthBook;
  alerts: AlertConfig;
  backupDir?: string;
}

/** Mounted under /api/base/v2/system. */
export async function systemRoutes(app: FastifyInstance, { db, book, alerts, backupDir }: SystemRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const security = [{ bearer: [] }];

  r.get(
    '',
    {
      config: { access: { obj: 'api:system', act: 'read' } },
      schema: {
        tags,
        security,
        summary:
          'Suppliers and payment channels, job queues and dead letters, failing webhooks, the last ledger check and backup, open alerts',
        response: { 200: envelopeOf(systemStatusSchema) },
      },
    },
    async () => {
      await app.jobs.start();
      // The payment providers this server has configured (the money area decorates the app with them).
      const configured = app.hasDecorator('paymentRouting')
        ? app.paymentRouting.providers.map((p) => ({ name: p.name, mode: p.mode }))
        : [];
      const routing = app.hasDecorator('paymentRouting') ? await channelStates(db, app.paymentRouting) : [];
      const status = await systemStatus(db, book, alerts, backupDir, configured, routing);
      // Queues with nothing unfinished are listed too, so staff see every queue this server works.
      const listed = new Set(status.queues.map((q) => q.queue));
      for (const queue of app.jobs.queueNames.filter((name) => !listed.has(name)).sort()) {
        status.queues.push({
          queue,
          depth: 0,
          active: 0,
          retrying: 0,
          deadLetters: 0,
          oldestSeconds: null,
          limitSeconds: queueLimitOf(alerts, queue),
        });
      }
      status.queues.sort((a, b) => a.queue.localeCompare(b.queue));
      return ok(status);
    },
  );

  r.post(
    '/dead-letters/:id/rerun',
    {
      config: { access: { obj: 'api:system', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Sends a dead-lettered job back to its queue with a fresh set of tries',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelopeOf(rerunAnswerSchema) },
      },
    },
    async (request) => {
      const rerun = await app.jobs.rerunDeadLetter(request.params.id);
      if (!rerun) throw new ApiError('NOT_FOUND');
      noteAudit(request, { action: 'job.rerun', target: request.params.id });
      return ok(rerun);
    },
  );
}
