// The URL of something under a declared resource's API path (an action, a document), joined the way
// the data provider joins its own requests, so no page repeats an API path.
import { useApiUrl } from '@refinedev/core';
import { useCallback } from 'react';
import { findResource } from '@resources';

export function useResourceUrl(resource: string): (...parts: ReadonlyArray<string | number>) => string {
  const apiUrl = useApiUrl();
  const path = findResource(resource)?.api?.path;
  if (!path) throw new Error(`resource ${resource} has no API binding`);
  return useCallback((...parts) => [apiUrl, path, ...parts.map((p) => encodeURIComponent(String(p)))].join('/'), [apiUrl, path]);
}
