// Starts downloading what an address needs as soon as it is known: a site page's code, or the
// console (its code, texts and access rules) with the page's code. The entry calls it before the
// first render (in parallel with the texts), RouteFrame on every navigation. A page the user turns
// out not to be allowed is then downloaded for nothing, which costs only bandwidth: the guards, not
// the download, decide what is shown.
import { matchRoute } from '@resources';
import type { AccessChecker } from '@/domain/access/enforcer';
import { canViewRoute } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import type { Session } from '@/web/session/session-store';
import { preloadConsole } from './console-parts';
import { PAGES, SITE_PAGES } from './pages';

export function preloadRoute(pathname: string, session: Session | null, loadChecker: () => Promise<AccessChecker>): void {
  const route = matchRoute(pathname);
  if (!route) return;
  // Failures surface when the page renders (its lazy load tries again); nothing to report here.
  const quietly = (work: Promise<unknown> | undefined) => void work?.catch(() => undefined);
  const sitePage = SITE_PAGES[route.name];
  if (sitePage) return quietly(sitePage.preload());
  if (!route.public && !session) return; // sent home without the console (ConsoleEntry)
  quietly(preloadConsole());
  quietly(PAGES[route.name]?.preload());
  // The decision is remembered, so the console's guard finds it made when it renders (RouteGate).
  if (!route.public) quietly(canViewRoute(loadChecker, subjectOf(session), route.name));
}
