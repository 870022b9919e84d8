// GET /metrics after a booking: the request, database, job, supplier and payment series are there
// with the labels an operator alerts on (route patterns, not URLs), the queue is read at scrape time,
// and nothing is served without the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_JOB } from '@/server/flights/orders/notifications';
import { TICKETING_JOB } from '@/server/flights/orders/follow-ups';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { ORDERS, bookOrder, detail, runJobs } from './support/orders';
import { seriesValue } from './support/prometheus';

const TOKEN = 'scrape-token-for-tests-0123456789';
const system = process.env.TEST_DB === 'postgres' ? 'postgresql' : 'pglite';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startFlightApp({}, {}, { metricsToken: TOKEN });
  token = await t.login('harbour.ops');
});
afterAll(async () => {
  await t?.close();
});

async function scrape(authorization?: string) {
  return t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
}

describe('GET /metrics', () => {
  it('is refused without the token, and with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
  });

  it('shows a booking as request, database, supplier, payment and job series', async () => {
    const order = await bookOrder(t, token, { payment: 'balance' });
    expect((await detail(t, token, order.id)).status).toBe(200);
    await runJobs(t);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = answer.body;
    const request = (method: string, route: string, status = '200') =>
      seriesValue(text, 'http_server_request_duration_seconds_count', {
        http_request_method: method,
        http_route: route,
        http_response_status_code: status,
      });
    expect(request('POST', '/api/order/v2/flight/orders')).toBeGreaterThanOrEqual(1);
    // The route's pattern, never the URL with the order's id in it.
    expect(request('GET', '/api/order/v2/flight/orders/:id')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/order/v2/flight/orders/${order.id}"`);
    expect(request('POST', '/api/base/v2/login')).toBeGreaterThanOrEqual(1);

    expect(
      seriesValue(text, 'db_client_operation_duration_seconds_count', {
        db_system_name: system,
        db_operation_name: 'INSERT',
        error_type: '',
      }),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'db_client_operation_duration_seconds_count', { db_system_name: system, db_operation_name: 'SELECT' }),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, 'tessera_supplier_call_duration_seconds_count', { operation: 'search', outcome: 'ok' })).toBeGreaterThan(0);
    // By supplier code: every simulated supplier was searched.
    for (const supplier of ['SKYLINK', 'DRAGONFARE', 'ORIENTNDC']) {
      expect(
        seriesValue(text, 'tessera_supplier_call_duration_seconds_count', { supplier, operation: 'search', outcome: 'ok' }),
        supplier,
      ).toBeGreaterThan(0);
    }
    expect(seriesValue(text, 'tessera_supplier_call_duration_seconds_count', { operation: 'book', outcome: 'ok' })).toBe(1);
    expect(seriesValue(text, 'tessera_payments_total', { channel: 'balance', outcome: 'held' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'tessera_job_runs_total', { queue: TICKETING_JOB, outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (system === 'pglite')
      expect(seriesValue(text, 'tessera_embedded_db_memory_bytes', { area: 'wasm' })).toBeGreaterThan(16 * 1024 * 1024);
    else expect(seriesValue(text, 'db_client_connection_count', { state: 'idle' })).toBeGreaterThan(0);
  });

  it('reads the job queue at scrape time: depth and the age of the oldest due job', async () => {
    // A delivery that does not exist: its job waits (no worker runs in this app) until runJobs.
    await t.app.jobs.send(t.database.db, NOTIFY_JOB, { deliveryId: '00000000-0000-0000-0000-000000000000' });
    const waiting = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(seriesValue(waiting, 'tessera_job_queue_depth', { queue: NOTIFY_JOB })).toBe(1);
    expect(seriesValue(waiting, 'tessera_job_queue_oldest_age_seconds', { queue: NOTIFY_JOB })).toBeGreaterThanOrEqual(0);
    await runJobs(t);
    const done = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(seriesValue(done, 'tessera_job_queue_depth', { queue: NOTIFY_JOB }) ?? 0).toBe(0);
  });

  it('counts gateway payments by channel and outcome: started, then what the notification did', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const count = (text: string, outcome: string) => seriesValue(text, 'tessera_payments_total', { channel: 'stripe', outcome }) ?? 0;
    const order = await bookOrder(t, token);
    const started = await t.call<{ paymentUrl: string }>({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment`,
      headers: bearer(token),
      payload: { channel: 'stripe' },
    });
    expect(started.body.code, started.body.message).toBe(0);
    const checkout = new URL(started.body.data.paymentUrl, 'http://x').searchParams.get('token')!;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/checkout',
      payload: new URLSearchParams({ token: checkout, outcome: 'succeeded' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(count(after, 'started') - count(before, 'started')).toBe(1);
    expect(count(after, 'paid') - count(before, 'paid')).toBe(1);
    expect(count(after, 'failed') - count(before, 'failed')).toBe(0);
  });

  it('is not part of the API: the API answers the same without it', async () => {
    expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) })).status).toBe(200);
  });
});
