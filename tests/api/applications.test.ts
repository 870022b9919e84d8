// The partnership form's endpoint and the staff inbox behind it: the form's own messages in three
// languages, an accepted application stored and mailed to sales through a real SMTP exchange, the
// spam trap, the per-address limit, and staff working an application (status, owner, notes).
import { eq, ilike } from 'drizzle-orm';
import { startLocalSmtp, type LocalSmtp } from './support/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, mailOutbox, users } from '@/server/db/schema';
import { readWorkbook } from '../support/workbook';
import { bearer, startTestApp, type TestApp } from './support/harness';

let smtp: LocalSmtp;
let t: TestApp;
const SALES = 'partners@tessera.test';
const PER_ADDRESS = 3;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await startTestApp({
    smtp: smtp.config,
    salesEmail: SALES,
    rateLimits: {
      limits: { partnership: { perCaller: PER_ADDRESS, perAddress: PER_ADDRESS }, login: { perCaller: 1000, perAddress: 1000 } },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

// Each test sends from its own address, so the per-address limit only bites where it is tested.
let nextAddress = 10;
const fromNewAddress = () => `198.51.100.${nextAddress++}`;
const send = (payload: unknown, options: { lang?: string; address?: string } = {}) =>
  t.call<{ received: boolean; fields?: { field: string; message: string }[] }>({
    method: 'POST',
    url: '/api/base/v2/applications',
    headers: { 'accept-language': options.lang ?? 'en' },
    remoteAddress: options.address ?? fromNewAddress(),
    payload: payload as Record<string, unknown>,
  });
const messagesOf = (res: { body: { data: unknown } }) =>
  Object.fromEntries((res.body.data as { fields: { field: string; message: string }[] }).fields.map((f) => [f.field, f.message]));

const person = {
  name: 'Mei Lin',
  email: 'mei@lotus-travel.test',
  phone: '',
  country: 'sg',
  companyName: 'Lotus Travel',
  companyAddress: '1 Harbour Rd',
  websiteUrl: 'https://lotus-travel.test',
  others: 'We sell 300 tickets a month.',
  fillMs: 45_000,
};

describe('partnership form messages', () => {
  const MESSAGES = {
    en: [
      'Please input the username',
      'Please select your country',
      'Please input email address or phone number',
      'The email format is incorrect.',
    ],
    'zh-cn': ['请输入用户名', '请选择您的国家', '请输入邮箱地址或手机号码', '邮箱格式不正确。'],
    'zh-tw': ['請輸入用戶名', '請選擇您的國家', '請輸入電子郵件地址或手機號碼', '電子郵件格式不正確。'],
  } as const;

  for (const [lang, [name, country, contact, email]] of Object.entries(MESSAGES)) {
    it(`names every missing field at once, in ${lang}`, async () => {
      const empty = await send({ name: '  ', country: '', email: '', phone: '' }, { lang });
      expect([empty.status, empty.body.code]).toEqual([400, 100400]);
      expect(messagesOf(empty)).toEqual({ name, country, email: contact });
      const badEmail = await send({ ...person, email: 'mei@' }, { lang });
      expect(messagesOf(badEmail)).toEqual({ email });
      const unknownCountry = await send({ ...person, country: 'XX' }, { lang });
      expect(messagesOf(unknownCountry)).toEqual({ country });
    });
  }

  it('accepts a phone number instead of an e-mail', async () => {
    const res = await send({ ...person, email: '', phone: '+65 6123 4567' });
    expect(res.body).toMatchObject({ code: 0, data: { received: true } });
  });

  it('refuses text beyond its bounds and control characters', async () => {
    const long = await send({ ...person, others: 'x'.repeat(2001) });
    expect(Object.keys(messagesOf(long))).toEqual(['others']);
    const nul = await send({ ...person, companyName: 'Lotus\u0000' });
    expect(Object.keys(messagesOf(nul))).toEqual(['companyName']);
  });
});

describe('an accepted application', () => {
  it('is stored for staff and mailed to the sales address', async () => {
    smtp.inbox.length = 0;
    const res = await send({ ...person, companyName: 'Mailed Travel' }, { lang: 'zh-tw' });
    expect(res.body).toMatchObject({ code: 0, data: { received: true } });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.companyName, 'Mailed Travel'));
    expect(row).toMatchObject({
      name: 'Mei Lin',
      email: 'mei@lotus-travel.test',
      country: 'SG',
      status: 'new',
      suspectedSpam: false,
      language: 'zh-tw',
    });
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.to).toBe(SALES);
    // Sales read it in the platform's default language (zh-cn in the demo), whatever the visitor's.
    const [mail] = await t.database.db.select().from(mailOutbox).where(ilike(mailOutbox.subject, '%Mailed Travel%'));
    expect(mail).toMatchObject({ recipient: SALES, subject: '新的合作申请：Mei Lin（Mailed Travel）' });
    expect(mail?.sentAt).toBeTruthy();
    expect(mail?.body).toContain('We sell 300 tickets a month.');
  });

  it('keeps a line break a visitor typed in their name out of the subject', async () => {
    smtp.inbox.length = 0;
    await send({ ...person, name: 'Mei\r\nBcc: victim@example.test', companyName: 'Header Travel' });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '新的合作申请：Mei Bcc: victim@example.test（Header Travel）'));
    expect(mail).toBeTruthy();
    expect(smtp.inbox.map((m) => m.to)).toEqual([SALES]);
  });
});

