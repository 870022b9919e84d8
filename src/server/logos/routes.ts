// GET /api/base/v2/logos/:id: an agency's logo image. Public (an <img> sends no bearer token); the
// URL carries a content hash, so the answer can be cached for long.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { idParamsSchema } from '../http/params';
import { loadLogo } from './logos';

export async function logoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    {
      config: { public: true },
      schema: { tags: ['company'], summary: "An agency's logo image", params: idParamsSchema },
    },
    async (request, reply) => {
      const logo = await loadLogo(db, request.params.id);
      if (!logo) throw new ApiError('NOT_FOUND');
      return reply
        .header('content-type', logo.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(logo.data, 'base64'));
    },
  );
}
