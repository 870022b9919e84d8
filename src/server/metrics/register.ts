// Metrics on the application: request metrics on every route (registered before the routes), the
// database observed, the job queue read at scrape time, and GET /metrics behind a token when one is
// configured (its own port is main.ts's and the cluster primary's business).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { observeDatabase } from './db-metrics';
import { tokenMatches } from './exposition';
import { httpMetricsPlugin } from './http-metrics';
import { readQueuesFrom } from './queue-depth';
import { metricsRegistry } from './registry';

export async function registerMetrics(app: FastifyInstance, db: Db, options: { token?: string; collect?: boolean } = {}): Promise<void> {
  if (options.collect !== false) {
    await app.register(httpMetricsPlugin);
    observeDatabase();
  }
  app.addHook('onReady', async () => readQueuesFrom(db));
  app.addHook('onClose', async () => readQueuesFrom(undefined));
  const { token } = options;
  if (!token) return;
  // Outside /api (not part of the agency API); public to the guard, refused here without the token.
  app.get('/metrics', { config: { public: true }, logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token))
      return reply.status(401).type('text/plain').send('metrics need the bearer token (METRICS_TOKEN)\n');
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
