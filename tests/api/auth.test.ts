import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '@/server/db/schema';
import { DEMO_USERS } from '@/server/db/seed';
import { LOGO_MAX_BYTES } from '@/domain/schemas/company';
import { FAKE_PNG, PNG_BASE64 } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { jpeg as jpegImage, webp as webpImage } from './support/malformed-files';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const me = (token: string) =>
  t.call<{ userInfo: { username: string; role: string[] }; company: { code: string } }>({
    method: 'GET',
    url: '/api/base/v2/me',
    headers: bearer(token),
  });

describe('password login', () => {
  it('logs every demo user in and answers token, userInfo, company, permissions and websitePrefix', async () => {
    for (const user of DEMO_USERS) {
      const res = await t.call<Record<string, unknown>>({
        method: 'POST',
        url: '/api/base/v2/login',
        payload: { username: user.username, password: 'Tessera#2026' },
      });
      expect(res.body.code, user.username).toBe(0);
      expect(Object.keys(res.body.data).sort()).toEqual(['company', 'expiresAt', 'permissions', 'token', 'userInfo', 'websitePrefix']);
      const profile = await me(res.body.data.token as string);
      expect(profile.body.data.userInfo.username).toBe(user.username);
      expect(profile.body.data.userInfo.role).toEqual(user.roles);
      expect(profile.body.data.company.code).toBe(user.agencyCode);
    }
  });

  it('accepts the e-mail address in place of the username, in any case', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'Harbour.Ops@Tessera.Example', password: 'Tessera#2026' },
    });
    expect(res.body.code).toBe(0);
  });

  it('refuses a wrong password and an unknown user with the same message, and logs the failure', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.finance', password: 'nope-nope' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'nobody.here', password: 'nope-nope' },
    });
    expect(wrong.body).toEqual({ code: 300001, data: null, message: 'Invalid username or password.' });
    expect(unknown.body).toEqual(wrong.body);
    const failures = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.failed'));
    expect(failures.map((f) => (f.detail as { account: string }).account)).toEqual(
      expect.arrayContaining(['harbour.finance', 'nobody.here']),
    );
    expect(JSON.stringify(failures)).not.toContain('nope-nope');
  });

  it('refuses a malformed username with the username-format message', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      headers: { 'accept-language': 'zh-cn' },
      payload: { username: '!bad name', password: 'x' },
    });
    expect(res.body).toMatchObject({ code: 300002, message: '用户名格式错误。' });
  });

  it('throttles a name from an address after five failures, even with the right password then', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/base/v2/login',
        payload: { username: 'kowloon.super', password: `wrong-${i}` },
      });
      expect(res.body.code).toBe(300001);
    }
    const blocked = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'kowloon.super', password: 'Tessera#2026' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(300006);
    expect(blocked.body.message).toContain('15 min');
    // Another account from the same address is not locked by it (tests/api/login-throttle.test.ts has the rest).
    expect(
      (await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'harbour.super', password: 'Tessera#2026' } })).body
        .code,
    ).toBe(0);
    await t.database.db.execute(sql`delete from login_attempts`);
  });

  it('refuses an inactive user at login and ends its open sessions', async () => {
    const token = await t.login('harbour.finance');
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.username, 'harbour.finance'));
    const login = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.finance', password: 'Tessera#2026' },
    });
    expect(login.body.code).toBe(201001);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(201001);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.username, 'harbour.finance'));
  });
});

