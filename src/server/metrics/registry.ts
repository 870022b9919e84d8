// The process's Prometheus registry (prom-client) with Node's own metrics: CPU, memory, garbage
// collection, and event-loop lag. Every metric of the server is registered here; in cluster mode each
// worker reports this registry to the primary, which adds them up (cluster-metrics.ts). Metric and
// label names follow the OpenTelemetry semantic conventions written the Prometheus way (dots become
// underscores), so a dashboard reads the same from /metrics and from traces.
import { collectDefaultMetrics, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

// 10 ms resolution is what prom-client suggests for the event-loop histogram: finer costs CPU.
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });

/** Latency buckets (seconds) for answers a person waits for: requests, supplier calls. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Buckets for database statements and pool waits: most take well under a millisecond. */
export const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
