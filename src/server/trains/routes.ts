// HTTP face of train orders: booking (Idempotency-Key), the list (filters, status counts, paging,
// Excel), the detail, paying, cancelling, refunds and changes per ticket, and the e-ticket. The
// platform staff's manual desk issues or fails orders waiting in ticketing. Every route declares its
// access; services check scope and the transition table.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { text } from '@/domain/schemas/text';
import { minorToMajor } from '@/domain/wallet-math';
import {
  TRAIN_EXPORT_COLUMNS,
  TRAIN_ORDER_SORT_FIELDS,
  trainBookingBodySchema,
  trainChangeBodySchema,
  trainDocumentQuerySchema,
  trainIssueBodySchema,
  trainOrderDetailSchema,
  trainOrderFilterSchema,
  trainOrderListRowSchema,
  trainRefundBodySchema,
  trainStatusCountsSchema,
} from '@/domain/trains/schemas';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { settingsOf } from '../agencies/settings';
import { ApiError } from '../http/api-error';
import { cursorQuery, keysetPageOf, listQueryOf, setNextCursor, setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { EXPORT_MAX_ROWS, exportBodyOf, sendXlsx } from '../http/xlsx';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from '../wallet/idempotency';
import { cancelTrainOrder, payTrainOrder, workByHand } from './actions';
import { requestTrainChange, requestTrainRefund } from './after-sale';
import { bookTrain } from './booking';
import type { TrainsContext } from './context';
import { trainOrderDetail } from './detail';
import { renderTrainDocument } from './documents';
import { listTrainOrders, trainStatusCounts } from './queries';
import { visibleTrainOrder } from './scope';
import { attachmentDisposition } from '@/server/http/attachment';

const tags = ['train orders'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:train-orders', act: 'read' } };
const write = { access: { obj: 'api:train-orders', act: 'write' } };
const detailAnswer = { 200: envelopeOf(trainOrderDetailSchema) };
const remarkBody = z.object({ remark: text().trim().max(512).optional() }).strict();

export async function trainOrderRoutes(app: FastifyInstance, { ctx }: { ctx: TrainsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const exportQuery = listQueryOf(TRAIN_ORDER_SORT_FIELDS, trainOrderFilterSchema);
  const listQuery = exportQuery.extend(cursorQuery);
  const detailOf = async (request: FastifyRequest, id: number) => {
    const identity = identityOf(request);
    return ok(await trainOrderDetail(ctx, db, identity, await visibleTrainOrder(db, identity, id), request.lang));
  };
  const target = async (request: FastifyRequest, id: number, action: string) => {
    const order = await visibleTrainOrder(db, identityOf(request), id);
    noteAudit(request, { action: `train.order.${action}`, target: order.orderNo });
    return order;
  };

  r.post(
    '',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Book: prebook the chosen trains for real-name passengers, then pay from the wallet now or hold until the time limit (Idempotency-Key replays the first answer)',
        headers: idempotencyHeader,
        body: trainBookingBodySchema,
        response: detailAnswer,
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      noteAudit(request, { action: 'train.order.create' });
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        if (request.body.payment === 'balance' && settingsOf(identity.agency).general.disablePayment)
          throw new ApiError('PAYMENT_DISABLED');
        const order = await bookTrain(ctx, tx, identity, request.body);
        noteAudit(request, { target: order.orderNo });
        return trainOrderDetail(ctx, tx, identity, order, request.lang);
      });
      return sendAnswer(reply, answer);
    },
  );

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Train orders in scope: filters, paging (x-total-count), sort',
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(trainOrderListRowSchema)) },
      },
    },
    async (request, reply) => {
      const { _start, _end, _sort, _order, cursor, ...filter } = request.query;
      const page = keysetPageOf({ _start, _end, cursor });
      const { rows, total } = await listTrainOrders(db, identityOf(request), filter, { ...page, sort: _sort, order: _order });
      setTotal(reply, total);
      setNextCursor(reply, rows, page.limit);
      return ok(rows);
    },
  );

  r.post(
    '/export',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Excel of the train orders matching the current filter',
        querystring: exportQuery,
        body: exportBodyOf(TRAIN_EXPORT_COLUMNS),
      },
    },
    async (request, reply) => {
      const { _start: _s, _end: _e, _sort, _order, ...filter } = request.query;
      const { rows } = await listTrainOrders(db, identityOf(request), filter, {
        offset: 0,
        limit: EXPORT_MAX_ROWS,
        sort: _sort,
        order: _order,
      });
      noteAudit(request, { action: 'train.order.export' });
      const cells = rows.map((o) => ({
        ...o,
        passengerNames: o.passengerNames.join(', '),
        ticketNumbers: o.ticketNumbers.join(', '),
        totalAmount: Number(minorToMajor(o.totalAmount, o.currency)),
      }));
      return sendXlsx(reply, request.body.filename ?? 'train-orders', 'Train orders', request.body.columns, cells);
    },
  );

  r.get(
    '/status',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Train order counts per status in scope',
        querystring: trainOrderFilterSchema.pick({ status: true, type: true, directOnly: true, agencyId: true }),
        response: { 200: envelopeOf(trainStatusCountsSchema) },
      },
    },
    async (request) => ok(await trainStatusCounts(db, identityOf(request), request.query)),
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Order detail: tickets with car, seat and ticket number, history, after-sales and the actions the caller may take',
        params: idParamsSchema,
        response: detailAnswer,
      },
    },
    async (request) => detailOf(request, request.params.id),
  );

  r.post(
    '/:id/payment',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Pay a held order from the wallet (held until the tickets are issued); Idempotency-Key replays the first answer',
        params: idParamsSchema,
        headers: idempotencyHeader,
        response: detailAnswer,
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const order = await target(request, request.params.id, 'pay');
      const answer = await idempotentAnswer(request, db, identity.user.id, async (tx) => {
        if (settingsOf(identity.agency).general.disablePayment) throw new ApiError('PAYMENT_DISABLED');
        const paid = await payTrainOrder(tx, ctx, identity, order, request.ip);
        return trainOrderDetail(ctx, tx, identity, paid, request.lang);
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
        summary: 'Cancel an unpaid order (its seats go back on sale)',
        params: idParamsSchema,
        body: remarkBody.optional(),
        response: detailAnswer,
      },
    },
    async (request) => {
      const order = await target(request, request.params.id, 'cancel');
      await cancelTrainOrder(ctx, identityOf(request), order, request.body?.remark, request.ip);
      return detailOf(request, order.id);
    },
  );

  r.post(
    '/:id/refund',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Refund tickets (per passenger) at the fee of the ladder: answers the new refund order',
        params: idParamsSchema,
        body: trainRefundBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const origin = await target(request, request.params.id, 'refund.request');
      const order = await requestTrainRefund(ctx, identityOf(request), origin, request.body);
      return detailOf(request, order.id);
    },
  );

  r.post(
    '/:id/change',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Change tickets to another train (once per ticket; another arrival station allowed): a dearer train is paid from the wallet now, a cheaper one refunds the difference; answers the new change order',
        params: idParamsSchema,
        body: trainChangeBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const origin = await target(request, request.params.id, 'change.request');
      const order = await requestTrainChange(ctx, identityOf(request), origin, request.body);
      return detailOf(request, order.id);
    },
  );

  r.get(
    '/:id/documents/:kind',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'E-ticket (once issued) or itinerary, as PDF or Excel',
        params: idParamsSchema.extend({ kind: z.enum(['itinerary', 'e-ticket']) }),
        querystring: trainDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const order = await visibleTrainOrder(db, identityOf(request), request.params.id);
      const file = await renderTrainDocument(db, order, request.params.kind, request.query.format, request.lang);
      return reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.filename)).send(file.body);
    },
  );
}

/** Platform staff's manual desk: orders of agencies in manual mode waiting in ticketing. */
export async function trainDeskRoutes(app: FastifyInstance, { ctx }: { ctx: TrainsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desk = { access: { obj: 'api:train-desk', act: 'write' } };
  for (const outcome of ['issue', 'fail'] as const) {
    r.post(
      `/:id/${outcome}`,
      {
        config: desk,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: trainIssueBodySchema.optional(),
          response: detailAnswer,
          summary:
            outcome === 'issue'
              ? 'Issue an order waiting for the manual desk (through the supplier)'
              : 'Fail an order waiting for the manual desk (its money goes back)',
        },
      },
      async (request) => {
        const identity = identityOf(request);
        const order = await visibleTrainOrder(ctx.db, identity, request.params.id);
        noteAudit(request, { action: `train.order.${outcome}`, target: order.orderNo });
        const moved = await workByHand(ctx, identity, order, outcome, request.body?.remark, request.ip);
        return ok(await trainOrderDetail(ctx, ctx.db, identity, moved, request.lang));
      },
    );
  }
}
