// Secrets and personal data never reach the log: the sensitive flows (password login, e-mailed code
// login, a booking with a passport number, an agency API key issued and used) run with the log at
// debug, and the captured log is searched for every secret those flows handled.
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/db/seed';
import { agencies, mailOutbox } from '@/server/db/schema';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { adult, bookOrder } from './support/orders';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startFlightApp({}, {}, { logger: { level: 'debug', stream } });
});
afterAll(async () => {
  await t?.close();
});

describe('the log', () => {
  it('holds no password, token, login code, passport number or API key after the flows that handle them', async () => {
    const secrets: string[] = [DEMO_PASSWORD];
    const token = await t.login('harbour.ops');
    secrets.push(token);
    expect(
      (await t.call({ method: 'POST', url: '/api/base/v2/login', payload: { username: 'harbour.ops', password: 'Wrong#Password1' } }))
        .status,
    ).toBe(400);
    secrets.push('Wrong#Password1');

    expect(
      (await t.call({ method: 'POST', url: '/api/base/v2/login/code/send', payload: { email: 'harbour.finance@tessera.example' } })).body
        .code,
    ).toBe(0);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'harbour.finance@tessera.example'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    const byCode = await t.call<{ token: string }>({
      method: 'POST',
      url: '/api/base/v2/login/code',
      payload: { email: 'harbour.finance@tessera.example', code },
    });
    expect(byCode.body.code).toBe(0);
    secrets.push(code, byCode.body.data.token);

    const passport = adult('ZHANG').travel_document!.number;
    await bookOrder(t, token, { payment: 'balance' });
    secrets.push(passport);

    const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
    const issued = await t.call<{ apiKey: string }>({
      method: 'POST',
      url: `/api/base/v2/agencies/${harbour!.id}/apikey`,
      headers: bearer(await t.login('admin')),
    });
    const apiKey = issued.body.data.apiKey;
    expect(apiKey).toBeTruthy();
    expect((await t.call({ method: 'GET', url: '/api/order/v2/flight/orders', headers: { 'x-api-key': apiKey } })).status).toBe(200);
    secrets.push(apiKey);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // the flows were logged, at debug, line by line
    expect(log).toContain('"userId"');
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 4)}…`).toBe(false);
  });
});
