// Server configuration from the environment, read once at start.
import { resolve } from 'node:path';
import { addressList } from './outbound/address-policy';
import { readMetricsConfig, type MetricsConfig } from './metrics/metrics-config';
import { readAlertConfig, type AlertConfig } from './system/alert-config';
import { readRateLimits } from './security/rate-limit-config';
import type { CategoryLimit, RateLimitCategory } from './security/rate-limits';

/** The demo's sales mailbox (the demo accounts' domain): set SALES_EMAIL to a real one. */
export const DEFAULT_SALES_EMAIL = 'sales@tessera.example';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The embedded database syncs each commit to disk; EMBEDDED_FSYNC=off only for measurements. */
  embeddedFsync: boolean;
  databaseUrl?: string;
  smtp?: SmtpConfig;
  sessionTtlHours: number;
  staticDir: string;
  logLevel: string;
  /** Requests slower than this many milliseconds are logged at info (LOG_SLOW_MS). */
  slowRequestMs?: number;
  trustProxy: string[];
  outboundAllow: string[];
  frameAncestors: string[];
  /** Where new partnership applications are announced (SALES_EMAIL). */
  salesEmail: string;
  /** Per-category rate limits over the defaults (RATE_LIMITS, JSON). */
  rateLimits?: Partial<Record<RateLimitCategory, CategoryLimit>>;
  /** Where /metrics is served (METRICS_PORT, METRICS_HOST, METRICS_TOKEN). */
  metrics: MetricsConfig;
  /** Where backups go (BACKUP_DIR), and a schedule when BACKUP_EVERY_MINUTES is set (src/server/backup). */
  backup: { dir: string; everyMinutes?: number; keep: number };
  /** Alert mails and their limits (ALERT_EMAIL, ALERT_*; LEDGER_CHECK_HOUR), src/server/system. */
  alerts: AlertConfig;
  /** After SIGTERM, how long readiness answers 503 before the server stops accepting (DRAIN_DELAY_SECONDS). */
  drainDelaySeconds: number;
  /** Job supervision: how often expired runs are looked for, and (tests) a shorter expiry for every queue. */
  jobs: { maintenanceSeconds?: number; expireInSeconds?: number };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    // One machine: 127.0.0.1 behind a local reverse proxy; a container: 0.0.0.0 (README).
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    embeddedFsync: env.EMBEDDED_FSYNC !== 'off',
    databaseUrl: env.DATABASE_URL || undefined,
    smtp: readSmtp(env),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    slowRequestMs: env.LOG_SLOW_MS ? Number(env.LOG_SLOW_MS) : undefined,
    trustProxy: addressList(env.TRUST_PROXY),
    outboundAllow: addressList(env.OUTBOUND_ALLOW),
    frameAncestors: addressList(env.FRAME_ANCESTORS),
    salesEmail: env.SALES_EMAIL?.trim() || DEFAULT_SALES_EMAIL,
    rateLimits: readRateLimits(env.RATE_LIMITS),
    metrics: readMetricsConfig(env),
    alerts: readAlertConfig(env),
    drainDelaySeconds: Math.max(0, Number(env.DRAIN_DELAY_SECONDS ?? 0) || 0),
    backup: {
      dir: resolve(env.BACKUP_DIR ?? './backups'),
      everyMinutes: positive(env.BACKUP_EVERY_MINUTES, 'BACKUP_EVERY_MINUTES'),
      keep: positive(env.BACKUP_KEEP, 'BACKUP_KEEP') ?? 7,
    },
    jobs: {
      maintenanceSeconds: env.JOB_MAINTENANCE_SECONDS ? Number(env.JOB_MAINTENANCE_SECONDS) : undefined,
      expireInSeconds: env.JOB_EXPIRE_SECONDS ? Number(env.JOB_EXPIRE_SECONDS) : undefined,
    },
  };
}

/** A positive whole number from the environment, or undefined when unset; anything else stops the start. */
function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return number;
}

function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM ?? 'Tessera <no-reply@tessera.local>',
  };
}
