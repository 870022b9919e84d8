// Status counts for the menu badges (GET /order/v2/flight/orders/status), refreshed with the list and
// after every order action (query key ['order-status-counts']).
import { useQuery } from '@tanstack/react-query';
import type { FlightOrderStatus, FlightOrderType } from '@/domain/orders/flight-order-status';
import { ordersApi, type StatusCount } from '@/web/api/flight-orders';
import { useServices } from '@/web/services';

export const STATUS_COUNTS_KEY = 'order-status-counts';

export function useStatusCounts(query: { status?: readonly FlightOrderStatus[]; type?: FlightOrderType; directOnly?: boolean }, enabled = true): StatusCount[] {
  const { http } = useServices();
  const answer = useQuery({
    queryKey: [STATUS_COUNTS_KEY, query.status?.join(',') ?? '', query.type ?? '', query.directOnly ?? false],
    queryFn: () => ordersApi.statusCounts(http, query),
    enabled,
    staleTime: 10_000,
  });
  return answer.data ?? [];
}
