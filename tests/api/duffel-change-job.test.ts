// A change carried out at Duffel by the change job: an order booked through the Duffel adapter (its
// SDK, against the mock of its published examples, dates moved to today), issued, changed to the
// flights of Duffel's change offer at Duffel's figures; the job creates the order change and confirms
// it once, paying Duffel's change total. Duffel refusing the change fails it and the agency is paid back.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationAnswer, FlightOrder } from '@/domain/flights/booking';
import type { ChangeOption } from '@/domain/flights/flight-orders';
import { DuffelSupplier } from '@/server/flights/suppliers/duffel/duffel-supplier';
import { simulatedSuppliers } from '@/server/flights/suppliers/registry';
import { profilesWith } from '@/server/flights/suppliers/simulator/profiles';
import { DUFFEL_TEST_TOKEN, duffelError, duffelFixtures, startDuffelMock, type DuffelMock } from '../contract/duffel/mock-server';
import { shiftFixtures } from '../contract/duffel/shift-dates';
import { CALM, complete, daysFromNow, oneWay, search, startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { agencyIdOf, expectLedgerConsistent, walletRow } from './support/money';
import { CONTACT, ORDERS, act, adult, detail, review, runJobs, statusOf } from './support/orders';

let t: TestApp;
let mock: DuffelMock;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  mock = await startDuffelMock({ shiftFrom: new Date() });
  const simulators = simulatedSuppliers(profilesWith({ '*': CALM }));
  t = await startFlightApp(
    {},
    {
      suppliers: (directory, store) => [
        ...simulators(directory, store),
        new DuffelSupplier(
          { accessToken: DUFFEL_TEST_TOKEN, baseUrl: mock.url, timeoutMs: 2000, policy: { attempts: 1, baseDelayMs: 10, maxDelayMs: 10 } },
          store,
        ),
      ],
    },
  );
  for (const name of ['harbour.ops', 'admin']) tokens[name] = await t.login(name);
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});
afterEach(() => {
  // No request the adapter sent may break Duffel's request types.
  expect(mock.violations().map((v) => `${v.operation}: ${v.problems.join('; ')}`)).toEqual([]);
  mock.recorded.length = 0;
  mock.paid.clear();
  mock.confirmedChanges.clear();
});

const calls = (operation: string) => mock.recorded.filter((r) => r.operation === operation);

/** Books Duffel's offer from a search (paid from the wallet) and lets the ticketing job pay Duffel. */
async function issuedDuffelOrder(): Promise<FlightOrder> {
  const token = tokens['harbour.ops']!;
  const answer = await complete(t, token, await search(t, token, oneWay('airport-LHR', 'airport-JFK', 30)));
  const offer = answer.solutions.find((s) => s.supplier === 'DUFFEL');
  expect(offer, 'a Duffel offer among the results').toBeDefined();
  const verified = await t.call<VerificationAnswer>({
    method: 'POST',
    url: `/api/shopping/v2/flight/solutions/${encodeURIComponent(offer!.id)}/verification`,
    headers: bearer(token),
  });
  expect(verified.body.data.outcome).toBe('unchanged');
  const quote = verified.body.data.quote!;
  const created = await t.call<FlightOrder>({
    method: 'POST',
    url: ORDERS,
    headers: bearer(token),
    payload: {
      quoteId: quote.id,
      currency: quote.offer.priceDetail.currency,
      passengers: [adult('DANVERS')],
      contact: CONTACT,
      payment: 'balance',
    },
  });
  expect(created.body.code, created.body.message).toBe(0);
  await runJobs(t);
  expect(await statusOf(t, created.body.data.id)).toBe('issued');
  return created.body.data;
}

