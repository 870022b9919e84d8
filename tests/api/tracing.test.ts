// With tracing on (an in-memory exporter in place of OTLP), a booking is one trace: the request's
// server span, its database statements, the supplier's book call, and the ticketing job run later by
// the queue; the trace id is in the request's log lines and in an error envelope.
import { Writable } from 'node:stream';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKETING_JOB } from '@/server/flights/orders/follow-ups';
import { startTracing, stopTracing } from '@/server/tracing/tracing';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import { bookOrder, runJobs } from './support/orders';

const exporter = new InMemorySpanExporter();
const logLines: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  await startTracing({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startFlightApp({}, {}, { logger: { level: 'debug', stream } });
  token = await t.login('harbour.ops');
});
afterAll(async () => {
  await t?.close();
  await stopTracing();
});

const spans = () => exporter.getFinishedSpans();
const inTrace = (traceId: string) => spans().filter((s: ReadableSpan) => s.spanContext().traceId === traceId);

describe('tracing', () => {
  it('follows a booking from its request through its statements and supplier call to the ticketing job', async () => {
    exporter.reset();
    const order = await bookOrder(t, token, { payment: 'balance' });
    const booking = spans().find((s) => s.name === 'POST /api/order/v2/flight/orders');
    expect(
      booking,
      spans()
        .map((s) => s.name)
        .join(', '),
    ).toBeDefined();
    expect(booking!.attributes['http.route']).toBe('/api/order/v2/flight/orders');
    const traceId = booking!.spanContext().traceId;
    await runJobs(t);
    const trace = inTrace(traceId);
    const statements = trace.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(3);
    expect(statements.map((s) => s.attributes['db.operation.name'])).toContain('INSERT');
    // Statement text is drizzle's parameterised SQL: the passenger's passport number is never in it.
    expect(statements.some((s) => String(s.attributes['db.query.text']).includes('E52345678'))).toBe(false);
    expect(trace.some((s) => s.attributes['rpc.method'] === 'book' && s.attributes['peer.service'])).toBe(true);
    const ticketing = trace.find((s) => s.name === `process ${TICKETING_JOB}`);
    expect(ticketing, `order ${order.id}: ${trace.map((s) => s.name).join(', ')}`).toBeDefined();
    expect(ticketing!.attributes['messaging.destination.name']).toBe(TICKETING_JOB);
    // The job's own statements are in the same trace, under the job's span.
    expect(trace.some((s) => s.parentSpanContext?.spanId === ticketing!.spanContext().spanId)).toBe(true);
  });

  it('puts the trace id in the log lines of a request and in an error envelope', async () => {
    const missing = await t.call<unknown>({ method: 'GET', url: '/api/order/v2/flight/orders/999999999', headers: bearer(token) });
    expect(missing.status).toBe(404);
    const traceId = (missing.body as unknown as { traceId?: string }).traceId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spans().some((s) => s.spanContext().traceId === traceId && s.name === 'GET /api/order/v2/flight/orders/:id')).toBe(true);
    const line = logLines
      .map((l) => JSON.parse(l) as { traceId?: string; msg: string; userId?: number; agencyId?: number; reqId?: string })
      .find((l) => l.traceId === traceId && l.msg === 'request completed');
    expect(line).toMatchObject({ userId: expect.any(Number), agencyId: expect.any(Number), reqId: expect.any(String) });
  });
});
