// Refine's access control over casbin, read from the resource declarations: a page asks
// `route:<route name>` / view; a button or action asks the API object its resource is bound to, with
// the act the declaration gives that action (list/show read; create/edit/delete write; others as
// declared, refused when not declared); a menu group is shown when any entry under it is.
import type { AccessControlProvider, CanParams } from '@refinedev/core';
import type { AccessChecker } from '@/domain/access/enforcer';
import type { AccessSubject } from '@/domain/access/subject';
import { findResource, routeNameOf, type ApiAct, type ApiGrant, type PageKind, type ResourceDeclaration } from '@resources';
import { canViewRoute } from '@/web/access/route-access';

export interface AccessControlDeps {
  loadChecker(): Promise<AccessChecker>;
  getSubject(): AccessSubject;
  /** Menu group name -> the route names under it. */
  menuGroups: Readonly<Record<string, readonly string[]>>;
}

const PAGE_KINDS: ReadonlySet<string> = new Set(['list', 'show', 'create', 'edit']);
const DEFAULT_ACTS: Readonly<Record<string, ApiAct>> = { list: 'read', show: 'read', create: 'write', edit: 'write', delete: 'write' };

/** The casbin object and act an action on a resource's API needs; undefined when not declared. */
export function apiGrantOf(resource: ResourceDeclaration, action: string): ApiGrant | undefined {
  const api = resource.api;
  if (!api) return undefined;
  const declared = api.actions?.[action];
  if (typeof declared === 'object') return declared;
  const act = declared ?? DEFAULT_ACTS[action];
  return act ? { object: api.object, act } : undefined;
}

/**
 * Which route a page check is about: a route named in params (a custom step such as the booking
 * confirm page), else the resource's page of that kind.
 */
function pageRouteOf(resource: ResourceDeclaration, action: string, params: CanParams['params']): string | undefined {
  const named = (params as { route?: unknown } | undefined)?.route;
  if (typeof named === 'string') return named;
  if (action === 'view') return resource.pages?.list ? resource.name : undefined;
  if (PAGE_KINDS.has(action) && resource.pages?.[action as PageKind]) return routeNameOf(resource.name, action as PageKind);
  return undefined;
}

export function createAccessControlProvider(deps: AccessControlDeps): AccessControlProvider {
  const routeAllowed = (route: string) => canViewRoute(deps.loadChecker, deps.getSubject(), route);
  return {
    can: async ({ resource: name, action, params }) => {
      const identifier = params?.resource?.identifier ?? name;
      const children = identifier ? deps.menuGroups[identifier] : undefined;
      if (children) {
        for (const child of children) if (await routeAllowed(child)) return { can: true };
        return { can: false };
      }
      const resource = findResource(identifier);
      // Fail closed: an undeclared resource is refused (and the declaration list is the place to fix it).
      if (!resource) return { can: false, reason: `undeclared resource ${String(identifier)}` };
      const wantsPage = action === 'view' || (PAGE_KINDS.has(action) && !(params as { api?: boolean } | undefined)?.api);
      const route = wantsPage ? pageRouteOf(resource, action, params) : undefined;
      if (route) return { can: resource.access.pages === 'public' || (await routeAllowed(route)) };
      const grant = apiGrantOf(resource, action);
      if (!grant) return { can: false };
      return { can: await (await deps.loadChecker()).can(deps.getSubject(), grant.object, grant.act) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
