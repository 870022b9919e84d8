import { SearchOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const trainBooking: MenuResource = {
  name: 'train-booking',
  list: '/train/booking',
  meta: { labelKey: 'routes.train-booking', parent: 'train', icon: createElement(SearchOutlined) },
};
