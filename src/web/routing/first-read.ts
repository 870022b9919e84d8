// When a page load opens a list address, the list's first read leaves with the entry, not after the
// console, Refine and the page have loaded and rendered (src/web/data/early-list-read.ts). Only at
// page load: later navigations find the console loaded and read at once. The read is not held back
// for the route's access decision: the server answers it as it would the page's own read (a user
// without the page gets a refusal the page never takes). A page of a service the company has off
// (trains) is the exception, known from the session: no read leaves for it, so the console shows no
// refusal before it sends the user home.
import { findResource, matchRoute } from '@resources';
import type { AxiosInstance } from 'axios';
import { serviceOff } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import { startListRead } from '@/web/data/early-list-read';
import type { Session } from '@/web/session/session-store';

export function startFirstRead(location: { pathname: string; search: string }, session: Session | null, http: AxiosInstance): void {
  const route = matchRoute(location.pathname);
  if (!route || route.public || !session || serviceOff(subjectOf(session), route)) return;
  const resource = route.kind === 'list' ? findResource(route.resource) : undefined;
  if (!resource?.list || !resource.api) return;
  const { list, api } = resource;
  startListRead(http, session.token, api.path, list, location.search);
}
