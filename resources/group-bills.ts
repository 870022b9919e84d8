import { AccountBookOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

/** Menu group: shown when any entry under it is allowed. */
export const billsGroup: MenuResource = {
  name: 'bills',
  meta: { labelKey: 'menu.bills', icon: createElement(AccountBookOutlined) },
};
