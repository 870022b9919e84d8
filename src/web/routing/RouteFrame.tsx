// Wraps every route: document title, scroll to top and focus to the new page's heading on navigation, a site info refresh when it has
// grown older than 10 minutes, and the end of a session acknowledged once a public page is reached
// (later visits to protected pages then say why they are refused). The page's code (and the console's,
// for a console page) starts downloading as soon as the address is known, not after the guards.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '@resources';
import { useRouteFocus } from '@/web/a11y/useRouteFocus';
import { useServices, useSessionState } from '@/web/services';
import { preloadRoute } from './preload-route';
import { useDocumentTitle } from './useDocumentTitle';

export function RouteFrame() {
  const { pathname } = useLocation();
  const { site, session: sessionStore, loadChecker } = useServices();
  const { ended, session } = useSessionState();
  const route = matchRoute(pathname);
  useDocumentTitle(route);
  useRouteFocus(pathname);

  useEffect(() => preloadRoute(pathname, session, loadChecker), [pathname, session, loadChecker]);

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
