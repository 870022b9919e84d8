// The user log: every mutating call with who, when, from where, what and the before/after of the
// changed fields; secrets never recorded; filters, paging, Excel; SuperUsers only.
import { readWorkbook } from '../support/workbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@/domain/schemas/users';
import type { UserLogEntry } from '@/domain/schemas/user-log';
import { DATE_FORMATS } from '@/domain/schemas/auth';
import { USER_LOG_ACTIONS } from '@/domain/user-log-actions';
import { auditLog } from '@/server/db/schema';
import { callerFor, type Caller } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { agencyIdOf, topUpBody } from './support/money';

let t: TestApp;
let harbour: Caller;
const LOG = '/api/base/v2/user-log';

beforeAll(async () => {
  t = await startTestApp();
  harbour = await callerFor(t, 'harbour.super');
});
afterAll(() => t?.close());

describe('the user log', () => {
  it('records who changed which fields from what to what, with the address', async () => {
    const created = await harbour<{ user: AdminUser; password: string }>('POST', '/api/base/v2/users', {
      username: 'log.subject',
      email: 'log.subject@harbour.example',
      roles: ['operator'],
      password: 'first-pass1',
    });
    await harbour('PUT', `/api/base/v2/users/${created.body.data.user.id}`, {
      nickname: 'Logged',
      status: 'testing',
      flightLimits: { ...created.body.data.user.flightLimits, ageMin: 18 },
    });
    await harbour('POST', `/api/base/v2/users/${created.body.data.user.id}/password`);
    const log = await harbour<UserLogEntry[]>('GET', `${LOG}?_start=0&_end=10`);
    const [reset, update, create] = log.body.data;
    expect(reset).toMatchObject({ action: 'user.password', target: 'log.subject', username: 'harbour.super', ip: '127.0.0.1' });
    expect(reset!.changes).toEqual([{ field: 'password', before: '[redacted]', after: '[redacted]' }]);
    expect(update!.changes).toEqual([
      { field: 'nickname', before: null, after: 'Logged' },
      { field: 'status', before: 'active', after: 'testing' },
      { field: 'flightLimits.ageMin', before: 0, after: 18 },
    ]);
    expect(create).toMatchObject({ action: 'user.create', target: 'log.subject' });
    expect(create!.changes).toContainEqual({ field: 'email', before: null, after: 'log.subject@harbour.example' });
    expect(JSON.stringify(log.body.data)).not.toMatch(/first-pass1|password_?hash|\$argon2/i);
    expect(Date.parse(create!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by user, action and date range, and pages with a total', async () => {
    const ops = await t.login('harbour.ops');
    await t.call({ method: 'PUT', url: '/api/base/v2/me', headers: bearer(ops), payload: { nickname: 'Ops' } });
    const users = await harbour<AdminUser[]>('GET', '/api/base/v2/users?username_like=harbour.ops');
    const opsId = users.body.data[0]!.id;
    const byUser = await harbour<UserLogEntry[]>('GET', `${LOG}?userId=${opsId}`);
    expect(byUser.body.data.length).toBeGreaterThan(0);
    expect(byUser.body.data.every((e) => e.username === 'harbour.ops')).toBe(true);
    const byAction = await harbour<UserLogEntry[]>('GET', `${LOG}?action_like=user.create`);
    expect(byAction.body.data.map((e) => e.action)).toEqual(['user.create']);
    // The console's picker sends one catalogue action exactly: 'login' is not 'login.failed'.
    const logins = await harbour<UserLogEntry[]>('GET', `${LOG}?action=login`);
    expect(logins.body.data.length).toBeGreaterThan(0);
    expect(new Set(logins.body.data.map((e) => e.action))).toEqual(new Set(['login']));
    expect((await harbour('GET', `${LOG}?action=drop.tables`)).status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await harbour<UserLogEntry[]>('GET', `${LOG}?createdAt_gte=${today}&createdAt_lte=${today}&_start=0&_end=2`);
    expect(todays.body.data).toHaveLength(2);
    expect(Number(todays.headers['x-total-count'])).toBeGreaterThan(2);
    const past = await harbour<UserLogEntry[]>('GET', `${LOG}?createdAt_lte=2020-01-01`);
    expect([past.body.data, past.headers['x-total-count']]).toEqual([[], '0']);
    const bad = await harbour('GET', `${LOG}?createdAt_gte=yesterday`);
    expect(bad.status).toBe(400);
  });

  it('is for SuperUsers and shows only their own agency', async () => {
    expect((await (await callerFor(t, 'harbour.ops'))('GET', LOG)).status).toBe(403);
    const kowloon = await (await callerFor(t, 'kowloon.super'))<UserLogEntry[]>('GET', `${LOG}?_end=200`);
    expect(kowloon.body.data.every((e) => e.username === 'kowloon.super')).toBe(true);
  });

  it('exports the current filter to Excel, changes written out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${LOG}/export?action_like=user.update`,
      headers: bearer(await t.login('harbour.super')),
      payload: {
        columns: [
          { key: 'createdAt', title: 'Time' },
          { key: 'username', title: 'User' },
          { key: 'action', title: 'Action' },
          { key: 'changes', title: 'Changes' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const book = await readWorkbook(res.rawPayload);
    const rows = book.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[3] === 'user.update')).toBe(true);
    expect(String(rows[0]![4])).toContain('nickname: ');
  });
});

describe('a line as an agency reads it', () => {
  it('names every action from the catalogue, never a route or an unknown key', async () => {
    const ops = await callerFor(t, 'harbour.ops');
    expect((await ops('PUT', '/api/base/v2/me/config/dateFormat', { value: DATE_FORMATS[1] })).status).toBe(200);
    expect((await ops('PUT', '/api/base/v2/me', { nickname: 'Ops again' })).status).toBe(200);
    // A line written before actions had names holds the raw route: it is named when read.
    const [opsRow] = (await harbour<AdminUser[]>('GET', '/api/base/v2/users?username_like=harbour.ops')).body.data;
    await t.database.db
      .insert(auditLog)
      .values({ agencyId: await agencyIdOf(t, 'HARBOUR'), userId: opsRow!.id, action: 'PUT /api/base/v2/me/password', target: null });
    const log = await harbour<UserLogEntry[]>('GET', `${LOG}?userId=${opsRow!.id}&_end=5`);
    expect(log.body.data.slice(0, 3).map((e) => [e.action, e.target])).toEqual([
      ['me.password', null],
      ['me.update', null],
      ['me.config.dateFormat', null],
    ]);
    const all = await harbour<UserLogEntry[]>('GET', `${LOG}?_end=500`);
    expect(all.body.data.filter((e) => !USER_LOG_ACTIONS.includes(e.action) || e.action === 'other')).toEqual([]);
  });

  it('names the agency a wallet change was about and gives money with its currency', async () => {
    const finance = await callerFor(t, 'harbour.finance');
    const kowloon = await agencyIdOf(t, 'KOWLOON');
    const topUp = await finance('POST', `/api/base/v2/agencies/${kowloon}/balance`, topUpBody({ receivedAmount: 123_456 }), {
      'idempotency-key': 'log-top-up-1',
    });
    expect(topUp.status).toBe(200);
    expect(
      (await finance('PUT', `/api/base/v2/agencies/${kowloon}/credit`, { creditLimit: 654_321 }, { 'idempotency-key': 'log-credit-1' }))
        .status,
    ).toBe(200);
    const log = await harbour<UserLogEntry[]>('GET', `${LOG}?action_like=wallet.&_end=5`);
    const [credit, top] = log.body.data;
    expect(top).toMatchObject({ action: 'wallet.top_up', target: 'Kowloon Tours', money: { amount: 123_456, currency: 'CNY' } });
    expect(top!.changes).toEqual([expect.objectContaining({ field: 'balance', currency: 'CNY' })]);
    expect(credit).toMatchObject({ action: 'wallet.credit', target: 'Kowloon Tours', money: null });
    expect(credit!.changes).toContainEqual(expect.objectContaining({ field: 'creditLimit', after: 654_321, currency: 'CNY' }));
  });

  it('names the company rather than its code', async () => {
    expect((await harbour('PUT', '/api/base/v2/company', { address: '1 Harbour Road', companyInfo: null })).status).toBe(200);
    const [line] = (await harbour<UserLogEntry[]>('GET', `${LOG}?action_like=company.update&_end=1`)).body.data;
    expect(line).toMatchObject({ action: 'company.update', target: 'Harbour Travel', money: null });
  });
});
