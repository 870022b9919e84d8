// HTTP face of platform staff's sites (mounted at /api/base/v2/sites): list, read, create, change,
// upload a logo, white logo or favicon; and the public image URLs the console and pages show.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@/domain/schemas/common';
import { SITE_IMAGE_KINDS, siteImageUploadSchema, siteInputSchema, siteSchema, siteUpdateSchema } from '@/domain/schemas/sites';
import { noteAudit } from '../audit/audit';
import { fieldChanges } from '../audit/field-changes';
import type { Db } from '../db/client';
import { ApiError } from '../http/api-error';
import { setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import type { SiteDirectory } from './directory';
import { loadSiteImage, saveSiteImage } from './images';
import { createSite, findSite, listSites, updateSite } from './sites';

const tags = ['sites'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:sites', act: 'read' } };
const write = { access: { obj: 'api:sites', act: 'write' } };
const LOGGED_FIELDS = [
  'enabled',
  'domains',
  'name',
  'shortName',
  'chineseName',
  'chineseShortName',
  'type',
  'dateFormat',
  'defaultCurrency',
  'defaultLanguage',
  'currencies',
  'isIcp',
  'icpCode',
  'isNetworkSecurity',
  'networkSecurityCode',
  'logo',
  'whiteLogo',
  'favicon',
] as const;
const imageParams = idParamsSchema.extend({ kind: z.enum(SITE_IMAGE_KINDS) });

export async function sitesRoutes(app: FastifyInstance, { db, directory }: { db: Db; directory: SiteDirectory }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: { tags, security, summary: 'White-label sites with their domains', response: { 200: envelopeOf(z.array(siteSchema)) } },
    },
    async (_request, reply) => {
      const rows = await listSites(db);
      setTotal(reply, rows.length);
      return ok(rows);
    },
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: { tags, security, summary: 'One site', params: idParamsSchema, response: { 200: envelopeOf(siteSchema) } },
    },
    async (request) => ok(await findSite(db, request.params.id)),
  );

  r.post(
    '',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a site serving the given domains (a domain serves one site at most)',
        body: siteInputSchema,
        response: { 200: envelopeOf(siteSchema) },
      },
    },
    async (request) => {
      const site = await createSite(db, request.body);
      directory.invalidate();
      noteAudit(request, { action: 'site.create', target: String(site.id), changes: fieldChanges(null, site, LOGGED_FIELDS) });
      return ok(site);
    },
  );

  r.patch(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Change a site's info, domains or enabled flag (seen at once on this server)",
        params: idParamsSchema,
        body: siteUpdateSchema,
        response: { 200: envelopeOf(siteSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateSite(db, request.params.id, request.body);
      directory.invalidate();
      noteAudit(request, { action: 'site.update', target: String(after.id), changes: fieldChanges(before, after, LOGGED_FIELDS) });
      return ok(after);
    },
  );

  r.put(
    '/:id/images/:kind',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Upload a site logo, white logo or favicon (PNG, JPEG, WebP, ICO or plain SVG under 2 MB, checked by content)',
        params: imageParams,
        body: siteImageUploadSchema,
        response: { 200: envelopeOf(siteSchema) },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const before = await findSite(db, id);
      await saveSiteImage(db, id, kind, request.body.image);
      directory.invalidate();
      const after = await findSite(db, id);
      noteAudit(request, { action: 'site.image', target: String(id), changes: fieldChanges(before, after, [kind]) });
      return ok(after);
    },
  );

  r.get(
    '/:id/images/:kind',
    {
      config: { public: true },
      schema: { tags, summary: "A site's logo, white logo or favicon image", params: imageParams },
    },
    async (request, reply) => {
      const image = await loadSiteImage(db, request.params.id, request.params.kind);
      if (!image) throw new ApiError('NOT_FOUND');
      return (
        reply
          .header('content-type', image.mime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own is a document: it may draw, never run or load anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(Buffer.from(image.data, 'base64'))
      );
    },
  );
}
