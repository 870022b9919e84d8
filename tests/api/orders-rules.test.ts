// Order rules over HTTP: locks, agency scope and the list/counts, proof files, the void window, the
// change flow with a difference to pay, closing at the payment deadline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeOption, OrderListRow } from '@/domain/flights/flight-orders';
import { flightOrders, payments } from '@/server/db/schema';
import { png } from './support/malformed-files';
import { daysFromNow, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, moneyFingerprint, walletRow } from './support/money';
import { ORDERS, act, bookOrder, detail, review, runJobs, statusOf } from './support/orders';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startFlightApp();
  for (const name of ['harbour.ops', 'harbour.super', 'kowloon.super', 'admin']) tokens[name] = await t.login(name);
});
afterAll(async () => t?.close());

async function issuedOrder(user = 'harbour.ops') {
  const order = await bookOrder(t, tokens[user]!, { payment: 'balance' });
  await runJobs(t);
  expect(await statusOf(t, order.id)).toBe('issued');
  return order;
}

function multipart(fields: Record<string, string>, files: Array<{ name: string; type: string; content: Buffer }>) {
  const boundary = '----tessera-proof';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = png(1, 1);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('order lock', () => {
  it('only the holder operates a locked order; others see who holds it; staff unlock', async () => {
    const order = await bookOrder(t, tokens['harbour.ops']!);
    const locked = await act(t, tokens['harbour.ops']!, order.id, '/lock', { lockType: 1 }, 'PUT');
    expect(locked.body.code, locked.body.message).toBe(0);
    expect(locked.body.data.lock).toMatchObject({ locked: true, lockedByName: 'Harbour Operator' });
    expect(locked.body.data.allowedActions).toEqual(expect.arrayContaining(['unlock', 'pay', 'cancel']));

    const other = await detail(t, tokens['harbour.super']!, order.id);
    expect(other.body.data.allowedActions).toEqual(['download']);
    const before = await moneyFingerprint(t);
    const refused = await act(t, tokens['harbour.super']!, order.id, '/cancel', {});
    expect(refused.status).toBe(423);
    expect(refused.body.message).toContain('Harbour Operator');
    expect((await act(t, tokens['harbour.super']!, order.id, '/lock', { lockType: 0 }, 'PUT')).status).toBe(423);
    expect((await act(t, tokens['harbour.super']!, order.id, '/lock', { lockType: 1 }, 'PUT')).body.message).toContain(
      'already locked by Harbour Operator',
    );
    expect(await moneyFingerprint(t)).toBe(before);
    expect(await statusOf(t, order.id)).toBe('to_be_paid');

    const unlocked = await act(t, tokens.admin!, order.id, '/lock', { lockType: 0 }, 'PUT');
    expect(unlocked.body.code, unlocked.body.message).toBe(0);
    expect(unlocked.body.data.lock.locked).toBe(false);
    const history = unlocked.body.data.history.filter((h) => h.kind !== 'transition').map((h) => [h.kind, h.userName]);
    expect(history).toEqual([
      ['lock', 'Harbour Operator'],
      ['unlock', 'Platform Admin'],
    ]);
    const canceled = await act(t, tokens['harbour.super']!, order.id, '/cancel', {});
    expect(canceled.body.data.status).toBe('origin_canceled');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderRef, order.orderNo));
    expect(payment!.status).toBe('voided');
    await expectLedgerConsistent(t);
  });
});

