// OpenTelemetry's Node SDK, started only when an exporter is configured: OTEL_EXPORTER_OTLP_ENDPOINT
// (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_TRACES_EXPORTER=console), with every other standard
// OTEL_* variable read by the SDK itself (headers, protocol, sampler, resource attributes, service
// name). Tests pass their own span processor (an in-memory exporter) instead.
import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import { traceStatements } from '../db/statement-observers';
import { SpanKind, startSpan, tracingOn, tracingStarted } from './spans';

export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER;
  if (exporter === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (exporter && exporter !== 'otlp'));
}

let stop: (() => Promise<void>) | undefined;

/** Starts tracing (once per process): from the environment, or with the given span processors (tests). */
export async function startTracing(options: { env?: NodeJS.ProcessEnv; spanProcessors?: SpanProcessor[] } = {}): Promise<boolean> {
  if (tracingOn()) return true;
  if (!options.spanProcessors && !tracingWanted(options.env ?? process.env)) return false;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'tessera',
    instrumentations: [],
    // Traces only: metrics are Prometheus's (/metrics) and logs are pino's.
    metricReaders: [],
    logRecordProcessors: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  stop = () => sdk.shutdown();
  tracingStarted(true);
  traceStatements(
    (system, text, operation) =>
      startSpan(operation, SpanKind.CLIENT, {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': text.slice(0, 4000),
        ...(system === 'pglite' ? { 'db.client.embedded': true } : {}),
      }) ?? (() => {}),
  );
  return true;
}

/** Flushes and stops the SDK (the server is stopping). */
export async function stopTracing(): Promise<void> {
  traceStatements(undefined);
  tracingStarted(false);
  await stop?.();
  stop = undefined;
}
