import { ProfileOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const trainOrders: MenuResource = {
  name: 'train-orders',
  list: '/train/orders',
  meta: { labelKey: 'routes.train-orders', parent: 'train', icon: createElement(ProfileOutlined) },
};
