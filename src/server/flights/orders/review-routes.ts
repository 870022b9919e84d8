// The platform staff's review queue: orders in reviewing, chg_reviewing and rfd_reviewing (and, on
// request, proceeding orders waiting for manual ticketing); approve with a quote, reject with a
// remark, issue by hand.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import {
  ORDER_SORT_FIELDS,
  REVIEW_STATUSES,
  approveBodySchema,
  manualTicketsBodySchema,
  orderDetailSchema,
  rejectBodySchema,
  reviewListFilterSchema,
  reviewRowSchema,
} from '@/domain/flights/flight-orders';
import type { FlightOrderStatus } from '@/domain/flights/flight-order-status';
import { identityOf } from '../../access/guard-plugin';
import { noteAudit } from '../../audit/audit';
import { flightOrders } from '../../db/schema';
import { pageOf } from '../../http/list-query';
import { listQueryOf, setTotal } from '../../http/list-sort';
import { idParamsSchema } from '../../http/params';
import { ok } from '../../http/reply';
import { approveOrder, issueManually, rejectOrder } from './actions';
import type { OrdersContext } from './context';
import { orderDetail } from './detail';
import { listOrders } from './queries';
import { visibleOrder } from './scope';

const tags = ['flight order reviews'];
const security = [{ bearer: [] }];
const staff = { access: { obj: 'api:flight-reviews', act: 'write' } };
const staffRead = { access: { obj: 'api:flight-reviews', act: 'read' } };

export async function reviewRoutes(app: FastifyInstance, { ctx }: { ctx: OrdersContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const listQuery = listQueryOf(ORDER_SORT_FIELDS, reviewListFilterSchema);
  const answer = { 200: envelopeOf(orderDetailSchema) };

  r.get(
    '',
    {
      config: staffRead,
      schema: {
        tags,
        security,
        summary: 'Orders waiting for staff: review (and manual ticketing with manual=true)',
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(reviewRowSchema)) },
      },
    },
    async (request, reply) => {
      const { _start, _end, _sort, _order, status, manual, agencyId, late } = request.query;
      const statuses: FlightOrderStatus[] = [...(status?.length ? status : REVIEW_STATUSES), ...(manual ? ['proceeding' as const] : [])];
      // Proceeding orders wait for a person only when their supplier tickets by hand.
      const manualSuppliers = manual ? (await ctx.shopping.suppliers()).filter((s) => s.manualTicketing).map((s) => s.code) : undefined;
      const { rows, total, atLeast } = await listOrders(
        db,
        identityOf(request),
        { status: statuses, agencyId, manualSuppliers, late, now: ctx.now() },
        { ...pageOf({ _start, _end }), sort: _sort ?? 'createdAt', order: _order ?? 'asc' },
      );
      const requests = rows.length
        ? await db
            .select({ id: flightOrders.id, request: flightOrders.request, remark: flightOrders.remark })
            .from(flightOrders)
            .where(
              inArray(
                flightOrders.id,
                rows.map((x) => x.id),
              ),
            )
        : [];
      const byId = new Map(requests.map((x) => [x.id, x]));
      setTotal(reply, total, atLeast);
      return ok(
        rows.map((row) => {
          const extra = byId.get(row.id);
          const reason = (extra?.request as { reason?: number } | null)?.reason;
          return { ...row, reason: typeof reason === 'number' ? reason : null, remark: extra?.remark ?? null };
        }),
      );
    },
  );

  r.post(
    '/:id/approve',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Approve (change and refund need the quote)',
        params: idParamsSchema,
        body: approveBodySchema,
        response: answer,
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const order = await visibleOrder(db, identity, request.params.id);
      noteAudit(request, { action: 'flight.order.approve', target: order.orderNo });
      await approveOrder(ctx, identity, order, request.body, request.ip);
      return ok(await orderDetail(db, ctx, identity, await visibleOrder(db, identity, order.id), request.lang));
    },
  );

  r.post(
    '/:id/reject',
    {
      config: staff,
      schema: { tags, security, summary: 'Reject with a remark', params: idParamsSchema, body: rejectBodySchema, response: answer },
    },
    async (request) => {
      const identity = identityOf(request);
      const order = await visibleOrder(db, identity, request.params.id);
      noteAudit(request, { action: 'flight.order.reject', target: order.orderNo });
      await rejectOrder(ctx, identity, order, request.body.remark, request.ip);
      return ok(await orderDetail(db, ctx, identity, await visibleOrder(db, identity, order.id), request.lang));
    },
  );

  r.post(
    '/:id/tickets',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Manual ticketing: the ticket number of each passenger (proceeding -> issued)',
        params: idParamsSchema,
        body: manualTicketsBodySchema,
        response: answer,
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const order = await visibleOrder(db, identity, request.params.id);
      noteAudit(request, { action: 'flight.order.issue', target: order.orderNo });
      await issueManually(ctx, identity, order, request.body.tickets, request.ip);
      return ok(await orderDetail(db, ctx, identity, await visibleOrder(db, identity, order.id), request.lang));
    },
  );
}
