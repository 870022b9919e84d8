// Special agencies: platform staff alone set an agency's theme, forced language and "no login
// message"; the login answer and /me carry them (with the agency logo when the theme asks for it),
// an ordinary agency's answer carries none, bad settings are refused with translated 400s, and every
// change is in the user log with the fields changed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionBranding } from '@/domain/schemas/agency-branding';
import { agencies } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let staff: string;
let harbourId: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.login('admin');
  [{ id: harbourId }] = (await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'))) as [
    { id: number },
  ];
});
afterAll(async () => t?.close());

const SPECIAL = {
  theme: { colorPrimary: '#c2410c', colorLink: '#9a3412', useAgencyLogo: true },
  forcedLocale: 'zh-cn',
  suppressLoginMessage: true,
};
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const setBranding = (payload: object, token = staff, lang = 'en') =>
  t.call<unknown>({
    method: 'PUT',
    url: `/api/base/v2/agencies/${harbourId}/branding`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });

async function loginAnswer(username: string) {
  const res = await t.call<{ token: string; company: { special: SessionBranding | null } }>({
    method: 'POST',
    url: '/api/base/v2/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('special agencies', () => {
  it('are set by platform staff only', async () => {
    for (const user of ['harbour.super', 'harbour.finance']) {
      const token = await t.login(user);
      expect((await setBranding({ siteId: null, special: SPECIAL }, token)).status, user).toBe(403);
      expect(
        (await t.call({ method: 'GET', url: `/api/base/v2/agencies/${harbourId}/branding`, headers: bearer(token) })).status,
        user,
      ).toBe(403);
    }
  });

  it('carry their theme, forced language and suppressed message in the login answer and /me', async () => {
    await t.call({ method: 'PUT', url: `/api/base/v2/agencies/${harbourId}/logo`, headers: bearer(staff), payload: { image: PNG_1PX } });
    expect((await setBranding({ siteId: null, special: SPECIAL })).status).toBe(200);
    const read = await t.call<{ special: unknown }>({
      method: 'GET',
      url: `/api/base/v2/agencies/${harbourId}/branding`,
      headers: bearer(staff),
    });
    expect(read.body.data).toEqual({ siteId: null, special: SPECIAL });

    for (const user of ['harbour.super', 'harbour.ops']) {
      const answer = await loginAnswer(user);
      expect(answer.company.special).toEqual({ ...SPECIAL, logo: expect.stringMatching(/^\/api\/base\/v2\/logos\/\d+\?v=/) });
      const me = await t.call<{ company: { special: SessionBranding | null } }>({
        method: 'GET',
        url: '/api/base/v2/me',
        headers: bearer(answer.token),
      });
      expect(me.body.data.company.special).toEqual(answer.company.special);
    }
    // Another agency is not touched.
    expect((await loginAnswer('kowloon.super')).company.special).toBeNull();
  });

  it('shows no agency logo when the theme does not ask for it, and clears back to ordinary', async () => {
    await setBranding({
      siteId: null,
      special: { theme: { colorPrimary: '#0f766e', useAgencyLogo: false }, forcedLocale: null, suppressLoginMessage: false },
    });
    expect((await loginAnswer('harbour.ops')).company.special).toEqual({
      theme: { colorPrimary: '#0f766e', useAgencyLogo: false },
      forcedLocale: null,
      suppressLoginMessage: false,
      logo: null,
    });
    await setBranding({ siteId: null, special: null });
    expect((await loginAnswer('harbour.ops')).company.special).toBeNull();
  });

  it('refuses bad settings with translated 400s', async () => {
    const bad: object[] = [
      { siteId: null, special: { ...SPECIAL, theme: { colorPrimary: 'red', useAgencyLogo: false } } },
      { siteId: null, special: { ...SPECIAL, theme: { colorPrimary: '#12345', useAgencyLogo: false } } },
      { siteId: null, special: { ...SPECIAL, forcedLocale: 'fr' } },
      { siteId: null, special: { ...SPECIAL, colorPrimary: '#000000' } },
      { siteId: 999_999, special: null },
      { special: null },
    ];
    for (const payload of bad) {
      const res = await setBranding(payload, staff, 'zh-cn');
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([400, 100400]);
    }
    const unknownSite = await setBranding({ siteId: 999_999, special: null });
    expect(unknownSite.body.message).toContain('siteId');
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/base/v2/agencies/999999/branding',
          headers: bearer(staff),
          payload: { siteId: null, special: null },
        })
      ).status,
    ).toBe(404);
  });

  it('logs every change with the fields changed', async () => {
    await setBranding({ siteId: null, special: SPECIAL });
    await setBranding({ siteId: null, special: { ...SPECIAL, forcedLocale: null } });
    const rows = await t.database.db.execute(
      sql`select detail from audit_log where action = 'agency.branding' and target = ${String(harbourId)} order by id desc limit 1`,
    );
    const detail = (rows as unknown as { rows: { detail: { changes: { field: string; before: unknown; after: unknown }[] } }[] }).rows[0]!
      .detail;
    expect(detail.changes).toEqual([{ field: 'special.forcedLocale', before: 'zh-cn', after: null }]);
  });
});
