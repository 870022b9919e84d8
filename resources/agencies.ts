// Sub-agency administration: the agency list with its settings, money actions and keys, and the
// statements and bills of the agencies one administers.
import { defineResource } from './define';

export const agencies = defineResource({
  name: 'agency-manager',
  api: {
    path: 'base/v2/agencies',
    object: 'api:agencies',
    actions: {
      // Deleting an agency, resetting its SuperUser's password and issuing its API key need a SuperUser.
      delete: 'admin',
      resetPassword: 'admin',
      apiKey: 'admin',
      // Ending an agency's webhook signing key; reading one is its own SuperUser's alone.
      revokeNotifySecret: 'admin',
      settings: 'write',
      logo: 'write',
      lookToBook: 'read',
      topUp: { object: 'api:wallet', act: 'write' },
      credit: { object: 'api:wallet', act: 'write' },
    },
  },
  pages: { list: '/agency-manager' },
  access: { pages: 'casbin' },
  labelKey: 'menu.agencyList',
  parent: 'agency',
  icon: 'ApartmentOutlined',
});

export const agencyStatements = defineResource({
  name: 'agency-manager-statements',
  pages: { list: '/agency-manager/statements' },
  access: { pages: 'casbin' },
  labelKey: 'menu.agencyStatements',
  parent: 'agency',
  icon: 'AuditOutlined',
});

/** One bill of an administered agency, opened from the agency statements. */
export const agencyBills = defineResource({
  name: 'agency-manager-bills',
  pages: { show: '/agency-manager/bills/:id' },
  access: { pages: 'casbin' },
  labelKey: 'routes.agency-manager-bills-id',
  parent: 'agency',
  hideInMenu: true,
});
