// Refusals on the record: a call the access policy refuses, an attempt on another agency's record
// (answered 404 like an unknown id) and failed logins are written to the audit log with the caller's
// address, one row per caller and reason a minute, and platform staff read them across agencies.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityLogEntry } from '@/domain/schemas/security-log';
import { recordRefusal, REFUSAL_ROWS_PER_MINUTE } from '@/server/audit/refusals';
import { agencies, auditLog } from '@/server/db/schema';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let ops: string;
let superUser: string;
let staff: string;

const rowsOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

beforeAll(async () => {
  t = await startTestApp();
  ops = await t.login('harbour.ops');
  superUser = await t.login('harbour.super');
  staff = await t.login('admin');
}, 120_000);
afterAll(async () => t?.close());

describe('refusals on the record', () => {
  it('a call the policy refuses is written once a minute per caller, with the address and the route', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.call({ method: 'GET', url: '/api/base/v2/security-log', headers: bearer(ops), remoteAddress: '203.0.113.7' });
      expect(res.status).toBe(403);
    }
    const rows = await rowsOf('access.refused');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '203.0.113.7', target: 'GET /api/base/v2/security-log', detail: { reason: 'FORBIDDEN' } });
    expect(rows[0]!.userId).not.toBeNull();
  });

  it("another agency's record is answered like an unknown id, and recorded as a cross-agency attempt", async () => {
    const [platform] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'PLATFORM'));
    const foreign = await t.call({
      method: 'GET',
      url: `/api/base/v2/agencies/${platform!.id}`,
      headers: bearer(superUser),
      remoteAddress: '198.51.100.4',
    });
    const unknown = await t.call({
      method: 'GET',
      url: '/api/base/v2/agencies/2147483000',
      headers: bearer(superUser),
      remoteAddress: '198.51.100.4',
    });
    expect([foreign.status, foreign.body]).toEqual([unknown.status, unknown.body]);
    const rows = await rowsOf('access.cross-agency');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ip: '198.51.100.4',
      target: `agency ${platform!.id}`,
      detail: { reason: 'cross-agency', agencyAsked: platform!.id },
    });
  });

  it('failed logins: one row per name, address and reason a minute', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/base/v2/login',
            remoteAddress: '192.0.2.10',
            payload: { username: 'harbour.finance', password: 'wrong-one' },
          })
        ).body.code,
      ).toBe(300001);
    }
    await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      remoteAddress: '192.0.2.11',
      payload: { username: 'nobody.at.all', password: 'wrong-one' },
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failed'), inArray(auditLog.ip, ['192.0.2.10', '192.0.2.11'])));
    expect(rows.map((r) => [r.ip, r.target]).sort()).toEqual([
      ['192.0.2.10', 'harbour.finance'],
      ['192.0.2.11', 'nobody.at.all'],
    ]);
  });

  it("platform staff read every agency's refusals with the address; an agency SuperUser may not", async () => {
    const res = await t.call<SecurityLogEntry[]>({
      method: 'GET',
      url: '/api/base/v2/security-log?_start=0&_end=50',
      headers: bearer(staff),
    });
    expect(res.status).toBe(200);
    const byAction = (action: string) => res.body.data.filter((e) => e.action === action);
    expect(byAction('access.refused')[0]).toMatchObject({
      agencyCode: 'HARBOUR',
      username: 'harbour.ops',
      ip: '203.0.113.7',
      reason: 'FORBIDDEN',
    });
    expect(byAction('access.cross-agency')[0]).toMatchObject({ agencyCode: 'HARBOUR', username: 'harbour.super', ip: '198.51.100.4' });
    expect(byAction('login.failed').map((e) => e.ip)).toEqual(expect.arrayContaining(['192.0.2.10', '192.0.2.11']));
    const filtered = await t.call<SecurityLogEntry[]>({
      method: 'GET',
      url: '/api/base/v2/security-log?action=login.failed&ip_like=192.0.2.11',
      headers: bearer(staff),
    });
    expect(filtered.body.data.map((e) => e.target)).toEqual(['nobody.at.all']);
    expect((await t.call({ method: 'GET', url: '/api/base/v2/security-log', headers: bearer(superUser) })).status).toBe(403);
  });

  it('a flood from many addresses and names writes at most the per-minute cap', async () => {
    // Straight to the recorder (the logins above went through it): 200 password hashes would only add time.
    const before = (await rowsOf('login.failed')).length;
    let written = 0;
    for (let i = 0; i < REFUSAL_ROWS_PER_MINUTE + 80; i++) {
      if (
        await recordRefusal(t.database.db, {
          action: 'login.failed',
          reason: 'BAD_CREDENTIALS',
          target: `flood.${i}`,
          ip: `10.9.0.${i % 250}`,
        })
      )
        written++;
    }
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(REFUSAL_ROWS_PER_MINUTE);
    expect((await rowsOf('login.failed')).length - before).toBe(written);
  });
});
