import { AuditOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { MenuResource } from './types';

export const agencyManagerStatements: MenuResource = {
  name: 'agency-manager-statements',
  list: '/agency-manager/statements',
  meta: { labelKey: 'menu.agencyStatements', parent: 'agency', icon: createElement(AuditOutlined) },
};
