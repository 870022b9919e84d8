// White-label sites (platform staff): the site info each host name is served, and agencies'
// branding (their site and a special agency's theme, language and login message).
import { defineResource } from './define';

export const sites = defineResource({
  name: 'sites',
  api: { path: 'base/v2/sites', object: 'api:sites', actions: { image: 'write' } },
  pages: { list: '/sites' },
  access: { pages: 'casbin' },
  labelKey: 'menu.sites',
  parent: 'agency',
  icon: 'GlobalOutlined',
});

/** An agency's branding, read and set at /agencies/:id/branding from the agency settings drawer. */
export const agencyBranding = defineResource({
  name: 'agency-branding',
  api: { path: 'base/v2/agencies', object: 'api:agency-branding' },
  access: { pages: 'casbin' },
  labelKey: 'agencies.branding.title',
  hideInMenu: true,
});
