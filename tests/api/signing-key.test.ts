// An agency's webhook signing key: its own SuperUser issues it and sees it once; platform staff and a
// parent agency may revoke it and never read it; nobody else may issue one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@/domain/schemas/company';
import { agencies } from '@/server/db/schema';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let harbourId: number;
beforeAll(async () => {
  t = await startTestApp();
  harbourId = (await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR')))[0]!.id;
}, 120_000);
afterAll(async () => t?.close());

const issue = async (user: string) =>
  t.call<{ secret: string; previousValidUntil: string | null }>({
    method: 'POST',
    url: '/api/base/v2/company/notify-secret',
    headers: bearer(await t.login(user)),
  });
const stored = async () =>
  (
    await t.database.db
      .select({ secret: agencies.notifySecret, previous: agencies.notifySecretPrevious })
      .from(agencies)
      .where(eq(agencies.id, harbourId))
  )[0]!;

describe("an agency's own signing key", () => {
  it('its SuperUser issues it and sees it once; the company profile only says one is set', async () => {
    const first = await issue('harbour.super');
    expect(first.status).toBe(200);
    expect(first.body.data.secret).toMatch(/^whsec_/);
    expect(first.body.data.previousValidUntil).toBeNull();
    expect((await stored()).secret).toBe(first.body.data.secret);
    const profile = await t.call<CompanyProfile>({
      method: 'GET',
      url: '/api/base/v2/company',
      headers: bearer(await t.login('harbour.super')),
    });
    expect(profile.body.data.notifySecretSet).toBe(true);
    expect(JSON.stringify(profile.body)).not.toContain(first.body.data.secret);
    const second = await issue('harbour.super');
    expect(second.body.data.secret).not.toBe(first.body.data.secret);
    expect((await stored()).previous).toBe(first.body.data.secret);
  });

  it('platform staff and other roles cannot issue one; the old staff route that showed it is gone', async () => {
    expect((await issue('admin')).status).toBe(403);
    expect((await issue('harbour.ops')).status).toBe(403);
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/base/v2/agencies/${harbourId}/notify-secret`,
      headers: bearer(await t.login('admin')),
    });
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('whsec_');
  });

  it("staff revoke it, both keys at once, without seeing it; a parent agency revokes its sub-agency's", async () => {
    const before = await stored();
    expect(before.secret).not.toBeNull();
    const revoked = await t.call<{ hadKey: boolean }>({
      method: 'DELETE',
      url: `/api/base/v2/agencies/${harbourId}/notify-secret`,
      headers: bearer(await t.login('admin')),
    });
    expect(revoked.body.data).toEqual({ hadKey: true });
    expect(JSON.stringify(revoked.body)).not.toContain('whsec_');
    expect(await stored()).toEqual({ secret: null, previous: null });

    await issue('kowloon.super');
    const [kowloon] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'KOWLOON'));
    const byParent = await t.call<{ hadKey: boolean }>({
      method: 'DELETE',
      url: `/api/base/v2/agencies/${kowloon!.id}/notify-secret`,
      headers: bearer(await t.login('harbour.super')),
    });
    expect(byParent.body.data).toEqual({ hadKey: true });
    // A sub-agency cannot revoke its parent's.
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/base/v2/agencies/${harbourId}/notify-secret`,
          headers: bearer(await t.login('kowloon.super')),
        })
      ).status,
    ).toBe(403);
  });
});
