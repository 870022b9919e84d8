// An action on one record of a declared resource (pay, cancel, confirm a quote...): a POST under the
// resource's API path through Refine's useCustomMutation. Refine's notification provider shows the
// server's translated message on failure and the given text on success; the record and its list are
// read again afterwards (invalidation), so the page shows what the server now says.
import { useCustomMutation, useInvalidate, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { isApiError } from '@/web/providers/api-error';
import { useResourceUrl } from './useResourceUrl';

export interface ResourceActionCall<TData> {
  /** Path segments after the record's id, e.g. ['instalments', 2, 'payment']. */
  path: ReadonlyArray<string | number>;
  values?: object;
  headers?: Record<string, string>;
  /** Translated success message; without one no toast is shown. */
  success?: string;
  /** A form whose fields receive the server's field messages on a validation failure. */
  form?: FormInstance;
  onSuccess?(data: TData): void;
}

export function useResourceAction<TData extends BaseRecord = BaseRecord>(resource: string, id: BaseKey | undefined) {
  const url = useResourceUrl(resource);
  const invalidate = useInvalidate();
  const { mutation } = useCustomMutation<TData, HttpError, object>();

  const run = (call: ResourceActionCall<TData>) => {
    if (id === undefined) return;
    mutation.mutate(
      {
        url: url(id, ...call.path),
        method: 'post',
        values: call.values ?? {},
        config: { headers: call.headers },
        successNotification: call.success ? () => ({ type: 'success', message: call.success! }) : false,
        // A logged-out session has already been announced by the HTTP layer.
        errorNotification: (error) => (isApiError(error) && error.sessionEnded ? false : { type: 'error', message: '', description: error?.message }),
      },
      {
        onSuccess: (answer) => call.onSuccess?.(answer.data),
        onError: (error) => {
          if (call.form && isApiError(error) && error.fields.length) {
            call.form.setFields(error.fields.map((f) => ({ name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [f.message] })));
          }
        },
        onSettled: () => invalidate({ resource, invalidates: ['list', 'detail'], id }),
      },
    );
  };

  /** The action under way, named by its path ('instalments/2/payment'), or null. */
  const pending = mutation.isPending && mutation.variables ? mutation.variables.url.slice(url(id ?? '').length + 1) : null;
  return { run, pending, isPending: mutation.isPending };
}
