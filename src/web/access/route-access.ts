// Route decisions (`route:<name>`, `view`) for guards and the landing page, remembered per subject so
// navigating back and forth does not wait on casbin again.
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

export async function canViewRoute(
  loadChecker: () => Promise<AccessChecker>,
  subject: AccessSubject,
  routeName: string,
): Promise<boolean> {
  const known = knownRouteDecision(subject, routeName);
  if (known !== undefined) return known;
  const allowed = await (await loadChecker()).can(subject, routeObject(routeName), 'view');
  let perSubject = decisions.get(subject);
  if (!perSubject) decisions.set(subject, (perSubject = new Map()));
  perSubject.set(routeName, allowed);
  return allowed;
}
