// Train tickets: search and book, and the train orders list.
import { ProfileOutlined, SearchOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineResource } from './define';

export const trainBooking = defineResource({
  name: 'train-booking',
  pages: { list: '/train/booking' },
  access: { pages: 'casbin' },
  labelKey: 'routes.train-booking',
  parent: 'train',
  icon: createElement(SearchOutlined),
});

export const trainOrders = defineResource({
  name: 'train-orders',
  pages: { list: '/train/orders' },
  access: { pages: 'casbin' },
  labelKey: 'routes.train-orders',
  parent: 'train',
  icon: createElement(ProfileOutlined),
});
