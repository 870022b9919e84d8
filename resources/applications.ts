// Partnership applications sent from the public site: platform staff's inbox (status, owner, notes,
// convert into an agency).
import { defineResource } from './define';

export const applicationsInbox = defineResource({
  name: 'applications',
  api: { path: 'base/v2/applications', object: 'api:applications' },
  pages: { list: '/applications' },
  access: { pages: 'casbin' },
  labelKey: 'menu.applications',
  parent: 'agency',
  icon: 'InboxOutlined',
});
