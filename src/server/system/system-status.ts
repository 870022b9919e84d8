// The system page's one read: suppliers and payment channels, job queues with their dead letters,
// webhooks failing per agency, the last nightly ledger check, the last backup and the open alerts.
// Each part is one or two grouped statements; the page is read by a few staff, not by agencies.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PAYMENT_WINDOW_MINUTES } from '@/domain/schemas/wallet';
import type { SystemStatus } from '@/domain/schemas/system';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import type { StoredRuleResult } from '../db/schema';
import { JOB_SCHEMA } from '../jobs/queue';
import { stuckJobs } from '../jobs/stuck-jobs';
import { readQueueRows } from '../metrics/queue-depth';
import { realSupplierSettings } from '../flights/suppliers/registry';
import { LEDGER_RULES } from '../wallet/check';
import { percentile, type AdapterHealthBook } from './adapter-health';
import { queueLimitOf, type AlertConfig } from './alert-config';

/** Dead letters listed on the page (the stuck-jobs API lists them all). */
const DEAD_LETTERS_SHOWN = 20;
/** The names the backup job and `npm run backup` give their files (src/server/backup). */
const BACKUP_FILE = /^tessera-\d{8}T\d{6}Z\.(tar\.gz|dump)$/;
export const BACKUP_JOB = 'database-backup';

