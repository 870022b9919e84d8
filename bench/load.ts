// One load case with autocannon against 127.0.0.1. The warm-up runs on the same connections as
// the measurement (a new connection's first request can wait long behind a saturated server, which
// is not the steady state we measure), so both are one autocannon run and only requests sent after
// the warm-up count. Latency percentiles come from every response's own time: autocannon's
// histogram rounds to whole milliseconds, too coarse for a 10 ms target. Requests never time out
// (a slow answer is a latency to report, not an error); errors are socket errors.
import autocannon, { type Client } from 'autocannon';

export interface LoadCase {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds?: number;
  method?: 'GET' | 'POST';
  /** Gives each connection its own headers and body (a token or a user, round robin). */
  setupClient?: (client: Client, index: number) => void;
  /** Called when the warm-up ends and the measurement begins. */
  onMeasureStart?: () => void;
}

export interface LoadResult {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses to requests sent during the measurement. */
  requests: number;
  /** Socket errors over the whole run. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

const NO_TIMEOUT_SECONDS = 600;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(Math.max(rank, 0), sorted.length - 1)]!;
}

export async function runLoad(load: LoadCase): Promise<LoadResult> {
  const target = new URL(load.url);
  if (target.hostname !== '127.0.0.1') throw new Error(`refusing to load ${target.host}: benchmarks only target 127.0.0.1`);
  const warmupMs = (load.warmupSeconds ?? 0) * 1000;
  let next = 0;
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  const instance = autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    connections: load.connections,
    duration: (load.warmupSeconds ?? 0) + load.durationSeconds,
    timeout: NO_TIMEOUT_SECONDS,
    setupClient: (client) => load.setupClient?.(client, next++),
  });
  const measureFrom = performance.now() + warmupMs;
  const timer = setTimeout(() => load.onMeasureStart?.(), warmupMs);
  instance.on('response', (_client, status, _bytes, responseTimeMs) => {
    if (performance.now() - responseTimeMs < measureFrom) return;
    times.push(responseTimeMs);
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  });
  const result = await instance;
  clearTimeout(timer);
  times.sort((a, b) => a - b);
  return {
    connections: load.connections,
    requestsPerSecond: times.length / load.durationSeconds,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    requests: times.length,
    errors: result.errors, // timeouts included
    non2xx: Object.entries(statusCodes).reduce((sum, [code, count]) => (code.startsWith('2') ? sum : sum + count), 0),
    statusCodes,
  };
}
