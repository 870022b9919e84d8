import { SearchOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const flightBooking: MenuResource = {
  name: 'flight-booking',
  list: '/flight/booking',
  meta: { labelKey: 'routes.flight-booking', parent: 'flight', icon: createElement(SearchOutlined) },
};
