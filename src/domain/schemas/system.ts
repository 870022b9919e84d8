// Staff's system page: what the platform depends on and how it is doing right now.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { stuckJobSchema } from './jobs';

export const ADAPTER_STATES = ['ok', 'failing', 'idle'] as const;

/** A supplier or payment provider as this server has met it since it started. */
export const adapterStatusSchema = z.object({
  kind: z.enum(['supplier', 'payment']),
  name: text(),
  /** ok: its last call answered; failing: its last call failed; idle: not called since this server started. */
  state: z.enum(ADAPTER_STATES),
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

export const systemStatusSchema = z.object({
  id: text(),
  suppliers: z.array(adapterStatusSchema),
  channels: z.array(channelStatusSchema),
  providers: z.array(providerStatusSchema),
  queues: z.array(queueStatusSchema),
  deadLetters: z.array(stuckJobSchema),
  webhooks: z.array(failingWebhooksSchema),
  ledgerCheck: ledgerCheckStatusSchema.nullable(),
  backup: backupStatusSchema.nullable(),
  alerts: z.array(openAlertSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const rerunAnswerSchema = z.object({ id: text(), queue: text() });
