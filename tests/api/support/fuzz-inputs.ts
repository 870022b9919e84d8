// Malformed inputs derived from an operation's own OpenAPI schema: every string with a NUL and a
// control character, every value of the wrong type, numbers far out of range, keys named like
// Object.prototype members, and JSON nested deeper than any request needs.
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
};

export type Mode = 'nul' | 'wrongTypes' | 'huge' | 'prototypeKeys';

function typeOf(schema: Schema): string | undefined {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return typeOf(variants.find((v) => typeOf(v) !== 'null') ?? variants[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (!type && schema.properties) return 'object';
  return type;
}

function propertiesOf(schema: Schema): Record<string, Schema> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return Object.assign({}, ...variants.map(propertiesOf), schema.properties ?? {});
}

export function sample(schema: Schema, mode: Mode, depth = 0): unknown {
  const type = typeOf(schema);
  if (depth > 6) return null;
  switch (type) {
    case 'object': {
      const entries = Object.entries(propertiesOf(schema)).map(([k, v]) => [k, sample(v, mode, depth + 1)] as const);
      const value: Record<string, unknown> = Object.fromEntries(entries);
      if (mode === 'prototypeKeys') Object.assign(value, { constructor: 'x', toString: 'x', hasOwnProperty: 1, valueOf: {} });
      return mode === 'wrongTypes' ? [value] : value;
    }
    case 'array':
      return mode === 'wrongTypes' ? { length: 1 } : [sample(schema.items ?? {}, mode, depth + 1)];
    case 'string':
      if (mode === 'wrongTypes') return 12;
      if (mode === 'huge') return 'x'.repeat(70_000);
      if (mode === 'prototypeKeys') return 'constructor';
      return 'a\u0000b\u0007c';
    case 'integer':
    case 'number':
      if (mode === 'wrongTypes') return 'twelve';
      if (mode === 'huge') return 9_007_199_254_740_993;
      return -1;
    case 'boolean':
      return mode === 'wrongTypes' ? 'yes' : true;
    default:
      return mode === 'nul' ? 'a\u0000b' : null;
  }
}

/** A JSON text nested `levels` deep (what overflowed the stack of code that walks bodies recursively). */
export function deepJson(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Query values no parameter should take. */
export const BAD_QUERY_VALUES = ['a\u0000b', '-1', '99999999999999999999', '\u0007', 'constructor', '%E0%A4%A'];
