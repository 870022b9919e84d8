import { AuditOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

/** Platform staff only (access/policy.csv route:order-review): orders waiting for a review. */
export const orderReview: MenuResource = {
  name: 'order-review',
  list: '/flight/orders/review',
  meta: { labelKey: 'routes.order-review', parent: 'flight', icon: createElement(AuditOutlined) },
};
