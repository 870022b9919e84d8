// A page that needs a login and the access rules' leave. Refused visitors go to / with
// 'router.login' (and the path to come back to); refused users go to / with 'router.notRole'.
// Usually the decision is already known when the console renders (RouteFrame asked the compiled
// rules while the console's code downloaded): then the page renders at once, without waiting on
// Refine's <Authenticated> and <CanAccess>, each an asynchronous query and a render of its own
// before the page may even start its data requests. Otherwise those two decide, asking the same
// rules through the access control provider.
import { Authenticated, CanAccess } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { RouteDef } from '@resources';
import { knownRouteDecision, serviceOff } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import { PageSpinner } from '@/web/components/PageSpinner';
import { useSessionState } from '@/web/services';
import { PasswordChangeRequired } from './PasswordChangeRequired';
import { RefusedRedirect } from './RefusedRedirect';

export interface RouteGateProps {
  route: RouteDef;
  children: ReactNode;
}

export function RouteGate({ route, children }: RouteGateProps) {
  const { session } = useSessionState();
  if (session?.userInfo.mustChangePassword) return <PasswordChangeRequired />;
  if (session && serviceOff(subjectOf(session), route)) return <RefusedRedirect reason="router.notRole" />;
  const known = session ? knownRouteDecision(subjectOf(session), route.name) : undefined;
  if (known === true) return <>{children}</>;
  if (known === false) return <RefusedRedirect reason="router.notRole" />;
  return (
    <Authenticated key={route.name} loading={<PageSpinner />} fallback={<RefusedRedirect reason="router.login" />}>
      <CanAccess
        resource={route.resource}
        action={route.kind === 'extra' ? 'view' : route.kind}
        params={{ route: route.name }}
        fallback={<RefusedRedirect reason="router.notRole" />}
        queryOptions={{ staleTime: Infinity }}
      >
        {children}
      </CanAccess>
    </Authenticated>
  );
}
