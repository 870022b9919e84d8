import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import { siteInfoSchema } from '@/domain/schemas/site';
import type { Db } from '../db/client';
import { ok } from '../http/reply';
import type { SiteDirectory } from './directory';
import { requestHost } from './hosts';
import { siteInfoOf } from './service';

export async function siteRoutes(app: FastifyInstance, { db, directory }: { db: Db; directory: SiteDirectory }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/getSiteConfig',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: "The info of the site serving the request's host, with the rate map",
        response: { 200: envelopeOf(siteInfoSchema) },
      },
    },
    async (request) => ok(await siteInfoOf(db, await directory.forHost(requestHost(request)))),
  );
}
