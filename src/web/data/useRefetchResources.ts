// Reads declared resources again: every list and every record of each (not one record by id: an open
// drawer of another record of the same resource must not keep figures the change made stale).
import { useInvalidate } from '@refinedev/core';

export function useRefetchResources(): (resources: readonly string[]) => Promise<void> {
  const invalidate = useInvalidate();
  return async (resources) => {
    await Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
  };
}
