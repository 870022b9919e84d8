// Staff's system page: what the platform depends on and how it is doing right now.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { stuckJobSchema } from './jobs';

export const ADAPTER_STATES = ['ok', 'failing', 'idle', 'off'] as const;

/** A supplier or payment provider as this server has met it since it started. */
export const adapterStatusSchema = z.object({
  kind: z.enum(['supplier', 'payment']),
  name: text(),
  /** ok: its last call answered; failing: its last call failed; idle: not called since this server started; off: a real supplier without credentials. */
  state: z.enum(ADAPTER_STATES),
  /** Whether this server may call it (a real supplier: its credentials are set). */
  configured: z.boolean(),
  /** Its answers to searches over the last 24 hours, from every server (the per-search rows); null for a payment provider. */
  searches: z
    .object({
      total: z.number().int(),
      failed: z.number().int(),
      timedOut: z.number().int(),
      p50Ms: z.number().int().nullable(),
      lastError: text().nullable(),
    })
    .nullable(),
  calls: z.number().int(),
  failures: z.number().int(),
  /** Answer times of its recent calls, in milliseconds (null without calls). */
  p50Ms: z.number().int().nullable(),
  p95Ms: z.number().int().nullable(),
  failingSince: text().nullable(),
  lastOkAt: text().nullable(),
  lastError: text().nullable(),
  lastErrorAt: text().nullable(),
});
export type AdapterStatus = z.infer<typeof adapterStatusSchema>;

/** A payment channel over the last day, from the payments themselves and its provider's last word. */
export const channelStatusSchema = z.object({
  channel: text(),
  started: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
  expired: z.number().int(),
  /** Median time from checkout to the provider's answer for paid ones, in seconds. */
  medianAnswerSeconds: z.number().int().nullable(),
  lastFailure: text().nullable(),
  lastFailureAt: text().nullable(),
});

export const providerStatusSchema = z.object({
  provider: text(),
  /** Configured on this server (its settings are set); false: only its past notifications or errors are known. */
  configured: z.boolean(),
  /** Test or live money, when configured. */
  mode: z.enum(['test', 'live']).nullable(),
  lastNotificationAt: text().nullable(),
  lastError: text().nullable(),
  lastErrorAt: text().nullable(),
});

export const queueStatusSchema = z.object({
  queue: text(),
  depth: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  deadLetters: z.number().int(),
  /** How long its oldest due job has waited, in seconds (null when none waits). */
  oldestSeconds: z.number().int().nullable(),
  /** The age past which an alert is sent. */
  limitSeconds: z.number().int(),
});

export const failingWebhooksSchema = z.object({
  agencyId: z.number().int(),
  agencyName: text(),
  failed: z.number().int(),
  retrying: z.number().int(),
  lastError: text().nullable(),
  lastAttemptAt: text(),
});

export const ledgerCheckStatusSchema = z.object({
  day: text(),
  status: z.enum(['running', 'passed', 'failed']),
  rulesChecked: z.number().int(),
  rulesTotal: z.number().int(),
  failedRules: z.array(text()),
  startedAt: text(),
  finishedAt: text().nullable(),
});

export const backupStatusSchema = z.object({
  /** The newest backup file written by the schedule or `npm run backup`, if any. */
  file: text().nullable(),
  bytes: z.number().int().nullable(),
  at: text().nullable(),
  /** The scheduled backup job's last run that failed after the newest file, with its error. */
  lastFailure: text().nullable(),
  lastFailureAt: text().nullable(),
});

export const openAlertSchema = z.object({
  kind: text(),
  subject: text(),
  detail: text(),
  openedAt: text(),
});

/** Who serves a payment channel on this server, and that provider's last word. */
export const channelRoutingSchema = z.object({
  channel: text(),
  /** A real provider's name, or 'sandbox' (our own page; also when nothing serves the channel). */
  provider: text(),
  /** test or live money at a real provider; sandbox; off: nothing serves it (the sandbox is switched off). */
  mode: z.enum(['test', 'live', 'sandbox', 'off']),
  /** The channel stays on the sandbox until a maintained SDK of its provider exists. */
  noSdk: z.boolean(),
  lastNotificationAt: text().nullable(),
  lastError: text().nullable(),
  lastErrorAt: text().nullable(),
});

export const systemStatusSchema = z.object({
  id: text(),
  suppliers: z.array(adapterStatusSchema),
  channels: z.array(channelStatusSchema),
  providers: z.array(providerStatusSchema),
  routing: z.array(channelRoutingSchema),
  queues: z.array(queueStatusSchema),
  deadLetters: z.array(stuckJobSchema),
  webhooks: z.array(failingWebhooksSchema),
  ledgerCheck: ledgerCheckStatusSchema.nullable(),
  backup: backupStatusSchema.nullable(),
  alerts: z.array(openAlertSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const rerunAnswerSchema = z.object({ id: text(), queue: text() });
