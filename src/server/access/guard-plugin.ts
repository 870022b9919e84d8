// Every /api route declares who may call it: `config.public`, or `config.access` naming a casbin
// object and action. A route that declares neither refuses to register, so none is left open by
// accident. Protected routes need a valid bearer token or agency API key (X-Api-Key), and the policy's yes.
import { logAs } from '../logging/logger-options';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyScopeFor } from '@/domain/access/api-key-scopes';
import type { AccessChecker } from '@/domain/access/enforcer';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import type { Identity } from '../auth/identity';
import { API_KEY_HEADER, authenticateApiKey } from '../auth/api-key';
import { addRouteHook } from '../http/route-hooks';

export interface RouteAccess {
  obj: string;
  act: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    access?: RouteAccess;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access: tests walk it so no endpoint escapes the guard. */
    apiRoutes: Array<{ method: string; url: string; public: boolean; access?: RouteAccess }>;
  }
}

/** The caller's identity on a protected route (the guard has already checked it). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new ApiError('NOT_LOGGED_IN');
  return request.identity;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** What a user whose password an administrator reset may still do: read the session, choose a password, leave. */
const OPEN_DURING_RESET = new Set([
  'GET /api/base/v2/me',
  'HEAD /api/base/v2/me',
  'PUT /api/base/v2/me/password',
  'DELETE /api/base/v2/me',
]);

/** A logged-in user with a reset password is held to the routes above (an API key is not a password login). */
function mustChangeFirst(identity: Identity, duringReset: boolean): boolean {
  return !duringReset && identity.via !== 'api-key' && identity.user.passwordMustChange;
}

async function guard(app: FastifyInstance, options: { db: Db; access: AccessChecker }) {
  app.decorateRequest('identity', null);
  app.decorate('apiRoutes', []);

  /** Authenticates the caller and asks the policy; throws the refusal. */
  const admit = async (request: FastifyRequest, access: RouteAccess, token: string | undefined, duringReset: boolean) => {
    const apiKey = request.headers[API_KEY_HEADER];
    if (!token && typeof apiKey !== 'string') throw new ApiError('NOT_LOGGED_IN');
    const identity = token ? await app.sessions.authenticate(token) : await authenticateApiKey(options.db, apiKey as string);
    request.identity = identity;
    logAs(request.log, identity);
    if (mustChangeFirst(identity, duringReset)) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
    // A key never goes beyond its scopes, whatever the SuperUser it acts for may do.
    if (identity.via === 'api-key' && !apiKeyScopeFor(access.obj, access.act)) throw new ApiError('API_KEY_SCOPE');
    if (!(await options.access.can(identity.subject, access.obj, access.act))) {
      throw new ApiError('FORBIDDEN');
    }
  };

  /**
   * The guard of one protected route. Callback style: a session this server has cached, asking
   * what the policy already answered for it, is decided without a promise (the same session cache
   * and the same remembered casbin decision admit() would reach); anything else goes through admit().
   */
  const guardOf =
    (access: RouteAccess, duringReset: boolean): onRequestHookHandler =>
    (request, _reply, done) => {
      const token = bearerToken(request);
      const known = token === undefined ? undefined : app.sessions.cached(token);
      const allowed = known && known.via !== 'api-key' ? options.access.remembered?.(known.subject, access.obj, access.act) : undefined;
      if (known && allowed !== undefined) {
        request.identity = known;
        logAs(request.log, known);
        if (mustChangeFirst(known, duringReset)) return done(new ApiError('PASSWORD_CHANGE_REQUIRED'));
        return allowed ? done() : done(new ApiError('FORBIDDEN'));
      }
      admit(request, access, token, duringReset).then(() => done(), done);
    };

  // Each protected route gets its own guard, added as the route registers (with what the route
  // declares), rather than one hook on every request that reads the route's options each time.
  app.addHook('onRoute', (route) => {
    const config = route.config as { public?: boolean; access?: RouteAccess } | undefined;
    if (config?.access && !config.public)
      addRouteHook(
        route,
        'onRequest',
        guardOf(
          config.access,
          [route.method].flat().every((m) => OPEN_DURING_RESET.has(`${m} ${route.url}`)),
        ),
      );
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!config?.public && !config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares neither config.public nor config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, public: Boolean(config.public), access: config.access });
    }
  });
}

export const guardPlugin = fp(guard, { name: 'guard', dependencies: ['envelope', 'session-auth'] });
