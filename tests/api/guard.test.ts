// Walks every registered /api route: none is open by accident, and each protected one refuses a
// missing, expired or revoked token, and callers whose role the policy does not grant.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PUBLIC_ROUTES = [
  'GET /api/openapi.json',
  // A load balancer's probes: they answer only whether this process can serve, and never with data.
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/base/v2/config/getSiteConfig',
  'POST /api/base/v2/login',
  'POST /api/base/v2/login/code',
  'POST /api/base/v2/login/code/send',
  // Agency logos: an <img> sends no token; the URL is content-addressed and holds no secret.
  'GET /api/base/v2/logos/:id',
  // Site logos and favicons: shown before login; content-addressed URLs, checked images, no secret.
  'GET /api/base/v2/sites/:id/images/:kind',
  // The payment gateway's notification: no token, its HMAC signature is checked instead.
  'POST /api/payment/v2/gateway/notify',
  // Duffel's webhook: no token, its X-Duffel-Signature HMAC is checked instead.
  'POST /api/order/v2/flight/supplier-webhooks/duffel',
  // The partnership form of the public site: rate-limited per address, with a spam trap.
  'POST /api/base/v2/applications',
  // The public site's chat: a visitor's conversation is reached with its token (x-chat-token, or
  // the stream's token query), checked by the route.
  'POST /api/base/v2/chat/visitor',
  'GET /api/base/v2/chat/visitor/:id',
  'POST /api/base/v2/chat/visitor/:id/messages',
  'GET /api/base/v2/chat/visitor/:id/stream',
  // A partner platform's single-login: no token, its HMAC signature is checked instead.
  'POST /api/base/v2/single-login',
];

function concrete(url: string): string {
  return url.replace(/:key/g, 'language').replace(/:(\w+)/g, '1');
}

describe('the access guard', () => {
  it('leaves open exactly the public routes', () => {
    const open = t.app.apiRoutes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('refuses every protected route without a token (200001), with an expired (200005) or revoked (200006) token', async () => {
    const expired = await t.login('harbour.super');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.revokedAt} is null`);
    const revoked = await t.login('harbour.super');
    await t.call({ method: 'DELETE', url: '/api/base/v2/me', headers: bearer(revoked) });
    const protectedRoutes = t.app.apiRoutes.filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const request = { method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} };
      const none = await t.call(request);
      expect([none.status, none.body.code], `${route.method} ${route.url}`).toEqual([401, 200001]);
      const old = await t.call({ ...request, headers: bearer(expired) });
      expect([old.status, old.body.code], `${route.method} ${route.url}`).toEqual([401, 200005]);
      const gone = await t.call({ ...request, headers: bearer(revoked) });
      expect([gone.status, gone.body.code], `${route.method} ${route.url}`).toEqual([401, 200006]);
    }
    // Three calls for each of several hundred routes: about 25 s on a busy machine, more on PostgreSQL.
  }, 120_000);

  it('refuses a role the policy does not grant (the user log is for SuperUsers) with 403', async () => {
    const operator = await t.login('harbour.ops');
    const denied = await t.call({ method: 'GET', url: '/api/base/v2/user-log', headers: bearer(operator) });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 200403, data: null, message: 'You do not have the access.' });
    // Asked again, the session is cached and the decision remembered (decided without the database or casbin): the same refusal.
    const again = await t.call({ method: 'GET', url: '/api/base/v2/user-log', headers: bearer(operator) });
    expect(again.status).toBe(403);
    expect(again.body).toEqual(denied.body);
    const superUser = await t.login('harbour.super');
    const allowed = await t.call<Array<{ action: string; username: string }>>({
      method: 'GET',
      url: '/api/base/v2/user-log?_start=0&_end=50',
      headers: bearer(superUser),
    });
    expect(allowed.status).toBe(200);
    expect(Number(allowed.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it("scopes the user log to the caller's agency and records every mutating call", async () => {
    const ops = await t.login('harbour.ops');
    await t.call({ method: 'PUT', url: '/api/base/v2/me', headers: bearer(ops), payload: { nickname: 'Ops desk' } });
    const harbour = await t.call<Array<{ action: string; username: string | null }>>({
      method: 'GET',
      url: '/api/base/v2/user-log?_start=0&_end=200',
      headers: bearer(await t.login('harbour.super')),
    });
    expect(harbour.body.data).toContainEqual(expect.objectContaining({ action: 'me.update', username: 'harbour.ops' }));
    expect(harbour.body.data).toContainEqual(expect.objectContaining({ action: 'login', username: 'harbour.ops' }));
    const kowloon = await t.call<Array<{ username: string | null }>>({
      method: 'GET',
      url: '/api/base/v2/user-log?_start=0&_end=200',
      headers: bearer(await t.login('kowloon.super')),
    });
    expect(kowloon.body.data.every((e) => e.username === 'kowloon.super')).toBe(true);
  });
});
