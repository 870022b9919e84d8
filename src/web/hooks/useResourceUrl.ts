// The URL of a declared resource's API (and of one record or action under it), for Refine's
// useCustomMutation: actions beyond create/edit/delete are addressed from the same declaration the
// data provider reads, never from a path written again in a page.
import { useApiUrl } from '@refinedev/core';
import { findResource } from '@resources';

/** `<api url>/<declared path>`, for a call whose resource is only known when it is made. */
export function resourceUrlOf(apiUrl: string, resource: string): string {
  const path = findResource(resource)?.api?.path;
  if (!path) throw new Error(`resource ${resource} has no API binding`);
  return `${apiUrl}/${path}`;
}

export function useResourceUrl(resource: string): (...segments: Array<string | number>) => string {
  const base = resourceUrlOf(useApiUrl(), resource);
  return (...segments) => [base, ...segments.map((s) => encodeURIComponent(String(s)))].join('/');
}
