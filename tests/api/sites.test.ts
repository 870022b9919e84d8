// White-label sites over HTTP: the site info follows the request's Host (two sites, the default for
// an unknown host, port and case ignored, a forwarded host believed only from a trusted proxy),
// platform staff alone manage sites, a domain serves one site, uploads are judged by their bytes,
// every change is in the user log, and an agency tied to a site logs in on its domains only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@/domain/schemas/sites';
import { agencies } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { ico as icoFile } from './support/malformed-files';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.login('admin');
});
afterAll(async () => t?.close());

const SITE = {
  name: 'Harbour Holidays Portal',
  shortName: 'Harbour',
  chineseName: '海港假期',
  chineseShortName: '海港',
  type: 'whitelabel',
  dateFormat: 'dd/MM/yyyy',
  defaultCurrency: 'HKD',
  defaultLanguage: 'en',
  currencies: ['HKD', 'CNY'],
  isIcp: false,
  icpCode: '',
  isNetworkSecurity: false,
  networkSecurityCode: '',
  enabled: true,
};

async function createSite(domains: string[], overrides: Record<string, unknown> = {}) {
  const res = await t.call<Site>({
    method: 'POST',
    url: '/api/base/v2/sites',
    headers: bearer(staff),
    payload: { ...SITE, domains, ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const siteConfig = (host: string, headers: Record<string, string> = {}, app = t) =>
  app.call<{ name: string; shortName: string; type: string; defaultCurrency: string; rateMap: Record<string, string> }>({
    method: 'GET',
    url: '/api/base/v2/config/getSiteConfig',
    headers: { host, ...headers },
  });

async function auditActions(target: string): Promise<string[]> {
  const rows = await t.database.db.execute(sql`select action from audit_log where target = ${target} order by id`);
  return (rows as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const svg = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`).toString('base64')}`;

describe('site info by host', () => {
  it('answers each host its own site, the default site for an unknown host, ignoring port and case', async () => {
    await createSite(['harbour.example.test', 'www.harbour.example.test']);
    await createSite(['kowloon.example.test'], { name: 'Kowloon Trips', shortName: 'Kowloon', type: 'partner', defaultCurrency: 'CNY' });

    const harbour = await siteConfig('harbour.example.test');
    expect(harbour.body.data).toMatchObject({ name: 'Harbour Holidays Portal', type: 'whitelabel', defaultCurrency: 'HKD' });
    // Rates stay on the platform's base currency whatever the site shows first.
    expect(harbour.body.data.rateMap.CNY).toBe('1');
    expect((await siteConfig('WWW.Harbour.Example.Test:8443')).body.data.name).toBe('Harbour Holidays Portal');
    expect((await siteConfig('kowloon.example.test:80')).body.data.name).toBe('Kowloon Trips');
    const unknown = await siteConfig('nowhere.example.test');
    expect(unknown.body.data).toMatchObject({ name: 'Tessera Travel Platform', shortName: 'Tessera', type: 'client' });
  });

  it('sees a staff change at once, and a disabled site gives its hosts back to the default site', async () => {
    const site = await createSite(['change.example.test']);
    expect((await siteConfig('change.example.test')).body.data.shortName).toBe('Harbour');
    await t.call({ method: 'PATCH', url: `/api/base/v2/sites/${site.id}`, headers: bearer(staff), payload: { shortName: 'Renamed' } });
    expect((await siteConfig('change.example.test')).body.data.shortName).toBe('Renamed');
    await t.call({ method: 'PATCH', url: `/api/base/v2/sites/${site.id}`, headers: bearer(staff), payload: { enabled: false } });
    expect((await siteConfig('change.example.test')).body.data.shortName).toBe('Tessera');
  });

  it('believes X-Forwarded-Host only from a trusted proxy', async () => {
    await createSite(['forwarded.example.test'], { name: 'Forwarded Site' });
    expect((await siteConfig('nowhere.example.test', { 'x-forwarded-host': 'forwarded.example.test' })).body.data.name).toBe(
      'Tessera Travel Platform',
    );
    const proxied = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const admin = await proxied.login('admin');
      await proxied.call({
        method: 'POST',
        url: '/api/base/v2/sites',
        headers: bearer(admin),
        payload: { ...SITE, name: 'Forwarded Site', domains: ['forwarded.example.test'] },
      });
      expect((await siteConfig('internal:3000', { 'x-forwarded-host': 'Forwarded.Example.Test' }, proxied)).body.data.name).toBe(
        'Forwarded Site',
      );
    } finally {
      await proxied.close();
    }
  }, 180_000);
});

describe('managing sites', () => {
  it('is platform staff only', async () => {
    const superUser = await t.login('harbour.super');
    expect((await t.call({ method: 'GET', url: '/api/base/v2/sites', headers: bearer(superUser) })).status).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/base/v2/sites',
          headers: bearer(superUser),
          payload: { ...SITE, domains: ['x.example.test'] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PATCH', url: '/api/base/v2/sites/1', headers: bearer(superUser), payload: { name: 'Mine' } })).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PUT', url: '/api/base/v2/sites/1/images/logo', headers: bearer(superUser), payload: { image: PNG_1PX } }))
        .status,
    ).toBe(403);
  });

  it('lists the default site with the others', async () => {
    const list = await t.call<Site[]>({ method: 'GET', url: '/api/base/v2/sites', headers: bearer(staff) });
    expect(list.status).toBe(200);
    const defaults = list.body.data.filter((s) => s.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ name: 'Tessera Travel Platform', logo: '/logo.svg', enabled: true });
    expect(Number(list.headers['x-total-count'])).toBe(list.body.data.length);
  });

  it('refuses a domain another site serves with 409 and a translated message, on create and on change', async () => {
    const first = await createSite(['taken.example.test']);
    const clash = await t.call({
      method: 'POST',
      url: '/api/base/v2/sites',
      headers: { ...bearer(staff), 'accept-language': 'zh-cn' },
      payload: { ...SITE, domains: ['other.example.test', 'TAKEN.example.test'] },
    });
    expect([clash.status, clash.body.code]).toEqual([409, 750101]);
    expect(clash.body.message).toBe('域名 taken.example.test 已用于另一个站点。');
    const second = await createSite(['second.example.test']);
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/base/v2/sites/${second.id}`,
      headers: bearer(staff),
      payload: { domains: ['taken.example.test'] },
    });
    expect([moved.status, moved.body.code]).toEqual([409, 750101]);
    // The refused change left both sites as they were.
    const reread = await t.call<Site>({ method: 'GET', url: `/api/base/v2/sites/${second.id}`, headers: bearer(staff) });
    expect(reread.body.data.domains).toEqual(['second.example.test']);
    expect(
      (await t.call<Site>({ method: 'GET', url: `/api/base/v2/sites/${first.id}`, headers: bearer(staff) })).body.data.domains,
    ).toEqual(['taken.example.test']);
  });

  it('refuses bad input with translated 400s, never a 500', async () => {
    const cases: Record<string, unknown>[] = [
      { domains: ['has space.example.test'] },
      { domains: ['shop.example.test:8080'] },
      { domains: ['dup.example.test', 'dup.example.test'] },
      { type: 'casino' },
      { defaultCurrency: 'XXX' },
      { currencies: [] },
      { name: '' },
      { name: 'a\u0000b' },
      { extra: true },
    ];
    for (const change of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/api/base/v2/sites',
        headers: bearer(staff),
        payload: { ...SITE, domains: ['fine.example.test'], ...change },
      });
      expect([res.status, res.body.code], JSON.stringify(change)).toEqual([400, 100400]);
    }
    const defaultSite = (await t.call<Site[]>({ method: 'GET', url: '/api/base/v2/sites', headers: bearer(staff) })).body.data.find(
      (s) => s.isDefault,
    )!;
    const off = await t.call({
      method: 'PATCH',
      url: `/api/base/v2/sites/${defaultSite.id}`,
      headers: bearer(staff),
      payload: { enabled: false },
    });
    expect([off.status, off.body.code]).toEqual([409, 750102]);
    const missing = await t.call({ method: 'PATCH', url: '/api/base/v2/sites/999999', headers: bearer(staff), payload: { name: 'x' } });
    expect(missing.status).toBe(404);
  });

  it('logs every change with the fields changed', async () => {
    const site = await createSite(['logged.example.test']);
    await t.call({
      method: 'PATCH',
      url: `/api/base/v2/sites/${site.id}`,
      headers: bearer(staff),
      payload: { shortName: 'Logged', domains: ['logged.example.test', 'www.logged.example.test'] },
    });
    await t.call({
      method: 'PUT',
      url: `/api/base/v2/sites/${site.id}/images/favicon`,
      headers: bearer(staff),
      payload: { image: PNG_1PX },
    });
    expect(await auditActions(String(site.id))).toEqual(expect.arrayContaining(['site.create', 'site.update', 'site.image']));
    const rows = await t.database.db.execute(
      sql`select detail from audit_log where target = ${String(site.id)} and action = 'site.update'`,
    );
    const detail = (rows as unknown as { rows: { detail: { changes: { field: string; before: unknown; after: unknown }[] } }[] }).rows[0]!
      .detail;
    expect(detail.changes).toEqual([
      { field: 'domains', before: ['logged.example.test'], after: ['logged.example.test', 'www.logged.example.test'] },
      { field: 'shortName', before: 'Harbour', after: 'Logged' },
    ]);
  });
});

describe('site images', () => {
  it('keeps a PNG, an ICO and a plain SVG, and serves them publicly with their type', async () => {
    const site = await createSite(['images.example.test']);
    const ico = icoFile().toString('base64');
    const uploads: [string, string, string][] = [
      ['logo', `data:image/png;base64,${PNG_1PX}`, 'image/png'],
      ['favicon', ico, 'image/x-icon'],
      [
        'whiteLogo',
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/>',
        ),
        'image/svg+xml',
      ],
    ];
    for (const [kind, image, mime] of uploads) {
      const res = await t.call<Site>({
        method: 'PUT',
        url: `/api/base/v2/sites/${site.id}/images/${kind}`,
        headers: bearer(staff),
        payload: { image },
      });
      expect(res.status, kind).toBe(200);
      const url = (res.body.data as unknown as Record<string, string>)[kind]!;
      expect(url).toMatch(new RegExp(`^/api/base/v2/sites/${site.id}/images/${kind}\\?v=[0-9a-f]{12}$`));
      const served = await t.app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, mime]);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
    expect((await siteConfig('images.example.test')).body.data).toMatchObject({ logo: expect.stringContaining('/images/logo?v=') });
  });

  it('refuses by content: text dressed as an image, and SVG that could run or load anything', async () => {
    const site = await createSite(['refused.example.test']);
    const refused = [
      `data:image/png;base64,${Buffer.from('not an image at all, just text').toString('base64')}`,
      svg('<script>alert(1)</script>'),
      svg('<rect width="1" height="1" onload="alert(1)"/>'),
      svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svg('<image href="https://tracker.example.test/p.png"/>'),
      svg('<use href="https://elsewhere.example.test/sprite.svg#a"/>'),
      svg('<rect width="1" height="1" style="fill:url(https://tracker.example.test/x)"/>'),
      svg('<style>@import url(https://tracker.example.test/x.css);</style>'),
      `data:image/svg+xml;base64,${Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>').toString('base64')}`,
      'this is not base64 at all!',
    ];
    for (const image of refused) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/base/v2/sites/${site.id}/images/logo`,
        headers: bearer(staff),
        payload: { image },
      });
      expect([res.status, res.body.code], image.slice(0, 120)).toEqual([400, 750103]);
    }
    const kind = await t.call({
      method: 'PUT',
      url: `/api/base/v2/sites/${site.id}/images/background`,
      headers: bearer(staff),
      payload: { image: PNG_1PX },
    });
    expect(kind.status).toBe(400);
    expect((await t.call<Site>({ method: 'GET', url: `/api/base/v2/sites/${site.id}`, headers: bearer(staff) })).body.data.logo).toBe('');
  });
});

describe('agencies tied to a site', () => {
  it("logs their users in on the site's domains only, and names the site in websitePrefix", async () => {
    const site = await createSite(['kowloon.portal.test', 'www.kowloon.portal.test']);
    const [kowloon] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'KOWLOON'));
    const set = await t.call({
      method: 'PUT',
      url: `/api/base/v2/agencies/${kowloon!.id}/branding`,
      headers: bearer(staff),
      payload: { siteId: site.id, special: null },
    });
    expect(set.status).toBe(200);

    const login = (host: string, lang = 'en') =>
      t.call<{ websitePrefix: string; token: string }>({
        method: 'POST',
        url: '/api/base/v2/login',
        headers: { host, 'accept-language': lang },
        payload: { username: 'kowloon.super', password: DEMO_PASSWORD },
      });
    const wrong = await login('127.0.0.1:3000');
    expect([wrong.status, wrong.body.code]).toEqual([403, 750104]);
    expect(wrong.body.message).toBe('Your agency logs in at kowloon.portal.test. Please open that address and log in there.');
    expect((await login('harbour.example.test', 'zh-tw')).body.message).toBe('貴公司需在 kowloon.portal.test 登入，請開啟該網址後再登入。');

    const right = await login('WWW.Kowloon.Portal.Test:443');
    expect(right.status).toBe(200);
    expect(right.body.data.websitePrefix).toBe('kowloon.portal.test');
    const me = await t.call<{ websitePrefix: string }>({ method: 'GET', url: '/api/base/v2/me', headers: bearer(right.body.data.token) });
    expect(me.body.data.websitePrefix).toBe('kowloon.portal.test');

    // Agencies on the default site log in anywhere, and their answer names no site.
    const harbour = await t.call<{ websitePrefix: string }>({
      method: 'POST',
      url: '/api/base/v2/login',
      headers: { host: 'kowloon.portal.test' },
      payload: { username: 'harbour.ops', password: DEMO_PASSWORD },
    });
    expect([harbour.status, harbour.body.data.websitePrefix]).toEqual([200, '']);

    await t.call({
      method: 'PUT',
      url: `/api/base/v2/agencies/${kowloon!.id}/branding`,
      headers: bearer(staff),
      payload: { siteId: null, special: null },
    });
    expect((await login('127.0.0.1')).status).toBe(200);
  });
});
