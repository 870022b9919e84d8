// Sessions are cached in each server's memory, and a change still reaches every server at once:
// logout, disabling a user and changing a role on one server show on the other within a second,
// and a change written straight into the database (no API) counts as well.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import type { AdminUser } from '@/domain/schemas/users';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { startSecondServer, type SecondServer } from './support/second-server';

let t: TestApp;
let b: SecondServer;
beforeAll(async () => {
  t = await startTestApp();
  b = await startSecondServer(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const ME = '/api/base/v2/me';
const onB = (token: string, url = ME) => b.call({ method: 'GET', url, headers: bearer(token) });

/** Asks server B until its answer has one of the wanted codes; answers how long that took. */
async function untilCode(token: string, code: number | number[], url = ME): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await onB(token, url);
    if ([code].flat().includes(answer.body.code)) return Date.now() - started;
    if (Date.now() - started > 5_000) throw new Error(`server B still answers ${answer.body.code} after 5 s`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function userId(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('the session cache', () => {
  it('answers GET /me from memory once a session is known', async () => {
    const token = await t.login('harbour.ops');
    expect((await onB(token)).body.code).toBe(0);
    expect((await onB(token)).body.code).toBe(0);
    expect(b.app.sessions.cache.size).toBeGreaterThan(0);
  });

  it('logout on server A: server B refuses the token within the same second', async () => {
    const token = await t.login('harbour.ops');
    expect((await onB(token)).body.code).toBe(0);
    expect((await t.call({ method: 'DELETE', url: ME, headers: bearer(token) })).body.code).toBe(0);
    // Server A itself: at once.
    expect((await t.call({ method: 'GET', url: ME, headers: bearer(token) })).body.code).toBe(200006);
    expect(await untilCode(token, 200006)).toBeLessThan(1000);
  });

  it('disabling a user on server A ends its sessions on server B', async () => {
    const token = await t.login('harbour.finance');
    expect((await onB(token)).body.code).toBe(0);
    const superToken = await t.login('harbour.super');
    const id = await userId('harbour.finance');
    const off = await t.call({
      method: 'PUT',
      url: `/api/base/v2/users/${id}`,
      payload: { status: 'inactive' },
      headers: bearer(superToken),
    });
    expect(off.body.code, off.body.message).toBe(0);
    // Revoked (200006) or disabled (201001): either way no longer served.
    expect(await untilCode(token, [200006, 201001])).toBeLessThan(1000);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  });

  it('a role changed on server A changes what server B allows, for a session it already knows', async () => {
    const token = await t.login('harbour.finance');
    // finance may not read flight orders; an operator may.
    expect((await onB(token, '/api/order/v2/flight/orders')).status).toBe(403);
    const superToken = await t.login('harbour.super');
    const id = await userId('harbour.finance');
    const changed = await t.call<AdminUser>({
      method: 'PUT',
      url: `/api/base/v2/users/${id}`,
      payload: { roles: ['operator', 'finance'] },
      headers: bearer(superToken),
    });
    expect(changed.body.code, changed.body.message).toBe(0);
    expect(await untilCode(token, 0, '/api/order/v2/flight/orders')).toBeLessThan(1000);
    const profile = await onB(token);
    expect((profile.body.data as { userInfo: { role: string[] } }).userInfo.role).toEqual(['operator', 'finance']);
  });

  it('a change written straight into the database reaches both servers', async () => {
    const token = await t.login('harbour.ops');
    expect((await onB(token)).body.code).toBe(0);
    expect((await t.call({ method: 'GET', url: ME, headers: bearer(token) })).body.code).toBe(0);
    await t.database.db.update(users).set({ nickname: 'Night desk' }).where(eq(users.username, 'harbour.ops'));
    const started = Date.now();
    for (;;) {
      const answer = await onB(token);
      if ((answer.body.data as { userInfo: { nickname: string } }).userInfo.nickname === 'Night desk') break;
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});
