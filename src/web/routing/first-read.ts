// When a page load opens a list address, the list's first read leaves with the entry, not after the
// console, Refine and the page have loaded and rendered (src/web/data/early-list-read.ts). Only at
// page load: later navigations find the console loaded and read at once. The read waits for the
// route's access decision only: the access rules are a small compiled module the entry starts
// anyway, so the read still leaves long before the console renders, and a role that may not open the
// page sends nothing (the server's refusal would show as a 403 in the browser's console before the
// user is sent home). A page of a service the company has off (trains) is known from the session alone.
import { findResource, matchRoute } from '@resources';
import type { AxiosInstance } from 'axios';
import type { AccessChecker } from '@/domain/access/enforcer';
import { canViewRoute, serviceOff } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import { startListRead } from '@/web/data/early-list-read';
import type { Session } from '@/web/session/session-store';

export async function startFirstRead(
  location: { pathname: string; search: string },
  session: Session | null,
  http: AxiosInstance,
  loadChecker: () => Promise<AccessChecker>,
): Promise<void> {
  const route = matchRoute(location.pathname);
  if (!route || route.public || !session) return;
  const subject = subjectOf(session);
  if (serviceOff(subject, route)) return;
  const resource = route.kind === 'list' ? findResource(route.resource) : undefined;
  if (!resource?.list || !resource.api) return;
  const { list, api } = resource;
  // The decision is remembered for the subject: the route guard then finds it made.
  if (!(await canViewRoute(loadChecker, subject, route.name).catch(() => false))) return;
  startListRead(http, session.token, api.path, list, location.search);
}
