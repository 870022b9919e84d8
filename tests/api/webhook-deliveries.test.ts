// The agency's webhook delivery log: what was sent, what the receiver answered, the body as signed,
// and sending an event again, for the agency's SuperUser (and its API key), never another agency.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@/domain/schemas/webhook-deliveries';
import { agencies } from '@/server/db/schema';
import { apiClientFor } from './support/api-client';
import { bearer } from './support/harness';
import { setAgencySettings, startFlightApp } from './support/flights';
import { bookOrder, runJobs } from './support/orders';

const LOG = '/api/order/v2/webhook-deliveries';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('webhook deliveries', () => {
  it('lists what each receiver answered, shows the signed body, and sends a given-up event again', async () => {
    let answer = 500;
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const t = await startFlightApp({}, { orders: { notifyRetryDelaySeconds: 1, notifyRetryLimit: 1 } }, { outboundAllow: ['127.0.0.1'] });
    try {
      await setAgencySettings(t, 'HARBOUR', (s) => {
        s.flight.bookingNotifyUrl = url;
      });
      const superUser = await t.login('harbour.super');
      await t.call({ method: 'POST', url: '/api/base/v2/company/notify-secret', headers: bearer(superUser) });
      const ops = await t.login('harbour.ops');
      const order = await bookOrder(t, ops);
      await t.call({
        method: 'POST',
        url: `/api/order/v2/flight/orders/${order.id}/payment`,
        headers: bearer(ops),
        payload: { channel: 'balance' },
      });

      // The log is read and worked through the generated client, as an agency's program would.
      const agency = apiClientFor(t, { token: superUser });
      const list = async () => {
        const answer = await agency.GET('/api/order/v2/webhook-deliveries', {
          params: { query: { orderNo: order.orderNo, event_like: 'proceeding' } },
        });
        return { rows: answer.data!.data, total: Number(answer.response.headers.get('x-total-count')) };
      };
      // A busy machine may take a while to give up on the receiver: the test's own limit stays above this wait.
      const until = Date.now() + 60_000;
      while (Date.now() < until && (await list()).rows[0]?.status !== 'failed') {
        await runJobs(t);
        await sleep(200);
      }
      const given = (await list()).rows;
      expect(given).toHaveLength(1);
      expect(given[0]).toMatchObject({
        event: 'order.proceeding',
        channel: 'booking',
        orderNo: order.orderNo,
        status: 'failed',
        lastStatus: 500,
        url,
      });
      expect(given[0]!.attempts).toBeGreaterThanOrEqual(2);
      expect((await list()).total).toBe(1);

      // The body exactly as it was signed and sent.
      const shown = await agency.GET('/api/order/v2/webhook-deliveries/{id}', { params: { path: { id: given[0]!.id } } });
      expect(JSON.stringify(shown.data!.data.body)).toBe(bodies.find((b) => b.includes('order.proceeding')));

      // Sent again once the receiver is mended: the same event id, delivered.
      answer = 200;
      const sentBefore = bodies.length;
      const resend = () => agency.POST('/api/order/v2/webhook-deliveries/{id}/resend', { params: { path: { id: given[0]!.id } } });
      expect((await resend()).data!.data.status).toBe('pending');
      // While it is on its way, a second re-send is refused and queues nothing.
      const twice = await resend();
      expect(twice.response.status).toBe(409);
      expect(twice.error!.code).toBe(700107);
      await runJobs(t);
      const after = (await list()).rows[0]!;
      expect(after).toMatchObject({ id: given[0]!.id, status: 'delivered', lastStatus: 200 });
      // Other events of the order may be retried in the same run, so look for this event among what arrived after the re-send.
      const sentAgain = bodies.slice(sentBefore).map((b) => (JSON.parse(b) as { id: string }).id);
      expect(sentAgain.filter((id) => id === given[0]!.id)).toHaveLength(1);
      expect(bodies.filter((b) => b.includes(given[0]!.id) && b.includes('order.proceeding'))).toHaveLength(after.attempts);

      // Who may read it: the agency's SuperUser and its API key; not its operators, not another agency.
      expect((await t.call({ method: 'GET', url: LOG, headers: bearer(ops) })).status).toBe(403);
      const kowloon = await t.login('kowloon.super');
      expect((await t.call({ method: 'GET', url: `${LOG}/${given[0]!.id}`, headers: bearer(kowloon) })).status).toBe(404);
      expect((await t.call<WebhookDelivery[]>({ method: 'GET', url: LOG, headers: bearer(kowloon) })).body.data).toEqual([]);
      const [harbour] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR'));
      const key = (
        await t.call<{ apiKey: string }>({
          method: 'POST',
          url: `/api/base/v2/agencies/${harbour!.id}/apikey`,
          headers: bearer(await t.login('admin')),
        })
      ).body.data.apiKey;
      const viaKey = await apiClientFor(t, { apiKey: key }).GET('/api/order/v2/webhook-deliveries', {
        params: { query: { status: 'delivered' } },
      });
      expect(viaKey.data!.data.map((d) => d.id)).toContain(given[0]!.id);
    } finally {
      await t.close();
      server.close();
    }
  }, 120_000);
});
