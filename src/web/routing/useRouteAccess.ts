import { useEffect, useState } from 'react';
import type { AccessSubject } from '@/domain/access/subject';
import { canViewRoute, knownRouteDecision } from '../access/route-access';
import { useServices } from '../services';

/** casbin's answer for `route:<name>` / `view`: undefined while the first check is running. */
export function useRouteAccess(subject: AccessSubject, routeName: string | null): boolean | undefined {
  const { loadChecker } = useServices();
  const known = routeName ? knownRouteDecision(subject, routeName) : true;
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!routeName || known !== undefined) return;
    let live = true;
    canViewRoute(loadChecker, subject, routeName)
      .catch(() => false)
      .then(() => live && setTick((n) => n + 1));
    return () => {
      live = false;
    };
  }, [subject, routeName, known, loadChecker]);

  return known;
}