/** Searches a change at Duffel, asks for its one option, and has staff quote it at the option's figures. */
async function changeApproved(order: FlightOrder): Promise<{ changeId: number; option: ChangeOption }> {
  const token = tokens['harbour.ops']!;
  const options = await t.call<ChangeOption[]>({
    method: 'POST',
    url: `${ORDERS}/${order.id}/change/search`,
    headers: bearer(token),
    payload: { reason: 0, dates: [daysFromNow(45)] },
  });
  expect(options.body.code, options.body.message).toBe(0);
  expect(options.body.data).toHaveLength(1);
  const option = options.body.data[0]!;
  const asked = await act(t, token, order.id, '/change', { reason: 0, subOption: 'date', optionId: option.optionId });
  expect(asked.body.code, asked.body.message).toBe(0);
  const changeId = asked.body.data.id;
  const approved = await review(t, tokens.admin!, changeId, 'approve', {
    quote: { ticketDifference: option.ticketDifference, taxDifference: option.taxDifference, changeFee: option.changeFee },
  });
  expect(approved.body.data).toMatchObject({ status: 'chg_to_be_paid', totalAmount: option.total });
  return { changeId, option };
}

describe('a Duffel order changed by the change job', () => {
  it('books at Duffel, then creates and confirms the order change once, paying Duffel its change total; the agency pays the quoted total', async () => {
    const agencyId = await agencyIdOf(t, 'HARBOUR');
    const order = await issuedDuffelOrder();
    expect(order.supplierRef).toBe('ord_0000A6GioOO1UDbjb7nIi8');
    expect(calls('create payment')).toHaveLength(1);

    const { changeId, option } = await changeApproved(order);
    // Duffel's change offer: its new flights, and its figures (change total 19.70 + penalty 10.50 GBP) in our currency.
    const published = shiftFixtures(duffelFixtures(), mock.shiftDays).orderChangeRequest.order_change_offers[0];
    const departure = (published.slices.add[0].segments[0].departing_at as string).slice(0, 16);
    expect(option.journeys[0]!.segments[0]).toMatchObject({ flightNumber: 'BA1234', departure });
    expect(option.changeFee).toBeGreaterThan(0);
    expect(option.ticketDifference).toBeGreaterThan(0);

    const before = await walletRow(t, agencyId);
    const paid = await act(t, tokens['harbour.ops']!, changeId, '/payment', { channel: 'balance' });
    expect(paid.body.data.status).toBe('chg_proceeding');
    await runJobs(t);

    expect(await statusOf(t, changeId)).toBe('changed');
    const origin = (await detail(t, tokens['harbour.ops']!, order.id)).body.data;
    expect(origin.status).toBe('changed');
    expect(origin.departure.slice(0, 16)).toBe(departure);
    expect((await walletRow(t, agencyId)).balance).toBe(before.balance - option.total);
    expect(calls('create order change').map((r) => (r.body as { data: unknown }).data)).toEqual([
      { selected_order_change_offer: published.id },
    ]);
    expect(calls('confirm order change').map((r) => [r.path, (r.body as { data: unknown }).data])).toEqual([
      ['/air/order_changes/ocr_0000A3tQSmKyqOrcySrGbo/actions/confirm', { payment: { type: 'balance', amount: '90.80', currency: 'GBP' } }],
    ]);
    await expectLedgerConsistent(t);
  });

  it('a change Duffel refuses fails the change order and the agency is paid back; the origin stays issued', async () => {
    const agencyId = await agencyIdOf(t, 'HARBOUR');
    const order = await issuedDuffelOrder();
    const { changeId, option } = await changeApproved(order);
    const before = await walletRow(t, agencyId);
    const paid = await act(t, tokens['harbour.ops']!, changeId, '/payment', { channel: 'balance' });
    expect(paid.body.data).toMatchObject({ status: 'chg_proceeding', totalAmount: option.total });

    mock.fail({
      operation: 'create order change',
      ...duffelError(422, 'invalid_request_error', 'offer_no_longer_available', 'The order change offer is no longer available'),
    });
    await runJobs(t);
    expect(await statusOf(t, changeId)).toBe('failed_reimbursed');
    expect(calls('confirm order change')).toEqual([]);
    expect(await statusOf(t, order.id)).toBe('issued');
    expect(await walletRow(t, agencyId)).toEqual(before);
    await expectLedgerConsistent(t);
  });
});
