// Every error answer of an operation, with the envelope and the codes it can carry. Derived from the
// route itself (its access and its schemas) plus the business refusals the catalogue lists, so the
// document follows the routes without a second list to keep in step.
import { ErrorCode, HTTP_STATUS, type ErrorCodeName } from '@/domain/errors';
import { apiKeyScopeFor } from '@/domain/access/api-key-scopes';
import type { RouteAccess } from '@/server/access/guard-plugin';
import { rateLimitCategory } from '@/server/security/rate-limits';
import { errorExampleKey } from './examples/error-examples';

const SESSION_REFUSALS: ErrorCodeName[] = ['NOT_LOGGED_IN', 'SESSION_EXPIRED', 'SESSION_REVOKED', 'ACCOUNT_DISABLED', 'API_KEY_INVALID'];
// Fastify parses a body on these (DELETE included), so a malformed one is refused on any of them.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteFacts {
  method: string;
  url?: string;
  config?: { public?: boolean; access?: RouteAccess };
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown; consumes?: readonly string[] };
}

const REASON: Record<number, string> = {
  400: 'The request was refused: invalid input (data.fields names each field) or a business rule.',
  401: 'Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key.',
  402: 'The payment was declined.',
  403: 'The access policy or an agency setting does not allow this call.',
  404: 'Not found, or not visible to the caller.',
  409: 'Refused by the current state of the resource.',
  413: 'The request or an uploaded file is too large.',
  415: 'The content type is not accepted.',
  422: 'Understood but cannot be processed.',
  423: 'Locked by another user.',
  429: 'Too many requests: wait and retry.',
  500: 'Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key.',
  502: 'A supplier, the mail server or the payment gateway did not answer as needed.',
  503: 'Not ready to serve: the database is down, or the server is draining before it stops.',
  504: 'The suppliers did not answer in time: try again.',
};

/** The error codes a route can answer, by HTTP status. */
export function errorCodesOf(route: RouteFacts, businessErrors: readonly ErrorCodeName[]): Map<number, Set<ErrorCodeName>> {
  const names: ErrorCodeName[] = ['INTERNAL', ...businessErrors];
  if (!route.config?.public) names.push(...SESSION_REFUSALS, 'FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED');
  if (route.config?.access && !apiKeyScopeFor(route.config.access.obj, route.config.access.act)) names.push('API_KEY_SCOPE');
  if (route.url && rateLimitCategory(route.method, route.url)) names.push('TOO_MANY_REQUESTS');
  const schema = route.schema ?? {};
  const takesBody = BODY_METHODS.has(route.method);
  if (schema.body || schema.querystring || schema.params || schema.headers || takesBody) names.push('VALIDATION');
  if (schema.params) names.push('NOT_FOUND');
  const byStatus = new Map<number, Set<ErrorCodeName>>();
  const add = (status: number, name: ErrorCodeName) => {
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(name);
  };
  for (const name of names) add(HTTP_STATUS[name], name);
  // The body parser's refusals (too large, wrong content type) travel as validation envelopes.
  if (takesBody) {
    add(413, 'VALIDATION');
    add(415, 'VALIDATION');
  }
  return byStatus;
}

/** Shared schemas: every error answer is this envelope, with the codes of its operation. */
export const ERROR_SCHEMAS = {
  FieldError: {
    type: 'object',
    required: ['field', 'message'],
    additionalProperties: false,
    properties: { field: { type: 'string' }, message: { type: 'string', description: 'Translated from Accept-Language' } },
  },
  ErrorEnvelope: {
    type: 'object',
    description: 'An error answer: `code` says which (see each operation), `message` is translated, `data.fields` names invalid fields.',
    required: ['code', 'data', 'message'],
    additionalProperties: false,
    properties: {
      code: { type: 'integer' },
      data: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            required: ['fields'],
            additionalProperties: false,
            properties: { fields: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } } },
          },
        ],
      },
      message: { type: 'string', description: 'Translated from Accept-Language (en, zh-cn, zh-tw)' },
      traceId: {
        type: 'string',
        pattern: '^[0-9a-f]{32}$',
        description: 'When the server traces (OpenTelemetry): the trace of this request, for a support report',
      },
    },
  },
};

/**
 * The response of one error status: the envelope, its `code` one of the listed codes. The codes are
 * also data (`x-error-codes`, for generators and tests), and each has its example.
 */
export function errorResponse(status: number, names: readonly ErrorCodeName[]) {
  const unique = [...new Set(names)].sort((a, b) => ErrorCode[a] - ErrorCode[b]);
  const codes = unique.map((name) => ErrorCode[name]);
  const listed = names.map((name) => `${ErrorCode[name]} ${name}`).join(', ');
  return {
    description: `${REASON[status] ?? 'Refused.'} Codes: ${listed}.`,
    'x-error-codes': unique.map((name) => ({ code: ErrorCode[name], name })),
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { properties: { code: { enum: codes } } }] },
        examples: Object.fromEntries(unique.map((name) => [name, { $ref: `#/components/examples/${errorExampleKey(name)}` }])),
      },
    },
  };
}

/** Error statuses with their code names, sorted: carried on the operation until the document is assembled. */
export function errorCodeNamesOf(route: RouteFacts, businessErrors: readonly ErrorCodeName[]): Record<string, ErrorCodeName[]> {
  const sorted = [...errorCodesOf(route, businessErrors)].sort(([a], [b]) => a - b);
  return Object.fromEntries(sorted.map(([status, names]) => [String(status), [...names]]));
}
