// Refine's access control over casbin. Resources named after a route (the menu entries) ask
// `route:<name>` / `view`; a menu group is shown when any of its entries is; other resources ask
// `api:<resource>` with read or write. One checker for the app, one subject per identity.
import type { AccessControlProvider } from '@refinedev/core';
import type { AccessChecker } from '@/domain/access/enforcer';
import type { AccessSubject } from '@/domain/access/subject';
import { ROUTES } from '@/domain/routes';
import { canViewRoute } from '../access/route-access';

export interface AccessControlDeps {
  loadChecker(): Promise<AccessChecker>;
  getSubject(): AccessSubject;
  /** Menu group name -> the route names under it. */
  menuGroups: Readonly<Record<string, readonly string[]>>;
}

const ROUTE_NAMES: ReadonlySet<string> = new Set(ROUTES.map((r) => r.name));
const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'view', 'read']);

export function createAccessControlProvider(deps: AccessControlDeps): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      if (!resource) return { can: true };
      const subject = deps.getSubject();
      const children = deps.menuGroups[resource];
      if (children) {
        for (const child of children) {
          if (await canViewRoute(deps.loadChecker, subject, child)) return { can: true };
        }
        return { can: false };
      }
      if (ROUTE_NAMES.has(resource)) {
        if (READ_ACTIONS.has(action)) return { can: await canViewRoute(deps.loadChecker, subject, resource) };
        return { can: await (await deps.loadChecker()).can(subject, `route:${resource}`, action) };
      }
      const act = READ_ACTIONS.has(action) ? 'read' : 'write';
      return { can: await (await deps.loadChecker()).can(subject, `api:${resource}`, act) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
