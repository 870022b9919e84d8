// Every documented operation, walked with malformed bodies, paths and queries built from its own
// schema: each answer is an envelope with a 4xx (or, for a harmless read, a 2xx), never a 5xx, and
// no money moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { BAD_QUERY_VALUES, deepJson, sample, type Mode } from './support/fuzz-inputs';
import { expectLedgerConsistent, moneyFingerprint } from './support/money';

interface Operation {
  method: string;
  path: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: object }> };
}

let t: TestApp;
let token: string;
let operations: Array<Operation & { url: string }>;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      ...op,
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{[^}]+\}/g, '2147483647'),
    })),
  );
}, 120_000);
afterAll(async () => t?.close());

type Answer = { status: number; body: { code?: unknown; message?: unknown } };

async function send(op: Operation & { url: string }, options: { url?: string; payload?: string; contentType?: string }): Promise<Answer> {
  const response = await t.app.inject({
    method: op.method as 'GET',
    url: options.url ?? op.url,
    headers: {
      ...bearer(token),
      'accept-language': 'en',
      ...(options.payload !== undefined ? { 'content-type': options.contentType ?? 'application/json' } : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
  let body: Answer['body'] = {};
  try {
    body = response.json();
  } catch {
    body = {};
  }
  return { status: response.statusCode, body };
}

function describeFailure(op: Operation, what: string, answer: Answer): string {
  return `${op.method} ${op.path} (${what}) answered ${answer.status}: ${String(answer.body.message ?? '')}`;
}

describe('fuzzing every documented operation', () => {
  it('answers 4xx envelopes, never a 5xx, and moves no money', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const before = await moneyFingerprint(t);
    const failures: string[] = [];
    const expect4xx = (op: Operation, what: string, answer: Answer) => {
      const envelope = typeof answer.body.code === 'number' && typeof answer.body.message === 'string';
      if (answer.status < 400 || answer.status >= 500 || !envelope) failures.push(describeFailure(op, what, answer));
    };
    const expectNo5xx = (op: Operation, what: string, answer: Answer) => {
      if (answer.status >= 500) failures.push(describeFailure(op, what, answer));
    };
    for (const op of operations) {
      const mutating = op.method !== 'GET' && op.method !== 'HEAD';
      // Path parameters that are not ids (or not valid ones).
      if (op.path.includes('{'))
        expectNo5xx(
          op,
          'bad path parameter',
          await send(op, { url: op.path.replace(/\{[^}]+\}/g, encodeURIComponent('a\u0000b')), ...(mutating ? { payload: '{' } : {}) }),
        );
      // Every query parameter with each bad value (reads only: a write is refused for its body below).
      const queries = (op.parameters ?? []).filter((p) => p.in === 'query');
      if (!mutating && queries.length) {
        for (const value of BAD_QUERY_VALUES) {
          const query = queries
            .map((p) => `${encodeURIComponent(p.name)}=${value.startsWith('%') ? value : encodeURIComponent(value)}`)
            .join('&');
          expectNo5xx(op, `query ${JSON.stringify(value)}`, await send(op, { url: `${op.url}?${query}` }));
        }
      }
      if (!mutating) continue;
      // Bodies no route takes, whether or not it declares a body.
      expect4xx(op, 'malformed JSON', await send(op, { payload: '{"a":' }));
      expect4xx(op, 'JSON 5,000 levels deep', await send(op, { payload: deepJson(5_000) }));
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const mode of ['nul', 'wrongTypes', 'huge', 'prototypeKeys'] as Mode[]) {
        expect4xx(op, `body ${mode}`, await send(op, { payload: JSON.stringify(sample(schema, mode)) }));
      }
    }
    expect(failures).toEqual([]);
    expect(await moneyFingerprint(t)).toBe(before);
    await expectLedgerConsistent(t);
  });
});
