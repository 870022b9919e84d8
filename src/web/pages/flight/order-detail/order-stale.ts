// What one flight-order action makes stale: the orders (lists and records), the menu counts and the
// staff queues that show orders (review, disruptions).
export const ORDER_LISTS = ['flight-order-status-counts', 'order-review', 'flight-orders-voyage'] as const;
export const ORDER_STALE: readonly string[] = ['flight-orders', ...ORDER_LISTS];
