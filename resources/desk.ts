// Platform staff's own landing: the work waiting for the platform (reviews, group requests, stuck
// jobs), instead of an agency's booking page under the platform's own pseudo-agency.
import { defineResource } from './define';

export const desk = defineResource({
  name: 'desk',
  pages: { list: '/desk' },
  access: { pages: 'casbin' },
  labelKey: 'routes.desk',
  icon: 'DashboardOutlined',
});
