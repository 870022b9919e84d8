// HTTP face of statements: list, generate (the current period to
// date, or the period containing a given instant), detail with its movements, Excel, and the spend
// chart. Another agency's statements also need the agencybills:read permission.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '@/domain/access/subject';
import { envelopeOf } from '@/domain/schemas/common';
import {
  generateStatementSchema,
  spendSchema,
  statementDetailSchema,
  statementListQuerySchema,
  statementSchema,
} from '@/domain/schemas/wallet';
import { identityOf } from '../access/guard-plugin';
import type { Identity } from '../auth/identity';
import { noteAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { listQuerySchema, pageOf } from '../http/list-query';
import { setTotal } from '../http/list-sort';
import { ok } from '../http/reply';
import { viewableAgency } from './scope';
import { statementExportSchema, statementWorkbook } from './statement-excel';
import { generateStatement, listStatements, spendByPeriod, statementById } from './statements';
import { invoicesShown, invoiceTypeInExcel } from './invoice-visibility';
import { queueStatementMail } from './statement-mail';
import { movementsBetween } from './transactions';
import { attachmentDisposition } from '@/server/http/attachment';

const tags = ['statements'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:statements', act: 'read' } };
const write = { access: { obj: 'api:statements', act: 'write' } };
const detailParams = z.object({
  agencyId: z.coerce.number().int().positive().max(2_147_483_647),
  statementId: z.coerce.number().int().positive(),
});

/** Own statements, or an administered agency's with the agencybills:read permission. */
async function statementAgency(db: Db, identity: Identity, agencyId?: number) {
  const agency = await viewableAgency(db, identity, agencyId);
  if (agency.id !== identity.agency.id && !hasPermission(identity.subject, 'agencybills:read')) throw new ApiError('FORBIDDEN');
  return agency;
}

export async function statementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "Statements of the caller's agency or of a sub-agency (newest first)",
        querystring: listQuerySchema.extend(statementListQuerySchema.shape),
        response: { 200: envelopeOf(z.array(statementSchema)) },
      },
    },
    async (request, reply) => {
      const agency = await statementAgency(db, identityOf(request), request.query.agencyId);
      const { rows, total } = await listStatements(db, agency.id, pageOf(request.query));
      setTotal(reply, total);
      return ok(rows);
    },
  );

  r.post(
    '',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Generate (or regenerate) the statement of a credit period; default the current one to date',
        body: generateStatementSchema,
        response: { 200: envelopeOf(statementSchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const agency = await statementAgency(db, identity, request.body.agencyId);
      const statement = await generateStatement(db, agency, {
        at: request.body.at ? new Date(request.body.at) : undefined,
        source: 'manual',
        generatedBy: identity.user.id,
      });
      await queueStatementMail(db, app.jobs, agency.id, statement);
      noteAudit(request, { action: 'statement.generate', target: `${agency.id}/${statement.id}` });
      return ok(statement);
    },
  );

  r.get(
    '/spend',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Net order spending and money received per credit period (chart)',
        querystring: z.object({
          agencyId: z.coerce.number().int().positive().optional(),
          periods: z.coerce.number().int().min(1).max(36).default(12),
        }),
        response: { 200: envelopeOf(spendSchema) },
      },
    },
    async (request) => {
      const agency = await statementAgency(db, identityOf(request), request.query.agencyId);
      return ok(await spendByPeriod(db, agency, request.query.periods));
    },
  );

  r.get(
    '/:agencyId/:statementId',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A statement with a page of its movements',
        params: detailParams,
        querystring: listQuerySchema,
        response: { 200: envelopeOf(statementDetailSchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const agency = await statementAgency(db, identity, request.params.agencyId);
      const statement = await statementById(db, agency.id, request.params.statementId);
      const page = pageOf(request.query);
      const movements = await movementsBetween(
        db,
        statement.accountId,
        new Date(statement.periodStart),
        new Date(statement.cutoffAt),
        page,
      );
      const { accountId: _a, ...body } = statement;
      return ok({
        statement: body,
        movements: invoicesShown(identity, agency, movements),
        movementTotal: statement.entryCount,
        showInvoiceType: invoiceTypeInExcel(identity, agency),
      });
    },
  );

  r.post(
    '/:agencyId/:statementId/export',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The statement as an Excel file (summary and every movement)',
        params: detailParams,
        body: statementExportSchema,
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const agency = await statementAgency(db, identity, request.params.agencyId);
      const statement = await statementById(db, agency.id, request.params.statementId);
      const movements = await movementsBetween(db, statement.accountId, new Date(statement.periodStart), new Date(statement.cutoffAt));
      const file = await statementWorkbook(
        statement,
        invoicesShown(identity, agency, movements),
        request.body,
        invoiceTypeInExcel(identity, agency),
      );
      noteAudit(request, { action: 'statement.export', target: `${agency.id}/${statement.id}` });
      const name = request.body.filename ?? `statement-${agency.code}-${statement.id}`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentDisposition(`${name}.xlsx`))
        .send(file);
    },
  );
}
