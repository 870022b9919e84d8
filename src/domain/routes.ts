// The 24 routes of SPEC 2 (plus the staff review queue) with their guards and the landing rules. The access decision itself is
// made by casbin (`route:<name>`, `view`); this table says which need a login and where to land.
export interface RouteDef {
  name: string;
  path: string;
  /** Public paths need no login (SPEC 2). */
  public: boolean;
  /** Pages outside the console layout. */
  layout: 'default' | 'none';
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', public: true, layout: 'none' },
  { name: 'terms', path: '/terms', public: true, layout: 'none' },
  { name: 'privacy', path: '/privacy', public: true, layout: 'none' },
  { name: 'profile', path: '/profile', public: true, layout: 'default' },
  { name: 'users', path: '/users', public: false, layout: 'default' },
  { name: 'user-log', path: '/user-log', public: false, layout: 'default' },
  { name: 'company', path: '/company', public: false, layout: 'default' },
  { name: 'flight-booking', path: '/flight/booking', public: false, layout: 'default' },
  { name: 'flight-booking-confirm', path: '/flight/booking/confirm', public: false, layout: 'default' },
  { name: 'flight-orders', path: '/flight/orders', public: false, layout: 'default' },
  { name: 'flight-orders-voyage', path: '/flight/orders/voyage', public: false, layout: 'default' },
  // Not in SPEC 2: platform staff's review queue (issue 6). Listed before the :id route it would match.
  { name: 'order-review', path: '/flight/orders/review', public: false, layout: 'default' },
  { name: 'flight-orders-id', path: '/flight/orders/:id', public: false, layout: 'default' },
  { name: 'flight-group-booking', path: '/flight/group/booking', public: false, layout: 'default' },
  { name: 'flight-group-booking-confirm', path: '/flight/group/booking/confirm', public: false, layout: 'default' },
  { name: 'flight-group-order', path: '/flight/group/order', public: false, layout: 'default' },
  { name: 'flight-group-order-id', path: '/flight/group/order/:id', public: false, layout: 'default' },
  { name: 'train-booking', path: '/train/booking', public: false, layout: 'default' },
  { name: 'train-orders', path: '/train/orders', public: false, layout: 'default' },
  { name: 'bills-wallet', path: '/bills/wallet', public: false, layout: 'default' },
  { name: 'bills-transactions', path: '/bills/transactions', public: false, layout: 'default' },
  { name: 'bills-statements', path: '/bills/statements', public: false, layout: 'default' },
  { name: 'agency-manager', path: '/agency-manager', public: false, layout: 'default' },
  { name: 'agency-manager-statements', path: '/agency-manager/statements', public: false, layout: 'default' },
  { name: 'agency-manager-bills-id', path: '/agency-manager/bills/:id', public: false, layout: 'default' },
];

export function routeByName(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/'; message: 'router.login' | 'router.notRole' };

/** SPEC 2 access rules: not logged in -> router.login; lacking role or service -> router.notRole. */
export function guardOutcome(route: RouteDef, loggedIn: boolean, allowed: boolean): GuardOutcome {
  if (route.public) return { kind: 'allow' };
  if (!loggedIn) return { kind: 'redirect', to: '/', message: 'router.login' };
  return allowed ? { kind: 'allow' } : { kind: 'redirect', to: '/', message: 'router.notRole' };
}

/**
 * SPEC 2 landing: the return path if any (and safe), else flight booking, else statements,
 * else train booking, else profile. `canView` answers the casbin question for a route name.
 */
export async function landingPath(
  canView: (routeName: string) => Promise<boolean>,
  returnPath?: string | null,
): Promise<string> {
  if (returnPath && isSafeReturnPath(returnPath)) return returnPath;
  for (const name of ['flight-booking', 'bills-statements', 'train-booking'] as const) {
    if (await canView(name)) return routeByName(name).path;
  }
  return '/profile';
}

/** Only same-site absolute paths; never a scheme or protocol-relative URL (open redirect). */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path !== '/';
}

/** Which route a concrete URL path belongs to (`/flight/orders/42` -> flight-orders-id). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => {
    const pattern = new RegExp('^' + r.path.replace(/:[^/]+/g, '[^/]+') + '$');
    return pattern.test(clean);
  });
}
