// The embedded mode over HTTP: staff list the origins a partner may frame the console from (checked
// and normalised, bad ones refused with a translated 400), the console's pages then carry those
// origins in CSP frame-ancestors (narrowed to one partner on its entry link) and drop them when the
// list shrinks or the integration is disabled, while API answers and files keep refusing every
// frame. A partner user's console learns which parents may post it payment results.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, partnerIntegrations } from '@/server/db/schema';
import { createFramingPolicy } from '@/server/partners/framing';
import { signParams } from '@/server/partners/signing';
import { bearer, startTestApp, type TestApp } from './support/harness';

const dist = mkdtempSync(join(tmpdir(), 'tessera-embed-dist-'));
let t: TestApp;
let staff: string;
let harbourId: number;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ staticDir: dist });
  staff = await t.login('admin');
  [{ id: harbourId }] = (await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'))) as [
    { id: number },
  ];
});
afterAll(async () => t?.close());

interface Integration {
  id: number;
  keyId: string;
  embedOrigins: string[];
  enabled: boolean;
}
interface Issued {
  integration: Integration;
  secret: string;
}

let counter = 0;
async function issue(embedOrigins?: string[]): Promise<Issued> {
  const res = await t.call<Issued>({
    method: 'POST',
    url: '/api/base/v2/partners',
    headers: bearer(staff),
    payload: { agencyId: harbourId, name: `Embed ${counter++}`, role: 'operator', ...(embedOrigins ? { embedOrigins } : {}) },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const patch = (id: number, payload: Record<string, unknown>, lang = 'en') =>
  t.call<Integration>({
    method: 'PATCH',
    url: `/api/base/v2/partners/${id}`,
    headers: { ...bearer(staff), 'accept-language': lang },
    payload,
  });

/** The sources of frame-ancestors in an answer's CSP, and its X-Frame-Options. */
async function framing(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directive = /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? '';
  return {
    status: res.statusCode,
    ancestors: directive.split(' ').filter(Boolean),
    xfo: res.headers['x-frame-options'],
    etag: res.headers.etag as string | undefined,
  };
}

describe('frame origins of an integration', () => {
  it('are refused with a translated 400 unless each is scheme, host and optional port', async () => {
    const { integration } = await issue();
    const bad = [
      'mall.example.com',
      'https://mall.example.com/shop',
      'https://mall.example.com?x=1',
      'ftp://mall.example.com',
      'javascript:alert(1)',
      'https://*.com',
      '*',
      'https://mall.*.example.com',
      'https://user@mall.example.com',
      "https://mall.example.com; script-src 'unsafe-inline'",
      'https://mall.example.com https://other.example',
      "'self'",
      'https://[::1]',
      'https://mall.example.com:70000',
    ];
    for (const origin of bad) {
      const res = await patch(integration.id, { embedOrigins: ['https://fine.example', origin] });
      expect([origin, res.status, res.body.code]).toEqual([origin, 400, 100400]);
      expect(res.body.message).toMatch(/embedOrigins/);
      expect(res.body.message).toMatch(/origin such as https:\/\/mall\.example\.com/);
    }
    const tooMany = await patch(integration.id, { embedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) });
    expect(tooMany.status).toBe(400);
    const chinese = await patch(integration.id, { embedOrigins: ['mall.example.com'] }, 'zh-cn');
    expect(chinese.body.message).toContain('来源地址');
    const created = await t.call({
      method: 'POST',
      url: '/api/base/v2/partners',
      headers: bearer(staff),
      payload: { agencyId: harbourId, name: 'Bad', role: 'operator', embedOrigins: ['https://x.example/path'] },
    });
    expect(created.status).toBe(400);
    // Nothing was saved by the refusals.
    const [row] = await t.database.db
      .select({ origins: partnerIntegrations.embedOrigins })
      .from(partnerIntegrations)
      .where(eq(partnerIntegrations.id, integration.id));
    expect(row!.origins).toEqual([]);
  });

  it('are kept normalised (lower case, no default port or trailing slash, no repeats) and logged', async () => {
    const { integration } = await issue([
      'HTTPS://Mall.Example.com:443/',
      'https://mall.example.com',
      'http://localhost:8080',
      'https://*.Shop.example',
      'http://10.0.0.5:80',
    ]);
    expect(integration.embedOrigins).toEqual([
      'https://mall.example.com',
      'http://localhost:8080',
      'https://*.shop.example',
      'http://10.0.0.5',
    ]);
    const changed = await patch(integration.id, { embedOrigins: ['https://mall.example.com'] });
    expect(changed.status).toBe(200);
    expect(changed.body.data.embedOrigins).toEqual(['https://mall.example.com']);
    const log = (await t.database.db.execute(
      sql`select detail from audit_log where target = ${integration.keyId} and action = 'partner.update'`,
    )) as unknown as { rows: { detail: unknown }[] };
    expect(JSON.stringify(log.rows.map((r) => r.detail))).toContain('embedOrigins');
  });
});

describe("the console's pages", () => {
  it("are framed by an integration's origins after a save, and no longer after removal or disabling", async () => {
    const a = await issue(['https://mall-a.example', 'https://*.shops-a.example']);
    const b = await issue(['https://mall-b.example:8443']);
    for (const page of ['/', '/flight/booking', '/index.html']) {
      const answer = await framing(page);
      expect(answer.status).toBe(200);
      expect(answer.ancestors).toEqual(
        expect.arrayContaining(['https://mall-a.example', 'https://*.shops-a.example', 'https://mall-b.example:8443']),
      );
      expect(answer.ancestors).not.toContain("'none'");
      // X-Frame-Options could only say DENY here, contradicting the list.
      expect(answer.xfo).toBeUndefined();
    }
    // A partner's entry link is framed by that partner alone.
    expect((await framing(`/partner-entry?code=${a.integration.keyId}&userid=x`)).ancestors.sort()).toEqual([
      'https://*.shops-a.example',
      'https://mall-a.example',
    ]);
    expect((await framing(`/partner-entry?code=${b.integration.keyId}`)).ancestors).toEqual(['https://mall-b.example:8443']);
    const unknown = await framing('/partner-entry?code=pk_nobody');
    expect([unknown.ancestors, unknown.xfo]).toEqual([["'none'"], 'DENY']);

    expect((await patch(a.integration.id, { embedOrigins: ['https://mall-a.example'] })).status).toBe(200);
    const narrowed = await framing('/flight/booking');
    expect(narrowed.ancestors).toContain('https://mall-a.example');
    expect(narrowed.ancestors).not.toContain('https://*.shops-a.example');

    expect((await patch(a.integration.id, { enabled: false })).status).toBe(200);
    const disabled = await framing('/flight/booking');
    expect(disabled.ancestors).not.toContain('https://mall-a.example');
    expect(disabled.ancestors).toContain('https://mall-b.example:8443');
    const disabledEntry = await framing(`/partner-entry?code=${a.integration.keyId}`);
    expect([disabledEntry.ancestors, disabledEntry.xfo]).toEqual([["'none'"], 'DENY']);

    expect((await patch(b.integration.id, { embedOrigins: [] })).status).toBe(200);
    expect((await framing('/flight/booking')).ancestors).not.toContain('https://mall-b.example:8443');
  });

  it('keep the list on a revalidation (304), whose headers the browser keeps', async () => {
    await issue(['https://revalidate.example']);
    const first = await framing('/');
    expect(first.etag).toBeTruthy();
    const again = await framing('/', { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);
    expect(again.ancestors).toContain('https://revalidate.example');
    expect(again.xfo).toBeUndefined();
  });

  // The console's hashed files (/assets) carry no document policy at all: a script or style sheet is
  // not a page anyone frames (assets.test.ts checks what they do carry).
  it('leave API answers and the API documentation refusing every frame', async () => {
    await issue(['https://mall-api.example']);
    const token = await t.login('harbour.ops');
    for (const url of ['/api/base/v2/config/getSiteConfig', '/api/base/v2/me', '/api/no/such/route', '/api/docs/']) {
      const answer = await framing(url, url === '/api/base/v2/me' ? bearer(token) : {});
      expect([url, answer.ancestors, answer.xfo]).toEqual([url, ["'none'"], 'DENY']);
    }
  });
});

describe('other servers', () => {
  it('see a change once their copy is older than its time to live', async () => {
    let clock = 1_000_000;
    const other = createFramingPolicy(t.database.db, { fixed: ['https://ops.example'], ttlMs: 30_000, now: () => clock });
    const { integration } = await issue(['https://before.example']);
    expect(await other.forPage()).toEqual(expect.arrayContaining(['https://ops.example', 'https://before.example']));
    // Changed behind this policy's back, as by another server.
    await t.database.db
      .update(partnerIntegrations)
      .set({ embedOrigins: ['https://after.example'] })
      .where(eq(partnerIntegrations.id, integration.id));
    clock += 29_000;
    expect(await other.forPage()).toContain('https://before.example');
    clock += 2_000;
    const renewed = await other.forPage();
    expect(renewed).toContain('https://after.example');
    expect(renewed).not.toContain('https://before.example');
    expect(await other.forPage('pk_nobody')).toEqual(['https://ops.example']);
  });
});

describe('FRAME_ANCESTORS', () => {
  it("adds the operator's origins to every page, never to API answers", async () => {
    const withFixed = await startTestApp({ staticDir: dist, frameAncestors: ['https://portal.operator.example'] });
    try {
      const page = await withFixed.app.inject({ method: 'GET', url: '/flight/orders' });
      expect(String(page.headers['content-security-policy'])).toContain('frame-ancestors https://portal.operator.example');
      expect(page.headers['x-frame-options']).toBeUndefined();
      const api = await withFixed.app.inject({ method: 'GET', url: '/api/base/v2/config/getSiteConfig' });
      expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(api.headers['x-frame-options']).toBe('DENY');
    } finally {
      await withFixed.close();
    }
    // A second application on its own database copy: slow to start on a busy machine.
  }, 180_000);
});

describe('the parents an embedded console believes', () => {
  it("are the partner user's enabled integration's origins, and nobody's for other users", async () => {
    const { integration, secret } = await issue(['https://mall-parent.example']);
    const params = { code: integration.keyId, timestamp: Math.floor(Date.now() / 1000), userid: `shopper-${Date.now()}` };
    const entry = await t.call<{ token: string }>({
      method: 'POST',
      url: '/api/base/v2/single-login',
      payload: { ...params, signature: signParams(secret, params) },
    });
    expect(entry.status).toBe(200);
    const partnerUser = bearer(entry.body.data.token);
    const parents = () => t.call<{ parentOrigins: string[] }>({ method: 'GET', url: '/api/base/v2/me/embed', headers: partnerUser });
    expect((await parents()).body.data.parentOrigins).toEqual(['https://mall-parent.example']);

    const ops = await t.call<{ parentOrigins: string[] }>({
      method: 'GET',
      url: '/api/base/v2/me/embed',
      headers: bearer(await t.login('harbour.ops')),
    });
    expect(ops.body.data.parentOrigins).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me/embed' })).status).toBe(401);

    expect((await patch(integration.id, { enabled: false })).status).toBe(200);
    expect((await parents()).body.data.parentOrigins).toEqual([]);
  });
});
