// The user-log name of a call whose route notes none itself (noteAudit), from its method and route.
// Older log lines hold the raw route ('PUT /api/base/v2/me/config/:key'); they are named the same way
// when read, so a reader never sees a route.
import { PERSONAL_CONFIG_KEYS } from '@/domain/schemas/auth';

/**
 * Method + route (after /api/) -> action; null: not a change worth a line of its own (a poll for
 * search results) or a call whose service writes its own line (logout).
 */
const ROUTE_ACTIONS: Readonly<Record<string, string | null>> = {
  'PUT base/v2/me': 'me.update',
  'DELETE base/v2/me': null,
  'PUT base/v2/me/password': 'me.password',
  'POST base/v2/analysis/document': 'flight.document.analyse',
  'POST shopping/v2/flight/passengers/import': 'flight.passengers.import',
  'POST shopping/v2/flight/async-shopping/solutions': null,
  'POST shopping/v2/flight/analysis-pnr': 'flight.pnr.analyse',
  'POST payment/v2/payments/:id/pay': 'payment.pay',
  'POST order/v2/flight/disruptions/simulate': 'flight.disruption.simulate',
  'POST order/v2/flight/orders/:id/change/search': 'flight.order.change.search',
  'POST order/v2/flight/orders/:id/download': 'flight.order.download',
};

const CONFIG_KEYS: ReadonlySet<string> = new Set(PERSONAL_CONFIG_KEYS);
const RAW_ROUTE = /^(POST|PUT|PATCH|DELETE) \/api\/(\S+)$/;

/** The action of a call by method, route pattern and its params; undefined when not known. */
export function routeActionOf(method: string, route: string, params: Record<string, unknown> = {}): string | null | undefined {
  const tail = route.replace(/^\/api\//, '');
  if (method === 'PUT' && tail === 'base/v2/me/config/:key') {
    const key = String(params.key ?? '');
    return CONFIG_KEYS.has(key) ? `me.config.${key}` : 'me.config';
  }
  return ROUTE_ACTIONS[`${method} ${tail}`];
}

/** A recorded action read back: a raw route of an older line becomes its name. */
export function recordedActionName(recorded: string): string {
  const raw = RAW_ROUTE.exec(recorded);
  if (!raw) return recorded;
  return routeActionOf(raw[1]!, `/api/${raw[2]!}`) ?? 'other';
}
