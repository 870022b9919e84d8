// Hardening as an attacker would probe it: notification URLs cannot reach this machine or the
// private network (at save or at delivery), signatures need the agency's own key, X-Forwarded-For
// is not believed unless a proxy is configured, every answer carries the security headers, rate
// limits answer 429, and a deactivated agency's sessions stay ended.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAgencySettings } from '@/domain/schemas/agency-settings';
import { agencies, notificationDeliveries } from '@/server/db/schema';
import { outboundPolicy } from '@/server/outbound/address-policy';
import { guardedPost, urlRefusal } from '@/server/outbound/guarded-request';
import { signatureHeader } from '@/server/outbound/signing';
import { verifyTesseraSignature } from '../../docs/examples/verify-notification.mjs';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
const idOf = async (code: string) => (await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)))[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => t?.close(), 120_000);

describe('outbound requests', () => {
  it('refuses loopback, private, link-local and metadata notification URLs when settings are saved', async () => {
    const kowloon = await idOf('KOWLOON');
    const harbour = await t.login('harbour.super');
    for (const url of [
      'http://127.0.0.1:5432/',
      'http://localhost:3000/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const settings = defaultAgencySettings();
      settings.flight.bookingNotifyUrl = url;
      const res = await t.call({
        method: 'PUT',
        url: `/api/base/v2/agencies/${kowloon}/config`,
        headers: bearer(harbour),
        payload: settings,
      });
      expect([url, res.status]).toEqual([url, 400]);
      expect(JSON.stringify(res.body.data)).toContain('must be a public internet address');
    }
    const good = defaultAgencySettings();
    good.flight.bookingNotifyUrl = 'https://8.8.8.8/hooks/booking';
    expect(
      (await t.call({ method: 'PUT', url: `/api/base/v2/agencies/${kowloon}/config`, headers: bearer(harbour), payload: good })).status,
    ).toBe(200);
  });

  it('refuses a loopback receiver at delivery, even though it is listening, unless the operator allows it', async () => {
    let reached = 0;
    const server = createServer((_req, res) => {
      reached += 1;
      res.writeHead(200).end('internal secrets');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const publicOnly = outboundPolicy();
      expect(await urlRefusal(url, publicOnly)).toBe('address');
      await expect(guardedPost(url, '{}', {}, { policy: publicOnly, timeoutMs: 2000 })).rejects.toThrow(/refused/);
      // A name that resolves to loopback is refused at connection time too.
      await expect(guardedPost(url.replace('127.0.0.1', 'localhost'), '{}', {}, { policy: publicOnly, timeoutMs: 2000 })).rejects.toThrow(
        /refused/,
      );
      expect(reached).toBe(0);
      const allowed = outboundPolicy(['127.0.0.1']);
      expect((await guardedPost(url, '{}', {}, { policy: allowed, timeoutMs: 2000 })).status).toBe(200);
      expect(reached).toBe(1);
    } finally {
      server.close();
    }
  });

  it('does not follow a redirect: a receiver that points elsewhere is not delivered, and elsewhere is never reached', async () => {
    let inside = 0;
    const target = createServer((_req, res) => {
      inside += 1;
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/latest/meta-data/`;
    const bouncer = createServer((_req, res) => res.writeHead(302, { location: targetUrl }).end());
    await new Promise<void>((resolve) => bouncer.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await guardedPost(
        `http://127.0.0.1:${(bouncer.address() as AddressInfo).port}/hook`,
        '{}',
        {},
        { policy: outboundPolicy(['127.0.0.1']), timeoutMs: 2000 },
      );
      expect(answer.status).toBe(302);
      expect(inside).toBe(0);
    } finally {
      bouncer.close();
      target.close();
    }
  });

  it('tells the agency "not delivered" without the remote text when a stored URL points inside', async () => {
    const harbourId = await idOf('HARBOUR');
    await t.call({ method: 'POST', url: '/api/base/v2/company/notify-secret', headers: bearer(await t.login('harbour.super')) });
    const [row] = await t.database.db
      .insert(notificationDeliveries)
      .values({ agencyId: harbourId, orderId: null, channel: 'booking', event: 'order.test', url: 'http://127.0.0.1:5432/', payload: {} })
      .returning();
    const { deliver } = await import('@/server/flights/orders/notifications');
    await expect(deliver(t.app.orders, row!.id, 0)).rejects.toThrow(/refused/);
    const [after] = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, row!.id));
    expect(after!.lastStatus).toBeNull();
  });
});

