// Webhooks from real suppliers. Duffel's `order.airline_initiated_change_detected` becomes a
// disruption of the order it names (read again from Duffel's list, so what is recorded is Duffel's
// current word). No token: the supplier's signature over the raw body is checked instead. Every
// genuine delivery is answered 200 whatever it says, so the supplier does not send it again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/reply';
import { airlineChangeOf } from '../suppliers/duffel/duffel-supplier';
import { DUFFEL_SIGNATURE_HEADER, isDuffelSigned } from '../suppliers/duffel/webhook-signature';
import type { AirlineChange } from '../suppliers/types';
import type { OrdersContext } from './context';
import { recordAirlineChanges } from './airline-changes';
import type { AirlineInitiatedChange } from '../suppliers/duffel/wire';

export const SUPPLIER_WEBHOOK_PREFIX = '/api/order/v2/flight/supplier-webhooks';
export const DUFFEL_WEBHOOK_ROUTE = '/duffel';
export const DUFFEL_WEBHOOK_PATH = `${SUPPLIER_WEBHOOK_PREFIX}${DUFFEL_WEBHOOK_ROUTE}`;
const AIRLINE_CHANGE_EVENT = 'order.airline_initiated_change_detected';
const tags = ['flight disruptions'];

const eventSchema = z
  .object({
    type: z.string(),
    data: z.object({ object: z.object({ id: z.string().max(64), order_id: z.string().max(64) }).passthrough() }),
  })
  .passthrough();

/** The change as the webhook carries it, if it reads as one (used when Duffel cannot be asked). */
function carried(object: unknown): AirlineChange[] {
  try {
    return [airlineChangeOf(object as AirlineInitiatedChange)];
  } catch {
    return [];
  }
}

export async function supplierWebhookRoutes(
  app: FastifyInstance,
  { ctx, duffelSecret }: { ctx: OrdersContext; duffelSecret?: () => string | undefined },
) {
  const secret = duffelSecret ?? (() => process.env.DUFFEL_WEBHOOK_SECRET);
  // The signature covers the raw body, so this scope keeps it as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    DUFFEL_WEBHOOK_ROUTE,
    { config: { public: true }, schema: { tags, summary: 'Signed webhook from Duffel (X-Duffel-Signature is checked, no token)' } },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!isDuffelSigned(secret() ?? '', raw, request.headers[DUFFEL_SIGNATURE_HEADER])) throw new ApiError('SUPPLIER_SIGNATURE_INVALID');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new ApiError('VALIDATION', { fields: 'body' });
      }
      const event = eventSchema.safeParse(json);
      if (!event.success || event.data.type !== AIRLINE_CHANGE_EVENT) return ok({ result: 'ignored' });
      const object = event.data.data.object;
      return ok({ result: await recordAirlineChanges(ctx, 'DUFFEL', object.order_id, carried(object)) });
    },
  );
}
