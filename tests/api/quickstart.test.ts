// The integrator quickstart runs as an integrator would: a separate process, over real HTTP, with an
// agency API key, against a server this test starts. It must search, book and pay.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agencies, flightOrders } from '@/server/db/schema';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';

const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const QUICKSTART = fileURLToPath(new URL('../../scripts/quickstart.ts', import.meta.url));

let t: TestApp;
let baseUrl: string;
let apiKey: string;

beforeAll(async () => {
  t = await startFlightApp();
  const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
  const issued = await t.call<{ apiKey: string }>({ method: 'POST', url: `/api/base/v2/agencies/${harbour!.id}/apikey`, headers: bearer(await t.login('admin')) });
  apiKey = issued.body.data.apiKey;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

it('searches, books and pays a flight with an API key', async () => {
  const { stdout } = await run(process.execPath, [TSX, QUICKSTART, 'airport-PVG', 'airport-HKG', '30'], {
    env: { ...process.env, TESSERA_URL: baseUrl, TESSERA_API_KEY: apiKey },
    timeout: 120_000,
  });
  const orderNo = /order (\S+) \(id \d+\): to_be_paid/.exec(stdout)?.[1];
  expect(orderNo, stdout).toBeDefined();
  expect(stdout).toMatch(new RegExp(`paid: order ${orderNo} is proceeding`));
  const [order] = await t.database.db.select({ status: flightOrders.status }).from(flightOrders).where(eq(flightOrders.orderNo, orderNo!));
  // Paid: the supplier may already have issued the tickets (the listening app runs its jobs).
  expect(['proceeding', 'issued']).toContain(order!.status);
}, 150_000);

it('says how to get a key when none is given', async () => {
  const failed = await run(process.execPath, [TSX, QUICKSTART], { env: { ...process.env, TESSERA_URL: baseUrl, TESSERA_API_KEY: '' } }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining('TESSERA_API_KEY') });
}, 60_000);
