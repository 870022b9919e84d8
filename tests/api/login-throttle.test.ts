// Login throttling that an attacker cannot aim at someone else: a block falls on the guessing
// address only, a name's many failures from everywhere only delay its password logins (the e-mailed
// code still works), and no answer tells whether a username and an e-mail are one account.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from login_attempts`);
});

const ATTACKER = '203.0.113.66';
const USER_HOME = '198.51.100.20';

const login = (username: string, password: string, from: string) =>
  t.call({ method: 'POST', url: '/api/base/v2/login', remoteAddress: from, payload: { username, password } });

async function failFrom(username: string, from: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(username, `wrong-${i}`, from)).body.code).toBe(300001);
}

/** Moves every recorded attempt back in time, as if the seconds had passed. */
async function age(seconds: number) {
  await t.database.db.execute(sql`update login_attempts set created_at = created_at - make_interval(secs => ${seconds})`);
}

async function loginByCode(email: string, from: string) {
  const sent = await t.call({ method: 'POST', url: '/api/base/v2/login/code/send', remoteAddress: from, payload: { email } });
  expect(sent.body.code).toBe(0);
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
  return t.call({ method: 'POST', url: '/api/base/v2/login/code', remoteAddress: from, payload: { email, code } });
}

describe('a block falls on the guessing address only', () => {
  it('five failures on admin from one address block that address; admin logs in from its own', async () => {
    await failFrom('admin', ATTACKER, 5);
    const blocked = await login('admin', DEMO_PASSWORD, ATTACKER);
    expect([blocked.status, blocked.body.code]).toEqual([429, 300006]);
    expect(blocked.headers['retry-after']).toBe('900');
    expect((await login('admin', DEMO_PASSWORD, USER_HOME)).body.code).toBe(0);
    // The e-mailed code works from the user's address too.
    expect((await loginByCode('admin@tessera.example', USER_HOME)).body.code).toBe(0);
  });

  it('a refused attempt is not counted: guessing on while blocked does not lengthen the block', async () => {
    await failFrom('harbour.ops', ATTACKER, 5);
    for (let i = 0; i < 5; i++) expect((await login('harbour.ops', 'wrong', ATTACKER)).body.code).toBe(300006);
    const result = await t.database.db.execute(sql`select count(*)::int as n from login_attempts where ip = ${ATTACKER}`);
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(5);
  });

  it('twenty guesses at once from one address get at most five judged', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('harbour.finance', `wrong-${i}`, ATTACKER)));
    const judged = answers.filter((a) => a.body.code === 300001).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(answers.every((a) => [300001, 300006].includes(a.body.code))).toBe(true);
  });
});

describe('no answer tells whether a username and an e-mail are one account', () => {
  it("after a username is blocked from an address, its own e-mail and a stranger's answer alike", async () => {
    await failFrom('harbour.finance', ATTACKER, 5);
    expect((await login('harbour.finance', 'wrong', ATTACKER)).body.code).toBe(300006);
    const own = await login('harbour.finance@tessera.example', 'wrong', ATTACKER);
    const stranger = await login('harbour.ops@tessera.example', 'wrong', ATTACKER);
    expect([own.status, own.body]).toEqual([stranger.status, stranger.body]);
    expect(own.body.code).toBe(300001);
  });

  it("after a name is delayed, its own e-mail and a stranger's answer alike", async () => {
    for (let i = 0; i < 10; i++) await failFrom('harbour.finance', `192.0.2.${i + 1}`, 1);
    expect((await login('harbour.finance', 'wrong', ATTACKER)).body.code).toBe(300012);
    const own = await login('harbour.finance@tessera.example', 'wrong', ATTACKER);
    const stranger = await login('kowloon.super@tessera.example', 'wrong', ATTACKER);
    expect([own.status, own.body]).toEqual([stranger.status, stranger.body]);
  });
});

describe('many failures from everywhere delay, never block', () => {
  it('spaces password attempts out, lets the right one in after the wait, and clears on success', async () => {
    // Ten addresses, one failure each: no pair is blocked, but the name has failed ten times.
    for (let i = 0; i < 10; i++) await failFrom('kowloon.super', `192.0.2.${i + 1}`, 1);
    const delayed = await login('kowloon.super', DEMO_PASSWORD, USER_HOME);
    expect([delayed.status, delayed.body.code]).toEqual([429, 300012]);
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(delayed.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(delayed.body.message).toContain('e-mailed code');
    await age(31);
    // The wait is over: one more wrong guess is judged, and the next wait is twice as long.
    expect((await login('kowloon.super', 'wrong', ATTACKER)).body.code).toBe(300001);
    const longer = await login('kowloon.super', DEMO_PASSWORD, USER_HOME);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(55);
    await age(61);
    expect((await login('kowloon.super', DEMO_PASSWORD, USER_HOME)).body.code).toBe(0);
    // The success cleared the name: the next wrong password is judged at once.
    expect((await login('kowloon.super', 'wrong', ATTACKER)).body.code).toBe(300001);
  });

  it('the real user passes a delay with the e-mailed code, which also clears it', async () => {
    for (let i = 0; i < 10; i++) await failFrom('harbour.super', `192.0.2.${i + 1}`, 1);
    expect((await login('harbour.super', DEMO_PASSWORD, USER_HOME)).body.code).toBe(300012);
    expect((await loginByCode('harbour.super@tessera.example', USER_HOME)).body.code).toBe(0);
    expect((await login('harbour.super', DEMO_PASSWORD, USER_HOME)).body.code).toBe(0);
  });

  it('translates the delay', async () => {
    for (let i = 0; i < 10; i++) await failFrom('harbour.ops', `192.0.2.${i + 1}`, 1);
    const zh = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      remoteAddress: USER_HOME,
      headers: { 'accept-language': 'zh-tw' },
      payload: { username: 'harbour.ops', password: DEMO_PASSWORD },
    });
    expect(zh.body.code).toBe(300012);
    expect(zh.body.message).toContain('電子郵件驗證碼');
  });
});
