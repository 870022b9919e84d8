// Outgoing notifications (agency settings: booking and flight-change notification URLs). An event is
// written to the outbox in the business transaction and delivered by a job: POST of signed JSON, at
// least once, retried with backoff by the queue; each attempt is logged in the order's history.
// Receivers verify `x-tessera-signature: sha256=<hex HMAC-SHA256(key, "<timestamp>.<body>")>` with
// `x-tessera-timestamp`, and de-duplicate on `x-tessera-event-id` (also the body's `id`). The key is
// the SHA-256 hex of the agency's API key (the agency derives it from the key it holds); an agency
// without an API key is signed with a key derived from the server secret (ask support for it).
import { createHash, createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { settingsOf } from '../agencies/settings';
import type { Db } from '../db/client';
import { agencies, notificationDeliveries } from '../db/schema';
import type { Executor } from '@/server/db/executor';
import type { OrdersContext } from './context';
import { SUPPLIER, TIMER } from './order-row';
import { noteHistory } from './transition';
import { note } from '@/domain/orders/history-note';

export const NOTIFY_JOB = 'order-notification';
export type NotifyChannel = 'booking' | 'flight_change';

const SERVER_SECRET = process.env.NOTIFY_SIGNING_SECRET ?? 'tessera-notify';

export function signingKey(agency: { id: number; apiKeyHash: string | null }): string {
  return agency.apiKeyHash ?? createHmac('sha256', SERVER_SECRET).update(`agency:${agency.id}`).digest('hex');
}

export function signature(key: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function apiKeySigningKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

/** Queues an event for the agency's URL of that channel (nothing when the agency set none). */
export async function queueNotification(
  tx: Executor, ctx: OrdersContext,
  input: { agencyId: number; orderId: number | null; channel: NotifyChannel; event: string; data: Record<string, unknown> },
): Promise<string | null> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, input.agencyId));
  if (!agency) return null;
  const flight = settingsOf(agency).flight;
  const url = input.channel === 'booking' ? flight.bookingNotifyUrl : flight.flightChangeNotifyUrl;
  if (!url) return null;
  const [row] = await tx
    .insert(notificationDeliveries)
    .values({ agencyId: input.agencyId, orderId: input.orderId, channel: input.channel, event: input.event, url, payload: input.data })
    .returning({ id: notificationDeliveries.id });
  await ctx.jobs.send(tx, NOTIFY_JOB, { deliveryId: row!.id });
  return row!.id;
}

/** One delivery attempt. Throws on failure so the queue retries it later (with backoff). */
export async function deliver(ctx: OrdersContext, deliveryId: string, retryCount: number): Promise<void> {
  const db: Db = ctx.db;
  const [delivery] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, deliveryId));
  if (!delivery || delivery.status !== 'pending') return;
  const [agency] = await db.select({ id: agencies.id, apiKeyHash: agencies.apiKeyHash }).from(agencies).where(eq(agencies.id, delivery.agencyId));
  const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
  const body = JSON.stringify({ id: delivery.id, event: delivery.event, channel: delivery.channel, occurredAt: delivery.createdAt.toISOString(), data: delivery.payload });
  const attempt = delivery.attempts + 1;
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-tessera-event-id': delivery.id,
        'x-tessera-event': delivery.event,
        'x-tessera-timestamp': timestamp,
        'x-tessera-signature': signature(signingKey(agency!), timestamp, body),
      },
      signal: AbortSignal.timeout(ctx.options.notifyTimeoutMs ?? 5000),
      redirect: 'manual',
    });
    status = response.status;
    await response.body?.cancel().catch(() => {});
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const lastTry = retryCount >= (ctx.options.notifyRetryLimit ?? 8);
  const outcome = error === null ? 'delivered' : lastTry ? 'failed' : 'pending';
  await db.transaction(async (tx) => {
    await tx.update(notificationDeliveries).set({
      attempts: sql`${notificationDeliveries.attempts} + 1`, status: outcome, lastStatus: status, lastError: error?.slice(0, 256) ?? null,
      deliveredAt: error === null ? ctx.now() : null, updatedAt: ctx.now(),
    }).where(eq(notificationDeliveries.id, delivery.id));
    if (delivery.orderId !== null) {
      const params = { channel: delivery.channel, event: delivery.event, id: delivery.id, attempt, status: status ?? '', error: error?.slice(0, 200) ?? '' };
      const key = error === null ? 'notificationDelivered' : outcome === 'failed' ? 'notificationGivenUp' : 'notificationRetrying';
      await noteHistory(tx, delivery.orderId, 'notification', delivery.channel === 'booking' ? TIMER : SUPPLIER, note(key, params));
    }
  });
  if (outcome === 'pending') throw new Error(`notification ${delivery.id}: ${error}`);
}