describe('notification signatures', () => {
  it('verify with the agency key and not with a guessed one; after rotation both keys verify for the overlap', async () => {
    const kowloon = await idOf('KOWLOON');
    const kowloonSuper = await t.login('kowloon.super');
    const first = (
      await t.call<{ secret: string }>({ method: 'POST', url: '/api/base/v2/company/notify-secret', headers: bearer(kowloonSuper) })
    ).body.data.secret;
    const second = (
      await t.call<{ secret: string; previousValidUntil: string }>({
        method: 'POST',
        url: '/api/base/v2/company/notify-secret',
        headers: bearer(kowloonSuper),
      })
    ).body.data;
    expect(second.secret).not.toBe(first);
    expect(new Date(second.previousValidUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const [agency] = await t.database.db.select().from(agencies).where(eq(agencies.id, kowloon));
    const { activeKeys } = await import('@/server/outbound/signing');
    const body = JSON.stringify({ id: 'e1', event: 'order.proceeding' });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const header = signatureHeader(activeKeys(agency!, new Date()), timestamp, body);
    expect(verifyTesseraSignature(second.secret, body, timestamp, header)).toBe(true);
    expect(verifyTesseraSignature(first, body, timestamp, header)).toBe(true);
    // What the old scheme let anyone compute, and a plain guess, do not verify.
    const { createHmac } = await import('node:crypto');
    const derived = createHmac('sha256', 'tessera-notify').update(`agency:${kowloon}`).digest('hex');
    expect(verifyTesseraSignature(derived, body, timestamp, header)).toBe(false);
    expect(verifyTesseraSignature('whsec_guess', body, timestamp, header)).toBe(false);
    // A replay outside the time window is refused even with the right key.
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect(verifyTesseraSignature(second.secret, body, old, signatureHeader([second.secret], old, body))).toBe(false);
    // Past the overlap only the new key signs.
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(verifyTesseraSignature(first, body, timestamp, signatureHeader(activeKeys(agency!, later), timestamp, body))).toBe(false);
  });
});

describe('client address', () => {
  it('a spoofed X-Forwarded-For changes nothing without TRUST_PROXY', async () => {
    const login = (forwarded: string) =>
      t.call({
        method: 'POST',
        url: '/api/base/v2/login',
        headers: { 'x-forwarded-for': forwarded },
        payload: { username: 'nobody.here', password: 'wrong-one' },
      });
    await login('203.0.113.7');
    await login('198.51.100.9');
    const rows = await t.database.db.execute(sql`select distinct ip from login_attempts where account = 'nobody.here'`);
    const ips = (rows as unknown as { rows: Array<{ ip: string }> }).rows.map((r) => r.ip);
    expect(ips).toEqual(['127.0.0.1']);
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    const proxied = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      await proxied.call({
        method: 'POST',
        url: '/api/base/v2/login',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { username: 'nobody.there', password: 'wrong-one' },
      });
      const rows = await proxied.database.db.execute(sql`select ip from login_attempts where account = 'nobody.there'`);
      expect((rows as unknown as { rows: Array<{ ip: string }> }).rows.map((r) => r.ip)).toEqual(['203.0.113.7']);
    } finally {
      await proxied.close();
    }
  }, 180_000);

  it('counts a name however it is written: five failures in any case block it', async () => {
    for (let i = 0; i < 3; i++)
      await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'harbour.finance', password: `wrong-${i}` } });
    for (let i = 0; i < 2; i++)
      await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'HARBOUR.Finance', password: `wrong-${i}` } });
    const blocked = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.finance', password: 'Tessera#2026' },
    });
    expect([blocked.status, blocked.body.code]).toEqual([429, 300006]);
  });
});

