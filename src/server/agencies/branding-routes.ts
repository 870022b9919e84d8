// GET/PUT /api/base/v2/agencies/:id/branding: platform staff read and set an agency's site and
// special settings (theme, forced language, no login message). Logged with the fields changed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agencyBrandingSchema } from '@/domain/schemas/agency-branding';
import { envelopeOf } from '@/domain/schemas/common';
import { noteAudit } from '../audit/audit';
import { fieldChanges, flatten } from '../audit/field-changes';
import type { Db } from '../db/client';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { readBranding, saveBranding } from './branding';

const tags = ['agencies'];
const security = [{ bearer: [] }];
const LOGGED = [
  'siteId',
  'special',
  'special.theme',
  'special.theme.colorPrimary',
  'special.theme.colorLink',
  'special.theme.useAgencyLogo',
  'special.forcedLocale',
  'special.suppressLoginMessage',
] as const;

export async function agencyBrandingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/branding',
    {
      config: { access: { obj: 'api:agency-branding', act: 'read' } },
      schema: {
        tags,
        security,
        summary: "An agency's site and special settings (platform staff)",
        params: idParamsSchema,
        response: { 200: envelopeOf(agencyBrandingSchema) },
      },
    },
    async (request) => ok(await readBranding(db, request.params.id)),
  );

  r.put(
    '/:id/branding',
    {
      config: { access: { obj: 'api:agency-branding', act: 'write' } },
      schema: {
        tags,
        security,
        summary: "Set an agency's site and special settings (platform staff; applies from the next login or /me)",
        params: idParamsSchema,
        body: agencyBrandingSchema,
        response: { 200: envelopeOf(agencyBrandingSchema) },
      },
    },
    async (request) => {
      const { before, after } = await saveBranding(db, request.params.id, request.body, request.lang);
      noteAudit(request, {
        action: 'agency.branding',
        target: String(request.params.id),
        changes: fieldChanges(flatten(before), flatten(after), LOGGED),
      });
      return ok(after);
    },
  );
}
