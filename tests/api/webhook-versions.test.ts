// Webhook deliveries may arrive out of order or twice; each order event carries the order's version
// and its state after the event, so a receiver that keeps the highest version's state ends on the
// order's real state whatever the arrival order. Here the receiver refuses every "proceeding" event
// until the same order's "issued" event has arrived, so the later change always arrives first.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/harness';
import { setAgencySettings, startFlightApp } from './support/flights';
import { bookOrder, runJobs, statusOf } from './support/orders';

interface Delivered {
  id: string;
  event: string;
  data: {
    orderId: number;
    from: string | null;
    to: string;
    orderVersion: number;
    state: { status: string; paymentStatus: string; totalAmount: number; currency: string };
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('order webhooks', () => {
  it('carry a version per order that a receiver applies blindly, whatever the arrival order', { timeout: 120_000 }, async () => {
    const accepted: Delivered[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const event = JSON.parse(body) as Delivered;
        const issuedArrived = accepted.some((e) => e.data.orderId === event.data.orderId && e.event === 'order.issued');
        if (event.event === 'order.proceeding' && !issuedArrived) return void res.writeHead(503).end();
        accepted.push(event);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const t = await startFlightApp({}, { orders: { notifyRetryDelaySeconds: 1, notifyRetryLimit: 20 } }, { outboundAllow: ['127.0.0.1'] });
    try {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.flight.bookingNotifyUrl = url;
      });
      await t.call({ method: 'POST', url: '/api/base/v2/company/notify-secret', headers: bearer(await t.login('harbour.super')) });
      const token = await t.login('harbour.ops');
      const orders = await Promise.all(['LI', 'WANG', 'CHEN'].map((surname, i) => bookOrder(t, token, { surname, days: 20 + i })));
      // Paid at once, from three callers' requests in parallel.
      await Promise.all(
        orders.map((o) =>
          t.call({
            method: 'POST',
            url: `/api/order/v2/flight/orders/${o.id}/payment`,
            headers: bearer(token),
            payload: { channel: 'balance' },
          }),
        ),
      );

      const ids = orders.map((o) => o.id);
      const done = () => ids.every((id) => accepted.some((e) => e.data.orderId === id && e.event === 'order.proceeding'));
      const until = Date.now() + 60_000;
      while (Date.now() < until && !done()) {
        await runJobs(t);
        await sleep(200);
      }
      expect(done(), "every order's events delivered").toBe(true);

      for (const id of ids) {
        const events = accepted.filter((e) => e.data.orderId === id);
        const arrival = events.map((e) => e.event);
        // The later change arrived first: keeping the last delivery's state would end wrong.
        expect(arrival.indexOf('order.issued')).toBeLessThan(arrival.indexOf('order.proceeding'));
        expect(events.at(-1)!.data.state.status).not.toBe(await statusOf(t, id));

        // Versions: one per change, increasing along the order's own chain of statuses.
        const byVersion = [...events].sort((a, b) => a.data.orderVersion - b.data.orderVersion);
        expect(new Set(events.map((e) => e.data.orderVersion)).size).toBe(events.length);
        for (let i = 1; i < byVersion.length; i++) expect(byVersion[i]!.data.from).toBe(byVersion[i - 1]!.data.to);
        expect(byVersion.map((e) => e.data.to)).toEqual(['proceeding', 'issued']);

        // The three lines of docs/integrators.md: apply only a newer version.
        let held: { version: number; status: string } = { version: 0, status: 'unknown' };
        for (const e of events)
          if (e.data.orderVersion > held.version) held = { version: e.data.orderVersion, status: e.data.state.status };
        expect(held.status).toBe(await statusOf(t, id));
        expect(byVersion.at(-1)!.data.state).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
      }
    } finally {
      await t.close();
      server.close();
    }
  });
});
