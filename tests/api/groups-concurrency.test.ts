// Races on one group: the same instalment paid ten times at once (different keys), and a payment
// racing the timer at the deadline. Exactly one outcome wins; the ledger stays consistent. Meant for
// PostgreSQL (PGlite serialises everything and would hide a race), run on both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupOrder } from '@/domain/groups/schemas';
import type { GroupContext } from '@/server/groups/context';
import { sweepGroups } from '@/server/groups/sweep';
import { createMailer } from '@/server/mail/mailer';
import { callerFor, type Caller } from './support/admin';
import { startTestApp, type TestApp } from './support/harness';
import { quoteBody, requestBody, START, TestClock } from './support/groups';
import { agencyIdOf, countOf, expectLedgerConsistent, walletRow } from './support/money';

const clock = new TestClock(new Date(START));
const AG = '/api/order/v2/flight/group-orders';
const DESK = '/api/order/v2/flight/group-desk/orders';
let t: TestApp;
let ops: Caller;
let staff: Caller;
let ctx: GroupContext;

beforeAll(async () => {
  t = await startTestApp({ groups: { now: clock.now } });
  ops = await callerFor(t, 'harbour.ops');
  staff = await callerFor(t, 'admin');
  ctx = { db: t.database.db, mailer: createMailer(t.database.db, undefined, t.app.log), now: clock.now };
});
afterAll(() => t?.close());

async function payable(): Promise<GroupOrder> {
  clock.set(START);
  const g = (await ops<GroupOrder>('POST', AG, requestBody())).body.data;
  await staff('POST', `${DESK}/${g.id}/quote`, quoteBody(2));
  await ops('POST', `${AG}/${g.id}/confirmation`);
  await ops('POST', `${AG}/${g.id}/seat-application`);
  return (await staff<GroupOrder>('POST', `${DESK}/${g.id}/seats`, { pnr: 'RC3X9Z' })).body.data;
}

describe('group races', () => {
  it('pays an instalment once however many try at the same time', async () => {
    const g = await payable();
    const harbour = await agencyIdOf(t, 'HARBOUR');
    const before = await walletRow(t, harbour);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ops('POST', `${AG}/${g.id}/instalments/0/payment`, undefined, { 'idempotency-key': `race-${g.orderNo}-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.status === 409)).toBe(true);
    expect((await walletRow(t, harbour)).balance).toBe(before.balance - 200_000);
    expect(await countOf(t, sql`SELECT count(*) AS n FROM payments WHERE order_ref = ${g.orderNo}`)).toBe(1);
    await expectLedgerConsistent(t);
  });

  it('a payment racing the timer at the deadline: either paid or moved on, never both', async () => {
    const g = await payable();
    clock.set(g.instalments[0]!.dueAt); // exactly at the deadline: still payable
    const [paid] = await Promise.all([
      ops<GroupOrder>('POST', `${AG}/${g.id}/instalments/0/payment`),
      sweepGroups(ctx, new Date(Date.parse(g.instalments[0]!.dueAt) + 1)),
    ]);
    const after = (await ops<GroupOrder>('GET', `${AG}/${g.id}`)).body.data;
    if (paid.body.code === 0) expect(after).toMatchObject({ status: 'to_be_pay_second', paidAmount: 200_000 });
    else expect(after).toMatchObject({ status: 'closed', paidAmount: 0 });
    await expectLedgerConsistent(t);
  });
});
