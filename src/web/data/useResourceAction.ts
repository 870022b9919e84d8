// An action on a declared resource (top-up, API key, password reset...): Refine's custom mutation on
// a URL under the resource's own API path, then a refetch of exactly the resources the action
// changes. Refine's useCustomMutation has no `invalidates` of its own, hence this small wrapper.
import { useApiUrl, useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { findResource } from '@resources';

/** The URL of a path under a declared resource's API binding: urlOf(12, 'apikey') -> /base/v2/agencies/12/apikey. */
export function useResourceUrl(name: string): (...segments: Array<string | number>) => string {
  const apiUrl = useApiUrl();
  const path = findResource(name)?.api?.path;
  if (!path) throw new Error(`resource ${name} has no API binding`);
  return (...segments) => [apiUrl, path, ...segments].join('/');
}

/** `invalidates`: the declared resources whose lists and records the action changes. */
export function useResourceAction<TData extends BaseRecord = BaseRecord, TVariables = object>(name: string, invalidates: readonly string[]) {
  const urlOf = useResourceUrl(name);
  const invalidate = useInvalidate();
  // The refetch rides on each call's own callbacks: hook-level mutationOptions.onSuccess would
  // replace Refine's own (and with it the success notification).
  const action = useCustomMutation<TData, HttpError, TVariables>();
  // Everything read of each resource: its lists and every record of it. ('detail' alone would only
  // reach the record whose id is named, so an open drawer of the changed record kept its old figures.)
  const refetchChanged = () => Promise.all(invalidates.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
  type Mutate = typeof action.mutate;
  const mutate: Mutate = (variables, options) =>
    action.mutate(variables, {
      ...options,
      onSuccess: (...args) => {
        void refetchChanged();
        options?.onSuccess?.(...args);
      },
    });
  return { mutate, mutation: action.mutation, urlOf };
}
