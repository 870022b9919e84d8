// A search's progress pushed as server-sent events: one event per supplier answer, in the order
// they answer, the solutions readable when the event arrives, the stream ending with the search;
// followed from the stored rows by a server that did not start the search; another agency's search
// is not found.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchProgress } from '@/domain/flights/shopping';
import { buildApp } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/client';
import { flightOptions, oneWay, search, solutions, startFlightApp } from './support/flights';
import { openEventStream, type StreamEvent } from './support/event-stream';
import { bearer, type TestApp } from './support/harness';

// Fixed, well separated latencies so the order of answers is known.
const STAGGERED = {
  SKYLINK: { latencyMs: [600, 600] as [number, number] },
  DRAGONFARE: { latencyMs: [1500, 1500] as [number, number] },
  ORIENTNDC: { latencyMs: [2500, 2500] as [number, number] },
};
const SHOP = '/api/shopping/v2/flight/async-shopping';

let t: TestApp;
let url: string;
let other: { app: FastifyInstance; url: string; database: Database | null };
let ops: string;

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await startFlightApp(STAGGERED);
  url = await listening(t.app);
  // A second server on the same database, with its own (empty) search cache.
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 4 }) : null;
  const app = await buildApp({ db: database?.db ?? t.database.db, flights: flightOptions(STAGGERED) });
  other = { app, database, url: await listening(app) };
  ops = await t.login('harbour.ops');
}, 120_000);
afterAll(async () => {
  await other?.app.close();
  await other?.database?.close();
  await t?.close();
});

const progressOf = (events: StreamEvent[]) => events.filter((e) => e.event === 'progress').map((e) => e.data as SearchProgress);

describe('search progress stream', () => {
  it('sends one event per supplier as each answers, and ends with the search', async () => {
    const id = await search(t, ops, oneWay('airport-PVG', 'airport-HKG', 21));
    const stream = await openEventStream(`${url}${SHOP}/${id}/events`, bearer(ops));
    expect(stream.status).toBe(200);

    const first = await stream.waitFor((e) => (e.data as SearchProgress).answered === 1);
    // The solutions are there when the event says so: the first supplier's offers, nothing else yet.
    const seen = (await solutions(t, ops, { id, limit: 500 })).body.data;
    expect(first.data).toEqual({ answered: 1, of: 3, complete: false });
    expect(seen.total).toBeGreaterThan(0);
    // The first to answer is the fastest; on a busy machine the next may have answered by the time
    // the read arrives, but never out of the staggered order.
    const answered = seen.suppliers.filter((s) => s.status !== 'pending').map((s) => s.supplier);
    expect(answered).toEqual(['SKYLINK', 'DRAGONFARE', 'ORIENTNDC'].slice(0, Math.max(1, answered.length)));

    await stream.waitFor((e) => (e.data as SearchProgress).complete, 15_000);
    // Every step after the stream opened, each once, in order; the stream opened before the second answer.
    const steps = progressOf(stream.events).map((p) => `${p.answered}${p.complete ? ' complete' : ''}`);
    const all = ['0', '1', '2', '3', '3 complete'];
    expect(steps).toEqual(all.slice(all.indexOf(steps[0]!)));
    expect(['0', '1']).toContain(steps[0]);
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);
    expect((await solutions(t, ops, { id, limit: 500 })).body.data.complete).toBe(true);
    stream.close();
  });

  it('follows a search started on another server through its stored rows', async () => {
    const id = await search(t, ops, oneWay('airport-PEK', 'airport-SIN', 22));
    const stream = await openEventStream(`${other.url}${SHOP}/${id}/events`, bearer(ops));
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => (e.data as SearchProgress).complete, 15_000);
    const steps = progressOf(stream.events).map((p) => p.answered);
    expect(steps).toEqual([...steps].sort());
    expect(steps.at(-1)).toBe(3);
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);
  });

  it("answers a finished search with one last event, and another agency's search as not found", async () => {
    const id = await search(t, ops, oneWay('airport-CAN', 'airport-CTU', 23));
    const done = await openEventStream(`${url}${SHOP}/${id}/events`, bearer(ops));
    await done.waitFor((e) => (e.data as SearchProgress).complete, 15_000);

    const again = await openEventStream(`${url}${SHOP}/${id}/events`, bearer(ops));
    await expect.poll(() => again.ended, { timeout: 10_000 }).toBe(true);
    expect(progressOf(again.events)).toEqual([{ answered: 3, of: 3, complete: true }]);

    const kowloon = await t.login('kowloon.super');
    const refused = await openEventStream(`${url}${SHOP}/${id}/events`, bearer(kowloon));
    expect(refused.status).toBe(404);
    const anonymous = await openEventStream(`${url}${SHOP}/${id}/events`);
    expect(anonymous.status).toBe(401);
  });
});