describe('scope, list and counts', () => {
  it("a parent sees its sub-agency's orders (not with direct bookings only); a sub-agency never sees its parent's", async () => {
    const own = await bookOrder(t, tokens['harbour.ops']!, { surname: 'PARENT' });
    const sub = await bookOrder(t, tokens['kowloon.super']!, { surname: 'CHILD' });
    const list = (token: string, query = '') =>
      t.call<OrderListRow[]>({ method: 'GET', url: `${ORDERS}?_start=0&_end=200${query}`, headers: bearer(token) });
    const ids = (rows: OrderListRow[]) => rows.map((r) => r.id);
    expect(ids((await list(tokens['harbour.ops']!)).body.data)).toEqual(expect.arrayContaining([own.id, sub.id]));
    expect(ids((await list(tokens['harbour.ops']!, '&directOnly=true')).body.data)).not.toContain(sub.id);
    const kowloon = await list(tokens['kowloon.super']!);
    expect(ids(kowloon.body.data)).toContain(sub.id);
    expect(ids(kowloon.body.data)).not.toContain(own.id);
    expect((await detail(t, tokens['kowloon.super']!, own.id)).status).toBe(404);
    expect((await act(t, tokens['kowloon.super']!, own.id, '/cancel', {})).status).toBe(404);
    expect(ids((await list(tokens.admin!)).body.data)).toEqual(expect.arrayContaining([own.id, sub.id]));
  });

  it('filters, pages with x-total-count and counts statuses', async () => {
    const token = tokens['harbour.ops']!;
    const order = await bookOrder(t, token, { surname: 'FILTERME' });
    const byPassenger = await t.call<OrderListRow[]>({ method: 'GET', url: `${ORDERS}?passenger=filterme`, headers: bearer(token) });
    expect(byPassenger.body.data.map((r) => r.id)).toEqual([order.id]);
    expect(byPassenger.headers['x-total-count']).toBe('1');
    expect(byPassenger.body.data[0]).toMatchObject({ passengerNames: ['FILTERME/Wei'], route: 'PVG-HKG', tone: 'primary' });
    for (const q of [
      `orderId=${order.orderNo}`,
      `orderId=${order.id}`,
      `bookingNo=${order.supplierRef}`,
      `pnr=${order.pnr!.toLowerCase()}`,
    ]) {
      const res = await t.call<OrderListRow[]>({ method: 'GET', url: `${ORDERS}?${q}`, headers: bearer(token) });
      expect(
        res.body.data.map((r) => r.id),
        q,
      ).toEqual([order.id]);
    }
    const page = await t.call<OrderListRow[]>({
      method: 'GET',
      url: `${ORDERS}?status=to_be_paid&_start=0&_end=1&_sort=createdAt&_order=desc`,
      headers: bearer(token),
    });
    expect(page.body.data).toHaveLength(1);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    const counts = await t.call<Array<{ status: string; cnt: number }>>({
      method: 'GET',
      url: `${ORDERS}/status?status=to_be_paid,issued,voided`,
      headers: bearer(token),
    });
    expect(counts.body.data.find((c) => c.status === 'to_be_paid')!.cnt).toBe(total);
    expect(counts.body.data.map((c) => c.status)).toEqual(['to_be_paid', 'issued', 'voided']);
    const section = await t.call<OrderListRow[]>({
      method: 'GET',
      url: `${ORDERS}?section=to_be_paid&type=origin`,
      headers: bearer(token),
    });
    expect(section.headers['x-total-count']).toBe(String(total));
    // A page past the end is empty and still says how many there are.
    const beyond = await t.call<OrderListRow[]>({
      method: 'GET',
      url: `${ORDERS}?status=to_be_paid&_start=1000&_end=1020`,
      headers: bearer(token),
    });
    expect([beyond.body.data, beyond.headers['x-total-count']]).toEqual([[], String(total)]);
    const noneFound = await t.call<OrderListRow[]>({ method: 'GET', url: `${ORDERS}?passenger=nobody-at-all`, headers: bearer(token) });
    expect([noneFound.body.data, noneFound.headers['x-total-count']]).toEqual([[], '0']);
    // Pages merged from the agency and its sub-agency neither overlap nor skip.
    const pageOf = async (start: number, end: number, sort = '') =>
      (
        await t.call<OrderListRow[]>({ method: 'GET', url: `${ORDERS}?_start=${start}&_end=${end}${sort}`, headers: bearer(token) })
      ).body.data.map((r) => r.id);
    expect([...(await pageOf(0, 2)), ...(await pageOf(2, 4))]).toEqual(await pageOf(0, 4));
    expect([...(await pageOf(0, 3, '&_sort=totalAmount&_order=asc')), ...(await pageOf(3, 5, '&_sort=totalAmount&_order=asc'))]).toEqual(
      await pageOf(0, 5, '&_sort=totalAmount&_order=asc'),
    );
    const bad = await t.call({ method: 'GET', url: `${ORDERS}?status=nonsense`, headers: bearer(token) });
    expect(bad.status).toBe(400);
  });
});

