import { IdcardOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const profile: MenuResource = {
  name: 'profile',
  list: '/profile',
  meta: { labelKey: 'routes.profile', parent: 'account', icon: createElement(IdcardOutlined) },
};
