import type { FormInstance } from 'antd';
import { isApiError } from '@/web/providers/api-error';

/**
 * Puts the server's 400 field messages on the matching form fields. Returns the message still to
 * show elsewhere (no field matched, or not a validation error), or null when the fields carry it.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, known: readonly string[], fallback: string): string | null {
  if (!isApiError(error)) return fallback;
  if (error.sessionEnded) return null; // already told
  const fields = error.fields.filter((f) => known.includes(f.field));
  if (fields.length === 0) return error.message || fallback;
  form.setFields(fields.map((f) => ({ name: f.field, errors: [f.message] })));
  return null;
}
