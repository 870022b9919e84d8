// Platform staff's own landing: the work waiting for the platform (reviews, group requests, stuck
// jobs), instead of an agency's booking page under the platform's own pseudo-agency.
import { DashboardOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineResource } from './define';

export const desk = defineResource({
  name: 'desk',
  pages: { list: '/desk' },
  access: { pages: 'casbin' },
  labelKey: 'routes.desk',
  icon: createElement(DashboardOutlined),
});