type Count = string | number;
const iso = (value: Date | string | number | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

type SearchAnswers = NonNullable<SystemStatus['suppliers'][number]['searches']>;

/** Each supplier's search answers over the last day, as every server recorded them. */
async function searchAnswers(db: Db): Promise<Map<string, SearchAnswers>> {
  const rows = rowsOf<{ supplier: string; total: Count; failed: Count; timed_out: Count; p50: Count | null; last_error: string | null }>(
    await db.execute(sql`
    SELECT supplier, count(*) AS total,
      count(*) FILTER (WHERE status = 'failed') AS failed,
      count(*) FILTER (WHERE status = 'timeout') AS timed_out,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY elapsed_ms) AS p50,
      (array_agg(error ORDER BY created_at DESC) FILTER (WHERE error IS NOT NULL))[1] AS last_error
    FROM flight_search_results WHERE created_at > now() - interval '1 day' GROUP BY supplier`),
  );
  return new Map(
    rows.map((r) => [
      r.supplier,
      {
        total: Number(r.total),
        failed: Number(r.failed),
        timedOut: Number(r.timed_out),
        p50Ms: r.p50 === null ? null : Math.round(Number(r.p50)),
        lastError: r.last_error,
      },
    ]),
  );
}

async function adapters(db: Db, book: AdapterHealthBook): Promise<SystemStatus['suppliers']> {
  const searches = await searchAnswers(db);
  const seen = book.all().map((h): SystemStatus['suppliers'][number] => ({
    kind: h.kind,
    name: h.name,
    calls: h.calls,
    failures: h.failures,
    configured: true,
    state: h.calls === 0 ? 'idle' : h.failingSince !== null ? 'failing' : 'ok',
    p50Ms: percentile(h.recentMs, 50),
    p95Ms: percentile(h.recentMs, 95),
    failingSince: iso(h.failingSince),
    lastOkAt: iso(h.lastOkAt),
    lastError: h.lastError,
    lastErrorAt: iso(h.lastErrorAt),
    searches: h.kind === 'supplier' ? (searches.get(h.name) ?? { total: 0, failed: 0, timedOut: 0, p50Ms: null, lastError: null }) : null,
  }));
  // A real supplier without credentials is listed too, so staff see what could be switched on.
  const off = realSupplierSettings()
    .filter((r) => !r.configured && !seen.some((s) => s.kind === 'supplier' && s.name === r.code))
    .map((r): SystemStatus['suppliers'][number] => ({
      kind: 'supplier',
      name: r.code,
      calls: 0,
      failures: 0,
      configured: false,
      state: 'off',
      p50Ms: null,
      p95Ms: null,
      failingSince: null,
      lastOkAt: null,
      lastError: null,
      lastErrorAt: null,
      searches: searches.get(r.code) ?? null,
    }));
  return [...seen, ...off];
}

async function channels(db: Db): Promise<SystemStatus['channels']> {
  const rows = rowsOf<{
    channel: string;
    started: Count;
    paid: Count;
    failed: Count;
    expired: Count;
    median: Count | null;
    last_failure: string | null;
    last_failure_at: string | null;
  }>(
    await db.execute(sql`
    SELECT channel, count(*) AS started,
      count(*) FILTER (WHERE status = 'paid') AS paid,
      count(*) FILTER (WHERE status = 'failed') AS failed,
      count(*) FILTER (WHERE status = 'expired') AS expired,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM updated_at - (expires_at - make_interval(mins => ${PAYMENT_WINDOW_MINUTES})))) FILTER (WHERE status = 'paid') AS median,
      (array_agg(failure_reason ORDER BY updated_at DESC) FILTER (WHERE status IN ('failed', 'expired')))[1] AS last_failure,
      max(updated_at) FILTER (WHERE status IN ('failed', 'expired')) AS last_failure_at
    FROM payments WHERE channel IS NOT NULL AND channel <> 'balance' AND expires_at IS NOT NULL AND updated_at > now() - interval '1 day'
    GROUP BY channel ORDER BY channel`),
  );
  return rows.map((r) => ({
    channel: r.channel,
    started: Number(r.started),
    paid: Number(r.paid),
    failed: Number(r.failed),
    expired: Number(r.expired),
    medianAnswerSeconds: r.median === null ? null : Math.round(Number(r.median)),
    lastFailure: r.last_failure,
    lastFailureAt: iso(r.last_failure_at),
  }));
}

/** A configured provider as this server runs it (its name and whether its money is real). */
export interface ConfiguredProvider {
  name: string;
  mode: 'test' | 'live';
}

/** Every configured provider, even before its first notification, and any other that left a trace. */
async function providers(db: Db, configured: readonly ConfiguredProvider[]): Promise<SystemStatus['providers']> {
  const rows = rowsOf<{ provider: string; last_notification_at: string | null; last_error: string | null; last_error_at: string | null }>(
    await db.execute(sql`SELECT provider, last_notification_at, last_error, last_error_at FROM gateway_provider_state ORDER BY provider`),
  );
  const names = [...new Set([...configured.map((p) => p.name), ...rows.map((r) => r.provider)])].sort();
  return names.map((name) => {
    const row = rows.find((r) => r.provider === name);
    const mode = configured.find((p) => p.name === name)?.mode ?? null;
    return {
      provider: name,
      configured: mode !== null,
      mode,
      lastNotificationAt: iso(row?.last_notification_at ?? null),
      lastError: row?.last_error ?? null,
      lastErrorAt: iso(row?.last_error_at ?? null),
    };
  });
}

async function webhooks(db: Db): Promise<SystemStatus['webhooks']> {
  const rows = rowsOf<{ agency_id: number; name: string; failed: Count; retrying: Count; last_error: string | null; last_at: string }>(
    await db.execute(sql`
    SELECT d.agency_id, a.name,
      count(*) FILTER (WHERE d.status = 'failed') AS failed,
      count(*) FILTER (WHERE d.status = 'pending') AS retrying,
      (array_agg(d.last_error ORDER BY d.updated_at DESC))[1] AS last_error,
      max(d.updated_at) AS last_at
    FROM notification_deliveries d JOIN agencies a ON a.id = d.agency_id
    WHERE d.status = 'failed' OR (d.status = 'pending' AND d.attempts > 0)
    GROUP BY d.agency_id, a.name ORDER BY count(*) FILTER (WHERE d.status = 'failed') DESC, max(d.updated_at) DESC LIMIT 50`),
  );
  return rows.map((r) => ({
    agencyId: Number(r.agency_id),
    agencyName: r.name,
    failed: Number(r.failed),
    retrying: Number(r.retrying),
    lastError: r.last_error,
    lastAttemptAt: iso(r.last_at)!,
  }));
}

async function ledgerCheck(db: Db): Promise<SystemStatus['ledgerCheck']> {
  const [row] = rowsOf<{
    day: string | Date;
    status: 'running' | 'passed' | 'failed';
    results: StoredRuleResult[];
    started_at: string;
    finished_at: string | null;
  }>(await db.execute(sql`SELECT day, status, results, started_at, finished_at FROM ledger_checks ORDER BY day DESC LIMIT 1`));
  if (!row) return null;
  return {
    day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
    status: row.status,
    rulesChecked: row.results.length,
    rulesTotal: LEDGER_RULES.length,
    failedRules: row.results.filter((r) => r.rows.length > 0).map((r) => r.rule),
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
  };
}

/** The newest backup file in the backup folder, and the backup job's last failure after it. Null when neither exists. */
async function backup(db: Db, dir: string | undefined): Promise<SystemStatus['backup']> {
  let newest: { file: string; bytes: number; at: Date } | null = null;
  if (dir) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_FILE.test(n)).sort();
    const name = names.at(-1);
    if (name) {
      const info = await stat(join(dir, name));
      newest = { file: name, bytes: info.size, at: info.mtime };
    }
  }
  const [failure] = rowsOf<{
    output: { message?: string; value?: { message?: string } } | null;
    completed_on: string | null;
    created_on: string;
  }>(
    await db.execute(sql`
    SELECT output, completed_on, created_on FROM ${sql.identifier(JOB_SCHEMA)}.job
    WHERE name IN (${BACKUP_JOB}, ${`${BACKUP_JOB}.dead`}) AND state IN ('failed', 'retry', 'created') AND output IS NOT NULL
    ORDER BY created_on DESC LIMIT 1`),
  );
  const failedAt = failure ? new Date(failure.completed_on ?? failure.created_on) : null;
  const failureShown = failure && failedAt && (!newest || failedAt > newest.at);
  if (!newest && !failureShown) return null;
  return {
    file: newest?.file ?? null,
    bytes: newest?.bytes ?? null,
    at: iso(newest?.at),
    lastFailure: failureShown ? String(failure.output?.message ?? failure.output?.value?.message ?? 'failed').slice(0, 500) : null,
    lastFailureAt: failureShown ? iso(failedAt) : null,
  };
}

