// When the operator is mailed (src/server/system/alerts.ts), from the environment.

export interface AlertConfig {
  /** Where alert mails go (ALERT_EMAIL); unset: incidents are recorded and logged, not mailed. */
  email?: string;
  /** A supplier or payment provider whose calls have all failed for this long is an incident (ALERT_SUPPLIER_FAIL_MINUTES). */
  supplierFailMinutes: number;
  /** A queue whose oldest due job has waited longer than this is an incident (ALERT_QUEUE_AGE_SECONDS)... */
  queueAgeSeconds: number;
  /** ...unless the queue has its own limit (ALERT_QUEUE_LIMITS=ticketing=300,notify=600). */
  queueLimits: Readonly<Record<string, number>>;
  /** The hour (UTC) from which the nightly ledger check runs (LEDGER_CHECK_HOUR). */
  ledgerCheckHourUtc: number;
}

export const DEFAULT_ALERTS: AlertConfig = { supplierFailMinutes: 10, queueAgeSeconds: 900, queueLimits: {}, ledgerCheckHourUtc: 2 };

function numberFrom(value: string | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > max) throw new Error(`${name} must be a number from 0 to ${max}, not "${value}"`);
  return number;
}

export function readAlertConfig(env: NodeJS.ProcessEnv): AlertConfig {
  const limits: Record<string, number> = {};
  for (const pair of (env.ALERT_QUEUE_LIMITS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [queue, seconds] = pair.split('=');
    if (!queue || seconds === undefined) throw new Error(`ALERT_QUEUE_LIMITS: "${pair}" is not queue=seconds`);
    limits[queue.trim()] = numberFrom(seconds.trim(), `ALERT_QUEUE_LIMITS ${queue}`, 0);
  }
  return {
    email: env.ALERT_EMAIL?.trim() || undefined,
    supplierFailMinutes: numberFrom(env.ALERT_SUPPLIER_FAIL_MINUTES, 'ALERT_SUPPLIER_FAIL_MINUTES', DEFAULT_ALERTS.supplierFailMinutes),
    queueAgeSeconds: numberFrom(env.ALERT_QUEUE_AGE_SECONDS, 'ALERT_QUEUE_AGE_SECONDS', DEFAULT_ALERTS.queueAgeSeconds),
    queueLimits: limits,
    ledgerCheckHourUtc: numberFrom(env.LEDGER_CHECK_HOUR, 'LEDGER_CHECK_HOUR', DEFAULT_ALERTS.ledgerCheckHourUtc, 23),
  };
}

/** The age past which a queue's oldest job is an incident. */
export const queueLimitOf = (config: AlertConfig, queue: string) => config.queueLimits[queue] ?? config.queueAgeSeconds;
