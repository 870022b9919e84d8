// Every job run is counted and timed by queue and outcome, and traced as a consumer span that
// continues the trace of the request (or job) that sent it: send() puts the sender's trace context in
// the job's data under TRACE_KEY, and the run takes it out again before the handler sees the data.
import { countJobRun } from '../metrics/job-runs';
import { carrier, contextOf, inSpan, SpanKind } from '../tracing/spans';
/** What a handler is told about its run (queue.ts's JobContext). */
type JobContext = { retryCount: number };

const TRACE_KEY = '_trace';

/** The job's data with the current trace context in it (unchanged when not tracing). */
export function withTrace<T extends object>(data: T): T {
  const headers = carrier();
  return headers ? { ...data, [TRACE_KEY]: headers } : data;
}

export async function observedRun(
  queue: string,
  data: unknown,
  context: JobContext,
  handler: (data: unknown, context: JobContext) => Promise<void>,
): Promise<void> {
  let payload = data;
  let sender: Record<string, string> | undefined;
  if (data && typeof data === 'object' && TRACE_KEY in data) {
    const { [TRACE_KEY]: headers, ...rest } = data as Record<string, unknown>;
    payload = rest;
    sender = headers as Record<string, string>;
  }
  const started = performance.now();
  try {
    await inSpan(
      `process ${queue}`,
      SpanKind.CONSUMER,
      {
        'messaging.system': 'pg-boss',
        'messaging.operation.type': 'process',
        'messaging.destination.name': queue,
        'tessera.job.retry_count': context.retryCount,
      },
      () => handler(payload, context),
      contextOf(sender),
    );
    countJobRun(queue, 'completed', (performance.now() - started) / 1000);
  } catch (error) {
    countJobRun(queue, 'failed', (performance.now() - started) / 1000);
    throw error;
  }
}
