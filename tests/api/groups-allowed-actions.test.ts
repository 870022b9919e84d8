// The group detail answers what each side may do now (allowedActions), from the same rules the
// action endpoints assert: at every step a listed action is accepted and an unlisted one is refused
// with nothing changed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupOrderAction } from '@/domain/groups/actions';
import type { GroupOrder } from '@/domain/groups/schemas';
import { callerFor, type Caller } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { groupRows, multipartOf, quoteBody, requestBody, sheetOf, START, TestClock } from './support/groups';
import { agencyIdOf, moneyFingerprint, topUpBody } from './support/money';

const AG = '/api/order/v2/flight/group-orders';
const DESK = '/api/order/v2/flight/group-desk/orders';
const clock = new TestClock(new Date(START));
let t: TestApp;
let ops: Caller;
let staff: Caller;
let opsToken: string;

beforeAll(async () => {
  t = await startTestApp({ groups: { now: clock.now } });
  ops = await callerFor(t, 'harbour.ops');
  staff = await callerFor(t, 'admin');
  opsToken = await t.login('harbour.ops');
  const harbour = await agencyIdOf(t, 'HARBOUR');
  expect((await staff('POST', `/api/base/v2/agencies/${harbour}/balance`, topUpBody({ receivedAmount: 100_000 }))).body.code).toBe(0);
});
afterAll(() => t?.close());

async function sides(id: number): Promise<{ agency: GroupOrderAction[]; desk: GroupOrderAction[] }> {
  const agency = await ops<GroupOrder>('GET', `${AG}/${id}`);
  const desk = await staff<GroupOrder>('GET', `${DESK}/${id}`);
  expect(agency.body.code, agency.body.message).toBe(0);
  expect(desk.body.code, desk.body.message).toBe(0);
  return { agency: [...agency.body.data.allowedActions].sort(), desk: [...desk.body.data.allowedActions].sort() };
}

/** Every group row and the money: what a refused action must leave as it was. */
async function fingerprint(): Promise<string> {
  const result = await t.database.db.execute(sql`
    select md5(concat_ws('|',
      (select coalesce(string_agg(g::text, ',' order by g.id), '') from group_orders g),
      (select coalesce(string_agg(i::text, ',' order by i.id), '') from group_instalments i),
      (select coalesce(string_agg(p::text, ',' order by p.id), '') from group_passengers p),
      (select count(*) from group_events)
    )) as h`);
  return `${(result as unknown as { rows: Array<{ h: string }> }).rows[0]!.h}/${await moneyFingerprint(t)}`;
}

/** An action that is not offered is refused (4xx) and changes nothing. */
async function refused(call: () => Promise<{ status: number; body: { code: number; message: string } }>, message?: RegExp): Promise<void> {
  const before = await fingerprint();
  const res = await call();
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (message) expect(res.body.message).toMatch(message);
  expect(await fingerprint()).toBe(before);
}

const importSheet = async (id: number) => {
  const body = multipartOf(await sheetOf(groupRows(10, 10)));
  const res = await t.app.inject({
    method: 'POST',
    url: `${AG}/${id}/passengers/import`,
    payload: body.payload,
    headers: { ...bearer(opsToken), ...body.headers },
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: { saved: boolean } } };
};

describe('group order allowedActions', () => {
  it('offers each side exactly the actions its endpoints accept, step by step', async () => {
    clock.set(START);
    const asked = (await ops<GroupOrder>('POST', AG, requestBody())).body.data;
    expect(await sides(asked.id)).toEqual({ agency: ['cancel'], desk: ['cancel', 'quote'] });
    await refused(() => ops('POST', `${AG}/${asked.id}/confirmation`));

    const quoted = await staff<GroupOrder>('POST', `${DESK}/${asked.id}/quote`, quoteBody(1, START, { manualReview: true }));
    expect(quoted.body.data.allowedActions, 'the answer of an action is the detail as the desk sees it').toEqual(['cancel']);
    expect(await sides(asked.id)).toEqual({ agency: ['cancel', 'confirmQuote'], desk: ['cancel'] });
    await refused(() => ops('POST', `${AG}/${asked.id}/seat-application`));

    clock.plusHours(1);
    const confirmed = await ops<GroupOrder>('POST', `${AG}/${asked.id}/confirmation`);
    expect(confirmed.body.data.allowedActions.sort()).toEqual(['applySeats', 'cancel', 'importPassengers']);
    expect((await ops('POST', `${AG}/${asked.id}/seat-application`)).body.code).toBe(0);
    expect(await sides(asked.id)).toEqual({ agency: ['cancel', 'importPassengers'], desk: ['cancel', 'confirmSeats', 'rejectSeats'] });
    // The list is not complete yet: confirming it is not offered, and refused.
    await refused(() => ops('POST', `${AG}/${asked.id}/passengers/confirmation`), /passenger/i);

    expect((await staff('POST', `${DESK}/${asked.id}/seats`, { pnr: 'NX4K2P' })).body.code).toBe(0);
    // A manual review is pending: no payment until the desk decides.
    expect(await sides(asked.id)).toEqual({ agency: ['cancel', 'importPassengers'], desk: ['cancel', 'review'] });
    await refused(() => ops('POST', `${AG}/${asked.id}/instalments/0/payment`), /review/i);

    expect((await staff('POST', `${DESK}/${asked.id}/review`, { approve: true })).body.code).toBe(0);
    expect(await sides(asked.id)).toEqual({ agency: ['cancel', 'importPassengers', 'pay'], desk: ['cancel'] });
    await refused(() => staff('POST', `${DESK}/${asked.id}/review`, { approve: true }));

    expect((await importSheet(asked.id)).body.data.saved).toBe(true);
    expect((await sides(asked.id)).agency).toEqual(['cancel', 'confirmPassengers', 'importPassengers', 'pay']);
    expect((await ops('POST', `${AG}/${asked.id}/passengers/confirmation`)).body.code).toBe(0);
    expect((await sides(asked.id)).agency).toEqual(['cancel', 'pay']);
    await refused(() => importSheet(asked.id));

    for (const seq of [0, 1]) {
      clock.plusHours(1);
      const paid = await ops<GroupOrder>('POST', `${AG}/${asked.id}/instalments/${seq}/payment`, undefined, {
        'idempotency-key': `allowed-${asked.orderNo}-${seq}`,
      });
      expect(paid.body.code, paid.body.message).toBe(0);
    }
    expect(await sides(asked.id)).toEqual({ agency: [], desk: ['issue'] });
    await refused(() => ops('POST', `${AG}/${asked.id}/cancellation`, { acceptForfeit: true }));
  });

  it('stops offering a quote confirmation once its deadline passed, as the endpoint refuses it', async () => {
    clock.set(START);
    const asked = (await ops<GroupOrder>('POST', AG, requestBody())).body.data;
    expect((await staff('POST', `${DESK}/${asked.id}/quote`, quoteBody(1))).body.code).toBe(0);
    clock.plusHours(25); // the quote deadline is 24 h after START
    expect((await sides(asked.id)).agency).toEqual(['cancel']);
    await refused(() => ops('POST', `${AG}/${asked.id}/confirmation`), /expired|deadline/i);
  });
});
