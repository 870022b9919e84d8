import { BankOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const company: MenuResource = {
  name: 'company',
  list: '/company',
  meta: { labelKey: 'routes.company', parent: 'account', icon: createElement(BankOutlined) },
};
