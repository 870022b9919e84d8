// A refused action's field messages onto its form (forms Refine does not own: a custom action's
// modal). The summary is already shown by Refine's error notification.
import type { HttpError } from '@refinedev/core';
import type { FormInstance } from 'antd';

export function putFieldErrors(form: FormInstance, error: HttpError): void {
  const fields = Object.entries(error.errors ?? {});
  if (!fields.length) return;
  form.setFields(
    fields.map(([field, message]) => ({
      name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: Array.isArray(message) ? message : typeof message === 'object' ? [message.message] : [String(message)],
    })),
  );
}
