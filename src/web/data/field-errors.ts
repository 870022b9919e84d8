// The one way messages reach a form's fields: the server's refusal (its 400 field list, dotted paths
// such as passengers.1.travel_document.number) or the console's own checks before sending. Any
// form instance is taken as it is: paths built at run time are not a typed form's own paths.
import type { FormInstance } from 'antd';
import type { FieldError } from '@/domain/schemas/common';
import { isApiError } from '@/web/providers/api-error';

export type FieldPath = Array<string | number>;

export interface FieldMessage {
  name: FieldPath;
  errors: string[];
}

/** 'passengers.0.name' -> ['passengers', 0, 'name']: antd's path of a field inside a list. */
export function fieldPath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The server's field list as messages for the form's fields. */
export function messagesOfFields(fields: readonly FieldError[]): FieldMessage[] {
  return fields.map((f) => ({ name: fieldPath(f.field), errors: [f.message] }));
}

/** The field messages of a refusal; none for other failures or an ended session. `known`: only these fields. */
export function fieldMessagesOf(error: unknown, known?: readonly string[]): FieldMessage[] {
  if (!isApiError(error) || error.sessionEnded) return [];
  return messagesOfFields(error.fields.filter((f) => !known || known.includes(f.field)));
}

/** Puts messages on their fields (and moves to the first when asked); returns how many. */
export function showFieldMessages(form: FormInstance, messages: readonly FieldMessage[], options: { focus?: boolean } = {}): number {
  if (!messages.length) return 0;
  form.setFields([...messages]);
  if (options.focus) form.scrollToField(messages[0]!.name, { focus: true, block: 'center' });
  return messages.length;
}

export interface PutOutcome {
  /** How many fields now carry a message. */
  count: number;
  /** The message no field carries, to show elsewhere; null when the fields say it or the session ended (already told). */
  rest: string | null;
}

/** A refusal's field messages onto the form. */
export function putFieldErrors(form: FormInstance, error: unknown, options: { known?: readonly string[]; focus?: boolean; fallback?: string } = {}): PutOutcome {
  const count = showFieldMessages(form, fieldMessagesOf(error, options.known), options);
  if (count || (isApiError(error) && error.sessionEnded)) return { count, rest: null };
  return { count, rest: (isApiError(error) && error.message) || options.fallback || null };
}
