// A group through every status with the clock moved by the test: request, quote, confirm, seats,
// manual review, four instalments from the wallet (idempotent), passenger list, issue; a missed
// payment deadline, a quote that expires, a cancellation after the first deposit, seats refused.
// The ledger's invariants are checked after each money step; refusals change nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupOrder } from '@/domain/groups/schemas';
import { createMailer } from '@/server/mail/mailer';
import type { GroupContext } from '@/server/groups/context';
import { sweepGroups } from '@/server/groups/sweep';
import { pdfText } from '../support/pdf-text';
import { callerFor, type Caller } from './support/admin';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { groupRows, multipartOf, quoteBody, requestBody, sheetOf, START, TestClock } from './support/groups';
import { agencyIdOf, countOf, expectLedgerConsistent, moneyFingerprint, topUpBody, walletRow } from './support/money';

const clock = new TestClock(new Date(START));
let t: TestApp;
let ops: Caller;
let staff: Caller;
let harbour: number;
let opsToken: string;
let ctx: GroupContext;

const AG = '/api/order/v2/flight/group-orders';
const DESK = '/api/order/v2/flight/group-desk/orders';

beforeAll(async () => {
  t = await startTestApp({ groups: { now: clock.now } });
  ops = await callerFor(t, 'harbour.ops');
  staff = await callerFor(t, 'admin');
  opsToken = await t.login('harbour.ops');
  harbour = await agencyIdOf(t, 'HARBOUR');
  ctx = { db: t.database.db, mailer: createMailer(t.database.db, undefined, t.app.log), now: clock.now };
  const topUp = await staff('POST', `/api/base/v2/agencies/${harbour}/balance`, topUpBody({ receivedAmount: 100_000 }));
  expect(topUp.body.code, topUp.body.message).toBe(0);
});
afterAll(() => t?.close());

async function requestGroup(): Promise<GroupOrder> {
  clock.set(START);
  const res = await ops<GroupOrder>('POST', AG, requestBody());
  expect(res.body.code, res.body.message).toBe(0);
  return res.body.data;
}

async function quoted(deposits: 1 | 2 | 3, overrides: Record<string, unknown> = {}): Promise<GroupOrder> {
  const g = await requestGroup();
  const res = await staff<GroupOrder>('POST', `${DESK}/${g.id}/quote`, quoteBody(deposits, START, overrides));
  expect(res.body.code, res.body.message).toBe(0);
  return res.body.data;
}

/** Quoted, confirmed, seats applied for and granted: waiting for the first deposit. */
async function payable(deposits: 1 | 2 | 3): Promise<GroupOrder> {
  const g = await quoted(deposits);
  clock.plusHours(1);
  for (const step of ['confirmation', 'seat-application']) expect((await ops('POST', `${AG}/${g.id}/${step}`)).body.code).toBe(0);
  const seats = await staff<GroupOrder>('POST', `${DESK}/${g.id}/seats`, { pnr: 'NX4K2P' });
  expect(seats.body.data.status).toBe('to_be_pay_first');
  return seats.body.data;
}

const payUrl = (id: number, seq: number) => `${AG}/${id}/instalments/${seq}/payment`;
const view = async (id: number) => (await ops<GroupOrder>('GET', `${AG}/${id}`)).body.data;
const mails = (orderNo: string) => countOf(t, sql`SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE ${`%${orderNo}%`}`);

