import { WalletOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const billsWallet: MenuResource = {
  name: 'bills-wallet',
  list: '/bills/wallet',
  meta: { labelKey: 'routes.bills-wallet', parent: 'bills', icon: createElement(WalletOutlined) },
};
