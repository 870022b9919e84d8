import { ApartmentOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const agencyManager: MenuResource = {
  name: 'agency-manager',
  list: '/agency-manager',
  meta: { labelKey: 'menu.agencyList', parent: 'agency', icon: createElement(ApartmentOutlined) },
};
