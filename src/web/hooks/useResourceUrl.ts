// The URL of a declared resource's API, for Refine's custom calls (useCustom, useCustomMutation):
// the data provider's base joined with the path the declaration binds, so no page repeats a path.
import { useApiUrl } from '@refinedev/core';
import { findResource } from '@resources';

/** `<api url>/<declared path>`, e.g. '/order/v2/flight/orders' for 'flight-orders'. */
export function resourceUrlOf(apiUrl: string, name: string): string {
  const path = findResource(name)?.api?.path;
  if (!path) throw new Error(`resource ${name} is not declared with an API binding`);
  return `${apiUrl}/${path}`;
}

export function useResourceUrl(name: string): string {
  return resourceUrlOf(useApiUrl(), name);
}
