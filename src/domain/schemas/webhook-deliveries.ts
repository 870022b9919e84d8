// The agency's webhook deliveries: every event sent (or being sent) to its notification URLs, with
// the body as signed and what the receiver answered, so an integrator can see what arrived and have
// one sent again. The text of a network error is never shown (it would tell a prober what lives at
// an address): only the receiver's HTTP status.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_CHANNELS = ['booking', 'flight_change', 'train'] as const;

export const webhookDeliverySchema = z.object({
  /** The event id: the body's id and x-tessera-event-id, the same on every attempt and re-send. */
  id: z.uuid(),
  channel: z.enum(WEBHOOK_CHANNELS),
  event: text(),
  orderId: z.number().int().nullable(),
  orderNo: text().nullable(),
  url: text(),
  /** pending: queued or being retried; delivered: a 2xx answer; failed: retries given up. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last attempt (null: no answer, refused address or no signing key). */
  lastStatus: z.number().int().nullable(),
  deliveredAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** One delivery with the JSON body as it is signed and sent. */
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({ body: z.record(z.string(), z.unknown()) });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryFilterSchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  channel: z.enum(WEBHOOK_CHANNELS).optional(),
  event_like: text().trim().max(48).optional(),
  orderNo: text().trim().max(32).optional(),
});
