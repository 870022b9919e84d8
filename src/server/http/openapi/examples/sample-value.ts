// An example value built from a JSON Schema: the realistic sample of its field name when the schema
// accepts it, else what the schema itself says (const, enum, format, pattern, bounds). Built from
// the schema every time the document is assembled, so an example cannot drift from its shape;
// tests/api/openapi-examples.test.ts validates every one against its schema.
import { FIELD_SAMPLES, FORMAT_SAMPLES, PATTERN_SAMPLES } from './field-samples';

type Schema = Record<string, unknown>;
export type SchemaLookup = (ref: string) => Schema | undefined;

// Nesting deeper than this is cut (optional fields go first, from OPTIONAL_UNTIL down).
const DEEPEST = 12;
const OPTIONAL_UNTIL = 7;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  return [];
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  email: (value) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value),
};

/** Whether a plain (reference-free) schema accepts a scalar or an array of scalars. */
function accepts(schema: Schema, value: unknown): boolean {
  if (schema.$ref || schema.allOf) return false;
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return options.some((option) => accepts(option, value));
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  const types = typesOf(schema);
  const actual = typeOfValue(value);
  if (types.length && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return false;
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    const check = typeof schema.format === 'string' ? FORMAT_CHECKS[schema.format] : undefined;
    if (check && !check(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined;
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return false;
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return false;
    return !items || value.every((item) => accepts(items, item));
  }
  return true;
}

function sampleString(schema: Schema): string {
  if (typeof schema.format === 'string' && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]!;
  if (typeof schema.pattern === 'string' && PATTERN_SAMPLES[schema.pattern]) return PATTERN_SAMPLES[schema.pattern]!;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
  return 'Harbour Travel'.padEnd(min, 'x').slice(0, Math.max(max, min));
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  if (typeof schema.minimum === 'number') return Math.max(schema.minimum, Math.min(1, (schema.maximum as number | undefined) ?? 1));
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (typeof schema.maximum === 'number') return Math.min(schema.maximum, 1);
  return 1;
}

/** The schemas of an allOf (references resolved) read as one. */
function merged(parts: Schema[], lookup: SchemaLookup): Schema {
  const out: Schema = {};
  for (const raw of parts) {
    const part = typeof raw.$ref === 'string' ? (lookup(raw.$ref) ?? {}) : raw;
    const inner = part.allOf ? merged(part.allOf as Schema[], lookup) : part;
    for (const [key, value] of Object.entries(inner)) {
      if (key === 'properties') out.properties = { ...(out.properties as Schema | undefined), ...(value as Schema) };
      else if (key === 'required') out.required = [...new Set([...((out.required as string[] | undefined) ?? []), ...(value as string[])])];
      else out[key] = value;
    }
  }
  return out;
}

/**
 * `depth` counts objects and arrays entered; `trail` the references being expanded, so a shape that
 * contains itself stops at its second appearance.
 */
export function sampleOf(schema: unknown, lookup: SchemaLookup, name?: string, depth = 0, trail: readonly string[] = []): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    const target = lookup(node.$ref);
    return !target || trail.includes(node.$ref) ? null : sampleOf(target, lookup, name, depth, [...trail, node.$ref]);
  }
  if (Array.isArray(node.allOf)) {
    const { allOf, ...rest } = node;
    return sampleOf(merged([rest, ...(allOf as Schema[])], lookup), lookup, name, depth, trail);
  }
  if (Array.isArray(node.examples) && node.examples.length) return node.examples[0];
  if ('example' in node) return node.example;
  if ('const' in node) return node.const;
  const named = name ? FIELD_SAMPLES[name]?.find((candidate) => accepts(node, candidate)) : undefined;
  if (named !== undefined) return named;
  if ('default' in node && node.default !== undefined) return node.default;
  if (Array.isArray(node.enum)) return node.enum.find((value) => value !== null) ?? null;
  const options = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
  if (options) {
    const chosen = options.find((option) => !(option.type === 'null')) ?? options[0];
    return sampleOf(chosen, lookup, name, depth, trail);
  }
  const type = typesOf(node).find((t) => t !== 'null') ?? (node.properties ? 'object' : node.items ? 'array' : typesOf(node)[0]);
  switch (type) {
    case 'object': {
      if (depth > DEEPEST) return {};
      const required = new Set((node.required as string[] | undefined) ?? []);
      // A property declared `not: {}` must be left out (a field that cannot be changed, say).
      const properties = Object.entries((node.properties as Record<string, Schema> | undefined) ?? {}).filter(([, value]) => !value.not);
      return Object.fromEntries(
        properties
          .filter(([key]) => depth < OPTIONAL_UNTIL || required.has(key))
          .map(([key, value]) => [key, sampleOf(value, lookup, key, depth + 1, trail)]),
      );
    }
    case 'array': {
      if (node.maxItems === 0 || depth > DEEPEST) return [];
      const count = Math.max(1, typeof node.minItems === 'number' ? node.minItems : 1);
      const itemName = name && /s$/.test(name) ? name.slice(0, -1) : undefined;
      return Array.from({ length: count }, () => sampleOf(node.items, lookup, itemName, depth + 1, trail));
    }
    case 'string':
      return sampleString(node);
    case 'integer':
      return sampleNumber(node, true);
    case 'number':
      return sampleNumber(node, false);
    case 'boolean':
      return true;
    default:
      return null;
  }
}
