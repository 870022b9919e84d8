// HTTP face of agency administration. Read and write need the
// agency-manager gate; deletion, SuperUser password reset and API keys also need a SuperUser.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { minorDigits } from '@/domain/currency';
import {
  AGENCY_SORT_FIELDS,
  agencyConfigSchema,
  agencyListFilterSchema,
  agencySchema,
  createAgencySchema,
  createdAgencySchema,
  deleteAgencySchema,
  lookToBookQuerySchema,
  lookToBookSchema,
  updateAgencySchema,
} from '@/domain/schemas/agencies';
import { agencySettingsSchema } from '@/domain/schemas/agency-settings';
import { logoUploadSchema } from '@/domain/schemas/company';
import { envelopeOf } from '@/domain/schemas/common';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { REDACTED } from '../audit/field-changes';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { pageOf } from '../http/list-query';
import { listQueryOf, setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { EXPORT_MAX_ROWS, exportBodyOf, sendXlsx } from '../http/xlsx';

/** What the agencies grid may export (its columns). */
const AGENCY_EXPORT_COLUMNS = [
  'code',
  'name',
  'alias',
  'status',
  'parentName',
  'contactName',
  'contactPhone',
  'currency',
  'balance',
  'creditLimit',
  'available',
  'createdAt',
] as const;
import { saveLogo } from '../logos/logos';
import { lookToBook } from './look-to-book';
import { assertNotifyUrlsAllowed } from './notify-urls';
import { agencyById, listAgencies } from './queries';
import { managedAgency } from './scope';
import * as agenciesService from './service';
import { settingsOf } from './settings';
import { unwrapSettingsBody } from './settings-body';

const tags = ['agencies'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:agencies', act: 'read' } };
const write = { access: { obj: 'api:agencies', act: 'write' } };
const admin = { access: { obj: 'api:agencies', act: 'admin' } };
const listQuery = listQueryOf(AGENCY_SORT_FIELDS, agencyListFilterSchema);

const major = (amount: number | undefined, currency: string) => (amount === undefined ? null : amount / 10 ** minorDigits(currency));

export async function agencyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Agencies the caller administers (paged, sorted, filtered)',
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(agencySchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAgencies(db, identityOf(request), request.query, pageOf(request.query));
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
        summary: 'Excel of the agencies matching the current filter',
        querystring: listQuery,
        body: exportBodyOf(AGENCY_EXPORT_COLUMNS),
      },
    },
    async (request, reply) => {
      const { rows } = await listAgencies(db, identityOf(request), request.query, { offset: 0, limit: EXPORT_MAX_ROWS });
      noteAudit(request, { action: 'agency.export' });
      const cells = rows.map((a) => ({
        ...a,
        currency: a.wallet?.currency ?? a.settlementCurrency,
        balance: major(a.wallet?.balance, a.settlementCurrency),
        creditLimit: major(a.wallet?.creditLimit, a.settlementCurrency),
        available: major(a.wallet?.available, a.settlementCurrency),
        wallet: undefined,
      }));
      return sendXlsx(reply, request.body.filename ?? 'agencies', 'Agencies', request.body.columns, cells);
    },
  );

  r.post(
    '',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create an agency with its SuperUser (password shown once)',
        body: createAgencySchema,
        response: { 200: envelopeOf(createdAgencySchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const created = await agenciesService.createAgency(db, identity, request.body);
      noteAudit(request, { action: 'agency.create', target: String(created.agency.id), changes: created.changes });
      const agency = (await agencyById(db, identity, created.agency.id))!;
      return ok({ agency, superUser: created.superUser });
    },
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: { tags, security, summary: 'One agency', params: idParamsSchema, response: { 200: envelopeOf(agencySchema) } },
    },
    async (request) => {
      const agency = await agencyById(db, identityOf(request), request.params.id);
      if (agency) return ok(agency);
      // Not one the caller administers: managedAgency answers the same 404 and puts an attempt on
      // another agency's record on the record.
      await managedAgency(db, identityOf(request), request.params.id);
      throw new ApiError('NOT_FOUND');
    },
  );

  r.put(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Update an agency's profile",
        params: idParamsSchema,
        body: updateAgencySchema,
        response: { 200: envelopeOf(agencySchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const { changes } = await agenciesService.updateAgency(db, identity, request.params.id, request.body);
      noteAudit(request, { action: 'agency.update', target: String(request.params.id), changes });
      return ok((await agencyById(db, identity, request.params.id))!);
    },
  );

  r.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Delete an agency for good (confirm with its code)',
        params: idParamsSchema,
        body: deleteAgencySchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { agency } = await agenciesService.deleteAgency(db, identityOf(request), request.params.id, request.body.confirm);
      noteAudit(request, {
        action: 'agency.delete',
        target: String(agency.id),
        changes: [{ field: 'code', before: agency.code, after: null }],
      });
      return ok(null);
    },
  );

  r.get(
    '/:id/config',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "An agency's settings",
        params: idParamsSchema,
        response: { 200: envelopeOf(agencyConfigSchema) },
      },
    },
    async (request) => {
      const row = await managedAgency(db, identityOf(request), request.params.id);
      return ok({ agencyId: row.id, settings: settingsOf(row) });
    },
  );

  r.put(
    '/:id/config',
    {
      config: write,
      preValidation: unwrapSettingsBody,
      schema: {
        tags,
        security,
        summary: "Replace an agency's settings (applies from the next request)",
        params: idParamsSchema,
        body: agencySettingsSchema,
        response: { 200: envelopeOf(agencyConfigSchema) },
      },
    },
    async (request) => {
      await assertNotifyUrlsAllowed(request.body, app.outbound, request.lang);
      const { settings, changes } = await agenciesService.updateAgencySettings(db, identityOf(request), request.params.id, request.body);
      noteAudit(request, { action: 'agency.settings', target: String(request.params.id), changes });
      return ok({ agencyId: request.params.id, settings });
    },
  );

  r.put(
    '/:id/logo',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Upload an agency's logo (JPG, PNG or WebP under 2 MB, checked by content)",
        params: idParamsSchema,
        body: logoUploadSchema,
        response: { 200: envelopeOf(agencySchema) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const before = await managedAgency(db, identity, request.params.id);
      const logo = await saveLogo(db, before.id, request.body.image);
      noteAudit(request, {
        action: 'agency.logo',
        target: String(before.id),
        changes: [{ field: 'logo', before: before.logo, after: logo }],
      });
      return ok((await agencyById(db, identity, before.id))!);
    },
  );

  r.post(
    '/:id/superuser/password',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "Reset the agency SuperUser's password (the new one is shown once)",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ username: text(), password: text() })) },
      },
    },
    async (request) => {
      const result = await agenciesService.resetSuperUserPassword(db, identityOf(request), request.params.id);
      noteAudit(request, {
        action: 'agency.superuser.password',
        target: String(request.params.id),
        changes: [{ field: `password (${result.username})`, before: REDACTED, after: REDACTED }],
      });
      return ok(result);
    },
  );

  r.post(
    '/:id/apikey',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Generate an API key (replaces the old one; shown once)',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ apiKey: text(), prefix: text() })) },
      },
    },
    async (request) => {
      const result = await agenciesService.generateApiKey(db, identityOf(request), request.params.id);
      noteAudit(request, {
        action: 'agency.apikey',
        target: String(request.params.id),
        changes: [{ field: 'apiKey', before: REDACTED, after: REDACTED }],
      });
      return ok(result);
    },
  );

  // Staff and a parent agency may end a sub-agency's signing key but never read one: a new key is
  // issued to the agency's own SuperUser (POST /company/notify-secret).
  r.delete(
    '/:id/notify-secret',
    {
      config: admin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        summary: "Revoke an agency's notification signing key (and the previous one); its SuperUser issues a new one",
        response: { 200: envelopeOf(z.object({ hadKey: z.boolean() })) },
      },
    },
    async (request) => {
      const result = await agenciesService.revokeNotifySecret(db, identityOf(request), request.params.id);
      noteAudit(request, {
        action: 'agency.notifysecret.revoke',
        target: String(request.params.id),
        changes: [{ field: 'notifySecret', before: REDACTED, after: null }],
      });
      return ok(result);
    },
  );

  r.get(
    '/:id/look-to-book',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Searches per booking over a period (ratio null when there were no bookings)',
        params: idParamsSchema,
        querystring: lookToBookQuerySchema,
        response: { 200: envelopeOf(lookToBookSchema) },
      },
    },
    async (request) => {
      await managedAgency(db, identityOf(request), request.params.id);
      return ok(await lookToBook(db, request.params.id, request.query.from, request.query.to));
    },
  );
}
