// Passwords someone chooses: within 6-15 characters, never the demo password, one of the 10,000
// most common, a run of one or two characters, or the current password; an administrator's reset
// holds the user to choosing a new one before any other call. The demo accounts still log in.
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const RANKED = dictionary['passwords-common']!;
const fitting = (p: string) => p.length >= 6 && p.length <= 15 && new Set(p).size >= 3 && /[a-z]/.test(p);
/** A password ranked between 9,000 and 10,000: refused; one ranked past 40,000: allowed. */
const RARE_BUT_LISTED = RANKED.slice(9_000, 10_000).find(fitting)!;
const PAST_THE_LIST = RANKED.slice(40_000).find((p) => fitting(p) && p.length >= 8)!;

const change = (token: string, oldPassword: string, newPassword: string, lang = 'en') =>
  t.call({
    method: 'PUT',
    url: '/api/base/v2/me/password',
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { oldPassword, newPassword, confirmPassword: newPassword },
  });

function fieldMessage(body: { code: number; data: unknown }): string | undefined {
  return (body.data as { fields?: Array<{ field: string; message: string }> } | null)?.fields?.find((f) => f.field === 'newPassword')
    ?.message;
}

describe('choosing a password', () => {
  it('refuses the demo password, common ones from the short and the long list, and runs of one or two characters', async () => {
    const token = await t.login('harbour.finance');
    for (const weak of ['Tessera#2026', 'tessera#2026', 'aaaaaa', 'ababab', 'qwerty1', RARE_BUT_LISTED]) {
      const res = await change(token, DEMO_PASSWORD, weak);
      expect([res.status, res.body.code], weak).toEqual([400, 100400]);
      expect(fieldMessage(res.body), weak).toBe('is too common: choose one that is harder to guess');
    }
    // The demo password still logs in: it is refused only as a new password.
    expect(
      (await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'harbour.finance', password: DEMO_PASSWORD } })).body
        .code,
    ).toBe(0);
  });

  it('accepts a password past the 10,000 most common, then refuses it again as the current one', async () => {
    const token = await t.login('kowloon.super');
    expect((await change(token, DEMO_PASSWORD, PAST_THE_LIST)).body.code).toBe(0);
    const again = await change(token, PAST_THE_LIST, PAST_THE_LIST, 'zh-tw');
    expect(again.status).toBe(400);
    expect(fieldMessage(again.body)).toBe('不能與目前密碼相同');
    await t.database.db
      .update(users)
      .set({ passwordHash: (await t.database.db.select().from(users).where(eq(users.username, 'harbour.ops')))[0]!.passwordHash })
      .where(eq(users.username, 'kowloon.super'));
  });

  it('refuses a common password when an administrator creates a user with one', async () => {
    const token = await t.login('harbour.super');
    const res = await t.call({
      method: 'POST',
      url: '/api/base/v2/users',
      headers: bearer(token),
      payload: { username: 'weak.one', email: 'weak.one@tessera.example', roles: ['operator'], password: 'qwerty1' },
    });
    expect(res.status).toBe(400);
    expect((res.body.data as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toContain('password');
  });
});

describe('an administrator reset', () => {
  it('holds the user to /me, logout and a password change until they choose a new password', async () => {
    const superToken = await t.login('harbour.super');
    const [ops] = await t.database.db.select().from(users).where(eq(users.username, 'harbour.ops'));
    const reset = await t.call<{ password: string }>({
      method: 'POST',
      url: `/api/base/v2/users/${ops!.id}/password`,
      headers: bearer(superToken),
    });
    expect(reset.body.code).toBe(0);
    const issued = reset.body.data.password;

    const login = await t.call<{ token: string; userInfo: { mustChangePassword: boolean } }>({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.ops', password: issued },
    });
    expect(login.body.data.userInfo.mustChangePassword).toBe(true);
    const token = login.body.data.token;
    const me = await t.call<{ userInfo: { mustChangePassword: boolean } }>({
      method: 'GET',
      url: '/api/base/v2/me',
      headers: bearer(token),
    });
    expect(me.body.data.userInfo.mustChangePassword).toBe(true);
    for (const [method, url] of [
      ['GET', '/api/order/v2/flight/orders'],
      ['PUT', '/api/base/v2/me'],
      ['GET', '/api/base/v2/airports'],
    ] as const) {
      const refused = await t.call({ method, url, headers: bearer(token), payload: method === 'PUT' ? { nickname: 'x' } : undefined });
      expect([refused.status, refused.body.code], url).toEqual([403, 300013]);
    }
    // The issued password is the current one: it cannot be kept.
    expect((await change(token, issued, issued)).status).toBe(400);
    expect((await change(token, issued, 'Harbour-Gate-7')).body.code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/order/v2/flight/orders', headers: bearer(token) })).body.code).toBe(0);
    const after = await t.call<{ userInfo: { mustChangePassword: boolean } }>({
      method: 'GET',
      url: '/api/base/v2/me',
      headers: bearer(token),
    });
    expect(after.body.data.userInfo.mustChangePassword).toBe(false);
  });
});
