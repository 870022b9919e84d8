// Flight resources: search and book, the orders list and detail with their after-sale actions,
// schedule disruptions, and the platform staff's review queue.
import { defineResource } from './define';

export const flightBooking = defineResource({
  name: 'flight-booking',
  pages: { list: '/flight/booking' },
  extraPages: [{ name: 'flight-booking-confirm', path: '/flight/booking/confirm' }],
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-booking',
  parent: 'flight',
  icon: 'SearchOutlined',
});

export const flightOrders = defineResource({
  name: 'flight-orders',
  api: {
    path: 'order/v2/flight/orders',
    object: 'api:flight-orders',
    actions: {
      pay: 'write',
      cancel: 'write',
      refund: 'write',
      change: 'write',
      void: 'write',
      confirm: 'write',
      delete: 'write',
      lock: { object: 'api:flight-order-lock', act: 'write' },
      unlock: { object: 'api:flight-order-lock', act: 'write' },
    },
  },
  pages: { list: '/flight/orders', show: '/flight/orders/:id' },
  list: { sorters: [{ field: 'createdAt', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-orders',
  parent: 'flight',
  icon: 'ProfileOutlined',
});

/** The orders menu's counts per status (GET .../orders/status): read with the orders, no pages of its own. */
export const flightOrderStatusCounts = defineResource({
  name: 'flight-order-status-counts',
  api: { path: 'order/v2/flight/orders/status', object: 'api:flight-orders' },
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-orders',
  hideInMenu: true,
});

/** How the caller's agency may pay an order now (wallet available, gateway channels): read by the Pay dialog. */
export const flightPaymentConfig = defineResource({
  name: 'flight-payment-config',
  api: { path: 'order/v2/flight/config/payment', object: 'api:flight-orders' },
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-orders',
  hideInMenu: true,
});

export const flightDisruptions = defineResource({
  name: 'flight-orders-voyage',
  api: {
    path: 'order/v2/flight/disruptions',
    object: 'api:flight-orders',
    actions: { accept: 'write', resolve: { object: 'api:flight-reviews', act: 'write' } },
  },
  pages: { list: '/flight/orders/voyage' },
  list: { sorters: [{ field: 'createdAt', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-orders-voyage',
  parent: 'flight',
  icon: 'SwapOutlined',
});

/** Platform staff only: orders waiting for a person's review (refunds, changes, manual ticketing). */
export const orderReview = defineResource({
  name: 'order-review',
  api: { path: 'order/v2/flight/reviews', object: 'api:flight-reviews', actions: { approve: 'write', reject: 'write', tickets: 'write' } },
  pages: { list: '/flight/orders/review' },
  list: { sorters: [{ field: 'createdAt', order: 'asc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.order-review',
  parent: 'flight',
  icon: 'AuditOutlined',
});
