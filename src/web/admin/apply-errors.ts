// A failed save: the server's field messages go onto the form's fields (nested paths included),
// and the translated summary is shown as a toast.
import type { FormInstance } from 'antd';
import { toast } from '../feedback/toast';
import { isApiError } from '../providers/api-error';

export function showSaveError(form: FormInstance | null, error: unknown, fallback: string): void {
  if (!isApiError(error)) return toast('error', fallback);
  if (error.sessionEnded) return;
  if (form && error.fields.length) {
    form.setFields(error.fields.map((f) => ({ name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [f.message] })));
  }
  toast('error', error.message || fallback);
}
