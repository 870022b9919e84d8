// Serving the metrics: on a port of their own (METRICS_PORT, for a scraper on a private network),
// and/or on the server's port at /metrics behind a bearer token (METRICS_TOKEN). In cluster mode the
// primary serves the port, adding up its workers' registries (prom-client's AggregatorRegistry asks
// each worker over the cluster's message channel); a worker answers /metrics with its own only.
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import type { MetricsConfig } from './metrics-config';
import { metricsRegistry } from './registry';

/** Whether the bearer header carries the token (compared in constant time). */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** A worker hands its registry to the primary when asked (call once in each cluster worker). */
export function reportToClusterPrimary(): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry(); // installs the worker's answer to the primary's request
}

/** GET /metrics on a port of its own: this process's registry, or (cluster primary) all workers' added up. */
export function serveMetricsPort(config: MetricsConfig, aggregate: boolean): Promise<Server> {
  const aggregator = aggregate ? new AggregatorRegistry() : undefined;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const rendering = aggregator ? aggregator.clusterMetrics() : metricsRegistry.metrics();
    rendering.then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve(server));
  });
}
