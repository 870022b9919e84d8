// Who a request counts against for rate limits: its credential (a bearer token, an agency API key,
// a chat visitor's token in its header or, for an event stream a browser opens, its query), hashed
// because the keys of a counter map are not secrets; without one, its address.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '../auth/api-key';
import { CHAT_TOKEN_HEADER } from '@/domain/schemas/chat';

function queryToken(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.token;
}

export function callerKey(request: FastifyRequest): string {
  const credential =
    request.headers.authorization ?? request.headers[API_KEY_HEADER] ?? request.headers[CHAT_TOKEN_HEADER] ?? queryToken(request);
  if (typeof credential === 'string' && credential) return `c:${createHash('sha256').update(credential).digest('base64url').slice(0, 22)}`;
  return `a:${request.ip}`;
}
