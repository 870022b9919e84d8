// A property over every documented operation's body and query schema: whatever string lands in any
// one field (random text from fast-check, and the decimal forms that once reached BigInt: "7,1",
// "1e3", "abc", "Infinity"), the answer is never a 5xx. Each body starts from a value shaped like
// its schema so that only the one field is wrong, which is what lets an object-level check run on
// a field that failed. Seeded, two values per field in turn: seconds, not minutes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/harness';
import type { Schema as FuzzSchema } from './support/fuzz-inputs';

/** The fuzz inputs' schema shape, with the bounds and formats this property reads too. */
type Schema = FuzzSchema & {
  minimum?: number;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

interface Operation {
  method: string;
  path: string;
  url: string;
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** A value of the schema's shape: first enum member, 1, true, a short text, one item. */
function shaped(schema: Schema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return shaped(variants.find((v) => v.type !== 'null') ?? variants[0]!, depth + 1);
  const type = Array.isArray(schema.type)
    ? schema.type.find((t) => t !== 'null')
    : (schema.type ?? (schema.properties ? 'object' : undefined));
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, shaped(v, depth + 1)]));
    case 'array':
      return [shaped(schema.items ?? {}, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date' ? '2030-01-01' : 'a';
    default:
      return null;
  }
}

const DECIMAL_TRAPS = ['7,1', '1e3', 'abc', 'Infinity'];
/** The same values every run (seeded), so a failure names a reproducible input. */
const strings = [...DECIMAL_TRAPS, ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { numRuns: 4, seed: 2026 })];

let t: TestApp;
const tokens: string[] = [];
let operations: Operation[];

beforeAll(async () => {
  t = await startTestApp();
  tokens.push(await t.login('admin'), await t.login('harbour.super'));
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path' | 'url'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}, 120_000);
afterAll(async () => t?.close());

async function send(op: Operation, token: string, query: string, body?: unknown): Promise<number> {
  const response = await t.app.inject({
    method: op.method as 'POST',
    url: `${op.url}${query}`,
    headers: { ...bearer(token), 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return response.statusCode;
}

describe('every schema, one field at a time', () => {
  it('answers no 5xx whatever string a field holds', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let requests = 0;
    for (const op of operations) {
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const queries = (op.parameters ?? []).filter((p) => p.in === 'query');
      if (!bodySchema && !queries.length) continue;
      // An event stream stays open by design: a valid-shaped query would never answer.
      if (Object.values(op.responses ?? {}).some((r) => r.content && 'text/event-stream' in r.content)) continue;
      const base = bodySchema ? shaped(bodySchema) : undefined;
      const baseQuery = Object.fromEntries(queries.map((p) => [p.name, String(shaped(p.schema ?? {}) ?? 'a')]));
      // The caller the operation is for: platform staff, else an agency's SuperUser.
      const token = (await send(op, tokens[0]!, '', base)) === 403 ? tokens[1]! : tokens[0]!;
      const cases: Array<{ field: string; value: string; body?: unknown; query: Record<string, string> }> = [];
      const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
      // Two values per field, taken in turn from the list (a decimal trap and a random text), so
      // every value meets many fields across the walk while the walk stays within seconds.
      const pick = (n: number) => [strings[n % strings.length]!, strings[(n + DECIMAL_TRAPS.length) % strings.length]!];
      fields.forEach((field, i) => {
        for (const value of pick(i))
          cases.push({ field: `body.${field}`, value, body: { ...(base as object), [field]: value }, query: baseQuery });
      });
      queries.forEach((p, i) => {
        for (const value of pick(i)) cases.push({ field: `query.${p.name}`, value, body: base, query: { ...baseQuery, [p.name]: value } });
      });
      const began = performance.now();
      for (const c of cases) {
        const query = Object.keys(c.query).length ? `?${new URLSearchParams(c.query).toString()}` : '';
        const status = await send(op, token, query, c.body);
        requests++;
        if (status >= 500) failures.push(`${op.method} ${op.path} ${c.field}=${JSON.stringify(c.value)} answered ${status}`);
      }
      const took = performance.now() - began;
      if (took > 2_000) console.info(`${op.method} ${op.path}: ${cases.length} requests in ${(took / 1000).toFixed(1)} s`);
    }
    console.info(`${requests} requests over ${operations.length} operations`);
    expect(failures).toEqual([]);
  });
});
