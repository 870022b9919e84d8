import { ClusterOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

/** Menu group: shown when any entry under it is allowed. */
export const agencyGroup: MenuResource = {
  name: 'agency',
  meta: { labelKey: 'menu.agency', icon: createElement(ClusterOutlined) },
};
