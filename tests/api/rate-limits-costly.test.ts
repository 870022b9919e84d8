// The operations that cost work and had no limit: train search and after-sales, agency and staff
// chat messages, opening event streams (per caller and per address), and how many streams one caller
// and one process hold open at once. Streams are held over real HTTP, as a browser holds them.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamReader } from './support/event-stream';
import { bearer, startTestApp, type TestApp } from './support/harness';

const PER_CALLER = 2;
const STREAMS_PER_CALLER = 3;
const STREAMS_PER_PROCESS = 5;
const OPENS_PER_ADDRESS = 4;

let t: TestApp;
let base: string;
let ops: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      limits: {
        search: { perCaller: PER_CALLER, perAddress: 1000 },
        application: { perCaller: PER_CALLER, perAddress: 1000 },
        chatMessage: { perCaller: PER_CALLER, perAddress: 1000 },
        chatStart: { perCaller: 1000, perAddress: 1000 },
        streamOpen: { perCaller: 1000, perAddress: 1000 },
        login: { perCaller: 1000, perAddress: 1000 },
      },
      streams: { perCaller: STREAMS_PER_CALLER, perProcess: STREAMS_PER_PROCESS },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [ops, admin] = [await t.login('harbour.ops'), await t.login('admin')];
}, 120_000);
afterAll(() => t?.close());

async function expectLimitedAfter(
  times: number,
  send: () => Promise<{ status: number; body: { code: number }; headers: Record<string, unknown> }>,
) {
  for (let i = 0; i < times; i++) expect((await send()).status, `call ${i + 1}`).not.toBe(429);
  const refused = await send();
  expect([refused.status, refused.body.code]).toEqual([429, 300011]);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits on costly calls', () => {
  it('train search', async () => {
    await expectLimitedAfter(PER_CALLER, () =>
      t.call({
        method: 'POST',
        url: '/api/shopping/v2/train/search',
        headers: bearer(ops),
        payload: { from: 'beijing', to: 'shanghai', date: '2030-01-10' },
      }),
    );
  });

  it('train after-sales: refund, change and cancel share one allowance', async () => {
    const token = await t.login('harbour.super');
    let n = 0;
    const actions = ['refund', 'change', 'cancel'];
    await expectLimitedAfter(PER_CALLER, () =>
      t.call({ method: 'POST', url: `/api/order/v2/train/orders/999999/${actions[n++ % 3]}`, headers: bearer(token), payload: {} }),
    );
  });

  it('agency chat messages and staff replies', async () => {
    await expectLimitedAfter(PER_CALLER, () =>
      t.call({ method: 'POST', url: '/api/base/v2/chat/mine/messages', headers: bearer(ops), payload: { text: 'hello' } }),
    );
    await expectLimitedAfter(PER_CALLER, () =>
      t.call({ method: 'POST', url: '/api/base/v2/chat/conversations/1/messages', headers: bearer(admin), payload: { text: 'hello' } }),
    );
  });
});

describe('event streams', () => {
  async function visitor(): Promise<{ id: number; token: string }> {
    const res = await t.call<{ conversationId: number; token: string }>({
      method: 'POST',
      url: '/api/base/v2/chat/visitor',
      payload: { name: 'Ann', email: 'ann@example.com', text: 'hi' },
    });
    return { id: res.body.data.conversationId, token: res.body.data.token };
  }
  const visitorStream = (v: { id: number; token: string }) =>
    openEventStream(`${base}/api/base/v2/chat/visitor/${v.id}/stream?token=${v.token}`);

  async function until(condition: () => Promise<boolean>, withinMs = 10_000) {
    const end = Date.now() + withinMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setImmediate(r));
    }
  }

  it('one visitor token holds a few streams at once, not hundreds; a closed stream gives its slot back', async () => {
    const v = await visitor();
    const readers = await Promise.all(Array.from({ length: 20 }, () => visitorStream(v)));
    try {
      const open = readers.filter((r) => r.status === 200);
      expect(open).toHaveLength(STREAMS_PER_CALLER);
      expect(readers.filter((r) => r.status === 429)).toHaveLength(20 - STREAMS_PER_CALLER);
      // The server answers meanwhile.
      expect((await t.call({ method: 'GET', url: '/api/base/v2/me', headers: bearer(ops) })).status).toBe(200);
      open[0]!.close();
      let again: EventStreamReader | undefined;
      await until(async () => {
        again?.close();
        again = await visitorStream(v);
        return again.status === 200;
      });
      again!.close();
    } finally {
      for (const r of readers) r.close();
    }
  });

  it('the process holds a bounded number of streams, whoever opens them', async () => {
    const visitors = await Promise.all(Array.from({ length: STREAMS_PER_PROCESS + 2 }, () => visitor()));
    // Slots of the previous test's streams come back as their connections close.
    let readers: EventStreamReader[] = [];
    await until(async () => {
      for (const r of readers) r.close();
      readers = [];
      for (const v of visitors.slice(0, STREAMS_PER_PROCESS)) readers.push(await visitorStream(v));
      return readers.every((r) => r.status === 200);
    });
    try {
      const extra = await visitorStream(visitors[STREAMS_PER_PROCESS]!);
      expect(extra.status).toBe(429);
      const staffInbox = await openEventStream(`${base}/api/base/v2/chat/stream`, bearer(admin));
      expect(staffInbox.status).toBe(429);
    } finally {
      for (const r of readers) r.close();
    }
  });

  it('opening streams is rate-limited per address, whatever the token', async () => {
    const strict = await startTestApp({ rateLimits: { limits: { streamOpen: { perCaller: 1000, perAddress: OPENS_PER_ADDRESS } } } });
    try {
      // Unknown conversations answer 404 at once: the open still counts.
      const open = (i: number) =>
        strict.call({ method: 'GET', url: `/api/base/v2/chat/visitor/99999/stream?token=t${i}`, remoteAddress: '203.0.113.40' });
      for (let i = 0; i < OPENS_PER_ADDRESS; i++) expect((await open(i)).status).toBe(404);
      const refused = await open(99);
      expect([refused.status, refused.body.code]).toEqual([429, 300011]);
      // Another address is not affected.
      expect(
        (await strict.call({ method: 'GET', url: '/api/base/v2/chat/visitor/99999/stream?token=x', remoteAddress: '203.0.113.41' })).status,
      ).toBe(404);
    } finally {
      await strict.close();
    }
  }, 120_000);
});
