// Agency administration: scope (staff over every agency, a manager over its descendants only),
// create with SuperUser and wallet, edit, settings, deletion rules, SuperUser password, API key,
// look-to-book, logo and website access control.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agency, AgencyConfig, LookToBook } from '@/domain/schemas/agencies';
import { defaultAgencySettings } from '@/domain/schemas/agency-settings';
import type { UserLogEntry } from '@/domain/schemas/user-log';
import { countBooking, countSearch } from '@/server/agencies/look-to-book';
import { flightOrders, groupOrders } from '@/server/db/schema';
import { callerFor, fingerprint, FAKE_PNG, HUGE_JPEG, newAgencyBody, PNG_BASE64, type Caller } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
let admin: Caller;
let harbour: Caller;
const A = '/api/base/v2/agencies';

interface Created {
  agency: Agency;
  superUser: { id: number; username: string; password: string };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await callerFor(t, 'admin');
  harbour = await callerFor(t, 'harbour.super');
});
afterAll(() => t?.close());

async function idOf(code: string): Promise<number> {
  const res = await t.database.db.execute(sql`select id from agencies where code = ${code}`);
  return Number((res as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
}

async function create(caller: Caller, suffix: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await caller<Created>('POST', A, newAgencyBody(suffix, extra));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

describe('agency scope', () => {
  it('platform staff list every agency but the platform; a manager only its own sub-agencies', async () => {
    const all = await admin<Agency[]>('GET', `${A}?_start=0&_end=50&_sort=id&_order=asc`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((a) => a.code)).toEqual(expect.arrayContaining(['HARBOUR', 'KOWLOON']));
    expect(all.body.data.map((a) => a.code)).not.toContain('PLATFORM');
    expect(Number(all.headers['x-total-count'])).toBe(all.body.data.length);
    const mine = await harbour<Agency[]>('GET', `${A}?_start=0&_end=50`);
    expect(mine.body.data.map((a) => a.code)).toEqual(['KOWLOON']);
    expect(mine.body.data[0]).toMatchObject({
      parentName: 'Harbour Travel',
      proxyLevel: 1,
      wallet: expect.objectContaining({ currency: 'CNY' }),
    });
  });

  it('a sub-agency sees nothing of its parent or siblings; operators are refused', async () => {
    const kowloon = await callerFor(t, 'kowloon.super');
    for (const url of [A, `${A}/${await idOf('HARBOUR')}`, `${A}/${await idOf('KOWLOON')}/config`]) {
      expect((await kowloon('GET', url)).status, url).toBe(403);
    }
    expect((await (await callerFor(t, 'harbour.ops'))('GET', A)).status).toBe(403);
  });

  it('a manager cannot read or change an agency outside its tree: 404, nothing changes', async () => {
    const other = await create(admin, 'outside');
    const before = await fingerprint(t);
    const id = other.agency.id;
    const platform = await idOf('PLATFORM');
    const harbourId = await idOf('HARBOUR');
    for (const target of [id, platform, harbourId]) {
      expect((await harbour('GET', `${A}/${target}`)).status).toBe(404);
      expect((await harbour('PUT', `${A}/${target}`, { name: 'Taken over' })).body.code).toBe(100404);
      expect((await harbour('PUT', `${A}/${target}/config`, defaultAgencySettings())).status).toBe(404);
      expect((await harbour('DELETE', `${A}/${target}`, { confirm: 'x' })).status).toBe(404);
      expect((await harbour('POST', `${A}/${target}/apikey`)).status).toBe(404);
      expect((await harbour('POST', `${A}/${target}/superuser/password`)).status).toBe(404);
      expect((await harbour('GET', `${A}/${target}/look-to-book?from=2026-01-01&to=2026-01-31`)).status).toBe(404);
    }
    expect(await fingerprint(t)).toBe(before);
  });

  it('finance managers may read and edit sub-agencies but not delete them, reset passwords or issue keys', async () => {
    const finance = await callerFor(t, 'harbour.finance');
    const kowloon = await idOf('KOWLOON');
    expect((await finance('GET', `${A}/${kowloon}`)).status).toBe(200);
    expect((await finance('POST', `${A}/${kowloon}/superuser/password`)).status).toBe(403);
    expect((await finance('POST', `${A}/${kowloon}/apikey`)).status).toBe(403);
    expect((await finance('DELETE', `${A}/${kowloon}`, { confirm: 'KOWLOON' })).status).toBe(403);
  });
});

describe('creating agencies', () => {
  it('staff create a top-level agency whose SuperUser logs in with the password shown once', async () => {
    const created = await create(admin, 'alpha', {
      settlementCurrency: 'HKD',
      dedicatedService: 'Ann (+852 5555 0000)',
      extraInfo: 'Key account',
    });
    expect(created.agency).toMatchObject({
      parentId: null,
      proxyLevel: 0,
      status: 'active',
      settlementCurrency: 'HKD',
      dedicatedService: 'Ann (+852 5555 0000)',
    });
    expect(created.agency.code).toMatch(/^TA[A-Z2-9]{6}$/);
    expect(created.agency.wallet).toEqual({ currency: 'HKD', balance: 0, creditLimit: 0, available: 0 });
    expect(created.superUser.password).toMatch(/^[A-Za-z2-9]{12}$/);
    const token = await t.login('super.alpha', created.superUser.password);
    const me = await t.call<{ userInfo: { role: string[] }; company: { id: number } }>({
      method: 'GET',
      url: '/api/base/v2/me',
      headers: bearer(token),
    });
    expect(me.body.data.userInfo.role).toEqual(['SuperUser']);
    expect(me.body.data.company.id).toBe(created.agency.id);
  });

  it("a top-level agency's SuperUser creates sub-agencies under itself and sees only those", async () => {
    const top = await create(admin, 'beta');
    // Top-level agencies may open sub-agencies by default; their sub-agencies may not.
    expect((await admin<AgencyConfig>('GET', `${A}/${top.agency.id}/config`)).body.data.settings.general.canCreateSubAgency).toBe(true);
    const betaCall = await callerFor(t, 'super.beta', top.superUser.password);
    const sub = await betaCall<Created>('POST', A, newAgencyBody('beta-sub'));
    expect(sub.status, sub.body.message).toBe(200);
    expect(sub.body.data.agency).toMatchObject({
      parentId: top.agency.id,
      proxyLevel: 1,
      parentName: top.agency.name,
      canCreateSubAgency: false,
    });
    const list = await betaCall<Agency[]>('GET', A);
    expect(list.body.data.map((a) => a.id)).toEqual([sub.body.data.agency.id]);
    // A sub-agency cannot be the parent of another one.
    const nested = await betaCall('POST', A, newAgencyBody('beta-nested', { parentId: sub.body.data.agency.id }));
    expect([nested.status, nested.body.code]).toEqual([400, 400105]);
  }, 30_000);

  it('refuses missing contacts, bad e-mails, taken usernames and e-mails with clear messages', async () => {
    const before = await fingerprint(t);
    const missing = await admin('POST', A, { name: 'No contacts', superUser: { username: 'nobody.here', email: 'n@x.example' } });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'contactName', message: 'is required' },
        { field: 'contactEmail', message: 'is required' },
        { field: 'contactPhone', message: 'is required' },
      ]),
    });
    const badEmail = await admin('POST', A, newAgencyBody('gamma', { contactEmail: 'not-an-email' }));
    expect(badEmail.body.data).toEqual({ fields: [{ field: 'contactEmail', message: 'is not a valid e-mail address' }] });
    const taken = await admin('POST', A, newAgencyBody('delta', { superUser: { username: 'Harbour.Super', email: 'fresh@x.example' } }));
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([409, 400203, 'This username is already taken.']);
    const takenZh = await admin(
      'POST',
      A,
      newAgencyBody('delta', { superUser: { username: 'fresh.one', email: 'HARBOUR.OPS@tessera.example' } }),
      { 'accept-language': 'zh-CN' },
    );
    expect(takenZh.body.message).toBe('该邮箱地址已被使用。');
    expect(await fingerprint(t)).toBe(before);
  });
});

