// The route table, derived from the resource declarations, with the guard outcome and the landing
// rules. Casbin decides access (`route:<name>`, `view`); this says which routes need a login, which
// frame they sit in, and where a user lands.
import { routeNameOf, type PageKind, type ResourceDeclaration } from './define';
import { RESOURCES } from './registry';

export interface RouteDef {
  /** Route name: the casbin object is `route:<name>`, the page title key `routes.<name>`. */
  name: string;
  path: string;
  /** The declaration it belongs to, and which of its pages it is ('extra' for a custom step). */
  resource: string;
  kind: PageKind | 'extra';
  /** Public paths need no login. */
  public: boolean;
  layout: 'console' | 'bare';
}

const KINDS: readonly PageKind[] = ['list', 'show', 'create', 'edit'];

function routesOf(r: ResourceDeclaration): RouteDef[] {
  const common = { resource: r.name, public: r.access.pages === 'public', layout: r.layout };
  const pages = KINDS.filter((kind) => r.pages?.[kind]).map((kind) => ({
    ...common,
    kind,
    name: routeNameOf(r.name, kind),
    path: r.pages![kind]!,
  }));
  const extra = (r.extraPages ?? []).map((p) => ({ ...common, kind: 'extra' as const, name: p.name, path: p.path }));
  return [...pages, ...extra];
}

export const ROUTES: readonly RouteDef[] = RESOURCES.flatMap(routesOf);

export function routeByName(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: '/'; message: 'router.login' | 'router.notRole' };

/** Not logged in: to / with router.login; logged in but lacking the role or service: router.notRole. */
export function guardOutcome(route: RouteDef, loggedIn: boolean, allowed: boolean): GuardOutcome {
  if (route.public) return { kind: 'allow' };
  if (!loggedIn) return { kind: 'redirect', to: '/', message: 'router.login' };
  return allowed ? { kind: 'allow' } : { kind: 'redirect', to: '/', message: 'router.notRole' };
}

/**
 * Where a user lands after logging in: the safe return path if any; platform staff on their desk;
 * else flight booking, else statements, else train booking (the first the user may open), else
 * the profile. `canView` answers the casbin question for a route name.
 */
export async function landingPath(canView: (routeName: string) => Promise<boolean>, returnPath?: string | null): Promise<string> {
  if (returnPath && isSafeReturnPath(returnPath)) return returnPath;
  for (const name of ['desk', 'flight-booking', 'bills-statements', 'train-booking'] as const) {
    if (await canView(name)) return routeByName(name).path;
  }
  return '/profile';
}

/**
 * Where `/` sends a logged-in user instead of the public home page: a partner platform's user (one
 * with an outside user id) came to book, so flight booking; anyone else stays (null).
 */
export function homeRedirectOf(user: { outUserId: string | null } | null | undefined): string | null {
  return user?.outUserId ? routeByName('flight-booking').path : null;
}

/** Only same-site absolute paths; never a scheme or protocol-relative URL (open redirect). */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path !== '/';
}

const PATTERNS = ROUTES.map((route) => ({ route, pattern: new RegExp('^' + route.path.replace(/:[^/]+/g, '[^/]+') + '$') }))
  // A fixed path wins over a parameter at the same place (/flight/orders/review before /:id).
  .sort((a, b) => Number(a.route.path.includes(':')) - Number(b.route.path.includes(':')));

/** Which route a concrete URL path belongs to (`/flight/orders/42` -> flight-orders-id). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return PATTERNS.find(({ pattern }) => pattern.test(clean))?.route;
}
