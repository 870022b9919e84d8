// After every spec: the server's log of the whole run (written at debug to E2E_SERVER_LOG) holds no
// secret the run handled: the demo password, the login codes the server mailed (read back from the
// SMTP sink), the document numbers the specs type, and nothing shaped like a
// session token, an API key or an unredacted authorization header.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PASSWORD } from './support/fixtures';

/** Document numbers as the specs write them (passport numbers like E12345678, H7000001). */
function documentNumbersInSpecs(): string[] {
  const dir = 'tests/e2e';
  const numbers = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/['`]([EGH]\d{7,8})['`]/g)) numbers.add(match[1]!);
  }
  return [...numbers];
}

/** The login codes the server mailed during the run. */
async function secretsInMails(): Promise<string[]> {
  const answer = await fetch(`${process.env.E2E_SINK_URL}/messages`);
  const messages = (await answer.json()) as Array<{ text: string }>;
  const found: string[] = [];
  for (const { text } of messages) {
    // "Your login code is 123456" / "登录验证码是 123456" / "登入驗證碼是 123456".
    for (const match of text.matchAll(/(?:code is|码是|碼是)\s*(\d{6})\b/g)) found.push(match[1]!);
  }
  return found;
}

test('the server log of the whole run holds no secret', async ({}, testInfo) => {
  const log = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8');
  // The run was logged line by line, requests included.
  expect(log.split('\n').length).toBeGreaterThan(100);
  expect(log).toContain('"userId"');

  const secrets = [PASSWORD, ...documentNumbersInSpecs(), ...(await secretsInMails())];
  testInfo.annotations.push({ type: 'searched', description: `${secrets.length} secrets in ${log.split('\n').length} log lines` });
  const leaked = secrets.filter((secret) => log.includes(secret));
  expect(
    leaked.map((s) => `${s.slice(0, 3)}…`),
    'secrets found in the log',
  ).toEqual([]);

  const shapes: Array<[string, RegExp]> = [
    ['a bearer token', /Bearer [A-Za-z0-9_-]{20,}/],
    ['an API key', /tsk_[A-Za-z0-9_-]{20,}/],
    ['an authorization header', /"authorization":"(?!\[redacted\])/i],
    ['a password field', /"(password|newPassword|oldPassword)":"(?!\[redacted\])/],
  ];
  for (const [what, shape] of shapes) expect(shape.test(log), `the log holds ${what}`).toBe(false);
});
