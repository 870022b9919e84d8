// Probes for a load balancer or an orchestrator: /live answers while the process can answer at all
// (restart it when not), /ready while it should be sent requests (take it out of rotation when not).
// Public and cheap; logged only at warn and above, so a probe every few seconds leaves no trace.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import { livenessSchema, readinessSchema } from '@/domain/schemas/health';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import { isReady, type Readiness } from './readiness';

/** Mounted under /api/health. */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/live',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: { response: { 200: envelopeOf(livenessSchema) } },
    },
    async () => ok({ pid: process.pid, uptimeSeconds: Math.round(process.uptime()) }),
  );

  typed.get(
    '/ready',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: { response: { 200: envelopeOf(readinessSchema) } },
    },
    async () => {
      const checks = await readiness.check();
      if (!isReady(checks)) {
        const failing = [
          !checks.database && 'database',
          !checks.migrations && 'migrations',
          !checks.jobs && 'jobs',
          checks.draining && 'draining',
        ].filter(Boolean);
        throw new ApiError('NOT_READY', { reasons: failing.join(', ') });
      }
      return ok(checks);
    },
  );
}
