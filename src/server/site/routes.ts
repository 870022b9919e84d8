import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import { siteInfoSchema } from '@/domain/schemas/site';
import type { Db } from '../db/client';
import { ok } from '../http/reply';
import { siteInfo } from './service';

export async function siteRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/getSiteConfig', {
    config: { public: true },
    schema: { tags: ['site'], summary: 'Site info with its defaults and the rate map', response: { 200: envelopeOf(siteInfoSchema) } },
  }, async () => ok(await siteInfo(db)));
}
