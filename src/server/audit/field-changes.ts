// Before/after of the fields a call changed, for the user log. Secrets never enter it: a secret
// field that changed is recorded as changed, with neither value.
import type { FieldChange } from '@/domain/schemas/user-log';

const SECRET = /password|hash|api_?key|token|secret/i;
export const REDACTED = '[redacted]';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Compares the listed fields of two snapshots (a create has no before; a delete no after). */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly string[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (same(was, now)) continue;
    changes.push(SECRET.test(field) ? { field, before: REDACTED, after: REDACTED } : { field, before: was, after: now });
  }
  return changes;
}

/** Nested settings objects flattened to dotted paths, so one changed flag is one line of the log. */
export function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into[prefix] = value;
  }
  return into;
}
