// Applies the rate limits of rate-limits.ts with @fastify/rate-limit's counters, before the route
// authenticates or reads a body (an upload refused here costs nothing). Counters live in each
// server's memory: behind a load balancer of N servers a caller gets up to N times the limit.
// Login guessing does not depend on them: the per-account throttle is counted in the database.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';
import { addRouteHook } from '../http/route-hooks';
import { callerKey } from './caller-key';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_STREAM_LIMITS,
  RATE_LIMIT_CATEGORIES,
  rateLimitCategory,
  type CategoryLimit,
  type RateLimitCategory,
  type StreamLimits,
} from './rate-limits';
import { streamSlots } from './stream-slots';

export interface RateLimitOptions {
  limits?: Partial<Record<RateLimitCategory, CategoryLimit>>;
  streams?: Partial<StreamLimits>;
}

const WINDOW_MS = 60_000;

async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(fastifyRateLimit, { global: false });
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  const slots = streamSlots({ ...DEFAULT_STREAM_LIMITS, ...options.streams });
  const limiters = new Map(
    RATE_LIMIT_CATEGORIES.map((category) => [
      category,
      [
        app.createRateLimit({ max: limits[category].perCaller, timeWindow: WINDOW_MS, keyGenerator: (r) => `${category}:${callerKey(r)}` }),
        app.createRateLimit({ max: limits[category].perAddress, timeWindow: WINDOW_MS, keyGenerator: (r) => `${category}:ip:${r.ip}` }),
      ],
    ]),
  );

  const limit = async (request: FastifyRequest, reply: FastifyReply, category: RateLimitCategory) => {
    for (const limiter of limiters.get(category)!) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError('TOO_MANY_REQUESTS', { seconds: result.ttlInSeconds });
      }
    }
  };
  // Only routes in a category get a hook (found as each route registers, per method it answers):
  // the others pay nothing per request. Added before the guard's, so it counts before authenticating.
  app.addHook('onRoute', (route) => {
    const byMethod = new Map<string, RateLimitCategory>();
    for (const method of [route.method].flat()) {
      const category = rateLimitCategory(method, route.url);
      if (category) byMethod.set(method, category);
    }
    if (byMethod.size === 0) return;
    addRouteHook(route, 'onRequest', (request, reply, done) => {
      const category = byMethod.get(request.method);
      if (!category) return done();
      limit(request, reply, category)
        .then(() => {
          if (category === 'streamOpen') slots.take(request);
        })
        .then(() => done(), done);
    });
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limits', dependencies: ['envelope'] });