describe('editing, settings and deletion', () => {
  it('edits the profile and logs the before/after of each changed field', async () => {
    const kowloon = await idOf('KOWLOON');
    const res = await harbour<Agency>('PUT', `${A}/${kowloon}`, { alias: 'KLN', contactPhone: '+852 3000 1111', domainLimit: '' });
    expect(res.body.data).toMatchObject({ alias: 'KLN', contactPhone: '+852 3000 1111' });
    const log = await harbour<UserLogEntry[]>('GET', '/api/base/v2/user-log?action_like=agency.update');
    expect(log.body.data[0]).toMatchObject({ action: 'agency.update', target: 'Kowloon Tours', username: 'harbour.super' });
    expect(log.body.data[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'alias', before: 'Kowloon', after: 'KLN' },
        { field: 'contactPhone', before: '85200000000', after: '+852 3000 1111' },
      ]),
    );
  });

  it('stores validated settings that the next request already reads', async () => {
    const kowloon = await idOf('KOWLOON');
    const current = await harbour<AgencyConfig>('GET', `${A}/${kowloon}/config`);
    expect(current.body.data.settings.general).toMatchObject({ enableTrainService: false, settlementCurrency: 'CNY' });
    const settings = structuredClone(current.body.data.settings);
    settings.general.enableTrainService = true;
    settings.general.hidePnrBooking = true;
    settings.flight.markups.intercontinental = { way: 'percent', value: 250, limit: 50_000 };
    settings.flight.serviceFees = { change: 5000, refund: 8000, void: 2000, currency: 'USD' };
    settings.flight.bookingNotifyUrl = 'https://kowloon.example/hooks/booking';
    settings.flight.airlines = { mode: 'whitelist', codes: ['cx', 'KA'] };
    const creditBefore = settings.credit.periodUnit;
    settings.credit = { periodUnit: creditBefore === 'year' ? 'day' : 'year', periodLength: 2 };
    const saved = await harbour<AgencyConfig>('PUT', `${A}/${kowloon}/config`, settings);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.settings.flight.airlines.codes).toEqual(['CX', 'KA']);
    // The sub-agency's own session sees the new service flag on its very next request.
    const kowloonUser = await t.login('kowloon.super');
    const me = await t.call<{ company: { config: { commonConfig: { enableTrainService: boolean } } } }>({
      method: 'GET',
      url: '/api/base/v2/me',
      headers: bearer(kowloonUser),
    });
    expect(me.body.data.company.config.commonConfig.enableTrainService).toBe(true);
    const log = await harbour<UserLogEntry[]>('GET', '/api/base/v2/user-log?action_like=agency.settings');
    expect(log.body.data[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'general.hidePnrBooking', before: false, after: true },
        { field: 'credit.periodUnit', before: creditBefore, after: settings.credit.periodUnit },
      ]),
    );
  });

  it('refuses invalid settings field by field and keeps the old ones', async () => {
    const kowloon = await idOf('KOWLOON');
    const before = await fingerprint(t);
    const bad = structuredClone(defaultAgencySettings());
    bad.flight.bookingNotifyUrl = 'ftp://example.com/x';
    bad.flight.markups.china = { way: 'percent', value: 20_000, limit: 0 };
    (bad.general as { settlementCurrency: string }).settlementCurrency = 'XYZ';
    bad.flight.maxResponseSeconds = 1;
    const res = await harbour('PUT', `${A}/${kowloon}/config`, bad);
    expect(res.status).toBe(400);
    expect((res.body.data as { fields: Array<{ field: string }> }).fields.map((f) => f.field).sort()).toEqual(
      ['flight.bookingNotifyUrl', 'flight.markups.china.value', 'flight.maxResponseSeconds', 'general.settlementCurrency'].sort(),
    );
    expect(await fingerprint(t)).toBe(before);
  });

  it('deletes only with the typed code, never while a balance or sub-agencies remain', async () => {
    const doomed = await create(admin, 'epsilon');
    const id = doomed.agency.id;
    const token = await t.login('super.epsilon', doomed.superUser.password);
    const wrong = await admin('DELETE', `${A}/${id}`, { confirm: 'nope' });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      400,
      400104,
      `The confirmation does not match. Type the agency code ${doomed.agency.code} to confirm.`,
    ]);
    // Test fixture: money on the wallet (the cached balance the money area keeps on the account).
    await t.database.db.execute(sql`update ledger_accounts set balance = 12345 where kind = 'agency' and agency_id = ${id}`);
    const withMoney = await admin('DELETE', `${A}/${id}`, { confirm: doomed.agency.code });
    expect([withMoney.status, withMoney.body.code]).toEqual([409, 400101]);
    const inRange = await admin<Agency[]>('GET', `${A}?balance_gte=10000&balance_lte=20000`);
    expect(inRange.body.data.map((a) => a.id)).toEqual([id]);
    // A range that holds zero also finds agencies whose wallet is empty or not opened yet.
    const walletless = (await create(admin, 'iota')).agency.id;
    await t.database.db.execute(
      sql`delete from ledger_accounts where kind = 'agency' and agency_id = ${walletless} and balance = 0 and held = 0`,
    );
    const nearZero = await admin<Agency[]>('GET', `${A}?balance_gte=-5&balance_lte=12345&_end=200`);
    expect(nearZero.body.data.map((a) => a.id)).toEqual(expect.arrayContaining([id, walletless]));
    expect((await admin<Agency[]>('GET', `${A}?balance_gte=1&_end=200`)).body.data.map((a) => a.id)).not.toContain(walletless);
    const belowZero = await admin<Agency[]>('GET', `${A}?balance_lte=-1&_end=200`);
    expect(belowZero.body.data.map((a) => a.id)).not.toContain(id);
    await t.database.db.execute(sql`update ledger_accounts set balance = 0 where kind = 'agency' and agency_id = ${id}`);
    const harbourId = await idOf('HARBOUR');
    const withSubs = await admin('DELETE', `${A}/${harbourId}`, { confirm: 'HARBOUR' });
    expect([withSubs.status, withSubs.body.code]).toEqual([409, 400103]);
    const done = await admin('DELETE', `${A}/${id}`, { confirm: doomed.agency.code });
    expect(done.status, done.body.message).toBe(200);
    expect((await admin('GET', `${A}/${id}`)).status).toBe(404);
    // Its people are out at once: the open session ends and logging in is refused.
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) })).status).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/base/v2/login',
      payload: { username: 'super.epsilon', password: doomed.superUser.password },
    });
    expect(login.body.code).toBe(201001);
  });
  it('refuses deletion while the agency has an open order, and allows it once the order is closed', async () => {
    const busy = await create(admin, 'eta');
    const id = busy.agency.id;
    // Test fixture: one unpaid order of the agency (the order area writes these).
    const [order] = await t.database.db
      .insert(flightOrders)
      .values({
        orderNo: `T${Date.now()}`,
        agencyId: id,
        userId: busy.superUser.id,
        status: 'to_be_paid',
        supplier: 'sim',
        supplierRef: 'R1',
        validatingCarrier: 'CX',
        bookingType: 'oneway',
        cabin: 'economy',
        itinerary: [],
        priceSnapshot: {},
        contact: {},
        currency: 'CNY',
        fareAmount: 100,
        taxAmount: 0,
        markupAmount: 0,
        totalAmount: 100,
        payBefore: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: flightOrders.id });
    const refused = await admin('DELETE', `${A}/${id}`, { confirm: busy.agency.code });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      400102,
      'This agency still has open orders. Close them before deleting the agency.',
    ]);
    await t.database.db.execute(sql`update flight_orders set status = 'canceled' where id = ${order!.id}`);
    expect((await admin('DELETE', `${A}/${id}`, { confirm: busy.agency.code })).status).toBe(200);
  });

  it('refuses deletion while a group order is still live, and allows it once the group is closed', async () => {
    const busy = await create(admin, 'theta');
    const id = busy.agency.id;
    // Test fixture: a group waiting for its quote (the group area writes these).
    const [group] = await t.database.db
      .insert(groupOrders)
      .values({
        orderNo: `G${Date.now()}`,
        agencyId: id,
        userId: busy.superUser.id,
        status: 'to_be_quote',
        request: {},
        adults: 10,
        children: 0,
        infants: 0,
        currency: 'CNY',
      })
      .returning({ id: groupOrders.id });
    const refused = await admin('DELETE', `${A}/${id}`, { confirm: busy.agency.code });
    expect([refused.status, refused.body.code]).toEqual([409, 400102]);
    await t.database.db.execute(sql`update group_orders set status = 'closed' where id = ${group!.id}`);
    expect((await admin('DELETE', `${A}/${id}`, { confirm: busy.agency.code })).status).toBe(200);
  });
});

