// Disruption (schedule change) orders at /flight/orders/voyage: the list, one disruption, the
// agency's decision; and for platform staff a way to make a simulated supplier announce one now.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import {
  DISRUPTION_SORT_FIELDS,
  DISRUPTION_TYPES,
  disruptionDecisionSchema,
  disruptionListFilterSchema,
  disruptionRowSchema,
  type DisruptionRow,
} from '@/domain/flights/flight-orders';
import { identityOf } from '../../access/guard-plugin';
import { noteAudit } from '../../audit/audit';
import { ApiError } from '../../http/api-error';
import { pageOf } from '../../http/list-query';
import { listQueryOf, setTotal } from '../../http/list-sort';
import { idParamsSchema } from '../../http/params';
import { ok } from '../../http/reply';
import type { OrdersContext } from './context';
import { decideDisruption, disruptionById, emitDisruption, listDisruptions } from './disruptions';
import { readerOf } from './history-text';

const tags = ['flight disruptions'];
const security = [{ bearer: [] }];

export async function disruptionRoutes(app: FastifyInstance, { ctx }: { ctx: OrdersContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  /** Rows as the caller may see them: the supplier withheld unless it may see suppliers. */
  function shownTo<T extends DisruptionRow | DisruptionRow[]>(request: FastifyRequest, rows: T): T {
    if (readerOf(identityOf(request), request.lang).seesSuppliers) return rows;
    const hide = (row: DisruptionRow): DisruptionRow => ({ ...row, supplier: null });
    return (Array.isArray(rows) ? rows.map(hide) : hide(rows as DisruptionRow)) as T;
  }

  r.get(
    '',
    {
      config: { access: { obj: 'api:flight-orders', act: 'read' } },
      schema: {
        tags,
        security,
        summary: 'Schedule changes of orders in scope (paged, x-total-count)',
        querystring: listQueryOf(DISRUPTION_SORT_FIELDS, disruptionListFilterSchema),
        response: { 200: envelopeOf(z.array(disruptionRowSchema)) },
      },
    },
    async (request, reply) => {
      const { _start, _end, _order, _sort: _s, ...filter } = request.query;
      const { rows, total } = await listDisruptions(db, identityOf(request), filter, { ...pageOf({ _start, _end }), order: _order });
      setTotal(reply, total);
      return ok(shownTo(request, rows));
    },
  );

  r.get(
    '/:id',
    {
      config: { access: { obj: 'api:flight-orders', act: 'read' } },
      schema: {
        tags,
        security,
        summary: 'One schedule change',
        params: idParamsSchema,
        response: { 200: envelopeOf(disruptionRowSchema) },
      },
    },
    async (request) => ok(shownTo(request, await disruptionById(db, identityOf(request), request.params.id))),
  );

  r.post(
    '/:id/decision',
    {
      config: { access: { obj: 'api:flight-orders', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Accept, or ask a refund or change (opens that order, reason 3)',
        params: idParamsSchema,
        body: disruptionDecisionSchema,
        response: { 200: envelopeOf(disruptionRowSchema) },
      },
    },
    async (request) => {
      noteAudit(request, { action: `flight.disruption.${request.body.decision}`, target: String(request.params.id) });
      return ok(
        shownTo(request, await decideDisruption(ctx, identityOf(request), request.params.id, request.body.decision, request.body.remark)),
      );
    },
  );

  r.post(
    '/simulate',
    {
      config: { access: { obj: 'api:flight-reviews', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Staff (simulators only): make the supplier announce a schedule change for an issued order now',
        body: z.object({ orderId: z.number().int().positive(), type: z.enum(DISRUPTION_TYPES) }).strict(),
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const id = await emitDisruption(
        ctx,
        request.body.orderId,
        request.body.type,
        `manual:${request.body.orderId}:${request.body.type}:${Date.now()}`,
      );
      if (!id) throw new ApiError('NOT_FOUND'); // no such issued order to disrupt
      return ok({ id });
    },
  );
}
