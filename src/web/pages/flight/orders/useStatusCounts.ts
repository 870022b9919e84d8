// Status counts for the menu badges and tabs: a Refine list of the declared status-count resource
// (GET .../orders/status), so every order action's invalidation of it refreshes the badges.
import { useList, type CrudFilter, type HttpError } from '@refinedev/core';
import type { z } from 'zod';
import type { FlightOrderStatus, FlightOrderType } from '@/domain/flights/flight-order-status';
import type { statusCountSchema } from '@/domain/flights/flight-orders';

export type StatusCount = z.infer<typeof statusCountSchema>;

export interface StatusCountQuery {
  status?: readonly FlightOrderStatus[];
  type?: FlightOrderType;
  directOnly?: boolean;
}

/** The query parameters the endpoint reads: statuses comma separated, the flag only when on. */
export function statusCountFilters(query: StatusCountQuery): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (query.status?.length) filters.push({ field: 'status', operator: 'eq', value: query.status.join(',') });
  if (query.type) filters.push({ field: 'type', operator: 'eq', value: query.type });
  if (query.directOnly) filters.push({ field: 'directOnly', operator: 'eq', value: 'true' });
  return filters;
}

export function useStatusCounts(query: StatusCountQuery, enabled = true): readonly StatusCount[] {
  const { result } = useList<StatusCount, HttpError>({
    resource: 'flight-order-status-counts',
    filters: statusCountFilters(query),
    pagination: { mode: 'off' },
    queryOptions: { enabled, staleTime: 10_000 },
  });
  return result.data;
}
