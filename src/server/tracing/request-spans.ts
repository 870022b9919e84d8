// A server span per request through Fastify's own OpenTelemetry plugin (@fastify/otel), named the
// OpenTelemetry way ("GET /api/order/v2/flight/orders/:id"), with the handler as its child; the
// statements, supplier calls and jobs the request causes are children of those. Registered first
// (it wraps the hooks and routes registered after it), and only when tracing is on.
import type { FastifyInstance } from 'fastify';
import { tracingOn } from './spans';

export async function registerRequestSpans(app: FastifyInstance): Promise<void> {
  if (!tracingOn()) return;
  const { FastifyOtelInstrumentation } = await import('@fastify/otel');
  const instrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    // One span per request and one for its handler: a span per hook would bury them.
    instrumentHooks: false,
    instrumentHandler: true,
    // Probes every few seconds are not worth a trace.
    ignorePaths: (route) => route.url.startsWith('/api/health/') || route.url === '/metrics',
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? ''}`.trim()),
  });
  await app.register(instrumentation.plugin());
}