describe('a group from request to issue', () => {
  it('walks every happy status, with a manual review and four instalments', async () => {
    const asked = await requestGroup();
    expect(asked.status).toBe('to_be_quote');
    expect(asked.request.passengers).toEqual({ adult: 10, child: 10, infant: 0 }); // Defaults
    expect(asked.request.groupOrderExtraInfo.isChangeDate).toBe(true);
    expect(asked.currency).toBe('CNY');

    // Only the desk quotes; a schedule that does not add up is refused with the field named.
    expect((await ops('POST', `${DESK}/${asked.id}/quote`, quoteBody(3))).status).toBe(403);
    const short = quoteBody(3);
    short.instalments[3]!.amount -= 1;
    const refused = await staff('POST', `${DESK}/${asked.id}/quote`, short);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.data)).toContain('instalments');
    expect(JSON.stringify(refused.body.data)).toContain('CNY 9,000.00');
    const quote = await staff<GroupOrder>('POST', `${DESK}/${asked.id}/quote`, quoteBody(3, START, { manualReview: true }));
    expect(quote.body.data.status).toBe('to_be_confirm');
    expect(quote.body.data.totalAmount).toBe(900_000);
    expect(quote.body.data.instalments.map((i) => [i.kind, i.amount])).toEqual([
      ['deposit', 200_000],
      ['deposit', 200_000],
      ['deposit', 200_000],
      ['final', 300_000],
    ]);

    clock.plusHours(2);
    expect((await ops<GroupOrder>('POST', `${AG}/${asked.id}/confirmation`)).body.data.status).toBe('to_be_apply_seat');
    expect((await ops<GroupOrder>('POST', `${AG}/${asked.id}/seat-application`)).body.data.status).toBe('seat_applying');
    const seats = await staff<GroupOrder>('POST', `${DESK}/${asked.id}/seats`, { pnr: 'HX7Q2M' });
    expect(seats.body.data).toMatchObject({ status: 'to_be_pay_first', review: 'pending', pnr: 'HX7Q2M' });

    // The review is pending: paying is refused and nothing moves.
    const before = await moneyFingerprint(t);
    const early = await ops('POST', payUrl(asked.id, 0));
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/review/i);
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await staff<GroupOrder>('POST', `${DESK}/${asked.id}/review`, { approve: true })).body.data.review).toBe('approved');

    const wallet0 = await walletRow(t, harbour);
    const key = { 'idempotency-key': `group-${asked.orderNo}-0` };
    const first = await ops<GroupOrder>('POST', payUrl(asked.id, 0), undefined, key);
    expect(first.body.data.status).toBe('to_be_pay_second');
    const replay = await ops<GroupOrder>('POST', payUrl(asked.id, 0), undefined, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await walletRow(t, harbour)).balance).toBe(wallet0.balance - 200_000);
    await expectLedgerConsistent(t);

    // Paying out of turn is refused.
    expect((await ops('POST', payUrl(asked.id, 3))).body.message).toMatch(/not the one due/);

    const expected = ['to_be_pay_third', 'to_be_paid_last_money', 'proceeding'];
    for (const [i, status] of expected.entries()) {
      clock.plusHours(40); // still before each deadline (48 h apart)
      const paid = await ops<GroupOrder>('POST', payUrl(asked.id, i + 1), undefined, {
        'idempotency-key': `group-${asked.orderNo}-${i + 1}`,
      });
      expect(paid.body.data.status, paid.body.message).toBe(status);
      await expectLedgerConsistent(t);
    }
    const done = await view(asked.id);
    expect(done.paidAmount).toBe(900_000);
    expect(done.instalments.every((i) => i.state === 'paid')).toBe(true);
    expect((await walletRow(t, harbour)).balance).toBe(wallet0.balance - 900_000);
    const payments = await countOf(
      t,
      sql`SELECT count(*) AS n FROM payments WHERE order_ref = ${asked.orderNo} AND status = 'paid' AND business_type = 'group_flight'`,
    );
    expect(payments).toBe(4);

    // Passenger list: template, an import with a bad row (nothing saved), the fixed import, confirm.
    const template = await t.app.inject({
      method: 'GET',
      url: `${AG}/${asked.id}/passengers/template`,
      headers: { ...bearer(opsToken), 'accept-language': 'zh-CN' },
    });
    expect(template.headers['content-type']).toContain('spreadsheetml');
    // The template offers each fixed set as a drop-down and says, in the reader's language, what every column takes.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const [list, guide] = book.worksheets;
    expect(list!.getCell('A2').dataValidation).toMatchObject({ type: 'list', formulae: ['"adult,child,infant"'] });
    expect(list!.getCell('G2').dataValidation.formulae?.[0]).toContain('passport');
    expect(guide!.name).toBe('填写说明');
    expect(guide!.getRow(2).values).toEqual([undefined, 'type', '是', '以下取值之一：adult, child, infant']);
    expect(String(guide!.getRow(7).getCell(3).value)).toContain('ISO 3166');
    const rows = groupRows(10, 10);
    rows[4]!.surname = 'WONG3';
    rows[12]!.birthday = '1980-01-01'; // a "child" who is an adult at departure
    rows[15]!.type = 'kid';
    const bad = await importSheet(asked.id, await sheetOf(rows));
    expect(bad.saved).toBe(false);
    expect(bad.errors.map((e) => [e.row, e.field, e.passengerType])).toEqual([
      [6, 'surname', 'adult'],
      [14, 'birthday', 'child'],
      [17, 'type', 'kid'],
    ]);
    // A wrong value is answered with the values the column takes.
    expect(bad.errors[2]!.message).toBe('must be one of: adult, child, infant');
    expect((await view(asked.id)).passengers).toHaveLength(0);
    const short19 = await importSheet(asked.id, await sheetOf(groupRows(10, 9)));
    expect(short19.errors.map((e) => e.field)).toEqual(['count']);
    const good = await importSheet(asked.id, await sheetOf(groupRows(10, 10)));
    expect(good.saved).toBe(true);
    // Issuing needs the confirmed list.
    expect(
      (await staff('POST', `${DESK}/${asked.id}/issue`, { tickets: [{ passengerId: 1, ticketNumber: '9991234567890' }] })).status,
    ).toBe(409);
    const confirmed = await ops<GroupOrder>('POST', `${AG}/${asked.id}/passengers/confirmation`);
    expect(confirmed.body.data.passengersConfirmedAt).not.toBeNull();
    // Read-only from now on.
    const notYet = await t.app.inject({ method: 'GET', url: `${AG}/${asked.id}/documents/e-ticket`, headers: bearer(opsToken) });
    expect(notYet.statusCode).toBe(409);
    const locked = await t.app.inject({
      method: 'POST',
      url: `${AG}/${asked.id}/passengers/import`,
      ...withAuth(multipartOf(await sheetOf(groupRows(10, 10)))),
    });
    expect(locked.statusCode).toBe(409);
    expect((await ops('POST', `${AG}/${asked.id}/passengers/confirmation`)).status).toBe(409);

    const passengers = confirmed.body.data.passengers;
    const partial = await staff('POST', `${DESK}/${asked.id}/issue`, {
      tickets: passengers.slice(1).map((p, i) => ({ passengerId: p.id, ticketNumber: `999-${String(1_000_000_000 + i)}` })),
    });
    expect(partial.status).toBe(400);
    const issued = await staff<GroupOrder>('POST', `${DESK}/${asked.id}/issue`, {
      tickets: passengers.map((p, i) => ({ passengerId: p.id, ticketNumber: `999-${String(1_000_000_000 + i)}` })),
    });
    expect(issued.body.data.status, issued.body.message).toBe('issued');
    expect(issued.body.data.passengers.every((p) => /^999\d{10}$/.test(p.ticketNumber ?? ''))).toBe(true);
    expect(issued.body.data.events.map((e) => e.action)).toEqual([
      'request',
      'quote',
      'confirmQuote',
      'applySeats',
      'confirmSeats',
      'approveReview',
      'pay',
      'pay',
      'pay',
      'pay',
      'importPassengers',
      'confirmPassengers',
      'issue',
    ]);
    // The same ticket documents as single orders: the e-ticket as PDF (text a reader can find) and Excel.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${AG}/${asked.id}/documents/e-ticket?format=pdf`,
      headers: { ...bearer(opsToken), 'accept-language': 'zh-cn' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`e-ticket-${asked.orderNo}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('WONG/Person A');
    expect(text).toContain('9991000000000');
    expect(text).toContain('CA101');
    const xlsx = await t.app.inject({ method: 'GET', url: `${AG}/${asked.id}/documents/itinerary?format=xlsx`, headers: bearer(opsToken) });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // Every change is in the user log.
    expect(
      await countOf(t, sql`SELECT count(*) AS n FROM audit_log WHERE target = ${asked.orderNo} AND action LIKE 'group.%'`),
    ).toBeGreaterThanOrEqual(10);
  });
});

function withAuth(m: ReturnType<typeof multipartOf>) {
  return { payload: m.payload, headers: { ...m.headers, ...bearer(opsToken), 'accept-language': 'en' } };
}

async function importSheet(id: number, file: Buffer) {
  const res = await t.app.inject({ method: 'POST', url: `${AG}/${id}/passengers/import`, ...withAuth(multipartOf(file)) });
  const body = res.json() as {
    code: number;
    message: string;
    data: { saved: boolean; errors: Array<{ row: number; field: string; message: string; passengerType?: string | null }> };
  };
  expect(body.code, body.message).toBe(0);
  return body.data;
}

describe('deadlines, moved by the clock', () => {
  it('refuses a late instalment with the SPEC message, changes nothing, and the timer cancels the group (deposit forfeited) and mails the agency', async () => {
    const g = await payable(2);
    clock.plusHours(10);
    expect((await ops<GroupOrder>('POST', payUrl(g.id, 0))).body.data.status).toBe('to_be_pay_second');
    await expectLedgerConsistent(t);
    clock.set(new Date(Date.parse(g.instalments[1]!.dueAt) + 60_000).toISOString());
    const before = await moneyFingerprint(t);
    const late = await ops('POST', payUrl(g.id, 1), undefined, { 'accept-language': 'en' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The group payment time has expired. Please contact the administrator.');
    expect(await moneyFingerprint(t)).toBe(before);
    expect((await view(g.id)).instalments[1]!.state).toBe('overdue');

    expect(await sweepGroups(ctx, clock.now())).toBeGreaterThanOrEqual(1);
    const after = await view(g.id);
    expect(after).toMatchObject({ status: 'canceled', forfeitedAmount: 200_000, paidAmount: 200_000 });
    expect(after.instalments.map((i) => i.state)).toEqual(['forfeited', 'overdue', 'void']);
    expect(after.events.at(-1)).toMatchObject({ action: 'expirePayment', actor: 'timer' });
    expect(await mails(g.orderNo)).toBe(1);
    expect(await moneyFingerprint(t)).toBe(before); // the sweep moves no money: the deposit stays paid
    await expectLedgerConsistent(t);
    // A second sweep (another server) moves nothing.
    expect(await sweepGroups(ctx, clock.now())).toBe(0);
    expect(await mails(g.orderNo)).toBe(1);
  });

  it('closes a group whose first deposit was never paid', async () => {
    const g = await payable(1);
    clock.set(new Date(Date.parse(g.instalments[0]!.dueAt) + 1000).toISOString());
    await sweepGroups(ctx, clock.now());
    expect(await view(g.id)).toMatchObject({ status: 'closed', forfeitedAmount: 0 });
  });

  it('refuses to confirm a quote after its deadline, and the timer closes it', async () => {
    const g = await quoted(1);
    clock.set(new Date(Date.parse(g.quote!.quoteDeadline) + 1000).toISOString());
    const late = await ops('POST', `${AG}/${g.id}/confirmation`);
    expect(late.status).toBe(409);
    expect((await view(g.id)).status).toBe('to_be_confirm');
    await sweepGroups(ctx, clock.now());
    expect((await view(g.id)).status).toBe('closed');
    expect(await mails(g.orderNo)).toBe(1);
  });
});

describe('cancel and fail', () => {
  it('cancels after the first deposit: the deposit is forfeited, no refund is written', async () => {
    const g = await payable(3);
    expect((await ops<GroupOrder>('POST', payUrl(g.id, 0))).body.data.status).toBe('to_be_pay_second');
    const wallet = await walletRow(t, harbour);
    expect((await ops('POST', `${AG}/${g.id}/cancellation`, {})).status).toBe(400); // the forfeit must be accepted
    const canceled = await ops<GroupOrder>('POST', `${AG}/${g.id}/cancellation`, { acceptForfeit: true });
    expect(canceled.body.data).toMatchObject({ status: 'canceled', forfeitedAmount: 200_000 });
    expect(canceled.body.data.events.at(-1)!.detail).toEqual({ forfeited: 200_000, currency: 'CNY' });
    expect((await walletRow(t, harbour)).balance).toBe(wallet.balance);
    expect(await countOf(t, sql`SELECT count(*) AS n FROM ledger_transfers WHERE order_ref = ${g.orderNo} AND kind <> 'payment'`)).toBe(0);
    expect(
      await countOf(
        t,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE order_ref = ${g.orderNo} AND kind = 'payment' AND status = 'posted'`,
      ),
    ).toBe(1);
    await expectLedgerConsistent(t);
    expect((await ops('POST', payUrl(g.id, 1))).status).toBe(409);
    expect((await ops('POST', `${AG}/${g.id}/cancellation`, { acceptForfeit: true })).status).toBe(409);
  });

  it('fails a group when the desk has no seats, or refuses the review', async () => {
    const g = await quoted(1);
    await ops('POST', `${AG}/${g.id}/confirmation`);
    await ops('POST', `${AG}/${g.id}/seat-application`);
    expect((await staff<GroupOrder>('POST', `${DESK}/${g.id}/seats/rejection`, { remark: 'sold out' })).body.data.status).toBe('failed');
    const r = await quoted(1, { manualReview: true });
    await ops('POST', `${AG}/${r.id}/confirmation`);
    await ops('POST', `${AG}/${r.id}/seat-application`);
    await staff('POST', `${DESK}/${r.id}/seats`, { pnr: 'QW12ER' });
    expect((await staff<GroupOrder>('POST', `${DESK}/${r.id}/review`, { approve: false })).body.data.status).toBe('failed');
  });

  it('keeps groups to their agency, and counts every menu status', async () => {
    const g = await requestGroup();
    const kowloon = await callerFor(t, 'kowloon.super');
    expect((await kowloon('GET', `${AG}/${g.id}`)).status).toBe(404);
    expect((await kowloon('POST', `${AG}/${g.id}/cancellation`, { acceptForfeit: true })).status).toBe(404);
    const counts = (await ops<Array<{ status: string; cnt: number }>>('GET', `${AG}/status`)).body.data;
    const by = Object.fromEntries(counts.map((c) => [c.status, c.cnt]));
    expect(counts.map((c) => c.status)[0]).toBe('all');
    expect(by.issued).toBe(1);
    expect(by.canceled).toBe(2);
    expect(by.failed).toBe(2);
    expect(by.to_be_quote).toBeGreaterThanOrEqual(1);
    const list = await ops<Array<{ orderNo: string }>>('GET', `${AG}?status=issued`);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await kowloon<unknown[]>('GET', AG)).body.data).toHaveLength(0);
  });

  it('refuses bad requests with translated field errors', async () => {
    clock.set(START);
    const few = await ops('POST', AG, requestBody({ passengers: { adult: 5, child: 2 } }), { 'accept-language': 'zh-cn' });
    expect(few.status).toBe(400);
    expect(JSON.stringify(few.body.data)).toContain('passengers.adult');
    const same = await ops(
      'POST',
      AG,
      requestBody({ groupOrderExtraInfo: { journeys: [{ origin: 'HKG', destination: 'HKG', date: '2027-01-15' }] } }),
    );
    expect(same.status).toBe(400);
    const past = await ops(
      'POST',
      AG,
      requestBody({ groupOrderExtraInfo: { journeys: [{ origin: 'HKG', destination: 'airport-PEK', date: '2026-11-01' }] } }),
    );
    expect(past.status).toBe(400);
  });
});
