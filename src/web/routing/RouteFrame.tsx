// Wraps every route: access guard, document title, scroll to top on navigation, and a site info
// refresh when it has grown older than 10 minutes.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '@/domain/routes';
import { useServices } from '../services';
import { RouteGuard } from './RouteGuard';
import { useDocumentTitle } from './useDocumentTitle';

export function RouteFrame() {
  const { pathname } = useLocation();
  const { site } = useServices();
  const route = matchRoute(pathname);
  useDocumentTitle(route);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    document.querySelector('main')?.scrollTo?.({ top: 0, left: 0 });
    site.refreshIfStale().catch(() => undefined); // the cached or default site info stays usable
  }, [pathname, site]);

  return (
    <RouteGuard route={route}>
      <Outlet />
    </RouteGuard>
  );
}
