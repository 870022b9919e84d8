// An action on a declared resource beyond create/edit/delete (pay, cancel, top-up, issue a key...):
// Refine's custom mutation on a URL under the resource's API path, with Refine's notifications (the
// given success text; the server's translated message on failure, nothing when the session ended,
// which the HTTP layer has already said). Afterwards, failed or not, the resources the action
// changes are read again: a refusal often means the record moved on, so the page shows it as it is
// now. Refine's useCustomMutation has no `invalidates` of its own, hence this one wrapper.
import { useApiUrl, useCustomMutation, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { isApiError } from '@/web/providers/api-error';
import { putFieldErrors } from './field-errors';
import { useRefetchResources } from './useRefetchResources';
import { resourceUrlOf } from './useResourceUrl';

export interface ResourceActionCall<TData, TVariables> {
  /** Path segments after the resource's path (and after the hook's record id, when it has one). */
  path: ReadonlyArray<string | number>;
  /** Another declared resource this one call is sent to (an order's review decisions). */
  resource?: string;
  method?: 'post' | 'put' | 'patch' | 'delete';
  values?: TVariables;
  headers?: Record<string, string>;
  /** What `pending` names while this call is under way; by default its path joined with '/'. */
  name?: string;
  /** Translated success message (or one made from the answer); without one no toast is shown. */
  success?: string | ((data: TData) => string);
  /** A form whose fields receive the server's field messages on a refusal. */
  form?: FormInstance;
  /** Resources read again after this call, instead of the hook's. */
  invalidates?: readonly string[];
  onSuccess?(data: TData): void;
  onError?(error: HttpError): void;
}

export type ActionOutcome<TData> = { ok: true; data: TData } | { ok: false; error: HttpError };

export interface ResourceActionOptions {
  /** The record every call is about: its id goes first in each call's path. */
  id?: BaseKey;
  /** The declared resources whose lists and records the action changes; by default the resource itself. */
  invalidates?: readonly string[];
}

export function useResourceAction<TData extends BaseRecord = BaseRecord, TVariables = object>(resource: string, options: ResourceActionOptions = {}) {
  const apiUrl = useApiUrl();
  const refetch = useRefetchResources();
  const { mutateAsync, mutation } = useCustomMutation<TData, HttpError, TVariables>();
  const urlOf = (...segments: Array<string | number>) => resourceUrlOf(apiUrl, resource, options.id === undefined ? segments : [options.id, ...segments]);

  /** Sends the call; resolves (never rejects) after its callbacks, once the changed resources have been read again. */
  const call = async (request: ResourceActionCall<TData, TVariables>): Promise<ActionOutcome<TData>> => {
    const segments = options.id === undefined ? request.path : [options.id, ...request.path];
    const { success } = request;
    let outcome: ActionOutcome<TData>;
    try {
      const answer = await mutateAsync({
        url: resourceUrlOf(apiUrl, request.resource ?? resource, segments),
        method: request.method ?? 'post',
        values: request.values ?? ({} as TVariables),
        config: { headers: request.headers },
        meta: { action: request.name ?? request.path.join('/') },
        successNotification: success ? (answer) => ({ type: 'success', message: typeof success === 'string' ? success : success(answer!.data) }) : false,
        errorNotification: (error) => (isApiError(error) && error.sessionEnded ? false : { type: 'error', message: '', description: error?.message }),
      });
      outcome = { ok: true, data: answer.data };
    } catch (caught) {
      outcome = { ok: false, error: caught as HttpError };
    }
    if (outcome.ok) request.onSuccess?.(outcome.data);
    else {
      if (request.form) putFieldErrors(request.form, outcome.error);
      request.onError?.(outcome.error);
    }
    await refetch(request.invalidates ?? options.invalidates ?? [resource]);
    return outcome;
  };

  /** The same call, for a button's click: nothing to wait for. */
  const run = (request: ResourceActionCall<TData, TVariables>) => void call(request);

  /** The call under way, by its name ('instalments/2/payment' unless named), or null. */
  const pending = mutation.isPending ? ((mutation.variables?.meta?.action as string | undefined) ?? null) : null;
  return { call, run, pending, isPending: mutation.isPending, urlOf };
}
