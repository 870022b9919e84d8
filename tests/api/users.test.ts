// Users of an agency: scope, validation, uniqueness, roles, status (inactive ends sessions), self
// protection, deletion, password reset, flight limits and the Excel export.
import { readWorkbook } from '../support/workbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@/domain/schemas/users';
import { callerFor, fingerprint, type Caller } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let harbour: Caller;
const U = '/api/base/v2/users';

interface Created {
  user: AdminUser;
  password: string | null;
}

beforeAll(async () => {
  t = await startTestApp();
  harbour = await callerFor(t, 'harbour.super');
});
afterAll(() => t?.close());

async function idOf(caller: Caller, username: string): Promise<number> {
  const res = await caller<AdminUser[]>('GET', `${U}?username_like=${encodeURIComponent(username)}`);
  return res.body.data.find((u) => u.username === username)!.id;
}

describe('listing', () => {
  it("lists only the caller's agency, with filters, sort and paging the simple-rest way", async () => {
    const all = await harbour<AdminUser[]>('GET', `${U}?_start=0&_end=10&_sort=username&_order=asc`);
    expect(all.body.data.map((u) => u.username)).toEqual(['harbour.finance', 'harbour.ops', 'harbour.super']);
    expect(all.headers['x-total-count']).toBe('3');
    const page2 = await harbour<AdminUser[]>('GET', `${U}?_start=1&_end=2&_sort=username&_order=asc`);
    expect(page2.body.data.map((u) => u.username)).toEqual(['harbour.ops']);
    expect(page2.headers['x-total-count']).toBe('3');
    const finance = await harbour<AdminUser[]>('GET', `${U}?role=finance`);
    expect(finance.body.data.map((u) => u.username)).toEqual(['harbour.finance']);
    const none = await harbour<AdminUser[]>('GET', `${U}?username_like=${encodeURIComponent('%')}`);
    expect(none.body.data).toEqual([]);
    const badSort = await harbour('GET', `${U}?_sort=passwordHash`);
    expect(badSort.body.data).toEqual({ fields: [{ field: '_sort', message: 'names a field this list cannot be sorted by' }] });
  });

  it('lets every logged-in user read the list but only a SuperUser change it', async () => {
    const ops = await callerFor(t, 'harbour.ops');
    expect((await ops('GET', U)).status).toBe(200);
    const before = await fingerprint(t);
    expect((await ops('POST', U, { username: 'sneaky', email: 'sneaky@x.example', roles: ['SuperUser'] })).status).toBe(403);
    expect((await ops('PUT', `${U}/${await idOf(ops, 'harbour.ops')}`, { roles: ['SuperUser'] })).status).toBe(403);
    expect(await fingerprint(t)).toBe(before);
  });
});

describe('creating and editing', () => {
  it('creates an operator who logs in with the generated password', async () => {
    const res = await harbour<Created>('POST', U, {
      username: 'harbour.desk',
      email: 'Desk@Harbour.example',
      nickname: 'Desk',
      mobile: '91234567',
      areaCode: '852',
      roles: ['operator'],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.user).toMatchObject({
      username: 'harbour.desk',
      email: 'desk@harbour.example',
      areaCode: '852',
      roles: ['operator'],
      status: 'active',
    });
    expect(res.body.data.password).toHaveLength(12);
    await t.login('harbour.desk', res.body.data.password!);
    const chosen = await harbour<Created>('POST', U, {
      username: 'harbour.night',
      email: 'night@harbour.example',
      roles: ['operator', 'finance'],
      password: 'night-shift1',
    });
    expect(chosen.body.data.password).toBeNull();
    await t.login('harbour.night', 'night-shift1');
  });

  it('checks username and e-mail format, roles and uniqueness with translated messages', async () => {
    const before = await fingerprint(t);
    const bad = await harbour('POST', U, { username: '1x', email: 'nope', roles: [] });
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'username', message: 'must start with a letter and have 3-32 letters, digits, dots, hyphens or underscores' },
        { field: 'email', message: 'is not a valid e-mail address' },
        { field: 'roles', message: 'needs at least one role' },
      ]),
    });
    const zh = await harbour('POST', U, { username: 'ok.name', email: 'ok@x.example', roles: ['boss'] }, { 'accept-language': 'zh-TW' });
    expect(zh.body.message).toBe('部分欄位無效：roles.0 必須是以下值之一：operator, finance, SuperUser');
    const dup = await harbour('POST', U, { username: 'HARBOUR.OPS', email: 'other@x.example', roles: ['operator'] });
    expect([dup.status, dup.body.message]).toEqual([409, 'This username is already taken.']);
    const long = await harbour('POST', U, { username: 'ok.name', email: 'ok@x.example', roles: ['operator'], nickname: 'x'.repeat(65) });
    expect(long.body.data).toEqual({ fields: [{ field: 'nickname', message: 'must have at most 64 characters' }] });
    const wrongType = await harbour('POST', U, { username: 'ok.name', email: 'ok@x.example', roles: 'operator' });
    expect(wrongType.body.data).toEqual({ fields: expect.arrayContaining([{ field: 'roles', message: 'has the wrong type' }]) });
    expect(await fingerprint(t)).toBe(before);
  });

  it('never changes the e-mail, and edits roles, nickname and flight limits', async () => {
    const id = await idOf(harbour, 'harbour.ops');
    const before = await fingerprint(t);
    const email = await harbour('PUT', `${U}/${id}`, { email: 'new@harbour.example' });
    expect(email.body.data).toEqual({ fields: [{ field: 'email', message: 'cannot be changed' }] });
    const limits = {
      ageMin: 18,
      ageMax: 12,
      documentTypes: ['passport'],
      eligibleCountries: ['CN', 'HK'],
      ineligibleCountries: ['HK'],
      invoiceType: 'itinerary',
      ticketingChannel: 'manual',
      productType: 'published',
    };
    const badLimits = await harbour('PUT', `${U}/${id}`, { flightLimits: limits });
    expect(badLimits.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'flightLimits.ageMax', message: 'must not be below the minimum age' },
        { field: 'flightLimits.ineligibleCountries', message: 'cannot also be an eligible country' },
      ]),
    });
    expect(await fingerprint(t)).toBe(before);
    const ok = await harbour<AdminUser>('PUT', `${U}/${id}`, {
      nickname: 'Ops lead',
      roles: ['operator', 'finance'],
      flightLimits: { ...limits, ageMax: 65, ineligibleCountries: ['kp'] },
    });
    expect(ok.body.data).toMatchObject({
      nickname: 'Ops lead',
      roles: ['operator', 'finance'],
      flightLimits: { ageMin: 18, ageMax: 65, ineligibleCountries: ['KP'] },
    });
  });

  it('deactivating a user ends its sessions and refuses its logins', async () => {
    const id = await idOf(harbour, 'harbour.finance');
    const token = await t.login('harbour.finance');
    await harbour('PUT', `${U}/${id}`, { status: 'inactive' });
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) })).body.code).toBe(200006);
    const login = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'harbour.finance', password: 'Tessera#2026' },
    });
    expect(login.body.code).toBe(201001);
    await harbour('PUT', `${U}/${id}`, { status: 'testing' });
    await t.login('harbour.finance');
  });
});

