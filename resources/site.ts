// The public site: home (with the login panel and the partnership form), About Us, terms and privacy. No menu entry, no console frame.
import { defineResource } from './define';

export const home = defineResource({
  name: 'index',
  pages: { list: '/' },
  access: { pages: 'public' },
  layout: 'bare',
  labelKey: 'routes.index',
  hideInMenu: true,
});

export const terms = defineResource({
  name: 'terms',
  pages: { list: '/terms' },
  access: { pages: 'public' },
  layout: 'bare',
  labelKey: 'routes.terms',
  hideInMenu: true,
});

export const privacy = defineResource({
  name: 'privacy',
  pages: { list: '/privacy' },
  access: { pages: 'public' },
  layout: 'bare',
  labelKey: 'routes.privacy',
  hideInMenu: true,
});

export const about = defineResource({
  name: 'about',
  pages: { list: '/about' },
  access: { pages: 'public' },
  layout: 'bare',
  labelKey: 'routes.about',
  hideInMenu: true,
});
