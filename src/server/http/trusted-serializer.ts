// Response serialisation. By default every answer is checked against its zod schema before it is
// written (fastify-type-provider-zod: a wrong shape is a 500, never a leak). A few hot answers are
// built only by our own typed code from rows whose shape the database guarantees; their schema is
// marked `trustedShape` and they are written by fast-json-stringify, compiled once from the JSON
// schema zod derives. It writes exactly the declared properties (never an undeclared one, so a
// stray field cannot leak either), without re-validating every value at run time.
import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const trusted = new WeakSet<z.ZodType>();

/** Marks a response schema whose values need no run-time check (see above). */
export function trustedShape<T extends z.ZodType>(schema: T): T {
  trusted.add(schema);
  return schema;
}

type Json = { [key: string]: unknown };

/**
 * zod's JSON schema, reduced to what a serializer needs: no validation keywords, and
 * "anyOf [X, null]" as a type list (fast-json-stringify would otherwise test each value against
 * both branches with a validator).
 */
export function serializationSchema(node: unknown): AnySchema {
  return reduced(node) as AnySchema;
}

function reduced(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(reduced);
  if (!node || typeof node !== 'object') return node;
  const { $schema: _s, pattern: _p, minimum: _min, maximum: _max, minLength: _ml, maxLength: _xl, format: _f, ...rest } = node as Json;
  const out: Json = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, reduced(v)]));
  const branches = out.anyOf as Json[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.find((b) => b.type !== 'null');
    if (
      branches.some((b) => b.type === 'null' && Object.keys(b).length === 1) &&
      other &&
      typeof other.type === 'string' &&
      other.anyOf === undefined
    ) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The writer a trusted schema's answers get (also for an answer a route writes ahead of time). */
export function trustedWriter(schema: z.ZodType): (data: unknown) => string {
  return fastJsonStringify(serializationSchema(z.toJSONSchema(schema, { io: 'output' })));
}

export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType) || !trusted.has(schema)) return zodSerializerCompiler(route);
  const stringify = trustedWriter(schema);
  return (data: unknown) => stringify(data);
};
