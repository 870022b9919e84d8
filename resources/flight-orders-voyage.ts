import { SwapOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const flightOrdersVoyage: MenuResource = {
  name: 'flight-orders-voyage',
  list: '/flight/orders/voyage',
  meta: { labelKey: 'routes.flight-orders-voyage', parent: 'flight', icon: createElement(SwapOutlined) },
};
