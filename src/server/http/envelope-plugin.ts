// Every answer is {code, data, message}: errors, validation failures and unknown paths included.
// Bad input is a 4xx with a translated message; only our own faults are 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './trusted-serializer';
import { ErrorCode, type ErrorCodeName } from '@/domain/errors';
import type { Language } from '@/domain/schemas/common';
import { ApiError } from './api-error';
import { apiErrorFromDatabase } from './db-errors';
import { languageFrom, translate } from './i18n';
import { API_KEY_HEADER } from '@/server/auth/api-key';
import { fieldErrors } from './validation-messages';
import { limitJsonDepth } from './json-body';
import { currentTraceId } from '../tracing/spans';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

function send(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  // A user's report quoting the trace id leads an operator to the request's trace.
  const traceId = currentTraceId();
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(traceId ? { code, data, message, traceId } : { code, data, message });
}

function sendCode(reply: FastifyReply, request: FastifyRequest, name: ErrorCodeName, status: number, vars = {}, data: unknown = null) {
  return send(reply, status, ErrorCode[name], translate(request.lang, `errors.${name}`, vars), data);
}

/** A refusal that only asks the caller to wait says for how long (seconds or minutes in its message). */
function retryAfterSeconds(error: ApiError): number | undefined {
  if (error.status !== 429) return undefined;
  if (typeof error.vars.seconds === 'number') return error.vars.seconds;
  if (typeof error.vars.minutes === 'number') return error.vars.minutes * 60;
  return undefined;
}

async function envelope(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  limitJsonDepth(app);
  app.decorateRequest('lang', 'zh-cn');
  app.addHook('onRequest', (request, _reply, done) => {
    // A person's browser always says its language; a program often says none. An API-key caller
    // (a program) that names none reads English, the language integrators share.
    const named = request.headers['accept-language'];
    request.lang = !named && typeof request.headers[API_KEY_HEADER] === 'string' ? 'en' : languageFrom(named);
    done();
  });

  app.setErrorHandler((raw: FastifyError, request, reply) => {
    const error = (apiErrorFromDatabase(raw) ?? raw) as FastifyError;
    if (error instanceof ApiError) {
      // A field message that is a catalogue key (one word, like "documentTwice") is said in the caller's
      // language; anything else (a value, a sentence) is sent as it is.
      const fields = error.fields?.map((f) =>
        /^[a-zA-Z]+$/.test(f.message) ? { ...f, message: translate(request.lang, `field.${f.message}`, { defaultValue: f.message }) } : f,
      );
      const summary = fields?.map((f) => `${f.field} ${f.message}`).join('; ');
      const message = translate(request.lang, `errors.${error.codeName}`, summary ? { ...error.vars, fields: summary } : error.vars);
      const retryAfter = retryAfterSeconds(error);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return send(reply, error.status, error.code, message, fields ? { fields } : null);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(request.lang, error.validation, error.validationContext);
      const summary = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return sendCode(reply, request, 'VALIDATION', 400, { fields: summary }, { fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendCode(reply, request, 'LOGIN_RATE_LIMITED', 429, { minutes: 1 });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's input, not our fault.
      const fields = [{ field: 'body', message: error.message }];
      return sendCode(reply, request, 'VALIDATION', status, { fields: error.message }, { fields });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendCode(reply, request, 'INTERNAL', 500);
  });
}

export const envelopePlugin = fp(envelope, { name: 'envelope' });

/** Unknown /api paths answer a 404 envelope. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendCode(reply, request, 'NOT_FOUND', 404);
}
