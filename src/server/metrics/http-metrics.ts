// Request rate, latency and errors per route (the pattern, e.g. /orders/:id, never the URL, so the
// series stay few) and status. Attached as each route's own onResponse hook from an onRoute hook:
// the route and method are known once, and the histogram's child per status is kept, so a request
// costs one Map lookup and one observe, no label hashing.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram } from 'prom-client';
import { addRouteHook } from '../http/route-hooks';
import { LATENCY_BUCKETS, metricsRegistry } from './registry';

export const httpRequestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status (errors are the 5xx statuses).',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

type Observer = { observe(value: number): void };

function routeObserver(route: string) {
  const children = new Map<string, Map<number, Observer>>();
  return function observeRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const status = reply.statusCode;
    let byStatus = children.get(request.method);
    if (!byStatus) children.set(request.method, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) {
      child = httpRequestDuration.labels({
        http_request_method: request.method,
        http_route: route,
        http_response_status_code: String(status),
      });
      byStatus.set(status, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  };
}

async function httpMetrics(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => addRouteHook(route, 'onResponse', routeObserver(route.url)));
}

export const httpMetricsPlugin = fp(httpMetrics, { name: 'http-metrics' });
