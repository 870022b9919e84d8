// Where /metrics is served, from the environment (read by config.ts; no metrics code loaded here).
export interface MetricsConfig {
  /** A port of its own for GET /metrics (no token there: keep it off the public network). */
  port?: number;
  host: string;
  /** GET /metrics on the server's own port with `Authorization: Bearer <token>`. */
  token?: string;
  /**
   * Request and database metrics are collected unless METRICS_COLLECT=off (the observability bench's
   * baseline; an operator who scrapes nothing may save the few microseconds too).
   */
  collect: boolean;
}

export function readMetricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  return {
    port: port !== undefined && Number.isInteger(port) && port >= 0 ? port : undefined,
    host: env.METRICS_HOST ?? '127.0.0.1',
    token: env.METRICS_TOKEN || undefined,
    collect: env.METRICS_COLLECT !== 'off',
  };
}
