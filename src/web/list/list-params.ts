// Refine filters and sorters as the simple-rest query our API reads (the same mapping the data
// provider uses), for requests made outside it such as Excel exports.
import type { CrudFilter, CrudSort } from '@refinedev/core';

const SUFFIX: Record<string, string> = { eq: '', contains: '_like', gte: '_gte', lte: '_lte', ne: '_ne' };

export function listParams(filters: readonly CrudFilter[], sorters: readonly CrudSort[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const suffix = SUFFIX[filter.operator];
    if (suffix === undefined || filter.value === undefined || filter.value === null || filter.value === '') continue;
    params[`${filter.field}${suffix}`] = String(filter.value);
  }
  if (sorters.length) {
    params._sort = sorters.map((s) => s.field).join(',');
    params._order = sorters.map((s) => s.order).join(',');
  }
  return params;
}

/** Current value of one filter (to fill a filter form from the URL). */
export function filterValue(filters: readonly CrudFilter[], field: string, operator = 'eq'): unknown {
  const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
  return found && 'value' in found ? found.value : undefined;
}
