// The hot answers written by fast-json-stringify (trustedShape) must be byte for byte what the zod
// serializer writes for the same value, and must drop a field the schema does not declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import { sessionSchema } from '@/domain/schemas/auth';
import { orderListRowSchema } from '@/domain/flights/flight-orders';
import { serializerCompiler, trustedShape } from '@/server/http/trusted-serializer';
import { seedDemoOrders } from '@/server/flights/orders/demo-seed';
import { bearer, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

function both(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { fast: serializerCompiler(route), zod: zodSerializerCompiler(route) };
}

describe('trusted answers', () => {
  it.each(['harbour.ops', 'kowloon.super', 'admin'])('GET /me as %s: the same JSON as zod, undeclared fields dropped', async (username) => {
    const token = await t.login(username);
    const answer = await t.call<{ userInfo: Record<string, unknown> }>({ method: 'GET', url: '/api/base/v2/me', headers: bearer(token) });
    expect(answer.body.code).toBe(0);
    const { fast, zod } = both(trustedShape(envelopeOf(sessionSchema)));
    expect(fast(answer.body)).toBe(zod(answer.body));
    const leaky = { ...answer.body, data: { ...answer.body.data, userInfo: { ...answer.body.data.userInfo, passwordHash: 'secret' } } };
    expect(fast(leaky)).toBe(zod(answer.body));
    expect(fast(leaky)).not.toContain('secret');
  });

  it('the orders list: the same JSON as zod for rows with and without nulls', async () => {
    const token = await t.login('harbour.ops');
    const answer = await t.call({ method: 'GET', url: '/api/order/v2/flight/orders?_start=0&_end=50', headers: bearer(token) });
    expect(answer.body.code).toBe(0);
    const rows = answer.body.data as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(5);
    const { fast, zod } = both(trustedShape(envelopeOf(z.array(orderListRowSchema))));
    expect(fast(answer.body)).toBe(zod(answer.body));
    const nulls = {
      ...answer.body,
      data: rows.map((r) => ({
        ...r,
        originOrderId: null,
        originOrderNo: null,
        payBefore: null,
        ticketingDeadline: null,
        lockedById: null,
        extra: 1,
      })),
    };
    expect(fast(nulls)).toBe(zod({ ...nulls, data: nulls.data.map(({ extra: _e, ...r }) => r) }));
  });
});
