// `ledger:check` as a nightly job: once a day, from LEDGER_CHECK_HOUR (UTC), the ledger's rules are
// checked one by one and each result stored as it finishes (ledger_checks), so a run cut off by a
// restart or a deploy goes on from the next rule, and a day already finished is not checked again.
// A failed check opens the ledger alert; a passing one closes it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import type { StoredRuleResult } from '../db/schema';
import { LEDGER_RULES, rowsBreaking } from '../wallet/check';
import type { Alerter } from './alerts';

export const LEDGER_CHECK_JOB = 'ledger-check';

export type LedgerCheckOutcome = 'not-due' | 'already-done' | 'passed' | 'failed';

/** The UTC day (YYYY-MM-DD) of a moment. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Checks the day's ledger unless it is done or not yet due. Two runs at once (a retry overlapping a
 * slow run) only repeat a rule: each result is appended once, and only one run finishes the day.
 */
export async function runLedgerCheck(db: Db, alerter: Alerter, options: { hourUtc: number; now?: Date }): Promise<LedgerCheckOutcome> {
  const now = options.now ?? new Date();
  if (now.getUTCHours() < options.hourUtc) return 'not-due';
  const day = utcDay(now);
  await db.execute(sql`INSERT INTO ledger_checks (day) VALUES (${day}) ON CONFLICT (day) DO NOTHING`);
  const [row] = rowsOf<{ status: string; results: StoredRuleResult[] }>(
    await db.execute(sql`SELECT status, results FROM ledger_checks WHERE day = ${day}`),
  );
  if (row!.status !== 'running') return 'already-done';
  for (const { rule, query } of LEDGER_RULES) {
    if (row!.results.some((r) => r.rule === rule)) continue;
    const result: StoredRuleResult = { rule, rows: await rowsBreaking(db, query) };
    // Stored as each rule finishes: what is checked stays checked if the process dies.
    await db.execute(sql`
      UPDATE ledger_checks SET results = results || ${JSON.stringify([result])}::jsonb
      WHERE day = ${day} AND NOT results @> ${JSON.stringify([{ rule }])}::jsonb`);
  }
  const [finished] = rowsOf<{ status: 'passed' | 'failed'; results: StoredRuleResult[] }>(
    await db.execute(sql`
    UPDATE ledger_checks SET finished_at = now(),
      violations = (SELECT count(*) FROM jsonb_array_elements(results) r WHERE jsonb_array_length(r -> 'rows') > 0),
      status = CASE WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(results) r WHERE jsonb_array_length(r -> 'rows') > 0) THEN 'failed' ELSE 'passed' END
    WHERE day = ${day} AND status = 'running' RETURNING status, results`),
  );
  if (!finished) return 'already-done';
  if (finished.status === 'failed') {
    const broken = finished.results
      .filter((r) => r.rows.length > 0)
      .map((r) => `- ${r.rule}: ${r.rows.length} row(s), e.g. ${JSON.stringify(r.rows[0])}`);
    await alerter.open(
      'ledger',
      'ledger',
      `The nightly ledger check of ${day} found rules broken:\n${broken.join('\n')}\n\nRun npm run ledger:check for the full list.`,
    );
  } else {
    await alerter.resolve('ledger', 'ledger');
  }
  return finished.status;
}
