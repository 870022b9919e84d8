import { SettingOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

/** Menu group: shown when any entry under it is allowed. */
export const accountGroup: MenuResource = {
  name: 'account',
  meta: { labelKey: 'menu.account', icon: createElement(SettingOutlined) },
};
