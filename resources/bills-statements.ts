import { FileTextOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const billsStatements: MenuResource = {
  name: 'bills-statements',
  list: '/bills/statements',
  meta: { labelKey: 'routes.bills-statements', parent: 'bills', icon: createElement(FileTextOutlined) },
};
