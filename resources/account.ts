// The caller's own agency and account: users, the user log, the company profile and the personal
// profile with its often-used passengers and member cards.
import { defineResource } from './define';

export const users = defineResource({
  name: 'users',
  api: { path: 'base/v2/users', object: 'api:users', actions: { resetPassword: 'write', export: 'read' } },
  pages: { list: '/users' },
  list: { sorters: [{ field: 'username', order: 'asc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.users',
  parent: 'account',
  icon: 'UserOutlined',
});

export const userLog = defineResource({
  name: 'user-log',
  api: { path: 'base/v2/user-log', object: 'api:user-log', actions: { export: 'read' } },
  pages: { list: '/user-log' },
  list: { sorters: [{ field: 'createdAt', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.user-log',
  parent: 'account',
  icon: 'HistoryOutlined',
});

/** Refused logins and calls across every agency, for platform staff. */
export const securityLog = defineResource({
  name: 'security-log',
  api: { path: 'base/v2/security-log', object: 'api:security-log' },
  pages: { list: '/security-log' },
  list: { sorters: [{ field: 'createdAt', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.security-log',
  parent: 'account',
  icon: 'AuditOutlined',
});

export const company = defineResource({
  name: 'company',
  // The webhook signing key is issued to the agency's own SuperUser only (never platform staff).
  api: {
    path: 'base/v2/company',
    object: 'api:company',
    actions: { uploadLogo: 'write', notifySecret: { object: 'api:notify-secret', act: 'write' } },
  },
  pages: { list: '/company' },
  access: { pages: 'casbin' },
  labelKey: 'routes.company',
  parent: 'account',
  icon: 'BankOutlined',
});

/** What was sent to the agency's notification URLs, for its SuperUser (who sets them): read and re-send. */
export const webhookDeliveries = defineResource({
  name: 'webhook-deliveries',
  api: { path: 'order/v2/webhook-deliveries', object: 'api:webhook-deliveries', actions: { resend: 'write' } },
  pages: { list: '/webhook-deliveries' },
  list: { sorters: [{ field: 'createdAt', order: 'desc' }] },
  access: { pages: 'casbin' },
  labelKey: 'routes.webhook-deliveries',
  parent: 'account',
  icon: 'ApiOutlined',
});

/** A public path: a visitor is asked to log in by the page itself. */
export const profile = defineResource({
  name: 'profile',
  api: { path: 'base/v2/me', object: 'api:me' },
  pages: { list: '/profile' },
  access: { pages: 'public' },
  labelKey: 'routes.profile',
  parent: 'account',
  icon: 'IdcardOutlined',
});

export const oftenUsedPassengers = defineResource({
  name: 'often-used-passengers',
  api: { path: 'base/v2/often-used-passengers', object: 'api:me' },
  access: { pages: 'casbin' },
  labelKey: 'profile.travellers.title',
  hideInMenu: true,
});

export const memberCards = defineResource({
  name: 'member-cards',
  api: { path: 'base/v2/member-cards', object: 'api:me' },
  access: { pages: 'casbin' },
  labelKey: 'profile.cards.title',
  hideInMenu: true,
});
