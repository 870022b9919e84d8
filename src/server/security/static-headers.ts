// The security headers helmet writes, computed once. @fastify/helmet builds helmet's middleware again
// on every request (parsing the CSP directives each time); the headers depend only on the options,
// not on the request, so helmet runs once here against a recording response and the server then
// writes the recorded list. Helmet stays the source of every value.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface StaticHeaders {
  set: ReadonlyArray<readonly [string, string]>;
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
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return { set: [...set], removed };
}

/** Writes the headers on the raw response, as helmet itself does (so hijacked streams carry them too). */
export function writeStaticHeaders(response: ServerResponse, headers: StaticHeaders): void {
  for (const name of headers.removed) response.removeHeader(name);
  for (const [name, value] of headers.set) response.setHeader(name, value);
}
