// Turns zod issues (as fastify-type-provider-zod reports them) into translated field messages.
import type { FieldError } from '@/domain/schemas/common';
import type { Language } from '@/domain/schemas/common';
import type { $ZodIssue } from 'zod/v4/core';
import { hasTranslation, translate } from './i18n';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const MOST_VALUES_NAMED = 12;

/** The allowed values as a list to read, or null when there are none or too many. */
function allowedValues(values: unknown): string | null {
  if (!Array.isArray(values) || values.length === 0 || values.length > MOST_VALUES_NAMED) return null;
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) return null;
  return values.join(', ');
}

function phrase(language: Language, issue: ValidationIssue): string {
  const p = issue.params;
  const origin = typeof p.origin === 'string' ? p.origin : 'string';
  // Our schemas name their own message keys (e.g. 'emailFixed'); zod's defaults are sentences.
  const own = issue.message && /^[a-zA-Z]+$/.test(issue.message) ? `field.${issue.message}` : null;
  if (own && hasTranslation(language, own)) return translate(language, own);
  const kind =
    origin === 'array' || origin === 'set' ? 'array' : origin === 'number' || origin === 'int' || origin === 'bigint' ? 'number' : 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return translate(language, /received undefined/.test(issue.message ?? '') ? 'field.required' : 'field.invalid_type');
    case 'too_small':
      if (kind === 'string' && p.minimum === 1) return translate(language, 'field.required');
      return translate(language, `field.too_small_${kind}`, { minimum: p.minimum });
    case 'too_big':
      return translate(language, `field.too_big_${kind}`, { maximum: p.maximum });
    case 'invalid_format':
      return translate(language, p.format === 'email' ? 'field.invalid_email' : 'field.invalid_format');
    case 'invalid_value':
      // Name the allowed values when they are few enough to read (a type, a gender, a document kind).
      return allowedValues(p.values)
        ? translate(language, 'field.invalid_value_of', { values: allowedValues(p.values) })
        : translate(language, 'field.invalid_value');
    case 'unrecognized_keys':
      return translate(language, 'field.unrecognized_keys', { keys: (p.keys as string[] | undefined)?.join(', ') ?? '' });
    case 'custom':
      return translate(language, `field.${issue.message ?? 'invalid'}`, { defaultValue: translate(language, 'field.invalid') });
    default:
      return translate(language, 'field.invalid');
  }
}

export function fieldErrors(language: Language, issues: ValidationIssue[], context?: string): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: path || context || 'body', message: phrase(language, issue) };
  });
}

/** Field errors for a zod failure raised inside a handler (same wording as schema validation). */
export function zodFieldErrors(language: Language, issues: readonly $ZodIssue[], prefix: string): FieldError[] {
  return fieldErrors(
    language,
    issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${[prefix, ...path.map(String)].join('/')}`,
      message,
      params,
    })),
  );
}
