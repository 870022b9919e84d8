// Platform staff's view of background work that needs a person (the console's job desk).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import { stuckJobsQuerySchema, stuckJobsSchema } from '@/domain/schemas/jobs';
import type { Db } from '../db/client';
import { ok } from '../http/reply';
import { stuckJobs } from './stuck-jobs';

/** Mounted under /api/base/v2/jobs. */
export async function jobRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stuck',
    {
      config: { access: { obj: 'api:jobs', act: 'read' } },
      schema: {
        tags: ['jobs'],
        security: [{ bearer: [] }],
        summary: 'Background jobs that need a person: dead letters, runs of a crashed server, retries, and jobs nobody started',
        querystring: stuckJobsQuerySchema,
        response: { 200: envelopeOf(stuckJobsSchema) },
      },
    },
    async (request) => {
      await app.jobs.start();
      return ok(await stuckJobs(db, request.query));
    },
  );
}
