// The integrator's main flow through the client generated from the OpenAPI document, with an
// agency API key: search, price-check, book, pay, follow the order, ask a refund. Every answer is
// also checked against the document by the harness.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, TesseraApiError, type TesseraClient } from '@tessera/agency-api-client';
import { agencies } from '@/server/db/schema';
import { apiClientFor } from './support/api-client';
import { daysFromNow, startFlightApp } from './support/flights';
import type { TestApp } from './support/harness';
import { adult, CONTACT, runJobs } from './support/orders';

let t: TestApp;
let agency: TesseraClient;

beforeAll(async () => {
  t = await startFlightApp();
  const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
  const staff = apiClientFor(t, { token: await t.login('admin') });
  const issued = await staff.POST('/api/base/v2/agencies/{id}/apikey', { params: { path: { id: harbour!.id } } });
  expect(issued.response.status).toBe(200);
  agency = apiClientFor(t, { apiKey: issued.data!.data.apiKey });
});
afterAll(async () => t?.close());

/** Reads search results until every supplier answered. */
async function completeSearch(id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const { data } = await agency.POST('/api/shopping/v2/flight/async-shopping/solutions', { body: { id, stops: [0], limit: 20 } });
    if (data!.data.complete || Date.now() > until) return data!.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the agency API through the generated client, with an API key', () => {
  let orderId: number;
  let total: number;

  it('searches, price-checks, books and pays from the wallet', async () => {
    const started = await agency.POST('/api/shopping/v2/flight/async-shopping', {
      body: {
        journeys: [{ origin: 'airport-PVG', destination: 'airport-HKG', date: daysFromNow(25) }],
        passengers: { adult: 1, child: 0, infant: 0 },
        bookingType: 'oneway',
        cabinClass: 'economy',
      },
    });
    expect(started.error).toBeUndefined();
    const results = await completeSearch(started.data!.data.id);
    expect(results.complete).toBe(true);
    const offer = results.solutions[0]!;

    const checked = await agency.POST('/api/shopping/v2/flight/solutions/{id}/verification', { params: { path: { id: offer.id } } });
    const quote = checked.data!.data.quote!;
    expect(checked.data!.data.outcome).toBe('unchanged');

    const booked = await agency.POST('/api/order/v2/flight/orders', {
      params: { header: { 'idempotency-key': 'agency-client-book-1' } },
      body: {
        quoteId: quote.id,
        currency: quote.offer.priceDetail.currency,
        passengers: [adult('CHAN')],
        contact: CONTACT,
        payment: 'later',
      },
    });
    expect(booked.data!.data).toMatchObject({ status: 'to_be_paid', type: 'origin' });
    orderId = booked.data!.data.id;
    total = booked.data!.data.totalAmount;

    const paid = await agency.POST('/api/order/v2/flight/orders/{id}/payment', {
      params: { path: { id: orderId }, header: { 'idempotency-key': 'agency-client-pay-1' } },
      body: { channel: 'balance' },
    });
    expect(paid.data!.data).toMatchObject({ id: orderId, status: 'proceeding', paymentUrl: null });
  });

  it('follows the order to issued: status counts, the list with its total, the detail', async () => {
    await runJobs(t);
    const order = await agency.GET('/api/order/v2/flight/orders/{id}', { params: { path: { id: orderId } } });
    expect(order.data!.data.status).toBe('issued');
    const counts = await agency.GET('/api/order/v2/flight/orders/status');
    expect(counts.data!.data.find((row) => row.status === 'issued')?.cnt).toBeGreaterThanOrEqual(1);
    const list = await agency.GET('/api/order/v2/flight/orders', { params: { query: { _start: 0, _end: 5, status: ['issued'] } } });
    expect(Number(list.response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(list.data!.data.map((row) => row.id)).toContain(orderId);
  });

  it('asks a refund of the issued order', async () => {
    const refund = await agency.POST('/api/order/v2/flight/orders/{id}/refund', {
      params: { path: { id: orderId } },
      body: { reason: 0, remark: 'client cancelled' },
    });
    expect(refund.error).toBeUndefined();
    expect(refund.data!.data).toMatchObject({ type: 'refund', status: 'rfd_reviewing', originOrderId: orderId });
    expect(total).toBeGreaterThan(0);
  });

  it('pays another order through a gateway: the page to hand the payer is an absolute URL on the address called', async () => {
    const started = dataOf(
      'search',
      await agency.POST('/api/shopping/v2/flight/async-shopping', {
        body: {
          journeys: [{ origin: 'airport-PVG', destination: 'airport-HKG', date: daysFromNow(27) }],
          passengers: { adult: 1, child: 0, infant: 0 },
          bookingType: 'oneway',
          cabinClass: 'economy',
        },
      }),
    );
    const offer = (await completeSearch(started.id)).solutions[0]!;
    const { quote } = dataOf(
      'price check',
      await agency.POST('/api/shopping/v2/flight/solutions/{id}/verification', { params: { path: { id: offer.id } } }),
    );
    const order = dataOf(
      'book',
      await agency.POST('/api/order/v2/flight/orders', {
        params: { header: { 'idempotency-key': 'agency-client-book-2' } },
        body: {
          quoteId: quote!.id,
          currency: quote!.offer.priceDetail.currency,
          passengers: [adult('WONG')],
          contact: CONTACT,
          payment: 'later',
        },
      }),
    );
    const paid = dataOf(
      'pay',
      await agency.POST('/api/order/v2/flight/orders/{id}/payment', {
        params: { path: { id: order.id }, header: { 'idempotency-key': 'agency-client-pay-2' } },
        body: { channel: 'stripe' },
      }),
    );
    expect(paid).toMatchObject({ id: order.id, status: 'to_be_paid' });
    expect(paid.paymentUrl).toMatch(/^http:\/\/tessera\.test\/sandbox\/gateway\/checkout\?token=/);
  });

  it('dataOf answers data, or throws the refusal with its code and the fields at fault', async () => {
    const refused = await agency.POST('/api/order/v2/flight/orders', {
      body: { quoteId: '', currency: 'CNY', passengers: [], contact: CONTACT },
    });
    const thrown = (() => {
      try {
        dataOf('book', refused);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(TesseraApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 100400,
      fields: expect.arrayContaining([expect.objectContaining({ field: 'quoteId' })]),
    });
  });

  it('answers refusals in the documented envelope, with their code', async () => {
    const unknown = await agency.POST('/api/shopping/v2/flight/solutions/{id}/verification', { params: { path: { id: 'no-such-offer' } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: expect.any(Number), data: null, message: expect.any(String) });
    const invalid = await agency.POST('/api/order/v2/flight/orders', {
      body: { quoteId: '', currency: 'CNY', passengers: [], contact: CONTACT },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error!.code).toBe(100400);
    expect(invalid.error!.data?.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['quoteId', 'passengers']));
  });
});
