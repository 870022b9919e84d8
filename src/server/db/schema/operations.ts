// What the platform records about its own running, for staff's system page and the alert mails: the
// nightly ledger check (one row per day, resumable rule by rule) and alert incidents (one open row per
// failing thing, so one incident sends one mail however often it is seen).
import { sql } from 'drizzle-orm';
import { bigserial, check, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A rule's outcome as the ledger check stored it: the rows breaking it (at most a few), none when it holds. */
export interface StoredRuleResult {
  rule: string;
  rows: Array<Record<string, unknown>>;
}

/**
 * One ledger check per day. Its rules' results are stored as each finishes, so a run cut off by a
 * restart goes on from the next rule; a finished day is never checked again (the job is idempotent).
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    day: date('day').primaryKey(),
    status: varchar('status', { length: 8 }).notNull().default('running'),
    results: jsonb('results').$type<StoredRuleResult[]>().notNull().default([]),
    violations: integer('violations').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('ledger_checks_status_ck', sql`${t.status} IN ('running', 'passed', 'failed')`)],
);

/**
 * An alert incident: opened (and mailed) the first time a condition is seen, closed when it clears.
 * At most one open incident per kind and subject (the unique index), so servers that see the same
 * failure at once open it once.
 */
export const opsAlerts = pgTable(
  'ops_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 128 }).notNull(),
    detail: text('detail').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ops_alerts_open_uq')
      .on(t.kind, t.subject)
      .where(sql`resolved_at IS NULL`),
  ],
);
