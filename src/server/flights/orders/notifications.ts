// Outgoing notifications (agency settings: booking, flight-change and train notification URLs). An event is
// written to the outbox in the business transaction and delivered by a job: POST of signed JSON, at
// least once, retried with backoff by the queue; each attempt is logged in the order's history.
// Receivers verify `x-tessera-signature: sha256=<hex HMAC-SHA256(key, "<timestamp>.<body>")>` with
// `x-tessera-timestamp`, and de-duplicate on the body's `id`. Deliveries may arrive out of order or
// twice: every order event carries the order's version (order-version.ts) and its state after the
// event, so a receiver keeps the state of the highest version it has seen (signed; the `x-tessera-event-id` header repeats it but is not signed). The key is
// the agency's own signing key (outbound/signing.ts); an agency without one gets nothing until it
// is issued (the attempts wait and retry). Only public addresses are reached (outbound/).
import { eq, sql } from 'drizzle-orm';
import { settingsOf } from '../../agencies/settings';
import type { Db } from '../../db/client';
import { agencies, notificationDeliveries, trainOrderEvents } from '../../db/schema';
import { guardedPost, OutboundRefused } from '../../outbound/guarded-request';
import { activeKeys, SIGNATURE_HEADER, signatureHeader, TIMESTAMP_HEADER } from '../../outbound/signing';
import type { Executor } from '@/server/db/executor';
import type { OrdersContext } from './context';
import { SUPPLIER, TIMER } from './order-row';
import { orderVersionOf } from './order-version';
import { noteHistory } from './transition';
import { countWebhookDelivery } from '../../metrics/service-metrics';
import { inSpan, SpanKind } from '../../tracing/spans';
import { note, noteColumns } from '@/domain/flights/history-note';

export const NOTIFY_JOB = 'order-notification';
export type NotifyChannel = 'booking' | 'flight_change' | 'train';

/** Queues an event for the agency's URL of that channel (nothing when the agency set none). */
export async function queueNotification(
  tx: Executor,
  ctx: Pick<OrdersContext, 'jobs'>,
  input: { agencyId: number; orderId: number | null; channel: NotifyChannel; event: string; data: Record<string, unknown> },
): Promise<string | null> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, input.agencyId));
  if (!agency) return null;
  const { flight, train } = settingsOf(agency);
  const url =
    input.channel === 'train' ? train.notifyUrl : input.channel === 'booking' ? flight.bookingNotifyUrl : flight.flightChangeNotifyUrl;
  if (!url) return null;
  const orderVersion =
    input.orderId === null ? null : await orderVersionOf(tx, input.channel === 'train' ? 'train' : 'flight', input.orderId);
  const [row] = await tx
    .insert(notificationDeliveries)
    .values({
      agencyId: input.agencyId,
      orderId: input.orderId,
      channel: input.channel,
      event: input.event,
      url,
      payload: { ...input.data, orderVersion },
    })
    .returning({ id: notificationDeliveries.id });
  await ctx.jobs.send(tx, NOTIFY_JOB, { deliveryId: row!.id });
  return row!.id;
}

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/** The JSON a delivery sends (and signs): the same on every attempt and re-send. */
export function deliveryBody(delivery: Pick<DeliveryRow, 'id' | 'event' | 'channel' | 'createdAt' | 'payload'>) {
  return {
    id: delivery.id,
    event: delivery.event,
    channel: delivery.channel,
    occurredAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  };
}

/** One delivery attempt. Throws on failure so the queue retries it later (with backoff). */
export async function deliver(ctx: OrdersContext, deliveryId: string, retryCount: number): Promise<void> {
  const db: Db = ctx.db;
  const [delivery] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, deliveryId));
  if (!delivery || delivery.status !== 'pending') return;
  const [agency] = await db
    .select({
      notifySecret: agencies.notifySecret,
      notifySecretPrevious: agencies.notifySecretPrevious,
      notifySecretPreviousUntil: agencies.notifySecretPreviousUntil,
    })
    .from(agencies)
    .where(eq(agencies.id, delivery.agencyId));
  const keys = agency ? activeKeys(agency, ctx.now()) : [];
  const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
  const body = JSON.stringify(deliveryBody(delivery));
  const attempt = delivery.attempts + 1;
  let status: number | null = null;
  let error: NotDeliveredReason | null = null;
  let internal: string | null = null;
  // What the agency reads is only "not delivered" (and a receiver's own HTTP status): never the text
  // of a network error, which would tell a prober what lives at an address.
  const started = performance.now();
  const target = URL.canParse(delivery.url) ? new URL(delivery.url) : null;
  try {
    if (keys.length === 0) throw new MissingKey();
    // The span names the receiver without its query string (an agency may put a token there).
    const response = await inSpan(
      'POST',
      SpanKind.CLIENT,
      {
        'http.request.method': 'POST',
        'url.full': target ? `${target.origin}${target.pathname}` : '',
        'server.address': target?.hostname ?? '',
        'tessera.webhook.event': delivery.event,
      },
      async (span) => {
        const answer = await guardedPost(
          delivery.url,
          body,
          {
            'content-type': 'application/json',
            'x-tessera-event-id': delivery.id,
            'x-tessera-event': delivery.event,
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signatureHeader(keys, timestamp, body),
          },
          { policy: ctx.outbound, timeoutMs: ctx.options.notifyTimeoutMs ?? 5000 },
        );
        span?.setAttribute('http.response.status_code', answer.status);
        return answer;
      },
    );
    status = response.status;
    if (status < 200 || status >= 300) error = 'http';
  } catch (e) {
    error = e instanceof MissingKey ? 'noKey' : e instanceof OutboundRefused ? 'refused' : 'unreachable';
    internal = e instanceof Error ? e.message : String(e);
  }
  const lastTry = retryCount >= (ctx.options.notifyRetryLimit ?? 8);
  const outcome = error === null ? 'delivered' : lastTry ? 'failed' : 'pending';
  countWebhookDelivery(outcome === 'pending' ? 'retrying' : outcome, (performance.now() - started) / 1000);
  await db.transaction(async (tx) => {
    await tx
      .update(notificationDeliveries)
      .set({
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        status: outcome,
        lastStatus: status,
        lastError: (internal ?? (error && `HTTP ${status}`))?.slice(0, 256) ?? null,
        deliveredAt: error === null ? ctx.now() : null,
        updatedAt: ctx.now(),
      })
      .where(eq(notificationDeliveries.id, delivery.id));
    if (delivery.orderId !== null) {
      const params = {
        channel: delivery.channel,
        event: delivery.event,
        id: delivery.id,
        attempt,
        status: status ?? '',
        reason: error ?? '',
      };
      const key = error === null ? 'notificationDelivered' : outcome === 'failed' ? 'notificationGivenUp' : 'notificationRetrying';
      // Train events are train orders' history; the others flight orders'.
      if (delivery.channel === 'train') {
        await tx
          .insert(trainOrderEvents)
          .values({ orderId: delivery.orderId, kind: 'notification', actor: 'timer', ...noteColumns(note(key, params)) });
      } else await noteHistory(tx, delivery.orderId, 'notification', delivery.channel === 'booking' ? TIMER : SUPPLIER, note(key, params));
    }
  });
  if (outcome === 'pending') throw new Error(`notification ${delivery.id}: ${error}`);
}

class MissingKey extends Error {}

/** Why an attempt failed, as the history says it (orders:history.notes.notDelivered.<reason>). */
type NotDeliveredReason = 'http' | 'refused' | 'noKey' | 'unreachable';
