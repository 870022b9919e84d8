// One line per request, at debug: an operator's log at info shows only the requests worth reading,
// those that failed (5xx) or were slow (over LOG_SLOW_MS, 1 s by default), each with its method,
// route, status, time and the caller (the logger's mixin adds user, agency and trace). Fastify's own
// "incoming request"/"request completed" pair is off (disableRequestLogging in app.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook } from '../http/route-hooks';

export const DEFAULT_SLOW_MS = 1000;

async function requestLog(app: FastifyInstance, { slowMs = DEFAULT_SLOW_MS }: { slowMs?: number }) {
  function logRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    if (status >= 500 || ms >= slowMs)
      request.log.info({ req: request, status, ms: Math.round(ms) }, status >= 500 ? 'request failed' : 'slow request');
    else request.log.debug({ req: request, status, ms: Math.round(ms * 10) / 10 }, 'request completed');
    done();
  }
  app.addHook('onRoute', (route: RouteOptions) => addRouteHook(route, 'onResponse', logRequest));
}

export const requestLogPlugin = fp(requestLog, { name: 'request-log' });
