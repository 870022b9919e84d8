// Partner single-login end to end over HTTP: platform staff issue an integration, a partner
// platform signs its users in (created on the first entry, updated after), and every kind of bad
// entry is refused with its own translated error and leaves no user, no partner link and no spent
// signature behind. Rotation keeps the previous secret valid for its overlap only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, partnerIntegrations, partnerSignatures, partnerUsers, users } from '@/server/db/schema';
import { canonicalString, encryptToken, signParams } from '@/server/partners/signing';
import { partnerEntryParams } from '../../docs/examples/partner-link.mjs';
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

interface Issued {
  integration: { id: number; keyId: string; previousSecretUntil: string | null };
  secret: string;
}

async function issue(role: 'operator' | 'SuperUser' = 'operator'): Promise<Issued> {
  const res = await t.call<Issued>({
    method: 'POST',
    url: '/api/base/v2/partners',
    headers: bearer(staff),
    payload: { agencyId: harbourId, name: `Mall ${role}`, role },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const now = () => Math.floor(Date.now() / 1000);
let userCounter = 0;
const newUserId = () => `u-${Date.now()}-${userCounter++}`;

function signed(keyId: string, secret: string, fields: { userid: string; token?: string; timestamp?: number }) {
  const params = {
    code: keyId,
    timestamp: fields.timestamp ?? now(),
    userid: fields.userid,
    ...(fields.token ? { token: fields.token } : {}),
  };
  return { ...params, signature: signParams(secret, params) };
}

const enter = (payload: Record<string, unknown>, lang = 'en') =>
  t.call<{
    token: string;
    userInfo: {
      username: string;
      nickname: string | null;
      outUserId: string | null;
      role: string[];
      agencyId: number;
      mobile: string | null;
      areaCode: string;
    };
    websitePrefix: string;
    permissions: string[];
    company: { id: number };
  }>({ method: 'POST', url: '/api/base/v2/single-login', headers: { 'accept-language': lang }, payload });

async function partnerUserCount(integrationId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerUsers)
    .where(eq(partnerUsers.integrationId, integrationId));
  return row!.n;
}
async function spentCount(integrationId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerSignatures)
    .where(eq(partnerSignatures.integrationId, integrationId));
  return row!.n;
}

describe('partner integrations (staff)', () => {
  it('are platform staff only', async () => {
    const superUser = await t.login('harbour.super');
    const res = await t.call({ method: 'GET', url: '/api/base/v2/partners', headers: bearer(superUser) });
    expect(res.status).toBe(403);
    const create = await t.call({
      method: 'POST',
      url: '/api/base/v2/partners',
      headers: bearer(superUser),
      payload: { agencyId: harbourId, name: 'x', role: 'operator' },
    });
    expect(create.status).toBe(403);
  });

  it('show the secret only when it is issued, and log the change', async () => {
    const { integration, secret } = await issue();
    expect(secret).toMatch(/^psk_/);
    const list = await t.call<Record<string, unknown>[]>({ method: 'GET', url: '/api/base/v2/partners', headers: bearer(staff) });
    const listed = list.body.data.find((i) => i.id === integration.id)!;
    expect(listed.keyId).toBe(integration.keyId);
    expect(JSON.stringify(list.body.data)).not.toContain(secret);
    const log = await t.database.db.execute(sql`select action from audit_log where target = ${integration.keyId}`);
    expect((log as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toContain('partner.create');
  });
});

describe('single-login', () => {
  it('creates the partner user on the first entry and updates it on the next, answering like a login', async () => {
    const { integration, secret } = await issue('SuperUser');
    const userid = newUserId();
    const token = encryptToken(
      secret,
      JSON.stringify({ nickname: 'Ada', openId: 'o-1', outUserId: 'mall-42', userPhone: '91234567', region: '852' }),
    );
    const first = await enter(signed(integration.keyId, secret, { userid, token }));
    expect(first.status).toBe(200);
    const { userInfo } = first.body.data;
    expect(userInfo).toMatchObject({
      nickname: 'Ada',
      outUserId: 'mall-42',
      role: ['SuperUser'],
      agencyId: harbourId,
      mobile: '91234567',
      areaCode: '852',
    });
    expect(first.body.data.websitePrefix).toBe('');
    expect(first.body.data.company.id).toBe(harbourId);
    expect(Array.isArray(first.body.data.permissions)).toBe(true);
    // The token is a working session.
    const me = await t.call<{ userInfo: { username: string } }>({
      method: 'GET',
      url: '/api/base/v2/me',
      headers: bearer(first.body.data.token),
    });
    expect(me.body.data.userInfo.username).toBe(userInfo.username);

    const second = await enter(
      signed(integration.keyId, secret, {
        userid,
        token: encryptToken(secret, JSON.stringify({ nickname: 'Ada Lovelace', outUserId: 'mall-42' })),
      }),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.userInfo.username).toBe(userInfo.username);
    expect(second.body.data.userInfo.nickname).toBe('Ada Lovelace');
    expect(await partnerUserCount(integration.id)).toBe(1);
    const [link] = await t.database.db.select().from(partnerUsers).where(eq(partnerUsers.integrationId, integration.id));
    expect(link).toMatchObject({ partnerUserId: userid, userLevel: -1 });
  });

  it('accepts the link the documented example script builds, token included', async () => {
    const { integration, secret } = await issue();
    const res = await enter(
      partnerEntryParams(integration.keyId, secret, newUserId(), { nickname: 'Grace', userLevel: 3, region: '65', userPhone: '81234567' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo).toMatchObject({ nickname: 'Grace', areaCode: '65', mobile: '81234567' });
  });

  it('enters without a token, with the partner user id as outUserId', async () => {
    const { integration, secret } = await issue();
    const userid = newUserId();
    const res = await enter(signed(integration.keyId, secret, { userid }));
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo).toMatchObject({ outUserId: userid, role: ['operator'], areaCode: '86' });
  });

  it('keeps the level from the token, and the default for one out of range', async () => {
    const { integration, secret } = await issue();
    const userid = newUserId();
    expect(
      (await enter(signed(integration.keyId, secret, { userid, token: encryptToken(secret, JSON.stringify({ userLevel: 3 })) }))).status,
    ).toBe(200);
    const levelOf = async () =>
      (await t.database.db.select({ level: partnerUsers.userLevel }).from(partnerUsers).where(eq(partnerUsers.partnerUserId, userid)))[0]!
        .level;
    expect(await levelOf()).toBe(3);
    expect(
      (await enter(signed(integration.keyId, secret, { userid, token: encryptToken(secret, JSON.stringify({ userLevel: 1e12 })) }))).status,
    ).toBe(200);
    expect(await levelOf()).toBe(-1);
  });

  it('is rate-limited like login', async () => {
    const limited = await startTestApp({ rateLimits: { limits: { login: { perCaller: 2, perAddress: 2 } } } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/base/v2/single-login',
          remoteAddress: '203.0.113.9',
          payload: { code: 'pk_none', signature: 'x', timestamp: now(), userid: 'u' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe(300011);
    } finally {
      await limited.close();
    }
  });

  it('enters when the token decrypts but is not JSON (the details are left out)', async () => {
    const { integration, secret } = await issue();
    const res = await enter(signed(integration.keyId, secret, { userid: newUserId(), token: encryptToken(secret, 'nickname=Ada') }));
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo.nickname).toBeNull();
  });

  describe('refuses and creates nothing', () => {
    let issued: Issued;
    beforeAll(async () => {
      issued = await issue();
    });

    async function refused(payload: Record<string, unknown>, status: number, code: number) {
      const before = { users: await partnerUserCount(issued.integration.id), spent: await spentCount(issued.integration.id) };
      const [{ n: userRows }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
      const res = await enter(payload);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).not.toMatch(/^[A-Z_]+$/);
      expect(await partnerUserCount(issued.integration.id)).toBe(before.users);
      const [{ n: userRowsAfter }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
      expect(userRowsAfter).toBe(userRows);
      return { res, spentBefore: before.spent };
    }

    it('a signature under another key', async () => {
      const { spentBefore } = await refused(signed(issued.integration.keyId, 'psk_not-the-secret', { userid: newUserId() }), 401, 740102);
      expect(await spentCount(issued.integration.id)).toBe(spentBefore);
    });

    it('a parameter changed after signing', async () => {
      const payload = signed(issued.integration.keyId, issued.secret, { userid: newUserId() });
      await refused({ ...payload, userid: `${payload.userid}x` }, 401, 740102);
    });

    it('a timestamp more than five minutes old or ahead', async () => {
      await refused(signed(issued.integration.keyId, issued.secret, { userid: newUserId(), timestamp: now() - 301 }), 401, 740103);
      await refused(signed(issued.integration.keyId, issued.secret, { userid: newUserId(), timestamp: now() + 301 }), 401, 740103);
    });

    it('a signature used once already', async () => {
      const payload = signed(issued.integration.keyId, issued.secret, { userid: newUserId() });
      expect((await enter(payload)).status).toBe(200);
      const { res } = await refused(payload, 409, 740104);
      expect(res.body.message).toMatch(/used already/);
    });

    it('an unknown or disabled partner', async () => {
      await refused(signed('pk_unknown', issued.secret, { userid: newUserId() }), 401, 740101);
      const other = await issue();
      const off = await t.call({
        method: 'PATCH',
        url: `/api/base/v2/partners/${other.integration.id}`,
        headers: bearer(staff),
        payload: { enabled: false },
      });
      expect(off.status).toBe(200);
      const res = await enter(signed(other.integration.keyId, other.secret, { userid: newUserId() }));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(740101);
      expect(await partnerUserCount(other.integration.id)).toBe(0);
    });

    it('a tampered token, a token under another key, and a token that is not hex', async () => {
      const good = encryptToken(issued.secret, JSON.stringify({ nickname: 'Eve' }));
      const flipped = `${good.slice(0, 30)}${good[30] === '0' ? '1' : '0'}${good.slice(31)}`;
      await refused(signed(issued.integration.keyId, issued.secret, { userid: newUserId(), token: flipped }), 400, 740105);
      await refused(
        signed(issued.integration.keyId, issued.secret, { userid: newUserId(), token: encryptToken('psk_other', '{}') }),
        400,
        740105,
      );
      await refused(signed(issued.integration.keyId, issued.secret, { userid: newUserId(), token: 'zz-not-hex' }), 400, 740105);
    });

    it("in the caller's language", async () => {
      const res = await enter(signed(issued.integration.keyId, issued.secret, { userid: newUserId(), timestamp: now() - 3600 }), 'zh-cn');
      expect(res.body.message).toContain('已过期');
    });
  });

  it('accepts one of several simultaneous uses of a signature, and creates one user for simultaneous first entries', async () => {
    const { integration, secret } = await issue();
    const payload = signed(integration.keyId, secret, { userid: newUserId() });
    const statuses = (await Promise.all([1, 2, 3, 4].map(() => enter(payload)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);

    const userid = newUserId();
    const entries = await Promise.all([0, 1, 2].map((i) => enter(signed(integration.keyId, secret, { userid, timestamp: now() - i }))));
    expect(entries.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(entries.map((r) => r.body.data.userInfo.username)).size).toBe(1);
    expect(await partnerUserCount(integration.id)).toBe(2);
  });

  it('accepts the previous secret during the rotation overlap and refuses it after', async () => {
    const { integration, secret: oldSecret } = await issue();
    const rotated = await t.call<Issued>({ method: 'POST', url: `/api/base/v2/partners/${integration.id}/rotate`, headers: bearer(staff) });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.data.secret;
    expect(newSecret).not.toBe(oldSecret);
    const until = Date.parse(rotated.body.data.integration.previousSecretUntil!);
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    expect((await enter(signed(integration.keyId, oldSecret, { userid: newUserId() }))).status).toBe(200);
    expect((await enter(signed(integration.keyId, newSecret, { userid: newUserId() }))).status).toBe(200);
    // The overlap ends.
    await t.database.db
      .update(partnerIntegrations)
      .set({ secretPreviousUntil: new Date(Date.now() - 1000) })
      .where(eq(partnerIntegrations.id, integration.id));
    const late = await enter(signed(integration.keyId, oldSecret, { userid: newUserId() }));
    expect(late.status).toBe(401);
    expect(late.body.code).toBe(740102);
    expect((await enter(signed(integration.keyId, newSecret, { userid: newUserId() }))).status).toBe(200);
  });

  it("staff's test link is a working signed entry", async () => {
    const { integration } = await issue();
    const link = await t.call<{ url: string; expiresAt: string }>({
      method: 'POST',
      url: `/api/base/v2/partners/${integration.id}/test-link`,
      headers: bearer(staff),
      payload: { userid: 'tester-1' },
    });
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.url, 'http://console.test');
    expect(url.pathname).toBe('/partner-entry');
    const params = Object.fromEntries(url.searchParams);
    expect(Object.keys(params).sort()).toEqual(['code', 'signature', 'timestamp', 'userid']);
    const res = await enter(params);
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo.outUserId).toBe('tester-1');
  });

  it('builds the canonical string from the parameters sorted by name, empty ones left out', () => {
    expect(canonicalString({ userid: 'u1', timestamp: 1700000000, code: 'pk_1', token: '', signature: 'x' })).toBe(
      'code=pk_1&timestamp=1700000000&userid=u1',
    );
  });
});
