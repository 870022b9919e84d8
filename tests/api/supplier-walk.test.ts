// Which consolidator sells a fare is the platform's business: an agency whose "show suppliers" setting
// is off must not find a supplier's code in anything it receives. This walks every answer a booking
// produces for such an agency (search, price check, order creation, detail with history, list,
// transactions, schedule changes, the four documents, the notifications sent to its receiver) and
// looks for the simulators' codes in all of it; with the setting on, the codes are there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightOrder, VerificationAnswer } from '@/domain/flights/booking';
import type { SearchStarted } from '@/domain/flights/shopping';
import { flightSearchResults } from '@/server/db/schema';
import { pdfText } from '../support/pdf-text';
import { readWorkbook } from '../support/workbook';
import { complete, oneWay, setAgencySettings, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { ORDERS, CONTACT, adult, runJobs } from './support/orders';

const CODES = ['DRAGONFARE', 'ORIENTNDC', 'SKYLINK'];
// DragonFare refuses every ticket, so one order fails with the supplier's own words ("DRAGONFARE:
// ticketing refused for ...") in its history; the others are issued.
const REFUSING = 'DRAGONFARE';

let t: TestApp;
let receiver: Server;
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await startFlightApp({ [REFUSING]: { ticketFailureRate: 1 } }, {}, { outboundAllow: ['127.0.0.1'] });
  await setAgencySettings(t, 'HARBOUR', (s) => {
    s.flight.bookingNotifyUrl = url;
    s.flight.flightChangeNotifyUrl = url;
  });
  await t.call({ method: 'POST', url: '/api/base/v2/company/notify-secret', headers: bearer(await t.login('harbour.super')) });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

/** Everything the agency received during one walk, by where it came from. */
type Seen = Map<string, string>;

function record(seen: Seen, where: string, value: unknown) {
  seen.set(where, typeof value === 'string' ? value : JSON.stringify(value));
}

async function call<T>(seen: Seen, where: string, token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await t.call<T>({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  expect(res.body.code, `${where}: ${res.body.message}`).toBe(0);
  record(seen, where, res.body);
  return res.body.data;
}

/** An offer shown in the answer from one of these suppliers (read from the stored results: the agency cannot tell). */
async function offerOf(searchId: string, suppliers: string[], shown: string[]): Promise<string> {
  const rows = await t.database.db
    .select({ supplier: flightSearchResults.supplier, offers: flightSearchResults.offers })
    .from(flightSearchResults)
    .where(and(eq(flightSearchResults.searchId, searchId), inArray(flightSearchResults.supplier, suppliers)));
  const id = rows.flatMap((r) => (r.offers as Array<{ id: string }>).map((o) => o.id)).find((o) => shown.includes(o));
  if (!id) throw new Error(`no offer of ${suppliers.join(', ')} in the answer`);
  return id;
}

async function book(seen: Seen, token: string, searchId: string, offerId: string, step: string): Promise<FlightOrder> {
  const verified = await call<VerificationAnswer>(
    seen,
    `${step} verification`,
    token,
    'POST',
    `/api/shopping/v2/flight/solutions/${encodeURIComponent(offerId)}/verification`,
  );
  const quote = verified.quote!;
  expect(quote, `${step}: price check ${verified.outcome}`).not.toBeNull();
  return call<FlightOrder>(seen, `${step} order create`, token, 'POST', ORDERS, {
    quoteId: quote.id,
    currency: quote.offer.priceDetail.currency,
    passengers: [adult('ZHANG')],
    contact: CONTACT,
    payment: 'balance',
  });
}

async function documents(seen: Seen, token: string, order: FlightOrder) {
  for (const kind of ['itinerary', 'e-ticket'] as const) {
    const pdf = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/download`,
      headers: bearer(token),
      payload: { kind, format: 'pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    record(seen, `${kind} pdf`, await pdfText(new Uint8Array(pdf.rawPayload)));
    const xlsx = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/download`,
      headers: bearer(token),
      payload: { kind, format: 'xlsx' },
    });
    expect(xlsx.statusCode).toBe(200);
    const cells: string[] = [];
    for (const sheet of (await readWorkbook(xlsx.rawPayload)).worksheets)
      sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells.join(' ')).toContain(order.orderNo);
    record(seen, `${kind} xlsx`, cells.join('\n'));
  }
}

/** Books one order from the refusing supplier and one from another, runs the jobs, announces a schedule change. */
async function walk(token: string): Promise<Seen> {
  const seen: Seen = new Map();
  received.length = 0;
  const started = await call<SearchStarted>(
    seen,
    'search',
    token,
    'POST',
    '/api/shopping/v2/flight/async-shopping',
    oneWay('airport-PVG', 'airport-HKG', 24),
  );
  const answer = await complete(t, token, started.id);
  record(seen, 'solutions', answer);
  const shown = answer.solutions.flatMap((s) => s.alternatives.map((a) => a.id));
  const refused = await book(seen, token, started.id, await offerOf(started.id, [REFUSING], shown), 'refused');
  const issued = await book(
    seen,
    token,
    started.id,
    await offerOf(
      started.id,
      CODES.filter((c) => c !== REFUSING),
      shown,
    ),
    'issued',
  );
  await runJobs(t);

  const admin = await t.login('admin');
  await t.call({
    method: 'POST',
    url: '/api/order/v2/flight/disruptions/simulate',
    headers: bearer(admin),
    payload: { orderId: issued.id, type: 'change' },
  });
  await runJobs(t);
  // Every event reached the receiver (booked, paid, issued or failed, the schedule change).
  expect(received.some((b) => b.includes('disruption.change'))).toBe(true);
  received.forEach((body, i) => record(seen, `notification ${i}`, body));

  expect((await call<{ status: string }>(seen, 'refused detail', token, 'GET', `${ORDERS}/${refused.id}`)).status).toBe(
    'failed_reimbursed',
  );
  expect((await call<{ status: string }>(seen, 'issued detail', token, 'GET', `${ORDERS}/${issued.id}`)).status).toBe('issued');
  await call(seen, 'order list', token, 'GET', `${ORDERS}?_start=0&_end=50`);
  await call(seen, 'disruptions', token, 'GET', '/api/order/v2/flight/disruptions?_start=0&_end=50');
  await call(seen, 'transactions', token, 'GET', '/api/base/v2/transactions?_start=0&_end=50');
  await documents(seen, token, issued);
  return seen;
}

const naming = (seen: Seen) => [...seen].filter(([, text]) => CODES.some((code) => text.includes(code))).map(([where]) => where);

describe('show suppliers off', () => {
  it('no answer, document or notification names a supplier', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.flight.showSuppliers = false;
    });
    const seen = await walk(await t.login('harbour.super'));
    expect(seen.size).toBeGreaterThanOrEqual(18);
    expect(naming(seen)).toEqual([]);
    // The failed order's history still says why, the supplier named neutrally.
    expect(seen.get('refused detail')).toContain('Ticketing refused by the supplier: the supplier: ticketing refused for');
  });
});

describe('show suppliers on (control)', () => {
  it('the same walk names the suppliers where an agency reads them', async () => {
    await setAgencySettings(t, 'HARBOUR', (s) => {
      s.flight.showSuppliers = true;
    });
    const seen = await walk(await t.login('harbour.super'));
    const named = naming(seen);
    for (const where of [
      'search',
      'solutions',
      'refused verification',
      'refused order create',
      'issued verification',
      'issued order create',
      'refused detail',
      'issued detail',
      'disruptions',
    ]) {
      expect(named).toContain(where);
    }
  });
});
