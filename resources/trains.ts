// Train tickets: search and book, and the train orders list.
import { defineResource } from './define';

export const trainBooking = defineResource({
  name: 'train-booking',
  pages: { list: '/train/booking' },
  extraPages: [{ name: 'train-booking-confirm', path: '/train/booking/confirm' }],
  access: { pages: 'casbin' },
  labelKey: 'routes.train-booking',
  parent: 'train',
  service: 'train',
  icon: 'SearchOutlined',
});

export const trainOrders = defineResource({
  name: 'train-orders',
  api: {
    path: 'order/v2/train/orders',
    object: 'api:train-orders',
    actions: {
      pay: 'write',
      cancel: 'write',
      refund: 'write',
      change: 'write',
      issue: { object: 'api:train-desk', act: 'write' },
      fail: { object: 'api:train-desk', act: 'write' },
    },
  },
  pages: { list: '/train/orders', show: '/train/orders/:id' },
  list: { sorters: [{ field: 'createdAt', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.train-orders',
  parent: 'train',
  service: 'train',
  icon: 'ProfileOutlined',
});

/** Stations by any name (the booking form's pickers): read with train shopping, no pages of its own. */
export const trainStations = defineResource({
  name: 'train-stations',
  api: { path: 'shopping/v2/train/stations', object: 'api:train-shopping' },
  access: { pages: 'casbin' },
  labelKey: 'routes.train-booking',
  hideInMenu: true,
});

/** The train orders' counts per status: read with the orders, no pages of its own. */
export const trainOrderStatusCounts = defineResource({
  name: 'train-order-status-counts',
  api: { path: 'order/v2/train/orders/status', object: 'api:train-orders' },
  access: { pages: 'casbin' },
  labelKey: 'routes.train-orders',
  hideInMenu: true,
});
