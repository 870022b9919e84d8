// Hooks attached only to the routes that need them (from an onRoute hook), instead of to every
// request: a hook that would return at once on a GET still costs a call and a promise per request.
import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preHandler' | 'onSend' | 'onResponse';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the route answers a method that changes something. */
export function mutatingRoute(route: RouteOptions): boolean {
  return [route.method].flat().some((method) => MUTATING.has(method));
}

/** Appends `hook` to the route's own hooks of that name. */
export function addRouteHook<H extends HookName>(
  route: RouteOptions,
  name: H,
  hook: NonNullable<RouteOptions[H]> extends infer T ? (T extends readonly unknown[] ? T[number] : T) : never,
): void {
  const existing = route[name];
  route[name] = (existing === undefined ? [hook] : [...[existing].flat(), hook]) as RouteOptions[H];
}
