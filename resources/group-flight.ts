import { RocketOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

/** Menu group: shown when any entry under it is allowed. */
export const flightGroup: MenuResource = {
  name: 'flight',
  meta: { labelKey: 'menu.flight', icon: createElement(RocketOutlined) },
};
