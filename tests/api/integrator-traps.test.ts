// What an integrator's program meets on its first calls: messages in English when it names no
// language, an empty body accepted where none is needed, settings written back as they were read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agencies } from '@/server/db/schema';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';

let t: TestApp;
let apiKey: string;
let harbourId: number;
let admin: string;

beforeAll(async () => {
  t = await startFlightApp();
  const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
  harbourId = harbour!.id;
  admin = await t.login('admin');
  apiKey = (await t.call<{ apiKey: string }>({ method: 'POST', url: `/api/base/v2/agencies/${harbourId}/apikey`, headers: bearer(admin) }))
    .body.data.apiKey;
});
afterAll(async () => t?.close());

it('answers an API-key caller that names no language in English, and one that names a language in it', async () => {
  const unknown = '/api/shopping/v2/flight/solutions/no-such-offer/verification';
  const plain = await t.call({ method: 'POST', url: unknown, headers: { 'x-api-key': apiKey } });
  expect(plain.status).toBe(404);
  expect(plain.body.message).toMatch(/^This search was not found/);
  const chinese = await t.call({ method: 'POST', url: unknown, headers: { 'x-api-key': apiKey, 'accept-language': 'zh-CN' } });
  expect(chinese.body.message).not.toBe(plain.body.message);
});

it('takes content-type application/json with no body where the body is optional, and names the field where one is needed', async () => {
  const empty = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const verify = await t.call({
    method: 'POST',
    url: '/api/shopping/v2/flight/solutions/no-such-offer/verification',
    headers: empty,
    payload: '',
  });
  expect(verify.status).toBe(404); // past the body: the offer is what is missing
  const book = await t.call<{ fields: Array<{ field: string }> }>({
    method: 'POST',
    url: '/api/order/v2/flight/orders',
    headers: empty,
    payload: '',
  });
  expect(book.status).toBe(400);
  expect(book.body.code).toBe(100400);
});

it("replaces settings with what reading them answered, and refuses another agency's", async () => {
  const url = `/api/base/v2/agencies/${harbourId}/config`;
  const read = await t.call<{ agencyId: number; settings: { flight: { onlyFreeBaggage: boolean } } }>({
    method: 'GET',
    url,
    headers: bearer(admin),
  });
  read.body.data.settings.flight.onlyFreeBaggage = !read.body.data.settings.flight.onlyFreeBaggage;
  const written = await t.call<typeof read.body.data>({ method: 'PUT', url, headers: bearer(admin), payload: read.body.data });
  expect(written.status, written.body.message).toBe(200);
  expect(written.body.data).toEqual(read.body.data);
  const plain = await t.call({ method: 'PUT', url, headers: bearer(admin), payload: read.body.data.settings });
  expect(plain.status).toBe(200);
  const other = await t.call<{ fields: Array<{ field: string }> }>({
    method: 'PUT',
    url,
    headers: bearer(admin),
    payload: { ...read.body.data, agencyId: harbourId + 1000 },
  });
  expect(other.status).toBe(400);
  expect(other.body.data.fields.map((f) => f.field)).toEqual(['agencyId']);
});
