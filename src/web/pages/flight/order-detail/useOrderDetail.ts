// One order's detail through Refine (the 'flight-orders' resource); every order action invalidates it.
import { useOne, type HttpError } from '@refinedev/core';
import { TICKETED_STATUSES, TRANSITION_TABLE, type FlightOrderStatus } from '@/domain/flights/flight-order-status';
import type { OrderDetail } from '@/domain/flights/flight-orders';

/**
 * An order waiting on a job or a supplier (ticketing, reimbursing; nothing the user can do) is
 * polled, so the page shows the outcome without a reload. Ticketed orders wait on nobody.
 */
export function isWaiting(status: FlightOrderStatus): boolean {
  if (TICKETED_STATUSES.includes(status)) return false;
  const next = TRANSITION_TABLE.filter((row) => row.from === status);
  return next.some((row) => row.by.includes('timer') || row.by.includes('supplier')) && !next.some((row) => row.by.includes('agency'));
}

/** The order with this id (none asked for while `id` is not a positive integer). */
export function useOrderDetail(id: number) {
  const { query, result } = useOne<OrderDetail, HttpError>({
    resource: 'flight-orders',
    id,
    queryOptions: {
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
      refetchInterval: (q) => (q.state.data?.data && isWaiting(q.state.data.data.status) ? 2500 : false),
    },
    // A missing order is said on the page itself, not in a toast.
    errorNotification: false,
  });
  return { order: result ?? null, query };
}
