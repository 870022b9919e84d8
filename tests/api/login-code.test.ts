// E-mail code login through a real SMTP exchange: the server sends with nodemailer to a local
// smtp-server, and the test reads the code out of the received message.
import { eq, sql } from 'drizzle-orm';
import { startLocalSmtp, type LocalSmtp, type ReceivedMail } from './support/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, mailOutbox } from '@/server/db/schema';
import { startTestApp, type TestApp } from './support/harness';

let smtp: LocalSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await startTestApp({ smtp: smtp.config });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function codeIn(mail: ReceivedMail): string {
  const decoded = mail.raw.replace(/=\r?\n/g, '');
  const match = /\b(\d{6})\b/.exec(
    decoded
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  );
  if (!match) throw new Error(`no code in mail: ${decoded}`);
  return match[1]!;
}

const send = (email: string, lang = 'en') =>
  t.call<{ resendAfterSeconds: number }>({
    method: 'POST',
    url: '/api/base/v2/login/code/send',
    headers: { 'accept-language': lang },
    payload: { email },
  });
const login = (email: string, code: string) =>
  t.call<{ token: string }>({ method: 'POST', url: '/api/base/v2/login/code', payload: { email, code } });

describe('e-mail code login', () => {
  it('mails a 6-digit code that logs the user in once', async () => {
    const sent = await send('harbour.ops@tessera.example');
    expect(sent.body).toMatchObject({ code: 0, data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.to).toBe('harbour.ops@tessera.example');
    const code = codeIn(smtp.inbox[0]!);
    const first = await login('harbour.ops@tessera.example', code);
    expect(first.body.code).toBe(0);
    expect(first.body.data.token).toBeTruthy();
    const again = await login('harbour.ops@tessera.example', code);
    expect(again.body.code).toBe(300004);
    const [record] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'harbour.ops@tessera.example'));
    expect(record?.sentAt).toBeTruthy();
  });

  it('sends no second mail within 60 seconds, with the same answer as for an unknown address', async () => {
    smtp.inbox.length = 0;
    const first = await send('harbour.finance@tessera.example');
    expect(first.body.code).toBe(0);
    const again = await send('harbour.finance@tessera.example', 'zh-cn');
    const unknown = await send('nobody.at.all@tessera.example', 'zh-cn');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(unknown.body);
    expect(smtp.inbox).toHaveLength(1);
  });

  it('refuses a wrong code, and an expired one', async () => {
    smtp.inbox.length = 0;
    expect((await send('harbour.super@tessera.example')).body.code).toBe(0);
    const code = codeIn(smtp.inbox[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login('harbour.super@tessera.example', wrong)).body.code).toBe(300004);
    await t.database.db.execute(sql`update login_codes set expires_at = now() - interval '1 second'`);
    expect((await login('harbour.super@tessera.example', code)).body.code).toBe(300004);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    smtp.inbox.length = 0;
    const res = await send('nobody@nowhere.example');
    expect(res.body.code).toBe(0);
    expect(smtp.inbox).toHaveLength(0);
  });

  it('writes the mail in the language the user chose', async () => {
    smtp.inbox.length = 0;
    const token = await t.login('kowloon.super');
    await t.call({
      method: 'PUT',
      url: '/api/base/v2/me/config/language',
      headers: { authorization: `Bearer ${token}` },
      payload: { value: 'zh-tw' },
    });
    await t.database.db.delete(loginCodes);
    expect((await send('kowloon.super@tessera.example', 'en')).body.code).toBe(0);
    expect(smtp.inbox[0]!.raw).toMatch(/Subject: =\?UTF-8\?/i);
    expect(Buffer.from(/=\?UTF-8\?B\?([^?]+)\?=/i.exec(smtp.inbox[0]!.raw)?.[1] ?? '', 'base64').toString('utf8')).toContain('登入驗證碼');
  });
});
