// What the accessibility sweep opens: every route of the route table (derived from the resource
// declarations), each under a role that may open it. A page with an id in its path is reached from
// the list that links to it; a booking step from the form before it.
import { ROUTES, type RouteDef } from '../../../resources/routes';

export type Role = 'visitor' | 'agency' | 'staff';
export const LANGUAGES = ['en', 'zh-cn', 'zh-tw'] as const;
export type SweepLanguage = (typeof LANGUAGES)[number];

/** Who logs in for a role: an agency's SuperUser sees every agency page, the platform admin every staff page. */
export const USERNAMES: Record<Exclude<Role, 'visitor'>, string> = { agency: 'harbour.super', staff: 'admin' };

/**
 * Routes each role opens, in parts that run as tests of their own side by side (a list comes before
 * the page its links open, in the same part). Public pages are opened without a login.
 */
const PARTS: Record<Role, Record<string, readonly string[]>> = {
  visitor: { site: ['index', 'terms', 'privacy', 'about', 'partner-entry'] },
  agency: {
    booking: [
      'flight-booking',
      'flight-booking-confirm',
      'flight-group-booking',
      'flight-group-booking-confirm',
      'train-booking',
      'train-booking-confirm',
    ],
    orders: [
      'flight-orders',
      'flight-orders-id',
      'flight-orders-voyage',
      'flight-group-order',
      'flight-group-order-id',
      'train-orders',
      'train-orders-id',
    ],
    money: [
      'bills-wallet',
      'bills-transactions',
      'bills-statements',
      'agency-manager',
      'agency-manager-statements',
      'agency-manager-bills-id',
      'users',
      'user-log',
      'company',
      'webhook-deliveries',
      'profile',
    ],
  },
  staff: {
    desk: [
      'desk',
      'system',
      'flight-orders',
      'flight-orders-id',
      'order-review',
      'flight-group-order',
      'flight-group-order-id',
      'train-orders',
      'train-orders-id',
    ],
    admin: [
      'agency-manager',
      'agency-manager-statements',
      'agency-manager-bills-id',
      'applications',
      'chat-inbox',
      'partners',
      'sites',
      'users',
      'security-log',
      'company',
      'profile',
    ],
  },
};

export function partsOf(role: Role): string[] {
  return Object.keys(PARTS[role]);
}

/** The list whose links lead to a page with an id in its path. */
const LINKED_FROM: Record<string, string> = {
  'flight-orders-id': 'flight-orders',
  'flight-group-order-id': 'flight-group-order',
  'train-orders-id': 'train-orders',
};

/** Pages reached by filling or choosing on the page before (the sweep's flows do that). */
export const FLOW_STEPS = new Set([
  'flight-booking-confirm',
  'flight-group-booking-confirm',
  'train-booking-confirm',
  'agency-manager-bills-id',
]);

export interface Stop {
  route: RouteDef;
  /** Where the address comes from: the route's own path, or a link on this earlier route's page. */
  via: 'path' | { linkOn: string } | 'flow';
}

export function stopsOf(role: Role, part: string): Stop[] {
  return PARTS[role][part]!.map((name) => {
    const route = ROUTES.find((r) => r.name === name);
    if (!route) throw new Error(`the sweep names ${name}, which the route table does not have`);
    if (FLOW_STEPS.has(name)) return { route, via: 'flow' as const };
    const list = LINKED_FROM[name];
    if (route.path.includes(':')) {
      if (!list) throw new Error(`${name} has an id in its path and no list that links to it`);
      return { route, via: { linkOn: list } };
    }
    return { route, via: 'path' as const };
  });
}

/** Route names no role opens: must stay empty, so a new route is swept as soon as it is declared. */
export function unswept(): string[] {
  const opened = new Set(Object.values(PARTS).flatMap((parts) => Object.values(parts).flat()));
  return ROUTES.map((r) => r.name).filter((name) => !opened.has(name));
}
