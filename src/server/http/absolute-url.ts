// A link the server hands to a program (an integrator's back end, not only the console) must work
// outside the console's origin: resolved against the address the caller used (the proxy's, when
// the server trusts one).
import type { FastifyRequest } from 'fastify';

export function absoluteUrl(request: FastifyRequest, url: string): string {
  return new URL(url, `${request.protocol}://${request.host}`).toString();
}
