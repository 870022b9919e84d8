// The door to the console, on the light side: a visitor opening a page that needs a login is sent
// home at once, and a user whose access refuses the page as soon as the (small) access rules have
// answered, without downloading the console (Refine, the frame, the page) first. Allowed or still
// deciding, the console root renders and its own guard (RouteGate) stays the one that lets a page in.
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@resources';
import { PageSpinner } from '@/web/components/PageSpinner';
import { canViewRoute, knownRouteDecision } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import { useServices, useSessionState } from '@/web/services';
import { ConsoleRoot } from './console-parts';
import { RefusedRedirect } from './RefusedRedirect';

export function ConsoleEntry() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const { session } = useSessionState();
  const { loadChecker } = useServices();
  const subject = subjectOf(session);
  const guarded = route !== undefined && !route.public;
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!guarded || !session || knownRouteDecision(subject, route.name) !== undefined) return;
    let live = true;
    canViewRoute(loadChecker, subject, route.name)
      .then((allowed) => live && !allowed && setRefused(route.name))
      .catch(() => undefined); // the console's own guard decides then
    return () => {
      live = false;
    };
  }, [guarded, session, subject, route, loadChecker]);

  if (guarded && !session) return <RefusedRedirect reason="router.login" />;
  if (guarded && (knownRouteDecision(subject, route.name) === false || refused === route.name))
    return <RefusedRedirect reason="router.notRole" />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ConsoleRoot />
    </Suspense>
  );
}