describe('sessions', () => {
  it('revokes the token on logout: it then answers 200006', async () => {
    const token = await t.login('harbour.ops');
    expect((await t.call({ method: 'DELETE', url: '/api/base/v2/me', headers: bearer(token) })).body.code).toBe(0);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(200006);
  });

  it('answers 200005 for an expired token and for a token it never issued', async () => {
    const token = await t.login('harbour.ops');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.revokedAt} is null`);
    expect((await me(token)).body.code).toBe(200005);
    expect((await me('made-up-token')).body.code).toBe(200005);
  });

  it('answers 200001 "please login" without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/base/v2/me' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 200001, data: null, message: 'Please log in.' });
  });
});

describe('personal profile and password', () => {
  it('updates nickname and mobile and keeps the e-mail unchangeable', async () => {
    const token = await t.login('harbour.super');
    const res = await t.call<{ nickname: string; mobile: string; areaCode: string }>({
      method: 'PUT',
      url: '/api/base/v2/me',
      headers: bearer(token),
      payload: { nickname: 'Chief', mobile: '13800000000', areaCode: '852' },
    });
    expect(res.body.data).toMatchObject({ nickname: 'Chief', mobile: '13800000000', areaCode: '852' });
    const email = await t.call({ method: 'PUT', url: '/api/base/v2/me', headers: bearer(token), payload: { email: 'new@x.example' } });
    expect(email.status).toBe(400);
    expect(email.body.message).toContain('unknown fields: email');
  });

  it("starts a user's phone region at the agency's country until the user picks one", async () => {
    const token = await t.login('harbour.ops');
    const region = async () =>
      ((await me(token)).body.data.userInfo as unknown as { config: { defaultRegion: string } }).config.defaultRegion;
    expect(await region()).toBe('852'); // Harbour's contact phone is a Hong Kong number
    const set = await t.call({
      method: 'PUT',
      url: '/api/base/v2/me/config/defaultRegion',
      headers: bearer(token),
      payload: { value: '65' },
    });
    expect(set.status).toBe(200);
    expect(await region()).toBe('65');
  });

  it('keeps an avatar only when its bytes are a PNG, JPEG or WebP image under 2 MB, stored with the type its bytes show', async () => {
    const token = await t.login('harbour.ops');
    const put = (avatar: unknown, lang = 'en') =>
      t.call<{ avatar: string | null }>({
        method: 'PUT',
        url: '/api/base/v2/me',
        headers: { ...bearer(token), 'accept-language': lang },
        payload: { avatar },
      });
    const avatarNow = async () =>
      (await t.call<{ userInfo: { avatar: string | null } }>({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) })).body.data
        .userInfo.avatar;

    // A declared type is not believed: PNG bytes sent as text/plain are kept as image/png.
    const png = await put(`data:text/plain;base64,${PNG_BASE64}`);
    expect(png.body.code).toBe(0);
    expect(png.body.data.avatar).toBe(`data:image/png;base64,${PNG_BASE64}`);
    // Complete images only (built in code): a signature followed by nothing is refused below.
    const webp = webpImage(2, 2).toString('base64');
    expect((await put(webp)).body.data.avatar).toBe(`data:image/webp;base64,${webp}`);
    const jpeg = jpegImage().toString('base64');
    expect((await put(`data:image/jpeg;base64,${jpeg}`)).body.data.avatar).toBe(`data:image/jpeg;base64,${jpeg}`);

    const kept = await avatarNow();
    const refusals: Array<[string, unknown, number, number]> = [
      ['a script URL', 'javascript:alert(document.cookie)', 400, 400301],
      ['a web address', 'https://attacker.example/pixel.png', 400, 400301],
      ['text dressed as a PNG', FAKE_PNG, 400, 400301],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'), 400, 400301],
      ['an empty string', '', 400, 400301],
      [
        'a JPEG signature followed by nothing',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]).toString('base64'),
        400,
        400301,
      ],
      [
        'a PNG of 2 MB',
        Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(LOGO_MAX_BYTES)])
          .subarray(0, LOGO_MAX_BYTES)
          .toString('base64'),
        413,
        400302,
      ],
    ];
    for (const [what, avatar, status, code] of refusals) {
      const res = await put(avatar, 'zh-cn');
      expect(res.status, what).toBe(status);
      expect(res.body.code, what).toBe(code);
      expect(res.body.message, what).toMatch(/图片/);
      expect(await avatarNow(), what).toBe(kept);
    }
    // A string longer than any 2 MB image is refused before it is decoded.
    expect([400, 413]).toContain((await put('A'.repeat(3_000_000))).status);
    expect(await avatarNow()).toBe(kept);
    // null removes it.
    expect((await put(null)).body.data.avatar).toBeNull();
  });

  it('stores personal config keys and validates each value', async () => {
    const token = await t.login('harbour.super');
    const lang = await t.call<{ config: { language: string } }>({
      method: 'PUT',
      url: '/api/base/v2/me/config/language',
      headers: bearer(token),
      payload: { value: 'zh-tw' },
    });
    expect(lang.body.data.config.language).toBe('zh-tw');
    expect((await me(token)).body.data.userInfo).toMatchObject({ config: { language: 'zh-tw' } });
    const emptyCities = await t.call({
      method: 'PUT',
      url: '/api/base/v2/me/config/cities',
      headers: bearer(token),
      payload: { value: [] },
    });
    expect(emptyCities.status).toBe(400);
    expect(emptyCities.body.data).toEqual({ fields: [{ field: 'value', message: 'must have at least 1 entries' }] });
    const unknownKey = await t.call({
      method: 'PUT',
      url: '/api/base/v2/me/config/theme',
      headers: bearer(token),
      payload: { value: 'x' },
    });
    expect(unknownKey.status).toBe(400);
    const tooMany = await t.call({
      method: 'PUT',
      url: '/api/base/v2/me/config/passengers',
      headers: bearer(token),
      payload: { value: Array.from({ length: 31 }, () => ({})) },
    });
    expect(tooMany.status).toBe(400);
  });

  it('changes the password: checks the old one, length 6-15, blank, username, common ones, confirmation; other sessions end', async () => {
    const other = await t.login('harbour.ops');
    const token = await t.login('harbour.ops');
    const change = (body: object) => t.call({ method: 'PUT', url: '/api/base/v2/me/password', headers: bearer(token), payload: body });
    expect((await change({ oldPassword: 'wrong', newPassword: 'abcdef1', confirmPassword: 'abcdef1' })).body.code).toBe(300007);
    const short = await change({ oldPassword: 'Tessera#2026', newPassword: 'abc', confirmPassword: 'abc' });
    expect(short.body.data).toEqual({ fields: [{ field: 'newPassword', message: 'must have 6 to 15 characters' }] });
    const long = await change({ oldPassword: 'Tessera#2026', newPassword: 'a'.repeat(16), confirmPassword: 'a'.repeat(16) });
    expect(long.body.data).toEqual({ fields: [{ field: 'newPassword', message: 'must have 6 to 15 characters' }] });
    const refusedFor = async (password: string, language = 'en') => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/base/v2/me/password',
        headers: { ...bearer(token), 'accept-language': language },
        payload: { oldPassword: 'Tessera#2026', newPassword: password, confirmPassword: password },
      });
      expect(res.status).toBe(400);
      return (res.body.data as { fields: Array<{ message: string }> }).fields[0]!.message;
    };
    expect(await refusedFor('      ')).toBe('cannot be only spaces');
    expect(await refusedFor('123456')).toBe('is too common: choose one that is harder to guess');
    expect(await refusedFor('Password1')).toBe('is too common: choose one that is harder to guess');
    expect(await refusedFor('Harbour.Ops')).toBe('cannot be the username');
    expect(await refusedFor('123456', 'zh-cn')).toBe('过于常见，请选择更难猜的密码');
    const mismatch = await change({ oldPassword: 'Tessera#2026', newPassword: 'abcdef1', confirmPassword: 'abcdef2' });
    expect(mismatch.body.data).toEqual({ fields: [{ field: 'confirmPassword', message: 'does not match the new password' }] });
    expect((await change({ oldPassword: 'Tessera#2026', newPassword: 'N3w-pass!', confirmPassword: 'N3w-pass!' })).body.code).toBe(0);
    expect((await me(token)).body.code).toBe(0);
    expect((await me(other)).body.code).toBe(200006);
    expect(
      (await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'harbour.ops', password: 'Tessera#2026' } })).body
        .code,
    ).toBe(300001);
    await t.login('harbour.ops', 'N3w-pass!');
  });
});

describe('website access control', () => {
  it('refuses logins from a host outside the agency domain limit', async () => {
    await t.database.db.execute(sql`update agencies set domain_limit = 'harbour.example' where code = 'HARBOUR'`);
    const from = (host: string) =>
      t.call({
        method: 'POST',
        url: '/api/base/v2/login',
        headers: { host },
        payload: { username: 'harbour.super', password: 'Tessera#2026' },
      });
    expect((await from('evil.example')).body.code).toBe(300009);
    expect((await from('harbour.example:443')).body.code).toBe(0);
    await t.database.db.execute(sql`update agencies set domain_limit = null where code = 'HARBOUR'`);
  });
});