describe('protection, deletion and passwords', () => {
  it('refuses deleting, deactivating or demoting oneself', async () => {
    const me = await idOf(harbour, 'harbour.super');
    const before = await fingerprint(t);
    expect((await harbour('DELETE', `${U}/${me}`)).body).toMatchObject({ code: 400201, message: 'You cannot delete your own account.' });
    expect((await harbour('PUT', `${U}/${me}`, { status: 'inactive' })).body.code).toBe(400202);
    expect((await harbour('PUT', `${U}/${me}`, { roles: ['operator'] })).body.code).toBe(400202);
    expect(await fingerprint(t)).toBe(before);
  });

  it("cannot see or touch another agency's users (404, nothing changes)", async () => {
    const kowloon = await callerFor(t, 'kowloon.super');
    const opsId = await idOf(harbour, 'harbour.ops');
    const before = await fingerprint(t);
    expect((await kowloon('GET', `${U}/${opsId}`)).status).toBe(404);
    expect((await kowloon('PUT', `${U}/${opsId}`, { nickname: 'x' })).status).toBe(404);
    expect((await kowloon('DELETE', `${U}/${opsId}`)).status).toBe(404);
    expect((await kowloon('POST', `${U}/${opsId}/password`)).status).toBe(404);
    expect((await kowloon('GET', `${U}/999999`)).status).toBe(404);
    expect((await kowloon('GET', `${U}/abc`)).body.data).toEqual({ fields: [{ field: 'id', message: 'has the wrong type' }] });
    expect(await fingerprint(t)).toBe(before);
  });

  it('resets a password (shown once) and deletes a user for good', async () => {
    const created = await harbour<Created>('POST', U, { username: 'harbour.temp', email: 'temp@harbour.example', roles: ['operator'] });
    const id = created.body.data.user.id;
    const token = await t.login('harbour.temp', created.body.data.password!);
    const reset = await harbour<{ password: string }>('POST', `${U}/${id}/password`);
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) })).body.code).toBe(200006);
    const again = await t.login('harbour.temp', reset.body.data.password);
    expect((await harbour('DELETE', `${U}/${id}`)).status).toBe(200);
    expect((await harbour('GET', `${U}/${id}`)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(again) })).status).toBe(401);
    // The name stays taken: the log must never point at two people.
    expect((await harbour('POST', U, { username: 'harbour.temp', email: 'temp2@harbour.example', roles: ['operator'] })).body.code).toBe(
      400203,
    );
  });

  it('exports the filtered list to Excel with the columns the console names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${U}/export?role=operator&_sort=username&_order=asc`,
      headers: { ...bearer(await t.login('harbour.super')), 'accept-language': 'zh-cn' },
      payload: {
        columns: [
          { key: 'username', title: '用户名' },
          { key: 'roles', title: '角色' },
          { key: 'status', title: '状态' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await readWorkbook(res.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '用户名', '角色', '状态']);
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(['harbour.ops', 'harbour.desk']));
    expect(names).not.toContain('harbour.super');
  });
});
