// Route decisions (`route:<name>`, `view`) for guards and the landing page, remembered per subject so
// navigating back and forth does not wait on casbin again.
import { findResource, type RouteDef } from '@resources';
import type { AccessSubject } from '@/domain/access/subject';
import type { AccessChecker } from '@/domain/access/enforcer';

const decisions = new WeakMap<AccessSubject, Map<string, boolean>>();

export function routeObject(routeName: string): string {
  return `route:${routeName}`;
}

/** A decision already made for this subject, or undefined. */
export function knownRouteDecision(subject: AccessSubject, routeName: string): boolean | undefined {
  return decisions.get(subject)?.get(routeName);
}

export async function canViewRoute(loadChecker: () => Promise<AccessChecker>, subject: AccessSubject, routeName: string): Promise<boolean> {
  const known = knownRouteDecision(subject, routeName);
  if (known !== undefined) return known;
  const allowed = await (await loadChecker()).can(subject, routeObject(routeName), 'view');
  let perSubject = decisions.get(subject);
  if (!perSubject) decisions.set(subject, (perSubject = new Map()));
  perSubject.set(routeName, allowed);
  return allowed;
}

/**
 * Whether the route belongs to a company service (trains, flights) the subject's company has off.
 * Decided from the session alone, so a guard refuses such a page before the rules load and before
 * the page, or the list read that leaves with the page load, asks the server anything.
 */
export function serviceOff(subject: AccessSubject, route: Pick<RouteDef, 'resource'>): boolean {
  const service = findResource(route.resource)?.service;
  return service !== undefined && subject.loggedIn && !subject[service];
}