describe('secrets and figures', () => {
  it("resets the SuperUser's password: shown once, old sessions end, the new one works", async () => {
    const kowloon = await idOf('KOWLOON');
    const old = await t.login('kowloon.super');
    const reset = await harbour<{ username: string; password: string }>('POST', `${A}/${kowloon}/superuser/password`);
    expect(reset.body.data.username).toBe('kowloon.super');
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(old) })).body.code).toBe(200006);
    await t.login('kowloon.super', reset.body.data.password);
    const log = await harbour<UserLogEntry[]>('GET', '/api/base/v2/user-log?action_like=superuser.password');
    expect(JSON.stringify(log.body.data)).not.toContain(reset.body.data.password);
  });

  it('issues an API key that books, pays and reads for the agency, and a new key replaces the old', async () => {
    const harbourId = await idOf('HARBOUR');
    const first = await admin<{ apiKey: string; prefix: string }>('POST', `${A}/${harbourId}/apikey`);
    const key = first.body.data.apiKey;
    const viaKey = await t.call<unknown[]>({ method: 'GET', url: '/api/order/v2/flight/orders', headers: { 'x-api-key': key } });
    expect(viaKey.status).toBe(200);
    const shown = await admin<Agency>('GET', `${A}/${harbourId}`);
    expect(shown.body.data.apiKeyPrefix).toBe(first.body.data.prefix);
    expect(JSON.stringify(shown.body.data)).not.toContain(key);
    const stored = await t.database.db.execute(sql`select api_key_hash from agencies where id = ${harbourId}`);
    expect(JSON.stringify((stored as unknown as { rows: unknown[] }).rows)).not.toContain(key);
    const second = await admin<{ apiKey: string }>('POST', `${A}/${harbourId}/apikey`);
    expect(second.body.data.apiKey).not.toBe(key);
    const stale = await t.call({ method: 'GET', url: '/api/order/v2/flight/orders', headers: { 'x-api-key': key } });
    expect([stale.status, stale.body.code]).toEqual([401, 200007]);
    // Least privilege: whatever its SuperUser may do, a key manages no users, passwords, keys,
    // settings or sub-agencies, and reads no user log.
    const viaNew = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.call({ method, url, payload, headers: { 'x-api-key': second.body.data.apiKey } });
    expect((await viaNew('GET', '/api/base/v2/transactions')).status).toBe(200);
    const kowloon = await idOf('KOWLOON');
    const refused = [
      await viaNew('GET', '/api/base/v2/users'),
      await viaNew('POST', '/api/base/v2/users', { username: 'key.made', email: 'key.made@tessera.example', roles: ['SuperUser'] }),
      await viaNew('PUT', '/api/base/v2/me/password', { oldPassword: 'x', newPassword: 'Another#2026', confirmPassword: 'Another#2026' }),
      await viaNew('POST', `${A}/${kowloon}/apikey`),
      await viaNew('POST', `${A}/${kowloon}/superuser/password`),
      await viaNew('GET', A),
      await viaNew('PUT', '/api/base/v2/company', {}),
      await viaNew('GET', '/api/base/v2/user-log'),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [403, 200008]));
    expect(refused[0]!.body.message).toMatch(/API key cannot do this/);
  });

  it('computes look-to-book over a period; no bookings reads as such, not as an error', async () => {
    const kowloon = await idOf('KOWLOON');
    const url = (from: string, to: string) => `${A}/${kowloon}/look-to-book?from=${from}&to=${to}`;
    const none = await harbour<LookToBook>('GET', url('2026-03-01', '2026-03-31'));
    expect(none.body.data).toMatchObject({ searches: 0, bookings: 0, ratio: null });
    for (let i = 0; i < 5; i++) await countSearch(t.database.db, kowloon, '2026-03-10');
    await countSearch(t.database.db, kowloon, '2026-04-02');
    const searchOnly = await harbour<LookToBook>('GET', url('2026-03-01', '2026-03-31'));
    expect(searchOnly.body.data).toMatchObject({ searches: 5, bookings: 0, ratio: null });
    await countBooking(t.database.db, kowloon, '2026-03-11');
    await countBooking(t.database.db, kowloon, '2026-03-12');
    expect((await harbour<LookToBook>('GET', url('2026-03-01', '2026-04-30'))).body.data).toMatchObject({
      searches: 6,
      bookings: 2,
      ratio: 3,
    });
    const backwards = await harbour('GET', url('2026-03-31', '2026-03-01'));
    expect(backwards.body.data).toEqual({ fields: [{ field: 'to', message: 'must not be before the start date' }] });
  });

  it('accepts a PNG logo and serves it publicly; refuses files by content and size', async () => {
    const kowloon = await idOf('KOWLOON');
    const before = await fingerprint(t);
    const fake = await harbour('PUT', `${A}/${kowloon}/logo`, { image: FAKE_PNG });
    expect([fake.status, fake.body.code, fake.body.message]).toEqual([400, 400301, 'The file is not a JPG, PNG or WebP image.']);
    const huge = await harbour('PUT', `${A}/${kowloon}/logo`, { image: HUGE_JPEG });
    expect([huge.status, huge.body.code]).toEqual([413, 400302]);
    expect(await fingerprint(t)).toBe(before);
    const saved = await harbour<Agency>('PUT', `${A}/${kowloon}/logo`, { image: `data:image/jpeg;base64,${PNG_BASE64}` });
    expect(saved.body.data.logo).toMatch(new RegExp(`^/api/base/v2/logos/${kowloon}\\?v=[0-9a-f]{12}$`));
    const image = await t.app.inject({ method: 'GET', url: saved.body.data.logo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('website access control: logins from hosts outside the domain limit are refused', async () => {
    const limited = await create(admin, 'zeta', { domainLimit: 'zeta.example, portal.zeta.example' });
    const login = (host: string) =>
      t.call({
        method: 'POST',
        url: '/api/base/v2/login',
        headers: { host },
        payload: { username: 'super.zeta', password: limited.superUser.password },
      });
    expect((await login('localhost:3000')).body.code).toBe(300009);
    expect((await login('portal.zeta.example')).body.code).toBe(0);
    const badLimit = await admin('PUT', `${A}/${limited.agency.id}`, { domainLimit: 'http://zeta.example/path' });
    expect(badLimit.body.data).toEqual({ fields: [{ field: 'domainLimit', message: 'must list host names separated by commas' }] });
  });
});