describe('headers', () => {
  it('every answer carries the security headers; authenticated ones are not stored', async () => {
    const token = await t.login('harbour.ops');
    const answers = [
      await t.call({ method: 'GET', url: '/api/base/v2/config/getSiteConfig' }),
      await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) }),
      await t.call({ method: 'GET', url: '/api/base/v2/me' }),
      await t.call({ method: 'GET', url: '/api/no/such/route' }),
      await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: '!!', password: 'x' } }),
      await t.call({ method: 'GET', url: '/api/base/v2/logos/999999' }),
      await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'x'.repeat(5_000_000), password: 'x' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404, 400, 404, 413]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(answers[1]!.headers['cache-control']).toBe('no-store');
  });
});

describe('rate limits', () => {
  it('answer 429 with a translated message past the per-address login limit', async () => {
    const limited = await startTestApp({ rateLimits: { limits: { login: { perCaller: 100, perAddress: 3 } } } });
    try {
      const attempt = () =>
        limited.call({
          method: 'POST',
          url: '/api/base/v2/login',
          headers: { 'accept-language': 'zh-cn' },
          payload: { username: 'nobody.else', password: 'wrong-one' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
      const refused = await attempt();
      expect([refused.status, refused.body.code]).toEqual([429, 300011]);
      expect(refused.body.message).toMatch(/请求过于频繁/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 180_000);
});

describe('rate limits for every category', () => {
  it('login, code send, applications, search, exports and uploads each answer 429 with Retry-After past their limit', async () => {
    const one = { perCaller: 1, perAddress: 100 };
    const limited = await startTestApp({
      rateLimits: { limits: { login: one, codeSend: one, application: one, search: one, export: one, upload: one } },
    });
    try {
      // This login uses the login category's one request for this address: the next login is refused.
      const token = await limited.login('harbour.ops');
      const calls: Array<[string, 'POST' | 'PUT', string, object?]> = [
        ['login', 'POST', '/api/base/v2/login', { username: 'harbour.ops', password: 'wrong-one' }],
        ['code send', 'POST', '/api/base/v2/login/code/send', { email: 'nobody@tessera.example' }],
        ['application', 'POST', '/api/order/v2/flight/orders/1/cancel', {}],
        ['search', 'POST', '/api/shopping/v2/flight/async-shopping', {}],
        ['export', 'POST', '/api/order/v2/flight/orders/1/download', { kind: 'itinerary', format: 'pdf' }],
        ['upload', 'PUT', '/api/base/v2/company/logo', { image: 'x' }],
        // The profile (it carries the avatar) counts as an upload: the logo used the category up.
        ['avatar', 'PUT', '/api/base/v2/me', { avatar: 'x' }],
      ];
      for (const [what, method, url, payload] of calls) {
        const anonymous = what === 'login' || what === 'code send';
        const send = () => limited.call({ method, url, headers: anonymous ? {} : bearer(token), payload });
        if (what !== 'login' && what !== 'avatar') expect((await send()).status, what).not.toBe(429);
        const refused = await send();
        expect([what, refused.status, refused.body.code]).toEqual([what, 429, 300011]);
        expect(Number(refused.headers['retry-after']), what).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  }, 180_000);
});

describe('agency deactivation', () => {
  it('ends its sessions for good: reactivation does not bring them back', async () => {
    const kowloonToken = await t.login('kowloon.super');
    const kowloon = await idOf('KOWLOON');
    const harbour = await t.login('harbour.super');
    const set = (status: string) =>
      t.call({ method: 'PUT', url: `/api/base/v2/agencies/${kowloon}`, headers: bearer(harbour), payload: { status } });
    expect((await set('inactive')).status).toBe(200);
    expect((await set('active')).status).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(kowloonToken) });
    expect([me.status, me.body.code]).toEqual([401, 200006]);
  });
});
