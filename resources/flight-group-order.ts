import { SolutionOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const flightGroupOrder: MenuResource = {
  name: 'flight-group-order',
  list: '/flight/group/order',
  show: '/flight/group/order/:id',
  meta: { labelKey: 'routes.flight-group-order', parent: 'flight', icon: createElement(SolutionOutlined) },
};
