// Helpers for the order lifecycle suites: book a real order through shopping, act on it over HTTP,
// run the jobs to completion, and read an order's state straight from the database.
import { eq } from 'drizzle-orm';
import type { FlightOrder, VerificationAnswer } from '@/domain/flights/booking';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import type { Passenger } from '@/domain/schemas/passenger';
import { flightOrders } from '@/server/db/schema';
import { complete, oneWay, search } from './flights';
import { bearer, type TestApp } from './harness';

export const CONTACT = { name: 'Harbour Desk', areaCode: '852', phone: '98765432', email: 'desk@harbour.example' };

export function adult(surname: string, extra: Partial<Passenger> = {}): Passenger {
  return {
    surname,
    given_names: 'Wei',
    type: 'adult',
    gender: 'male',
    birthday: '1988-04-02',
    nationality: 'CN',
    travel_document: { type: 'passport', number: `E${surname.length}2345678`, expiry: '2034-01-01' },
    ...extra,
  };
}

/** Books an order (PVG-HKG, `days` ahead) and answers it; payment 'balance' pays at once (hold). */
export async function bookOrder(
  t: Pick<TestApp, 'call'>,
  token: string,
  options: { payment?: 'later' | 'balance'; days?: number; surname?: string } = {},
): Promise<FlightOrder> {
  const id = await search(t, token, oneWay('airport-PVG', 'airport-HKG', options.days ?? 20));
  const answer = await complete(t, token, id, { stops: [0] });
  if (!answer.solutions.length) throw new Error('no offer');
  // The simulators decide availability from the request, dates included: on some days the first
  // offer is gone at its price check, as a real one can be. The next one is booked then.
  let quote: VerificationAnswer['quote'] = null;
  const outcomes: string[] = [];
  for (const offer of answer.solutions) {
    const verified = await t.call<VerificationAnswer>({
      method: 'POST',
      url: `/api/shopping/v2/flight/solutions/${encodeURIComponent(offer.id)}/verification`,
      headers: bearer(token),
    });
    quote = verified.body.data.quote;
    if (quote) break;
    outcomes.push(verified.body.data.outcome);
  }
  if (!quote) throw new Error(`price check: ${outcomes.join(', ')}`);
  const res = await t.call<FlightOrder>({
    method: 'POST',
    url: '/api/order/v2/flight/orders',
    headers: bearer(token),
    payload: {
      quoteId: quote.id,
      currency: quote.offer.priceDetail.currency,
      passengers: [adult(options.surname ?? 'ZHANG')],
      contact: CONTACT,
      payment: options.payment ?? 'later',
    },
  });
  if (res.body.code !== 0) throw new Error(`order: ${res.body.message}`);
  return res.body.data;
}

export const ORDERS = '/api/order/v2/flight/orders';

export function detail(t: Pick<TestApp, 'call'>, token: string, id: number) {
  return t.call<OrderDetail>({ method: 'GET', url: `${ORDERS}/${id}`, headers: bearer(token) });
}

export function act(t: TestApp, token: string, id: number, path: string, payload?: object, method: 'POST' | 'PUT' | 'DELETE' = 'POST') {
  return t.call<OrderDetail>({ method, url: `${ORDERS}/${id}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

export function review(t: TestApp, token: string, id: number, what: 'approve' | 'reject' | 'tickets', payload: object) {
  return t.call<OrderDetail>({ method: 'POST', url: `/api/order/v2/flight/reviews/${id}/${what}`, headers: bearer(token), payload });
}

export async function statusOf(t: TestApp, id: number): Promise<string> {
  const [row] = await t.database.db.select({ status: flightOrders.status }).from(flightOrders).where(eq(flightOrders.id, id));
  return row!.status;
}

/** Runs every due job (ticketing, reimbursement, notifications...) until none is left. */
export function runJobs(t: TestApp) {
  return t.app.orders.jobs.runUntilIdle();
}
