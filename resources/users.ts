import { UserOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const users: MenuResource = {
  name: 'users',
  list: '/users',
  meta: { labelKey: 'routes.users', parent: 'account', icon: createElement(UserOutlined) },
};
