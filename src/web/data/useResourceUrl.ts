// The URL of a declared resource's API (and of one record or action under it): actions beyond
// create/edit/delete, custom reads and downloads are addressed from the same declaration the data
// provider reads, never from a path written again in a page. Each segment is URI-encoded, so an id
// or name with a slash or space cannot point the call somewhere else.
import { useApiUrl } from '@refinedev/core';
import { findResource } from '@resources';

/** `<base>/<declared path>/<segment>/...`, for a call whose resource is only known when it is made. */
export function resourceUrlOf(apiUrl: string, resource: string, segments: ReadonlyArray<string | number> = []): string {
  const path = findResource(resource)?.api?.path;
  if (!path) throw new Error(`resource ${resource} has no API binding`);
  return [`${apiUrl}/${path}`, ...segments.map((s) => encodeURIComponent(String(s)))].join('/');
}

/** urlOf(12, 'apikey') -> <api url>/v2/agencies/12/apikey. */
export function useResourceUrl(resource: string): (...segments: Array<string | number>) => string {
  const apiUrl = useApiUrl();
  return (...segments) => resourceUrlOf(apiUrl, resource, segments);
}
