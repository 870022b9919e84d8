// Every JSON body, whatever the route: Fastify's own parser (prototype poisoning refused), then a
// depth limit, so no later code that walks a body (validation, the idempotency fingerprint, audit)
// can be sent deep enough to exhaust the stack. Too deep is the caller's input: a translated 400.
// An empty body reads as none.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { translate } from './i18n';

/** No request of ours nests anywhere near this deep. */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `limit` (walked with a stack, not recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // No bytes is no body, as without the header (HTTP clients often send the type on every call):
    // an operation whose body is optional runs, one that needs a body says which field is missing.
    if (String(body).trim() === '') return done(null, undefined);
    parse(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(
          new ApiError('VALIDATION', { fields: 'body' }, [
            { field: 'body', message: translate(request.lang, 'field.tooDeep', { maximum: MAX_JSON_DEPTH }) },
          ]),
          undefined,
        );
      }
      done(null, value);
    });
  });
}
