import { TeamOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const flightGroupBooking: MenuResource = {
  name: 'flight-group-booking',
  list: '/flight/group/booking',
  meta: { labelKey: 'routes.flight-group-booking', parent: 'flight', icon: createElement(TeamOutlined) },
};
