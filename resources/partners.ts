// Partner integrations: platform staff's keys for partner platforms that sign their users in, and
// the public page a signed partner link opens.
import { defineResource } from './define';

export const partnerIntegrations = defineResource({
  name: 'partners',
  api: { path: 'base/v2/partners', object: 'api:partners', actions: { rotate: 'write', testLink: 'write' } },
  pages: { list: '/partners' },
  access: { pages: 'casbin' },
  labelKey: 'menu.partners',
  parent: 'agency',
  icon: 'ApiOutlined',
});

/** `/partner-entry?code=..&signature=..&timestamp=..&userid=..[&token=..]`: logs the partner user in and lands them. */
export const partnerEntry = defineResource({
  name: 'partner-entry',
  pages: { list: '/partner-entry' },
  access: { pages: 'public' },
  layout: 'bare',
  labelKey: 'routes.partner-entry',
  hideInMenu: true,
});

/** What an embedded console asks about its own partner (GET /me/embed): the parents it may believe. */
export const partnerEmbed = defineResource({
  name: 'partner-embed',
  api: { path: 'base/v2/me/embed', object: 'api:me' },
  access: { pages: 'casbin' },
  labelKey: 'partners.embed.title',
  hideInMenu: true,
});
