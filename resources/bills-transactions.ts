import { TransactionOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const billsTransactions: MenuResource = {
  name: 'bills-transactions',
  list: '/bills/transactions',
  meta: { labelKey: 'routes.bills-transactions', parent: 'bills', icon: createElement(TransactionOutlined) },
};