describe('refund proof files', () => {
  it('checks count, size and type by content; keeps the good ones', async () => {
    const order = await issuedOrder();
    const token = tokens['harbour.ops']!;
    const send = (
      files: Array<{ name: string; type: string; content: Buffer }>,
      fields: Record<string, string> = { reason: '1', subOption: 'illness' },
    ) =>
      t.call({
        method: 'POST',
        url: `${ORDERS}/${order.id}/refund`,
        payload: multipart(fields, files).payload,
        headers: { ...bearer(token), ...multipart(fields, files).headers },
      });
    const before = await moneyFingerprint(t);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', content: PNG }));
    expect((await send(six)).body.message).toBe('At most 5 files can be uploaded.');
    const big = await send([{ name: 'big.pdf', type: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) }]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file big.pdf is over 2MB.');
    const fake = await send([{ name: 'photo.jpg', type: 'image/jpeg', content: Buffer.from('not really a jpeg') }]);
    expect(fake.body.message).toBe('The file photo.jpg is not a jpg, png or PDF document.');
    expect((await send([])).body.message).toBe('This reason needs a proof file.');
    expect((await send([], { reason: '9' })).status).toBe(400);
    expect((await send([], { reason: '1', subOption: 'bogus' })).status).toBe(400);
    expect(await statusOf(t, order.id)).toBe('issued');
    expect(await moneyFingerprint(t)).toBe(before);

    const ok = await send([
      { name: 'note.png', type: 'image/png', content: PNG },
      { name: 'letter.pdf', type: 'application/pdf', content: PDF },
    ]);
    expect(ok.body.code, ok.body.message).toBe(0);
    const refund = ok.body.data as { id: number; request: { proofFiles: Array<{ id: number; contentType: string }> } };
    expect(refund.request.proofFiles.map((f) => f.contentType)).toEqual(['image/png', 'application/pdf']);
    const file = await t.app.inject({
      method: 'GET',
      url: `${ORDERS}/${refund.id}/proofs/${refund.request.proofFiles[1]!.id}`,
      headers: bearer(token),
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A second after-sale while this one is open is refused.
    expect((await act(t, token, order.id, '/void', {})).body.message).toContain('still in progress');
  });
});

describe('void and change', () => {
  it('void on the day of issue gives the money back; after the window it is refused', async () => {
    const agencyId = await agencyIdOf(t, 'HARBOUR');
    const order = await issuedOrder();
    const token = tokens['harbour.ops']!;
    const wallet = await walletRow(t, agencyId);
    const voided = await act(t, token, order.id, '/void', { remark: 'wrong date' });
    expect(voided.body.code, voided.body.message).toBe(0);
    expect(voided.body.data).toMatchObject({ type: 'void', status: 'void_proceeding' });
    await runJobs(t);
    expect(await statusOf(t, voided.body.data.id)).toBe('voided_reimbursed');
    expect(await statusOf(t, order.id)).toBe('voided');
    expect((await walletRow(t, agencyId)).balance).toBe(wallet.balance + order.totalAmount);
    await expectLedgerConsistent(t);

    const late = await issuedOrder();
    await t.database.db
      .update(flightOrders)
      .set({ issuedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(flightOrders.id, late.id));
    const refused = await act(t, token, late.id, '/void', {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('only possible on the day of issue');
    expect((await detail(t, token, late.id)).body.data.allowedActions).not.toContain('void');
  });

  it('change: search, ask, staff quote, pay the difference, the job confirms; the origin flies the new flights', async () => {
    const agencyId = await agencyIdOf(t, 'HARBOUR');
    const order = await issuedOrder();
    const token = tokens['harbour.ops']!;
    const options = await t.call<ChangeOption[]>({
      method: 'POST',
      url: `${ORDERS}/${order.id}/change/search`,
      headers: bearer(token),
      payload: { reason: 0, dates: [daysFromNow(25)] },
    });
    expect(options.body.code, options.body.message).toBe(0);
    const option = options.body.data[0]!;
    expect(option.journeys[0]!.segments[0]!.departure.slice(0, 10)).toBe(daysFromNow(25));
    expect((await act(t, token, order.id, '/change', { reason: 2, optionId: option.optionId })).status).toBe(400);
    const asked = await act(t, token, order.id, '/change', { reason: 0, subOption: 'date', optionId: option.optionId });
    expect(asked.body.code, asked.body.message).toBe(0);
    const changeId = asked.body.data.id;
    expect((await review(t, tokens.admin!, changeId, 'approve', {})).body.message).toContain('quote');
    const approved = await review(t, tokens.admin!, changeId, 'approve', {
      quote: { ticketDifference: 30000, taxDifference: 500, changeFee: 2000 },
    });
    expect(approved.body.data).toMatchObject({ status: 'chg_to_be_paid', totalAmount: 32500 });
    const wallet = await walletRow(t, agencyId);
    const paid = await act(t, token, changeId, '/payment', { channel: 'balance' });
    expect(paid.body.data.status).toBe('chg_proceeding');
    await runJobs(t);
    expect(await statusOf(t, changeId)).toBe('changed');
    const origin = (await detail(t, token, order.id)).body.data;
    expect(origin.status).toBe('changed');
    expect(origin.departure.slice(0, 10)).toBe(daysFromNow(25));
    expect((await walletRow(t, agencyId)).balance).toBe(wallet.balance - 32500);
    await expectLedgerConsistent(t);
  });

  it('staff reject with a remark; agency sees it', async () => {
    const order = await issuedOrder();
    const refund = await act(t, tokens['harbour.ops']!, order.id, '/refund', { reason: 0 });
    const rejected = await review(t, tokens.admin!, refund.body.data.id, 'reject', { remark: 'non-refundable fare' });
    expect(rejected.body.data).toMatchObject({ status: 'rfd_rejected', reviewRemark: 'non-refundable fare' });
    expect((await review(t, tokens['harbour.ops']!, refund.body.data.id, 'reject', { remark: 'x' })).status).toBe(403);
  });
});

describe('payment deadline', () => {
  it('an unpaid order closes when its deadline passes (timer job), its payable withdrawn', async () => {
    const order = await bookOrder(t, tokens['harbour.ops']!);
    await t.database.db
      .update(flightOrders)
      .set({ payBefore: new Date(Date.now() - 1000) })
      .where(eq(flightOrders.id, order.id));
    // The job was queued for the original deadline; a new one for now stands in for time passing.
    await t.app.orders.jobs.send(t.database.db, 'order-close', { orderId: order.id, status: 'to_be_paid' });
    await runJobs(t);
    const closed = (await detail(t, tokens['harbour.ops']!, order.id)).body.data;
    expect(closed.status).toBe('closed');
    expect(closed.history.at(-1)).toMatchObject({ actor: 'timer', toStatus: 'closed' });
    expect(closed.payment.paymentState).toBe('voided');
    await expectLedgerConsistent(t);
  });
});
