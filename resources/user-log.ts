import { HistoryOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const userLog: MenuResource = {
  name: 'user-log',
  list: '/user-log',
  meta: { labelKey: 'routes.user-log', parent: 'account', icon: createElement(HistoryOutlined) },
};
