// The server's pino logger: every line carries the request id (Fastify's reqId), the user and agency
// once the caller is known, and the trace id when tracing; secrets and personal data are censored by
// key wherever they sit in a logged object (a test runs the sensitive API flows and greps the log).
import type { FastifyServerOptions } from 'fastify';
import { currentTraceId } from '../tracing/spans';

/** Where the caller's identity sits on a request's child logger (set by the guard; read by the mixin). */
export const LOG_IDENTITY = Symbol('log identity');

interface LoggedIdentity {
  user: { id: number };
  agency: { id: number };
}

/** Every later line of this request's logger names the caller (one property set: no new logger). */
export function logAs(log: object, identity: LoggedIdentity): void {
  (log as { [LOG_IDENTITY]?: LoggedIdentity })[LOG_IDENTITY] = identity;
}

const SECRET_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'secret',
  'notifySecret',
  'loginCode',
  'verificationCode',
  'documentNumber',
  'number',
  'cardNumber',
  'cvv',
  'cvc',
  'pan',
  'authorization',
  'cookie',
  'x-api-key',
  'body',
];

/** Paths pino censors: the keys at the top of a logged object and one level down, and the request's secret headers. */
export const REDACT_PATHS = [
  ...SECRET_KEYS.map((key) => (/^[a-zA-Z]+$/.test(key) ? key : `["${key}"]`)),
  ...SECRET_KEYS.map((key) => (/^[a-zA-Z]+$/.test(key) ? `*.${key}` : `*["${key}"]`)),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["idempotency-key"]',
];

/** A request as a log line shows it: the path without its query (a link's token may sit there). */
function requestOf(request: { method?: string; url?: string; routeOptions?: { url?: string }; ip?: string }) {
  return { method: request.method, url: request.url?.split('?')[0], route: request.routeOptions?.url, remoteAddress: request.ip };
}

export type LoggerSetting = boolean | { level: string; stream?: NodeJS.WritableStream };

export function loggerOptions(setting: LoggerSetting | undefined): FastifyServerOptions['logger'] {
  if (!setting) return false;
  const level = setting === true ? 'info' : setting.level;
  const stream = setting === true ? undefined : setting.stream;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestOf },
    mixin(_object: object, _level: number, logger: unknown) {
      const identity = (logger as { [LOG_IDENTITY]?: LoggedIdentity } | undefined)?.[LOG_IDENTITY];
      const traceId = currentTraceId();
      if (!identity && !traceId) return {};
      return { ...(identity ? { userId: identity.user.id, agencyId: identity.agency.id } : {}), ...(traceId ? { traceId } : {}) };
    },
  } as FastifyServerOptions['logger'];
}
