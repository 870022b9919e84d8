// One order's detail (query key ['flight-order', id]); every order action invalidates it.
import { useQuery } from '@tanstack/react-query';
import { TICKETED_STATUSES, TRANSITION_TABLE, type FlightOrderStatus } from '@/domain/orders/flight-order-status';
import { ordersApi } from '@/web/api/flight-orders';
import { useServices } from '@/web/services';

/**
 * An order waiting on a job or a supplier (ticketing, reimbursing; nothing the user can do) is
 * polled, so the page shows the outcome without a reload. Ticketed orders wait on nobody.
 */
export function isWaiting(status: FlightOrderStatus): boolean {
  if (TICKETED_STATUSES.includes(status)) return false;
  const next = TRANSITION_TABLE.filter((row) => row.from === status);
  return next.some((row) => row.by.includes('timer') || row.by.includes('supplier')) && !next.some((row) => row.by.includes('agency'));
}

export function useOrderDetail(id: number) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['flight-order', id],
    queryFn: () => ordersApi.detail(http, id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data && isWaiting(query.state.data.status) ? 2500 : false),
  });
}
