// Group flight tickets: the agency's request and orders, and the platform's group desk that quotes,
// allots seats and issues.
import { defineResource } from './define';

export const flightGroupBooking = defineResource({
  name: 'flight-group-booking',
  pages: { list: '/flight/group/booking' },
  extraPages: [{ name: 'flight-group-booking-confirm', path: '/flight/group/booking/confirm' }],
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-group-booking',
  parent: 'flight',
  icon: 'TeamOutlined',
});

export const flightGroupOrders = defineResource({
  name: 'flight-group-order',
  api: {
    path: 'order/v2/flight/group-orders',
    object: 'api:group-orders',
    actions: {
      cancel: 'write',
      confirm: 'write',
      pay: 'write',
      applySeats: 'write',
      importPassengers: 'write',
      confirmPassengers: 'write',
    },
  },
  pages: { list: '/flight/group/order', show: '/flight/group/order/:id' },
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-group-order',
  parent: 'flight',
  icon: 'SolutionOutlined',
});

/** The desk side of the same orders (platform staff), shown inside the group order pages. */
export const groupDeskOrders = defineResource({
  name: 'group-desk-orders',
  api: {
    path: 'order/v2/flight/group-desk/orders',
    object: 'api:group-desk',
    actions: { quote: 'write', seats: 'write', review: 'write', issue: 'write', cancel: 'write' },
  },
  access: { pages: 'casbin' },
  labelKey: 'routes.flight-group-order',
  hideInMenu: true,
});
