// HTTP face of partner integrations: the public single-login a partner platform sends its users
// through, platform staff's integrations (list, create, change, rotate, signed test link), and
// what an embedded console asks about its own partner (which parents may post it results).
// Mounted under /api/base/v2.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResultSchema } from '@/domain/schemas/auth';
import { envelopeOf } from '@/domain/schemas/common';
import {
  partnerEmbedSchema,
  partnerIntegrationInputSchema,
  partnerIntegrationSchema,
  partnerIntegrationUpdateSchema,
  partnerSecretSchema,
  partnerTestLinkInputSchema,
  partnerTestLinkSchema,
  singleLoginSchema,
} from '@/domain/schemas/partners';
import type { AuthContext } from '../auth/service';
import { noteAudit } from '../audit/audit';
import { fieldChanges } from '../audit/field-changes';
import { identityOf } from '../access/guard-plugin';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { requestHost } from '../site/hosts';
import type { FramingPolicy } from './framing';
import {
  createIntegration,
  findIntegration,
  listIntegrations,
  parentOriginsOf,
  rotateSecret,
  testLink,
  updateIntegration,
} from './integrations';
import { singleLogin } from './single-login';

const tags = ['partners'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:partners', act: 'read' } };
const write = { access: { obj: 'api:partners', act: 'write' } };
const CHANGED_FIELDS = ['name', 'role', 'enabled', 'embedOrigins'] as const;

export async function partnerRoutes(app: FastifyInstance, options: { auth: AuthContext; framing: FramingPolicy }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.auth;
  const ctx = { auth: options.auth, log: app.log };

  r.post(
    '/single-login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log a partner platform user in (signed entry)',
        body: singleLoginSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request) =>
      ok(await singleLogin(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'], host: requestHost(request) })),
  );

  r.get(
    '/me/embed',
    {
      config: { access: { obj: 'api:me', act: 'read' } },
      schema: {
        tags,
        security,
        summary: 'The parent origins an embedded console believes',
        response: { 200: envelopeOf(partnerEmbedSchema) },
      },
    },
    async (request) => ok({ parentOrigins: await parentOriginsOf(db, identityOf(request).user.id) }),
  );

  r.get(
    '/partners',
    {
      config: read,
      schema: { tags, security, summary: 'Partner integrations', response: { 200: envelopeOf(z.array(partnerIntegrationSchema)) } },
    },
    async (_request, reply) => {
      const rows = await listIntegrations(db);
      reply.header('x-total-count', String(rows.length));
      return ok(rows);
    },
  );

  r.get(
    '/partners/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One partner integration',
        params: idParamsSchema,
        response: { 200: envelopeOf(partnerIntegrationSchema) },
      },
    },
    async (request) => ok((await findIntegration(db, request.params.id)).view),
  );

  r.post(
    '/partners',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a partner integration (its secret is shown once)',
        body: partnerIntegrationInputSchema,
        response: { 200: envelopeOf(partnerSecretSchema) },
      },
    },
    async (request) => {
      const created = await createIntegration(db, request.body);
      await options.framing.reload();
      noteAudit(request, { action: 'partner.create', target: created.integration.keyId });
      return ok(created);
    },
  );

  r.patch(
    '/partners/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Change a partner integration's name, role, enabled flag or frame origins",
        params: idParamsSchema,
        body: partnerIntegrationUpdateSchema,
        response: { 200: envelopeOf(partnerIntegrationSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateIntegration(db, request.params.id, request.body);
      await options.framing.reload();
      noteAudit(request, { action: 'partner.update', target: after.keyId, changes: fieldChanges(before, after, CHANGED_FIELDS) });
      return ok(after);
    },
  );

  r.post(
    '/partners/:id/rotate',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Rotate a partner integration's secret (the old one verifies 24 h more)",
        params: idParamsSchema,
        response: { 200: envelopeOf(partnerSecretSchema) },
      },
    },
    async (request) => {
      const rotated = await rotateSecret(db, request.params.id);
      noteAudit(request, { action: 'partner.rotate', target: rotated.integration.keyId });
      return ok(rotated);
    },
  );

  r.post(
    '/partners/:id/test-link',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'A signed single-login link for trying an integration (5 minutes)',
        params: idParamsSchema,
        body: partnerTestLinkInputSchema,
        response: { 200: envelopeOf(partnerTestLinkSchema) },
      },
    },
    async (request) => {
      const link = await testLink(db, request.params.id, request.body.userid);
      noteAudit(request, { action: 'partner.test-link', target: request.body.userid });
      return ok(link);
    },
  );
}
