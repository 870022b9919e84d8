// HTTP face of group tickets: the agency side (its own groups) and the platform group desk (every
// agency), two plugins mounted under their own prefixes. Every mutating call
// runs in one transaction through the money area's Idempotency-Key handling (replays on retry) and
// is written to the user log by the audit plugin.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancellationSchema,
  groupImportAnswerSchema,
  groupOrderRowSchema,
  groupOrderSchema,
  groupQuoteSchema,
  groupRequestSchema,
  issueSchema,
  rejectionSchema,
  reviewDecisionSchema,
  seatConfirmationSchema,
  statusCountSchema,
} from '@/domain/groups/schemas';
import { GROUP_MENU } from '@/domain/groups/status';
import { envelopeOf } from '@/domain/schemas/common';
import { identityOf } from '../access/guard-plugin';
import type { Identity } from '../auth/identity';
import { noteAudit } from '../audit/audit';
import { ApiError } from '../http/api-error';
import { readUploadedFile } from '../uploads/multipart-file';
import { pageOf, listQuerySchema } from '../http/list-query';
import { setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import type { Tx } from '@/server/db/executor';
import { idempotencyHeader, idempotentAnswer, sendAnswer } from '../wallet/idempotency';
import type { GroupContext } from './context';
import type { GroupSide } from '@/domain/groups/actions';
import type { GroupRow } from './moves';
import { passengerTemplate } from './passenger-template';
import { confirmGroupPassengers, importGroupPassengers } from './passengers';
import { listGroups, statusCounts } from './queries';
import {
  applySeats,
  cancelGroup,
  confirmQuote,
  confirmSeats,
  decideReview,
  groupOf,
  issueGroup,
  payInstalment,
  quoteGroup,
  rejectSeats,
  requestGroup,
  validateRequest,
} from './service';
import { groupView } from './view';
import { renderTicketWorkbook } from '../documents/ticket-excel';
import { renderTicketPdf } from '../documents/ticket-pdf';
import { documentFileName, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../documents/ticket-document';
import { groupDocument } from './documents';
import { readPassengerSheet } from '../flights/passenger-import';
import { attachmentDisposition } from '@/server/http/attachment';

const security = [{ bearer: [] }];
const tags = ['group orders'];
const agencyRead = { access: { obj: 'api:group-orders', act: 'read' } };
const agencyWrite = { access: { obj: 'api:group-orders', act: 'write' } };
const deskRead = { access: { obj: 'api:group-desk', act: 'read' } };
const deskWrite = { access: { obj: 'api:group-desk', act: 'write' } };
const groupEnvelope = { 200: envelopeOf(groupOrderSchema) };
const listFilter = listQuerySchema.extend({
  status: z.enum(GROUP_MENU).optional(),
  agencyId: z.coerce.number().int().positive().optional(),
});
const instalmentParams = idParamsSchema.extend({ seq: z.coerce.number().int().min(0).max(3) });

/** Runs a change in the idempotent transaction and answers the group as it then is. */
function changer(ctx: GroupContext, side: GroupSide) {
  return (request: FastifyRequest, action: string, work: (tx: Tx, identity: Identity) => Promise<GroupRow>) => {
    const identity = identityOf(request);
    noteAudit(request, { action });
    return idempotentAnswer(request, ctx.db, identity.user.id, async (tx) => {
      const row = await work(tx, identity);
      noteAudit(request, { target: row.orderNo });
      return groupView(tx, row, ctx.now(), side);
    });
  };
}

/** The agency side: its own groups. */
export async function groupOrderRoutes(app: FastifyInstance, { ctx }: { ctx: GroupContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const change = changer(ctx, 'agency');

  r.post(
    '',
    {
      config: agencyWrite,
      schema: {
        tags,
        security,
        summary: 'Ask the group desk for a quote (to_be_quote)',
        headers: idempotencyHeader,
        body: groupRequestSchema,
        response: groupEnvelope,
      },
    },
    async (request, reply) => {
      await validateRequest(ctx, request.body, request.lang);
      return sendAnswer(reply, await change(request, 'group.request', (tx, identity) => requestGroup(ctx, tx, identity, request.body)));
    },
  );

  r.get(
    '',
    {
      config: agencyRead,
      schema: {
        tags,
        security,
        summary: "The agency's group orders (filter by menu status; paged)",
        querystring: listFilter,
        response: { 200: envelopeOf(z.array(groupOrderRowSchema)) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const { rows, total } = await listGroups(
        ctx.db,
        { agencyId: identity.agency.id, status: request.query.status },
        pageOf(request.query),
      );
      setTotal(reply, total);
      return ok(rows);
    },
  );

  r.get(
    '/status',
    {
      config: agencyRead,
      schema: { tags, security, summary: 'Group order counts per menu status', response: { 200: envelopeOf(z.array(statusCountSchema)) } },
    },
    async (request) => ok(await statusCounts(ctx.db, identityOf(request).agency.id)),
  );

  r.get(
    '/:id',
    {
      config: agencyRead,
      schema: {
        tags,
        security,
        summary: 'One group order: quote, schedule, passengers, history',
        params: idParamsSchema,
        response: groupEnvelope,
      },
    },
    async (request) =>
      ok(await groupView(ctx.db, await groupOf(ctx.db, request.params.id, identityOf(request).agency.id), ctx.now(), 'agency')),
  );

  const agencyAction = (
    path: string,
    summary: string,
    action: string,
    work: (tx: Tx, identity: Identity, id: number) => Promise<GroupRow>,
  ) =>
    r.post(
      `/:id/${path}`,
      {
        config: agencyWrite,
        schema: { tags, security, summary, headers: idempotencyHeader, params: idParamsSchema, response: groupEnvelope },
      },
      async (request, reply) => sendAnswer(reply, await change(request, action, (tx, identity) => work(tx, identity, request.params.id))),
    );

  agencyAction('confirmation', 'Confirm the quote (before its deadline)', 'group.confirmQuote', (tx, identity, id) =>
    confirmQuote(ctx, tx, identity, id),
  );
  agencyAction('seat-application', 'Apply for the seats', 'group.applySeats', (tx, identity, id) => applySeats(ctx, tx, identity, id));

  r.post(
    '/:id/instalments/:seq/payment',
    {
      config: agencyWrite,
      schema: {
        tags,
        security,
        summary: 'Pay an instalment from the wallet (before its deadline; Idempotency-Key replays the first answer)',
        headers: idempotencyHeader,
        params: instalmentParams,
        response: groupEnvelope,
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await change(request, 'group.pay', (tx, identity) => payInstalment(ctx, tx, identity, request.params.id, request.params.seq)),
      ),
  );

  r.post(
    '/:id/cancellation',
    {
      config: agencyWrite,
      schema: {
        tags,
        security,
        summary: 'Cancel the group (paid deposits are not refunded)',
        headers: idempotencyHeader,
        params: idParamsSchema,
        body: cancellationSchema,
        response: groupEnvelope,
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await change(request, 'group.cancel', (tx, identity) =>
          cancelGroup(ctx, tx, identity, request.params.id, 'agency', request.body.remark),
        ),
      ),
  );

  r.get(
    '/:id/passengers/template',
    {
      config: agencyRead,
      schema: { tags, security, summary: 'The passenger list template (xlsx)', params: idParamsSchema },
    },
    async (request, reply) => {
      const group = await groupOf(ctx.db, request.params.id, identityOf(request).agency.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentDisposition(`${group.orderNo}-passengers.xlsx`))
        .send(await passengerTemplate(request.lang));
    },
  );

  r.post(
    '/:id/passengers/confirmation',
    {
      config: agencyWrite,
      schema: {
        tags,
        security,
        summary: 'Confirm the passenger list (it cannot change afterwards)',
        headers: idempotencyHeader,
        params: idParamsSchema,
        response: groupEnvelope,
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await change(request, 'group.confirmPassengers', async (tx, identity) => {
          await confirmGroupPassengers(ctx, tx, identity, request.params.id);
          return groupOf(tx, request.params.id);
        }),
      ),
  );

  r.get(
    '/:id/documents/:kind',
    {
      config: agencyRead,
      schema: {
        tags,
        security,
        summary: 'Itinerary (once seats are granted) or e-ticket (once issued), as PDF or Excel',
        params: idParamsSchema.extend({ kind: z.enum(['itinerary', 'e-ticket']) }),
        querystring: z.object({ format: z.enum(['pdf', 'xlsx']).default('pdf') }),
      },
    },
    async (request, reply) => {
      const group = await groupOf(ctx.db, request.params.id, identityOf(request).agency.id);
      const doc = await groupDocument(ctx.db, group, request.params.kind, request.lang);
      const pdf = request.query.format === 'pdf';
      const body = pdf ? Buffer.from(await renderTicketPdf(doc)) : await renderTicketWorkbook(doc);
      return reply
        .header('content-type', pdf ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(documentFileName(doc, pdf ? 'pdf' : 'xlsx')))
        .send(body);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/:id/passengers/import',
      {
        config: agencyWrite,
        schema: {
          tags,
          security,
          summary: 'Import the passenger list (xlsx); saved only when every row passes and the count matches',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: envelopeOf(groupImportAnswerSchema) },
        },
      },
      async (request) => {
        const identity = identityOf(request);
        const read = await readUploadedFile(request, 2 * 1024 * 1024);
        if (!read.ok || !/\.xlsx$/i.test(read.file.filename))
          throw new ApiError('IMPORT_FORMAT', { detail: 'upload an xlsx file of at most 2 MB' });
        noteAudit(request, { action: 'group.importPassengers' });
        const sheet = await readPassengerSheet(read.file.buffer, request.lang);
        const answer = await ctx.db.transaction((tx) => importGroupPassengers(ctx, tx, identity, request.params.id, sheet, request.lang));
        return ok(answer);
      },
    );
  });
}

/** The platform group desk: every agency's groups. */
export async function groupDeskRoutes(app: FastifyInstance, { ctx }: { ctx: GroupContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const change = changer(ctx, 'desk');

  r.get(
    '',
    {
      config: deskRead,
      schema: {
        tags,
        security,
        summary: "Every agency's group orders (desk)",
        querystring: listFilter,
        response: { 200: envelopeOf(z.array(groupOrderRowSchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listGroups(
        ctx.db,
        { agencyId: request.query.agencyId, status: request.query.status },
        pageOf(request.query),
      );
      setTotal(reply, total);
      return ok(rows);
    },
  );

  r.get(
    '/status',
    {
      config: deskRead,
      schema: {
        tags,
        security,
        summary: 'Group order counts per menu status (desk)',
        response: { 200: envelopeOf(z.array(statusCountSchema)) },
      },
    },
    async () => ok(await statusCounts(ctx.db)),
  );

  r.get(
    '/:id',
    {
      config: deskRead,
      schema: { tags, security, summary: 'One group order (desk)', params: idParamsSchema, response: groupEnvelope },
    },
    async (request) => ok(await groupView(ctx.db, await groupOf(ctx.db, request.params.id), ctx.now(), 'desk')),
  );

  const deskAction = <B extends z.ZodTypeAny>(
    path: string,
    summary: string,
    action: string,
    body: B,
    work: (tx: Tx, identity: Identity, id: number, body: z.infer<B>, request: FastifyRequest) => Promise<GroupRow>,
  ) =>
    r.post(
      `/:id/${path}`,
      {
        config: deskWrite,
        schema: { tags, security, summary, headers: idempotencyHeader, params: idParamsSchema, body, response: groupEnvelope },
      },
      async (request, reply) =>
        sendAnswer(
          reply,
          await change(request, action, (tx, identity) => work(tx, identity, request.params.id, request.body as z.infer<B>, request)),
        ),
    );

  deskAction(
    'quote',
    'Quote: prices per passenger type, flights, quote deadline, 1-3 deposits and the final payment',
    'group.quote',
    groupQuoteSchema,
    (tx, identity, id, body, request) => quoteGroup(ctx, tx, identity, id, body, request.lang),
  );
  deskAction('seats', 'Seats granted (PNR)', 'group.confirmSeats', seatConfirmationSchema, (tx, identity, id, body) =>
    confirmSeats(ctx, tx, identity, id, body.pnr),
  );
  deskAction('seats/rejection', 'No seats: the group fails', 'group.rejectSeats', rejectionSchema, (tx, identity, id, body) =>
    rejectSeats(ctx, tx, identity, id, body.remark),
  );
  deskAction('review', 'Manual review before payment: approve or refuse', 'group.review', reviewDecisionSchema, (tx, identity, id, body) =>
    decideReview(ctx, tx, identity, id, body.approve, body.remark),
  );
  deskAction('issue', 'Issue: a ticket number for every passenger', 'group.issue', issueSchema, (tx, identity, id, body, request) =>
    issueGroup(ctx, tx, identity, id, body.tickets, request.lang),
  );
  deskAction(
    'cancellation',
    'Cancel the group (paid deposits are not refunded)',
    'group.cancel',
    cancellationSchema,
    (tx, identity, id, body) => cancelGroup(ctx, tx, identity, id, 'desk', body.remark),
  );
}
