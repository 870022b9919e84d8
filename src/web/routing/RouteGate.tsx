// A page that needs a login and casbin's leave: Refine's <Authenticated> then <CanAccess> asking
// `route:<name>` / view through the access control provider. Refused visitors go to / with
// 'router.login' (and the path to come back to); refused users go to / with 'router.notRole'.
import { Authenticated, CanAccess } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { RouteDef } from '@resources';
import { PageSpinner } from '@/web/components/PageSpinner';
import { RefusedRedirect } from './RefusedRedirect';

export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
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