async function openAlerts(db: Db): Promise<SystemStatus['alerts']> {
  const rows = rowsOf<{ kind: string; subject: string; detail: string; opened_at: string }>(
    await db.execute(sql`SELECT kind, subject, detail, opened_at FROM ops_alerts WHERE resolved_at IS NULL ORDER BY opened_at DESC`),
  );
  return rows.map((r) => ({ kind: r.kind, subject: r.subject, detail: r.detail, openedAt: iso(r.opened_at)! }));
}

export async function systemStatus(
  db: Db,
  book: AdapterHealthBook,
  config: AlertConfig,
  backupDir: string | undefined,
  configured: readonly ConfiguredProvider[] = [],
  routing: SystemStatus['routing'] = [],
): Promise<SystemStatus> {
  const queueRows = await readQueueRows(db);
  const dead = await stuckJobs(db, { reason: 'dead', limit: DEAD_LETTERS_SHOWN });
  return {
    id: 'system',
    suppliers: await adapters(db, book),
    channels: await channels(db),
    providers: await providers(db, configured),
    routing,
    queues: queueRows.map((q) => ({
      queue: q.name,
      depth: q.waiting,
      active: q.active,
      retrying: q.retrying,
      deadLetters: q.dead,
      oldestSeconds: q.oldest === null ? null : Math.round(q.oldest),
      limitSeconds: queueLimitOf(config, q.name),
    })),
    deadLetters: dead.jobs,
    webhooks: await webhooks(db),
    ledgerCheck: await ledgerCheck(db),
    backup: await backup(db, backupDir),
    alerts: await openAlerts(db),
  };
}
