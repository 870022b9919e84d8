// The host name a request was sent to, as the site lookup and the login's website check compare it:
// lower case, without port or trailing dot. Fastify's request.hostname already takes
// X-Forwarded-Host from a trusted proxy (TRUST_PROXY) and ignores it from anyone else.
import type { FastifyRequest } from 'fastify';

export function normaliseHost(host: string | undefined): string {
  const raw = (host ?? '').trim().toLowerCase();
  // An IPv6 literal keeps its brackets; anything else loses its port.
  const name = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':', 1)[0]!;
  return name.replace(/\.$/, '');
}

export function requestHost(request: FastifyRequest): string {
  return normaliseHost(request.hostname);
}
