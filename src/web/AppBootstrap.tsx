// Work done once per page load: refresh the stored session from GET /me (SPEC 7: failures are shown;
// session-end codes log out through the HTTP layer), keep site info fresh, show the site's favicon.
import axios from 'axios';
import { useEffect } from 'react';
import { fetchMe } from './api/me';
import { toast } from './feedback/toast';
import { isApiError } from './providers/api-error';
import { useServices, useSiteInfo } from './services';

const SITE_CHECK_MS = 60_000;

export function AppBootstrap() {
  const { http, session, site } = useServices();
  const { favicon } = useSiteInfo();

  useEffect(() => {
    if (!session.token()) return;
    fetchMe(http)
      .then((info) => session.refresh(info))
      .catch((error: unknown) => {
        if (axios.isCancel(error)) return;
        if (isApiError(error) && error.sessionEnded) return;
        toast('error', error instanceof Error ? error.message : String(error));
      });
  }, [http, session]);

  // Navigation refreshes stale site info too (RouteFrame); this covers a user who stays on one page.
  useEffect(() => {
    const timer = setInterval(() => site.refreshIfStale().catch(() => undefined), SITE_CHECK_MS);
    return () => clearInterval(timer);
  }, [site]);

  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);

  return null;
}
