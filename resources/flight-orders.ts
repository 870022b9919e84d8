import { ProfileOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const flightOrders: MenuResource = {
  name: 'flight-orders',
  list: '/flight/orders',
  show: '/flight/orders/:id',
  meta: { labelKey: 'routes.flight-orders', parent: 'flight', icon: createElement(ProfileOutlined) },
};
