// Jobs survive a restart (queued in the database, picked up by the next server's workers), and
// notifications: signed JSON, at least once, retried with backoff, one event id across attempts,
// each attempt in the order's history.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { verifyTesseraSignature } from '../../docs/examples/verify-notification.mjs';
import { bearer } from './support/harness';
import { flightOptions, setAgencySettings, startFlightApp } from './support/flights';
import { bookOrder, detail, runJobs, statusOf } from './support/orders';
import { expectLedgerConsistent } from './support/money';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('jobs across a restart', () => {
  it("a ticketing job queued before the restart is run by the next server's workers", async () => {
    const t = await startFlightApp();
    try {
      const token = await t.login('harbour.ops');
      const order = await bookOrder(t, token, { payment: 'balance' });
      expect(await t.app.orders.jobs.count('order-ticketing')).toBe(1);
      // The first server stops before any worker ran (inject-only apps never start workers).
      await t.app.close();
      const next = await buildApp({ db: t.database.db, flights: flightOptions() });
      try {
        await next.listen({ port: 0, host: '127.0.0.1' });
        const until = Date.now() + 15_000;
        while (Date.now() < until && (await statusOf(t, order.id)) !== 'issued') await sleep(200);
        expect(await statusOf(t, order.id)).toBe('issued');
        expect(await next.orders.jobs.count('order-ticketing')).toBe(0);
      } finally {
        await next.close();
      }
      await expectLedgerConsistent(t);
    } finally {
      await t.close();
    }
  });
});

describe('booking notifications', () => {
  it('are signed, retried with backoff until delivered, and logged in the history', async () => {
    const received: Array<{ headers: IncomingMessage['headers']; body: string; answered: number }> = [];
    // Each event fails twice before it is accepted.
    const tries = new Map<string, number>();
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const id = String(req.headers['x-tessera-event-id']);
        tries.set(id, (tries.get(id) ?? 0) + 1);
        const answered = tries.get(id)! <= 2 ? 500 : 200;
        received.push({ headers: req.headers, body, answered });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    // The receiver is on this machine: the operator allows its address (public ones only otherwise).
    const t = await startFlightApp({}, { orders: { notifyRetryDelaySeconds: 1, notifyRetryLimit: 5 } }, { outboundAllow: ['127.0.0.1'] });
    try {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.flight.bookingNotifyUrl = url;
      });
      const issued = await t.call<{ secret: string }>({
        method: 'POST',
        url: '/api/base/v2/company/notify-secret',
        headers: bearer(await t.login('harbour.super')),
      });
      expect(issued.body.data.secret).toMatch(/^whsec_/);
      const token = await t.login('harbour.ops');
      const order = await bookOrder(t, token);
      await t.call({
        method: 'POST',
        url: `/api/order/v2/flight/orders/${order.id}/payment`,
        headers: { authorization: `Bearer ${token}` },
        payload: { channel: 'balance' },
      });
      const until = Date.now() + 20_000;
      const paidEvent = () => received.filter((r) => JSON.parse(r.body).event === 'order.proceeding');
      while (Date.now() < until && !paidEvent().some((r) => r.answered === 200)) {
        await runJobs(t);
        await sleep(250);
      }
      const attempts = paidEvent();
      expect(attempts.map((a) => a.answered)).toEqual([500, 500, 200]);
      const ids = new Set(attempts.map((a) => a.headers['x-tessera-event-id']));
      expect(ids.size).toBe(1);
      for (const a of attempts) {
        const body = JSON.parse(a.body) as { id: string; data: { orderNo: string; to: string } };
        expect(body.id).toBe(a.headers['x-tessera-event-id']);
        expect(body.data).toMatchObject({ orderNo: order.orderNo, to: 'proceeding' });
        expect(
          verifyTesseraSignature(
            issued.body.data.secret,
            a.body,
            String(a.headers['x-tessera-timestamp']),
            String(a.headers['x-tessera-signature']),
          ),
        ).toBe(true);
      }
      const log = (await detail(t, token, order.id)).body.data.history.filter(
        (h) => h.kind === 'notification' && h.note?.includes('order.proceeding'),
      );
      expect(log.map((h) => /attempt (\d+): (\w+)/.exec(h.note!)!.slice(1))).toEqual([
        ['1', 'failed'],
        ['2', 'failed'],
        ['3', 'delivered'],
      ]);
      // The agency reads that the receiver answered 500, not the receiver's words.
      expect(log[0]!.note).toContain('not delivered: the receiver answered HTTP 500');
    } finally {
      await t.close();
      server.close();
    }
  });
});
