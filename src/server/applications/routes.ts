// HTTP face of partnership applications: the public form's POST, and the staff inbox (list, one,
// change, export). Mounted under /api/base/v2/applications.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationFilterSchema,
  applicationInputSchema,
  applicationReceiptSchema,
  applicationSchema,
  applicationUpdateSchema,
} from '@/domain/schemas/applications';
import { envelopeOf } from '@/domain/schemas/common';
import { noteAudit } from '../audit/audit';
import { fieldChanges } from '../audit/field-changes';
import { ApiError } from '../http/api-error';
import { pageOf } from '../http/list-query';
import { listQueryOf, setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { EXPORT_MAX_ROWS, exportBodyOf, sendXlsx } from '../http/xlsx';
import { APPLICATION_SORT_FIELDS, findApplication, listApplications } from './queries';
import { submitApplication, updateApplication, type ApplicationContext } from './service';

const tags = ['applications'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:applications', act: 'read' } };
const write = { access: { obj: 'api:applications', act: 'write' } };
const listQuery = listQueryOf(APPLICATION_SORT_FIELDS, applicationFilterSchema);
const EXPORT_COLUMNS = [
  'createdAt',
  'name',
  'email',
  'phone',
  'country',
  'companyName',
  'companyAddress',
  'websiteUrl',
  'others',
  'status',
  'ownerName',
  'notes',
] as const;
const CHANGED_FIELDS = ['status', 'ownerId', 'notes', 'agencyId'] as const;

export async function applicationRoutes(app: FastifyInstance, options: Omit<ApplicationContext, 'log'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: ApplicationContext = { ...options, log: app.log };

  r.post(
    '',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Send a partnership application',
        body: applicationInputSchema,
        response: { 200: envelopeOf(applicationReceiptSchema) },
      },
    },
    async (request) => {
      await submitApplication(ctx, request.body, { ip: request.ip, language: request.lang });
      return ok({ received: true as const });
    },
  );

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The applications inbox (paged, sorted, filtered)',
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(applicationSchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listApplications(options.db, request.query, pageOf(request.query));
      setTotal(reply, total);
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
        summary: 'Excel of the applications matching the current filter',
        querystring: listQuery,
        body: exportBodyOf(EXPORT_COLUMNS),
      },
    },
    async (request, reply) => {
      const { rows } = await listApplications(options.db, request.query, { offset: 0, limit: EXPORT_MAX_ROWS });
      noteAudit(request, { action: 'application.export' });
      return sendXlsx(reply, request.body.filename ?? 'applications', 'Applications', request.body.columns, rows);
    },
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: { tags, security, summary: 'One application', params: idParamsSchema, response: { 200: envelopeOf(applicationSchema) } },
    },
    async (request) => {
      const found = await findApplication(options.db, request.params.id);
      if (!found) throw new ApiError('NOT_FOUND');
      return ok(found);
    },
  );

  r.patch(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Change an application's status, owner, notes or agency",
        params: idParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: envelopeOf(applicationSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateApplication(options.db, request.params.id, request.body, request.lang);
      noteAudit(request, {
        action: 'application.update',
        target: after.companyName || after.name,
        changes: fieldChanges(before, after, CHANGED_FIELDS),
      });
      return ok(after);
    },
  );
}
