// Spans for our own seams (jobs, supplier and payment-provider calls, webhook deliveries, database
// statements) through the OpenTelemetry API. Until the SDK is started (tracing.ts, only when an
// exporter is configured) nothing is created: each helper runs its work directly.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

let on = false;
const tracer = () => trace.getTracer('tessera');

export function tracingStarted(started: boolean): void {
  on = started;
}

export function tracingOn(): boolean {
  return on;
}

export { SpanKind };

/** Runs `work` in a span (the current one's child, or `parent`'s); records an exception and ends it. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  parent?: Context,
): Promise<T> {
  if (!on) return work(undefined);
  return tracer().startActiveSpan(name, { kind, attributes }, parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Starts a span now and answers its end (for work that is not one function: a callback, a stream). */
export function startSpan(name: string, kind: SpanKind, attributes: Attributes): ((error?: unknown) => void) | undefined {
  if (!on) return undefined;
  const span = tracer().startSpan(name, { kind, attributes });
  return (error) => {
    if (error !== undefined) failSpan(span, error);
    span.end();
  };
}

export function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  span.setAttribute('error.type', error instanceof Error ? error.constructor.name : 'Error');
}

/** The current trace id (32 hex), or undefined outside a recorded span. */
export function currentTraceId(): string | undefined {
  if (!on) return undefined;
  const ctx = trace.getSpan(context.active())?.spanContext();
  return ctx && ctx.traceFlags !== undefined && ctx.traceId !== '00000000000000000000000000000000' ? ctx.traceId : undefined;
}

/** The current trace as W3C headers (traceparent), to carry it into a job. */
export function carrier(): Record<string, string> | undefined {
  if (!on) return undefined;
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return Object.keys(headers).length ? headers : undefined;
}

/** The context a carrier came from (the job's sender), to parent the job's span on it. */
export function contextOf(headers: Record<string, string> | undefined): Context | undefined {
  return on && headers ? propagation.extract(context.active(), headers) : undefined;
}