describe('spam trap', () => {
  it('answers a robot that fills the hidden field like a person, and keeps nothing', async () => {
    smtp.inbox.length = 0;
    const res = await send({ ...person, companyName: 'Robot Travel', nickname: 'bot' });
    expect(res.body).toMatchObject({ code: 0, data: { received: true } });
    expect(await t.database.db.select().from(applications).where(eq(applications.companyName, 'Robot Travel'))).toHaveLength(0);
    expect(smtp.inbox).toHaveLength(0);
  });

  it('keeps a form sent faster than a person types, flagged and not mailed', async () => {
    smtp.inbox.length = 0;
    for (const fillMs of [800, undefined]) {
      const res = await send({ ...person, companyName: `Quick Travel ${fillMs ?? 'none'}`, fillMs });
      expect(res.body.code).toBe(0);
    }
    const rows = await t.database.db.select().from(applications).where(eq(applications.suspectedSpam, true));
    expect(rows.map((r) => r.companyName).sort()).toEqual(['Quick Travel 800', 'Quick Travel none']);
    expect(smtp.inbox).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('refuses the address past its limit with a translated 429, while another address still sends', async () => {
    const address = fromNewAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await send({ ...person, companyName: `Limit ${i}` }, { address })).status).toBe(200);
    const refused = await send({ ...person, companyName: 'Limit over' }, { address, lang: 'zh-cn' });
    expect([refused.status, refused.body.code]).toEqual([429, 300011]);
    expect(refused.body.message).toMatch(/请求过于频繁/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ ...person, companyName: 'Other address' })).status).toBe(200);
  });
});

describe('the staff inbox', () => {
  interface Row {
    id: number;
    name: string;
    companyName: string;
    status: string;
    ownerId: number | null;
    ownerName: string | null;
    notes: string;
    suspectedSpam: boolean;
  }
  const list = (token: string, query = '') =>
    t.call<Row[]>({ method: 'GET', url: `/api/base/v2/applications${query}`, headers: bearer(token) });
  const patch = (token: string, id: number, payload: Record<string, unknown>, lang = 'en') =>
    t.call<Row>({
      method: 'PATCH',
      url: `/api/base/v2/applications/${id}`,
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });

  it('is platform staff only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/base/v2/applications' })).status).toBe(401);
    for (const user of ['harbour.super', 'harbour.finance']) {
      const token = await t.login(user);
      expect((await list(token)).status).toBe(403);
      expect((await patch(token, 1, { status: 'closed' })).status).toBe(403);
    }
  });

  it('lists, filters and works an application, and logs each change', async () => {
    await send({ ...person, companyName: 'Inbox Travel' });
    const admin = await t.login('admin');
    const found = await list(admin, '?q_like=inbox%20travel&status=new');
    expect(found.headers['x-total-count']).toBe('1');
    const app = found.body.data[0]!;
    expect(app).toMatchObject({ companyName: 'Inbox Travel', status: 'new', ownerId: null, notes: '' });

    const [staff] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const worked = await patch(admin, app.id, { status: 'contacted', ownerId: staff!.id, notes: 'Called, wants the API.' });
    expect(worked.body.data).toMatchObject({ status: 'contacted', ownerName: 'admin', notes: 'Called, wants the API.' });
    expect((await list(admin, `?ownerId=${staff!.id}&status=contacted`)).body.data.map((r) => r.id)).toEqual([app.id]);

    const log = await t.call<{ action: string; target: string; changes: { field: string; after: unknown }[] }[]>({
      method: 'GET',
      url: '/api/base/v2/user-log?action_like=application',
      headers: bearer(admin),
    });
    expect(log.body.data[0]).toMatchObject({ action: 'application.update', target: 'Inbox Travel' });
    expect(log.body.data[0]!.changes.map((c) => c.field).sort()).toEqual(['notes', 'ownerId', 'status']);
  });

  it('refuses an owner outside the staff and a move out of converted', async () => {
    await send({ ...person, companyName: 'Final Travel' });
    const admin = await t.login('admin');
    const app = (await list(admin, '?q_like=Final%20Travel')).body.data[0]!;
    const [agencyUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbour.ops'));
    const badOwner = await patch(admin, app.id, { ownerId: agencyUser!.id }, 'zh-cn');
    expect(badOwner.status).toBe(400);
    expect(messagesOf(badOwner)).toEqual({ ownerId: '必须是平台工作人员' });
    expect((await patch(admin, app.id, { status: 'converted' })).body.data.status).toBe('converted');
    const back = await patch(admin, app.id, { status: 'new' }, 'zh-cn');
    expect([back.status, back.body.code]).toEqual([409, 730101]);
    expect(back.body.message).toBe('该申请不能从“已转为分销商”改为“新申请”。');
    expect((await patch(admin, 999_999, { status: 'closed' })).status).toBe(404);
  });

  it('exports the filtered inbox to Excel', async () => {
    const admin = await t.login('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/base/v2/applications/export?q_like=Mailed',
      headers: bearer(admin),
      payload: {
        columns: [
          { key: 'companyName', title: 'Company' },
          { key: 'status', title: 'Status' },
        ],
        filename: 'applications',
      },
    });
    expect(res.statusCode).toBe(200);
    const sheet = (await readWorkbook(res.rawPayload)).worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Company', 'Status']);
    expect(rows.slice(1)).toEqual([['Mailed Travel', 'new']]);
  });
});
