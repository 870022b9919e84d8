// Wraps every route: document title, scroll to top on navigation, a site info refresh when it has
// grown older than 10 minutes, and the end of a session acknowledged once a public page is reached
// (later visits to protected pages then say why they are refused). The page's code (and the console's,
// for a console page) starts downloading as soon as the address is known, not after the guards.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '@resources';
import { canViewRoute } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import { useServices, useSessionState } from '@/web/services';
import { loadConsole } from './console-parts';
import { PAGES, SITE_PAGES } from './pages';
import { useDocumentTitle } from './useDocumentTitle';

export function RouteFrame() {
  const { pathname } = useLocation();
  const { site, session: sessionStore, loadChecker } = useServices();
  const { ended, session } = useSessionState();
  const route = matchRoute(pathname);
  useDocumentTitle(route);

  const routeName = route?.name;
  const needsLogin = route !== undefined && !route.public;
  useEffect(() => {
    if (!routeName) return;
    if (SITE_PAGES[routeName]) return void SITE_PAGES[routeName].preload().catch(() => undefined);
    if (needsLogin && !session) return; // sent home without the console (ConsoleEntry)
    // Failures surface when the page renders (its lazy load tries again); nothing to report here.
    loadConsole().catch(() => undefined);
    const subject = subjectOf(session);
    const allowed = needsLogin ? canViewRoute(loadChecker, subject, routeName) : Promise.resolve(true);
    allowed.then((ok) => ok && PAGES[routeName]?.preload()).catch(() => undefined);
  }, [routeName, needsLogin, session, loadChecker]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    document.querySelector('main')?.scrollTo?.({ top: 0, left: 0 });
    site.refreshIfStale().catch(() => undefined); // the cached or default site info stays usable
  }, [pathname, site]);

  const isPublic = route?.public ?? true;
  useEffect(() => {
    if (isPublic && ended !== null) sessionStore.acknowledgeEnd();
  }, [isPublic, ended, sessionStore]);

  return <Outlet />;
}
