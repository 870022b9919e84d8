// The partnership form's rules in the browser, from the same schema the server validates with: a
// field's message is the schema's own message for that field, in the reader's language.
import type { Rule } from 'antd/es/form';
import { APPLICATION_MESSAGE_KEYS, applicationInputSchema } from '@/domain/schemas/applications';

const SENTENCES: ReadonlySet<string> = new Set(APPLICATION_MESSAGE_KEYS);

/** The schema's message for one field of these values, or null when the field is fine. */
export function issueOf(values: Record<string, unknown>, field: string): string | null {
  const result = applicationInputSchema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

/**
 * An antd rule that asks the shared schema about `field` with every value of the form. The form's
 * own messages are sentences; the generic ones (a website's format) read after the field's label.
 */
export function schemaRule(field: string, label: string, translate: (key: string) => string): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const key = issueOf(getFieldsValue(true) as Record<string, unknown>, field);
      if (!key) return;
      if (SENTENCES.has(key)) throw new Error(translate(`errors:field.${key}`));
      throw new Error(`${label} ${translate(/^[a-zA-Z]+$/.test(key) ? `errors:field.${key}` : 'errors:field.invalid')}`);
    },
  });
}
