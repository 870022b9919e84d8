// The security headers helmet writes, computed once. @fastify/helmet builds helmet's middleware again
// on every request (parsing the CSP directives each time); the headers depend only on the options,
// not on the request, so helmet runs once here against a recording response and the server then
// writes the recorded list. Helmet stays the source of every value.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface StaticHeaders {
  set: Readonly<Record<string, string>>;
  removed: readonly string[];
}

export function staticSecurityHeaders(options: HelmetOptions): StaticHeaders {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), String(value));
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  // helmet is asked once, at start, which headers it would set: the recorder answers only setHeader/removeHeader.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return { set: Object.fromEntries(set), removed };
}

/**
 * Sets the headers on the reply. They are written with the answer's other headers, checked once
 * there (setting them one by one on the raw response checked each on its own, and made Node merge
 * the reply's headers into them one by one again). A hijacked reply writes them itself (event-stream.ts).
 */
export function setStaticHeaders(reply: FastifyReply, headers: StaticHeaders): void {
  for (const name of headers.removed) reply.removeHeader(name);
  reply.headers(headers.set);
}
