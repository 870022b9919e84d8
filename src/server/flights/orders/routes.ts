// HTTP face of the flight order lifecycle (docs/orders-api.md): list, status counts, detail, and the
// actions. Every route declares its access; services check scope, lock and the transition table.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { envelopeOf } from '@/domain/schemas/common';
import {
  ORDER_SORT_FIELDS,
  changeBodySchema,
  downloadBodySchema,
  changeOptionSchema,
  changeSearchBodySchema,
  lockBodySchema,
  orderDetailSchema,
  orderListFilterSchema,
  orderListRowSchema,
  orderPayBodySchema,
  refundFieldsSchema,
  remarkBodySchema,
  statusCountsQuerySchema,
  statusCountsSchema,
  voidBodySchema,
} from '@/domain/flights/flight-orders';
import { identityOf } from '../../access/guard-plugin';
import { noteAudit } from '../../audit/audit';
import { and, eq } from 'drizzle-orm';
import { flightOrderFiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { cursorQuery, keysetPageOf, listQueryOf, setNextCursor, setTotal } from '../../http/list-sort';
import { idParamsSchema } from '../../http/params';
import { ok } from '../../http/reply';
import { trustedShape } from '../../http/trusted-serializer';
import { zodFieldErrors } from '../../http/validation-messages';
import { settingsOf } from '../../agencies/settings';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from '../../wallet/idempotency';
import { cancelOrder, confirmOrder, deleteOrder, payOrder, setLock } from './actions';
import { changeSearch, requestChange, requestRefund, requestVoid } from './after-sale';
import type { OrdersContext } from './context';
import { orderDetail } from './detail';
import { renderOrderDocument } from './order-documents';
import { startOrderGatewayPayment } from './order-payment';
import { assertChannelOpen } from '../../wallet/channel-access';
import { absoluteUrl } from '@/server/http/absolute-url';
import { readProofUpload } from './proof-files';
import { listOrders, statusCounts } from './queries';
import { visibleOrder } from './scope';
import { attachmentDisposition } from '@/server/http/attachment';

const tags = ['flight orders'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:flight-orders', act: 'read' } };
const write = { access: { obj: 'api:flight-orders', act: 'write' } };
const lockAccess = { access: { obj: 'api:flight-order-lock', act: 'write' } };
const detailAnswer = { 200: envelopeOf(orderDetailSchema) };

export async function orderRoutes(app: FastifyInstance, { ctx }: { ctx: OrdersContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const listQuery = listQueryOf(ORDER_SORT_FIELDS, orderListFilterSchema).extend(cursorQuery);
  const detailOf = async (request: FastifyRequest, id: number) => {
    const identity = identityOf(request);
    return ok(await orderDetail(db, ctx, identity, await visibleOrder(db, identity, id), request.lang));
  };
  /** The order (in scope) for an action, noted in the user log. */
  const target = async (request: FastifyRequest, id: number, action: string) => {
    const order = await visibleOrder(db, identityOf(request), id);
    noteAudit(request, { action: `flight.order.${action}`, target: order.orderNo });
    return order;
  };

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Flight orders in scope: filters, paging (x-total-count), sort',
        querystring: listQuery,
        response: { 200: trustedShape(envelopeOf(z.array(orderListRowSchema))) },
      },
    },
    async (request, reply) => {
      const { _start, _end, _sort, _order, cursor, ...filter } = request.query;
      const page = keysetPageOf({ _start, _end, cursor });
      const { rows, total, atLeast } = await listOrders(
        db,
        identityOf(request),
        { ...filter, now: ctx.now() },
        { ...page, sort: _sort, order: _order },
      );
      setTotal(reply, total, atLeast);
      setNextCursor(reply, rows, page.limit);
      return ok(rows);
    },
  );

  r.get(
    '/status',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Order counts per status: [{status, cnt}] in scope',
        querystring: statusCountsQuerySchema,
        response: { 200: envelopeOf(statusCountsSchema) },
      },
    },
    async (request) => ok(await statusCounts(db, identityOf(request), request.query)),
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Order detail with history, lock and the actions the caller may take',
        params: idParamsSchema,
        response: detailAnswer,
      },
    },
    async (request) => detailOf(request, request.params.id),
  );

  r.delete(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete (hide) a closed, canceled or reimbursed order',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const order = await target(request, request.params.id, 'delete');
      await deleteOrder(ctx, identityOf(request), order);
      return ok({ id: order.id });
    },
  );

  r.post(
    '/:id/payment',
    {
      config: write,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        headers: idempotencyHeader,
        body: orderPayBodySchema.optional(),
        response: { 200: envelopeOf(orderDetailSchema.extend({ paymentUrl: text().nullable() })) },
        summary:
          "Pay: from the wallet (held until the supplier confirms), or through a gateway channel (answers paymentUrl, the gateway's page; the order moves when the gateway confirms)",
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const order = await target(request, request.params.id, 'pay');
      const channel = request.body?.channel ?? 'balance';
      // Idempotency-Key: a retried or double-clicked payment replays the first answer.
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        assertChannelOpen(settingsOf(identity.agency), app.paymentRouting, channel);
        let paymentUrl: string | null = null;
        if (channel === 'balance') await payOrder(tx, ctx, identity, order, request.ip);
        else {
          const started = await startOrderGatewayPayment(
            tx,
            app.paymentGateway,
            identity,
            order,
            channel,
            request.body?.returnUrl ?? `/flight/orders/${order.id}`,
            request.ip,
            {
              rule: app.paymentRouting.surchargeRule(channel),
              shown: request.body?.surcharge,
            },
          );
          paymentUrl = absoluteUrl(request, started);
        }
        return { ...(await orderDetail(tx, ctx, identity, await visibleOrder(tx, identity, order.id), request.lang)), paymentUrl };
      });
      return sendAnswer(reply, answer);
    },
  );

  r.post(
    '/:id/cancel',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Cancel an unpaid order or a pending change/refund',
        params: idParamsSchema,
        body: remarkBodySchema.optional(),
        response: detailAnswer,
      },
    },
    async (request) => {
      const order = await target(request, request.params.id, 'cancel');
      await cancelOrder(ctx, identityOf(request), order, request.body?.remark, request.ip);
      return detailOf(request, order.id);
    },
  );

  r.post(
    '/:id/confirmation',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Confirm a refund quote (rfd_to_be_confirm -> rfd_proceeding)',
        params: idParamsSchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const order = await target(request, request.params.id, 'confirm');
      await confirmOrder(ctx, identityOf(request), order, request.ip);
      return detailOf(request, order.id);
    },
  );

  r.put(
    '/:id/lock',
    {
      config: lockAccess,
      schema: {
        tags,
        security,
        summary: 'Lock (lockType 1) or unlock (0) an order',
        params: idParamsSchema,
        body: lockBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const order = await target(request, request.params.id, request.body.lockType ? 'lock' : 'unlock');
      await setLock(ctx, identityOf(request), order, request.body.lockType, request.ip);
      return detailOf(request, order.id);
    },
  );

  r.post(
    '/:id/change/search',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'New flights for a change (reason 0/1/3) with the estimated difference',
        params: idParamsSchema,
        body: changeSearchBodySchema,
        response: { 200: envelopeOf(z.array(changeOptionSchema)) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      return ok(await changeSearch(ctx, identity, await visibleOrder(db, identity, request.params.id), request.body));
    },
  );

  r.post(
    '/:id/change',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Ask a change: answers the new change order (chg_reviewing)',
        params: idParamsSchema,
        body: changeBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const origin = await target(request, request.params.id, 'change.request');
      const order = await requestChange(ctx, identityOf(request), origin.id, request.body);
      return detailOf(request, order.id);
    },
  );

  r.post(
    '/:id/void',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Void on the day of issue: answers the new void order (void_proceeding)',
        params: idParamsSchema,
        body: voidBodySchema.optional(),
        response: detailAnswer,
      },
    },
    async (request) => {
      const origin = await target(request, request.params.id, 'void.request');
      const order = await requestVoid(ctx, identityOf(request), origin.id, request.body ?? {});
      return detailOf(request, order.id);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 2 * 1024 * 1024 + 1, files: 6, fields: 20 } });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      '/:id/refund',
      {
        config: write,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data', 'application/json'],
          params: idParamsSchema,
          response: detailAnswer,
          summary:
            'Ask a refund: reason 0-7, subOption, remark, passengerSeqs and up to 5 proof files (jpg/png/pdf, 2 MB); answers the new refund order',
        },
      },
      async (request) => {
        const origin = await target(request, request.params.id, 'refund.request');
        const { fields, files } = await readProofUpload(request);
        const parsed = refundFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const errors = zodFieldErrors(request.lang, parsed.error.issues, '');
          throw new ApiError('VALIDATION', { fields: errors.map((e) => e.field).join(', ') }, errors);
        }
        const order = await requestRefund(ctx, identityOf(request), origin.id, parsed.data, files);
        return detailOf(request, order.id);
      },
    );
  });

  r.post(
    '/:id/download',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Itinerary or e-ticket as PDF or Excel (an attachment)',
        params: idParamsSchema,
        body: downloadBodySchema,
      },
    },
    async (request, reply) => {
      const order = await visibleOrder(db, identityOf(request), request.params.id);
      const file = await renderOrderDocument(db, order, request.body.kind, request.body.format, request.lang);
      return reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.filename)).send(file.body);
    },
  );

  r.get(
    '/:id/proofs/:fileId',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A proof file of a refund request',
        params: idParamsSchema.extend({ fileId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const order = await visibleOrder(db, identityOf(request), request.params.id);
      const [file] = await db
        .select()
        .from(flightOrderFiles)
        .where(and(eq(flightOrderFiles.id, request.params.fileId), eq(flightOrderFiles.orderId, order.id)));
      if (!file) throw new ApiError('NOT_FOUND');
      return reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.filename)).send(file.content);
    },
  );
}
