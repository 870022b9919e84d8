import { CarOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

/** Menu group: shown when any entry under it is allowed. */
export const trainGroup: MenuResource = {
  name: 'train',
  meta: { labelKey: 'menu.train', icon: createElement(CarOutlined) },
};
