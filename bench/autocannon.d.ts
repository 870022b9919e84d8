// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Client {
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    setupClient?: (client: Client) => void;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: Client, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
