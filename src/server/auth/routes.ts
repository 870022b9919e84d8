// HTTP face of authentication (login, login by e-mailed code) and the personal profile (/me).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  codeLoginSchema,
  loginResultSchema,
  passwordLoginSchema,
  PERSONAL_CONFIG_KEYS,
  personalConfigValueSchemas,
  sendLoginCodeResultSchema,
  sendLoginCodeSchema,
  sessionSchema,
  updateMeSchema,
  userInfoSchema,
  type SessionInfo,
} from '@/domain/schemas/auth';
import { envelopeOf } from '@/domain/schemas/common';
import { identityOf } from '../access/guard-plugin';
import { ApiError } from '../http/api-error';
import { ok } from '../http/reply';
import { trustedShape, trustedWriter } from '../http/trusted-serializer';
import { zodFieldErrors } from '../http/validation-messages';
import { requestHost } from '../site/hosts';
import { sessionInfo, type Identity } from './identity';
import { websitePrefixOf } from './site-of-agency';
import * as auth from './service';

const tags = ['auth'];
const me = { obj: 'api:me', act: 'read' };
const meWrite = { obj: 'api:me', act: 'write' };

function meta(request: FastifyRequest): auth.RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'], host: requestHost(request) };
}

const meAnswer = trustedShape(envelopeOf(sessionSchema));
const writeMeAnswer = trustedWriter(meAnswer);
const JSON_TYPE = 'application/json; charset=utf-8';

// The session cache hands out one identity object per session until the session, its user or its
// agency changes (then a new object), so the /me answer built from it can be kept with it, already
// written (by the writer the route's schema would use: the same bytes, without writing them again).
const sessionAnswers = new WeakMap<Identity, { info: SessionInfo; body: Buffer }>();
function sessionAnswerBody(identity: Identity, websitePrefix: string): Buffer {
  let kept = sessionAnswers.get(identity);
  if (kept?.info.websitePrefix !== websitePrefix) {
    const info = sessionInfo(identity, websitePrefix);
    sessionAnswers.set(identity, (kept = { info, body: Buffer.from(writeMeAnswer(ok(info))) }));
  }
  return kept.body;
}

export async function authRoutes(app: FastifyInstance, ctx: auth.AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in with username or e-mail and password',
        body: passwordLoginSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request) => ok(await auth.loginWithPassword(ctx, request.body, meta(request))),
  );

  r.post(
    '/login/code/send',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'E-mail a 6-digit login code (resend not before 60 s)',
        body: sendLoginCodeSchema,
        response: { 200: envelopeOf(sendLoginCodeResultSchema) },
      },
    },
    async (request) => ok(await auth.sendLoginCode(ctx, request.body.email, request.lang, meta(request))),
  );

  r.post(
    '/login/code',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in with an e-mailed code (single use, expires)',
        body: codeLoginSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request) => ok(await auth.loginWithCode(ctx, request.body, meta(request))),
  );

  r.get(
    '/me',
    {
      config: { access: me },
      schema: { tags, summary: 'The current user, company and permissions', security: [{ bearer: [] }], response: { 200: meAnswer } },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const body = sessionAnswerBody(identity, await websitePrefixOf(ctx.db, identity.agency));
      // The bytes are the schema's own serialisation of the answer (above), sent as they are.
      return (reply as FastifyReply).type(JSON_TYPE).send(body);
    },
  );

  r.put(
    '/me',
    {
      config: { access: meWrite },
      schema: {
        tags,
        summary: 'Update the personal profile',
        security: [{ bearer: [] }],
        body: updateMeSchema,
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request) => ok(await auth.updateProfile(ctx, identityOf(request), request.body)),
  );

  r.delete(
    '/me',
    {
      config: { access: meWrite },
      schema: {
        tags,
        summary: 'Log out: the token is revoked on the server',
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await auth.logout(ctx, identityOf(request), request.ip);
      return ok(null);
    },
  );

  r.put(
    '/me/password',
    {
      config: { access: meWrite },
      schema: {
        tags,
        summary: 'Change password (6-15 characters; old password required)',
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await auth.changePassword(ctx, identityOf(request), request.body, request.lang);
      return ok(null);
    },
  );

  r.put(
    '/me/config/:key',
    {
      config: { access: meWrite },
      schema: {
        tags,
        summary: 'Set one personal config key',
        security: [{ bearer: [] }],
        params: z.object({ key: z.enum(PERSONAL_CONFIG_KEYS) }),
        body: z.object({ value: z.unknown() }),
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request) => {
      const { key } = request.params;
      const parsed = personalConfigValueSchemas[key].safeParse(request.body.value);
      if (!parsed.success) {
        throw new ApiError('VALIDATION', { fields: 'value' }, zodFieldErrors(request.lang, parsed.error.issues, 'value'));
      }
      return ok(await auth.setPersonalConfig(ctx, identityOf(request), key, parsed.data));
    },
  );
}
