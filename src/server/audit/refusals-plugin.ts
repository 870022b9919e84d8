// Puts refused calls on the record (refusals.ts): a 403 of the access policy or of an API key's
// scope, and a 404 that hid another agency's record. A user held to changing a reset password is
// not refused anything worth recording. Writing never changes the answer: a failed write is logged.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { recordRefusal, type Refusal } from './refusals';

const RECORDED_403 = new Set(['FORBIDDEN', 'API_KEY_SCOPE']);

function refusalOf(request: FastifyRequest, error: FastifyError | ApiError): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const identity = request.identity;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 128);
  const caller = { ip: request.ip, agencyId: identity?.user.agencyId ?? null, userId: identity?.user.id ?? null };
  if (RECORDED_403.has(error.codeName)) {
    return {
      ...caller,
      action: 'access.refused',
      reason: error.codeName,
      target: route,
      ...(identity?.via === 'api-key' ? { detail: { via: 'api-key' } } : {}),
    };
  }
  if (error.refusal?.reason === 'cross-agency') {
    return {
      ...caller,
      action: 'access.cross-agency',
      reason: 'cross-agency',
      target: error.refusal.target,
      detail: { route, agencyAsked: error.refusal.agencyId },
    };
  }
  return null;
}

async function refusals(app: FastifyInstance, options: { db: Db }) {
  app.addHook('onError', async (request, _reply, error) => {
    const refusal = refusalOf(request, error);
    if (!refusal) return;
    await recordRefusal(options.db, refusal).catch((failure: unknown) => request.log.error({ err: failure }, 'refusal audit write failed'));
  });
}

export const refusalsPlugin = fp(refusals, { name: 'refusals' });
