// E-mail code login through a real SMTP exchange: the server sends with nodemailer to a local
// smtp-server, and the test reads the code out of the received message.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, mailOutbox } from '@/server/db/schema';
import { startTestApp, type TestApp } from './support/harness';

interface Received { to: string; raw: string }
const inbox: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({ smtp: { host: '127.0.0.1', port, secure: false, from: 'Tessera <no-reply@tessera.test>' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function codeIn(mail: Received): string {
  const decoded = mail.raw.replace(/=\r?\n/g, '');
  const match = /\b(\d{6})\b/.exec(decoded.split(/\r?\n\r?\n/).slice(1).join('\n'));
  if (!match) throw new Error(`no code in mail: ${decoded}`);
  return match[1]!;
}

const send = (email: string, lang = 'en') => t.call<{ resendAfterSeconds: number }>({ method: 'POST', url: '/api/base/v2/login/code/send', headers: { 'accept-language': lang }, payload: { email } });
const login = (email: string, code: string) => t.call<{ token: string }>({ method: 'POST', url: '/api/base/v2/login/code', payload: { email, code } });

describe('e-mail code login', () => {
  it('mails a 6-digit code that logs the user in once', async () => {
    const sent = await send('harbour.ops@tessera.example');
    expect(sent.body).toMatchObject({ code: 0, data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toBe('harbour.ops@tessera.example');
    const code = codeIn(inbox[0]!);
    const first = await login('harbour.ops@tessera.example', code);
    expect(first.body.code).toBe(0);
    expect(first.body.data.token).toBeTruthy();
    const again = await login('harbour.ops@tessera.example', code);
    expect(again.body.code).toBe(300004);
    const [record] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'harbour.ops@tessera.example'));
    expect(record?.sentAt).toBeTruthy();
  });

  it('sends no second mail within 60 seconds, with the same answer as for an unknown address', async () => {
    inbox.length = 0;
    const first = await send('harbour.finance@tessera.example');
    expect(first.body.code).toBe(0);
    const again = await send('harbour.finance@tessera.example', 'zh-cn');
    const unknown = await send('nobody.at.all@tessera.example', 'zh-cn');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(unknown.body);
    expect(inbox).toHaveLength(1);
  });

  it('refuses a wrong code, and an expired one', async () => {
    inbox.length = 0;
    expect((await send('harbour.super@tessera.example')).body.code).toBe(0);
    const code = codeIn(inbox[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login('harbour.super@tessera.example', wrong)).body.code).toBe(300004);
    await t.database.db.execute(sql`update login_codes set expires_at = now() - interval '1 second'`);
    expect((await login('harbour.super@tessera.example', code)).body.code).toBe(300004);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    inbox.length = 0;
    const res = await send('nobody@nowhere.example');
    expect(res.body.code).toBe(0);
    expect(inbox).toHaveLength(0);
  });

  it('writes the mail in the language the user chose', async () => {
    inbox.length = 0;
    const token = await t.login('kowloon.super');
    await t.call({ method: 'PUT', url: '/api/base/v2/me/config/language', headers: { authorization: `Bearer ${token}` }, payload: { value: 'zh-tw' } });
    await t.database.db.delete(loginCodes);
    expect((await send('kowloon.super@tessera.example', 'en')).body.code).toBe(0);
    expect(inbox[0]!.raw).toMatch(/Subject: =\?UTF-8\?/i);
    expect(Buffer.from(/=\?UTF-8\?B\?([^?]+)\?=/i.exec(inbox[0]!.raw)?.[1] ?? '', 'base64').toString('utf8')).toContain('登入驗證碼');
  });
});
