// "Send e-mails to sub-agencies": when a parent turns it on in a sub-agency's settings, the sub-agency
// is e-mailed its top-ups, its statements and its orders' outcomes, through a real SMTP exchange with a
// local server; off, or for a top-level agency, nothing is sent.
import { desc, eq } from 'drizzle-orm';
import { startLocalSmtp, type LocalSmtp, type ReceivedMail } from './support/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, mailOutbox } from '@/server/db/schema';
import { setAgencySettings, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { bookOrder, runJobs } from './support/orders';

let smtp: LocalSmtp;
let t: TestApp;
let harbourSuper: string;
let kowloon: number;
let harbour: number;

const KOWLOON_DESK = 'desk@kowloon.example';

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await startFlightApp({}, {}, { smtp: smtp.config });
  const idOf = async (code: string) =>
    (await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)))[0]!.id;
  kowloon = await idOf('KOWLOON');
  harbour = await idOf('HARBOUR');
  harbourSuper = await t.login('harbour.super');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const topUp = (token: string, agencyId: number, referenceNo: string) =>
  t.call({
    method: 'POST',
    url: `/api/base/v2/agencies/${agencyId}/balance`,
    headers: bearer(token),
    payload: { currency: 'CNY', receivedAmount: 500_000, rate: '1', feePercent: '0', referenceNo },
  });

/** Runs the jobs (the mails among them) and answers what arrived meanwhile. */
async function mailsAfterJobs(): Promise<ReceivedMail[]> {
  const before = smtp.inbox.length;
  await runJobs(t);
  return smtp.inbox.slice(before);
}

describe('send e-mails to sub-agencies: on', () => {
  beforeAll(async () => {
    await setAgencySettings(t, 'KOWLOON', (s) => {
      s.general.sendEmailToSubAgency = true;
      s.general.emailLanguage = 'en';
    });
  });

  it('mails a top-up to the sub-agency without the one-off "send e-mail" flag', async () => {
    expect((await topUp(harbourSuper, kowloon, 'SUB-MAIL-1')).status).toBe(200);
    const mails = await mailsAfterJobs();
    expect(mails.map((m) => m.to)).toEqual([KOWLOON_DESK]);
    expect(mails[0]!.unfolded).toContain('Subject: Your Tessera wallet was topped up');
    expect(mails[0]!.unfolded).toContain('Kowloon Tours: CNY 5,000.00 was added to your wallet (reference SUB-MAIL-1)');
  });

  it('mails a statement when it is generated', async () => {
    const res = await t.call<{ currency: string }>({
      method: 'POST',
      url: '/api/base/v2/sub/statements',
      headers: bearer(harbourSuper),
      payload: { agencyId: kowloon },
    });
    expect(res.status, res.body.message).toBe(200);
    const mails = await mailsAfterJobs();
    expect(mails.map((m) => m.to)).toEqual([KOWLOON_DESK]);
    expect(mails[0]!.unfolded).toMatch(/Subject: Your statement \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} is ready/);
    expect(mails[0]!.unfolded).toMatch(/Closing balance: CNY [\d,]+\.\d\d\. Amount due: CNY/);
  });

  it('mails the outcome of its orders, in its e-mail language', async () => {
    const order = await bookOrder(t, await t.login('kowloon.super'), { payment: 'balance' });
    const mails = await mailsAfterJobs();
    expect(mails.map((m) => m.to)).toEqual([KOWLOON_DESK]);
    expect(mails[0]!.unfolded).toContain(`Subject: Order ${order.orderNo}: Issued`);
    expect(mails[0]!.unfolded).toContain(`Kowloon Tours: order ${order.orderNo} is now Issued.`);

    await setAgencySettings(t, 'KOWLOON', (s) => {
      s.general.emailLanguage = 'zh-cn';
    });
    expect((await topUp(harbourSuper, kowloon, 'SUB-MAIL-ZH')).status).toBe(200);
    expect((await mailsAfterJobs()).map((m) => m.to)).toEqual([KOWLOON_DESK]);
    // What was sent, as the outbox keeps it (the wire encodes non-ASCII text).
    const [sent] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, KOWLOON_DESK))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(sent!.subject).toBe('您的泰瑟拉钱包已充值');
    expect(sent!.body).toContain('Kowloon Tours：已向您的钱包充值 CNY 5,000.00（参考号 SUB-MAIL-ZH）');
    expect(sent!.sentAt).not.toBeNull();
    await setAgencySettings(t, 'KOWLOON', (s) => {
      s.general.emailLanguage = 'en';
    });
  });
});

describe('send e-mails to sub-agencies: off, or a top-level agency', () => {
  it('sends nothing when the parent turned it off', async () => {
    await setAgencySettings(t, 'KOWLOON', (s) => {
      s.general.sendEmailToSubAgency = false;
    });
    expect((await topUp(harbourSuper, kowloon, 'SUB-MAIL-OFF')).status).toBe(200);
    await bookOrder(t, await t.login('kowloon.super'), { payment: 'balance' });
    expect(await mailsAfterJobs()).toEqual([]);
  });

  it("sends nothing to a top-level agency with the setting on (it is nobody's sub-agency)", async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.general.sendEmailToSubAgency = true;
    });
    expect((await topUp(await t.login('admin'), harbour, 'TOP-LEVEL')).status).toBe(200);
    expect(await mailsAfterJobs()).toEqual([]);
  });
});
