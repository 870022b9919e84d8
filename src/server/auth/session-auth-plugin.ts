// Bearer-token authentication with the session cache in front of the database: the guard asks
// app.sessions.authenticate(). Entries are kept only while this process hears row changes
// (auth-changes.ts); a mutating request waits, before it answers, until the changes it committed
// have reached this process, so the next request here never sees the old session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Identity } from './identity';
import { createAuthChanges } from './auth-changes';
import { SessionCache } from './session-cache';
import { authenticateTokenHash } from './sessions';
import { sha256 } from './tokens';
import { addRouteHook, mutatingRoute } from '../http/route-hooks';

export interface SessionAuth {
  authenticate(token: string): Promise<Identity>;
  /** The token's identity when this server has it cached (and hears changes), without a promise. */
  cached(token: string): Identity | undefined;
  readonly cache: SessionCache;
  /**
   * Waits until this server has heard every change committed so far. An API write does this before
   * answering; a script or test that writes to the database directly calls it before relying on the
   * next request seeing the change.
   */
  fence(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionAuth;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function sessionAuth(app: FastifyInstance, options: { db: Db }) {
  const cache = new SessionCache();
  const changes = createAuthChanges(options.db, (change) => cache.evict(change), app.log);
  const trusted = () => changes?.listening === true;

  app.decorate('sessions', {
    cache,
    cached: (token: string) => (trusted() ? cache.get(sha256(token)) : undefined),
    async authenticate(token: string): Promise<Identity> {
      const hash = sha256(token);
      const listening = trusted();
      if (listening) {
        const known = cache.get(hash);
        if (known) return known;
      }
      const generation = cache.generation;
      const { identity, expiresAt } = await authenticateTokenHash(options.db, hash);
      if (listening && trusted()) cache.set(hash, identity, expiresAt, generation);
      return identity;
    },
    fence: () => changes?.fence() ?? Promise.resolve(),
  } satisfies SessionAuth);

  if (!changes) return;
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', async () => {
    await changes.close();
    cache.clear();
  });
  // Only routes of writing methods wait (a route can answer several methods, hence the method check).
  const fence = async (request: FastifyRequest) => {
    if (!READ_METHODS.has(request.method) && cache.size > 0) await changes.fence();
  };
  app.addHook('onRoute', (route) => {
    if (mutatingRoute(route)) addRouteHook(route, 'onSend', fence);
  });
}

export const sessionAuthPlugin = fp(sessionAuth, { name: 'session-auth' });
