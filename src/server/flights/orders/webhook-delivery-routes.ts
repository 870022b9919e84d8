// GET /api/order/v2/webhook-deliveries: the caller's agency's webhook deliveries, newest first, paged
// the simple-rest way; GET /:id with the body as signed; POST /:id/resend queues the same event (same
// id, same body, signed afresh) once more, for a receiver that lost or refused it. Only the agency's
// own deliveries: a parent agency does not read its sub-agencies' receivers.
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import {
  webhookDeliveryDetailSchema,
  webhookDeliveryFilterSchema,
  webhookDeliverySchema,
  type WebhookDelivery,
} from '@/domain/schemas/webhook-deliveries';
import { identityOf } from '../../access/guard-plugin';
import { noteAudit } from '../../audit/audit';
import { flightOrders, notificationDeliveries, trainOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { containing } from '../../http/like';
import { pageOf } from '../../http/list-query';
import { listQueryOf, setTotal } from '../../http/list-sort';
import { pageWithTotal } from '../../http/paged';
import { ok } from '../../http/reply';
import type { OrdersContext } from './context';
import { deliveryBody, NOTIFY_JOB } from './notifications';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:webhook-deliveries', act: 'read' } };
const write = { access: { obj: 'api:webhook-deliveries', act: 'write' } };
const listQuery = listQueryOf(['createdAt'] as const, webhookDeliveryFilterSchema);
const idParams = z.object({ id: z.uuid() });

/** The order number, whichever kind of order the channel names. */
const orderNo = sql<
  string | null
>`CASE WHEN ${notificationDeliveries.channel} = 'train' THEN ${trainOrders.orderNo} ELSE ${flightOrders.orderNo} END`;
const columns = {
  id: notificationDeliveries.id,
  channel: notificationDeliveries.channel,
  event: notificationDeliveries.event,
  orderId: notificationDeliveries.orderId,
  orderNo,
  url: notificationDeliveries.url,
  status: notificationDeliveries.status,
  attempts: notificationDeliveries.attempts,
  lastStatus: notificationDeliveries.lastStatus,
  deliveredAt: notificationDeliveries.deliveredAt,
  createdAt: notificationDeliveries.createdAt,
  updatedAt: notificationDeliveries.updatedAt,
  payload: notificationDeliveries.payload,
};
type Row = { [K in keyof typeof columns]: unknown } & {
  id: string;
  channel: string;
  event: string;
  orderId: number | null;
  orderNo: string | null;
  url: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  payload: Record<string, unknown>;
};

function deliveryOf(row: Row): WebhookDelivery {
  return {
    id: row.id,
    channel: row.channel as WebhookDelivery['channel'],
    event: row.event,
    orderId: row.orderId,
    orderNo: row.orderNo,
    url: row.url,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function webhookDeliveryRoutes(app: FastifyInstance, { ctx }: { ctx: OrdersContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const selectFrom = () =>
    db
      .select(columns)
      .from(notificationDeliveries)
      .leftJoin(flightOrders, and(eq(flightOrders.id, notificationDeliveries.orderId), sql`${notificationDeliveries.channel} <> 'train'`))
      .leftJoin(trainOrders, and(eq(trainOrders.id, notificationDeliveries.orderId), eq(notificationDeliveries.channel, 'train')));
  const own = async (agencyId: number, id: string) => {
    const [row] = await selectFrom().where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.agencyId, agencyId)));
    if (!row) throw new ApiError('NOT_FOUND');
    return row as Row;
  };

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "The agency's webhook deliveries, newest first",
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(webhookDeliverySchema)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const agencyId = identityOf(request).agency.id;
      const where: SQL = and(
        eq(notificationDeliveries.agencyId, agencyId),
        q.status ? eq(notificationDeliveries.status, q.status) : undefined,
        q.channel ? eq(notificationDeliveries.channel, q.channel) : undefined,
        q.event_like ? ilike(notificationDeliveries.event, containing(q.event_like)) : undefined,
        q.orderNo ? or(eq(flightOrders.orderNo, q.orderNo), eq(trainOrders.orderNo, q.orderNo)) : undefined,
      )!;
      const page = pageOf(q);
      const ascending = q._order?.toLowerCase() === 'asc';
      const { rows, total } = await pageWithTotal(
        selectFrom()
          .where(where)
          .orderBy(
            ascending ? notificationDeliveries.createdAt : desc(notificationDeliveries.createdAt),
            ascending ? notificationDeliveries.id : desc(notificationDeliveries.id),
          )
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(notificationDeliveries)
          .leftJoin(
            flightOrders,
            and(eq(flightOrders.id, notificationDeliveries.orderId), sql`${notificationDeliveries.channel} <> 'train'`),
          )
          .leftJoin(trainOrders, and(eq(trainOrders.id, notificationDeliveries.orderId), eq(notificationDeliveries.channel, 'train')))
          .where(where),
      );
      setTotal(reply, total);
      return ok((rows as Row[]).map(deliveryOf));
    },
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One webhook delivery with the body as it is signed and sent',
        params: idParams,
        response: { 200: envelopeOf(webhookDeliveryDetailSchema) },
      },
    },
    async (request) => {
      const row = await own(identityOf(request).agency.id, request.params.id);
      return ok({ ...deliveryOf(row), body: deliveryBody(row) });
    },
  );

  r.post(
    '/:id/resend',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Send a delivered or given-up event again (same id and body, signed afresh)',
        params: idParams,
        response: { 200: envelopeOf(webhookDeliverySchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const row = await own(identity.agency.id, request.params.id);
      noteAudit(request, { action: 'webhook.resend', target: `${row.event} ${row.id}` });
      await db.transaction(async (tx) => {
        // Only a delivery that is not already on its way: two sends queued at once would both post.
        const [moved] = await tx
          .update(notificationDeliveries)
          .set({ status: 'pending', updatedAt: ctx.now() })
          .where(and(eq(notificationDeliveries.id, row.id), sql`${notificationDeliveries.status} <> 'pending'`))
          .returning({ id: notificationDeliveries.id });
        if (!moved) throw new ApiError('WEBHOOK_DELIVERY_PENDING');
        await ctx.jobs.send(tx, NOTIFY_JOB, { deliveryId: row.id });
      });
      return ok(deliveryOf(await own(identity.agency.id, row.id)));
    },
  );
}
