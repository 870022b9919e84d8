// Background money work, on every server once it listens (never in inject-only tests): void holds
// whose time ran out, time out gateway payments nobody confirmed, and generate each wallet's
// statement for the credit period that just closed. All of it is safe to run on many servers at
// once: each change is a conditional update or an idempotent upsert.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { previousPeriod } from '@/domain/credit-period';
import { settingsOf } from '../agencies/settings';
import type { Db } from '../db/client';
import { agencies, statements } from '../db/schema';
import { expireGatewayPayments } from './gateway-payments';
import { voidExpiredHolds } from './payments';
import { generateStatement } from './statements';

const SWEEP_MS = 30_000;
const STATEMENT_MS = 10 * 60_000;
/** A closed period is stated only after this grace, so transactions still committing are in it. */
export const STATEMENT_GRACE_MS = 5 * 60_000;

/** Generates the statement of the last closed period for every agency that has none yet. */
export async function generateDueStatements(db: Db, now = new Date()): Promise<number> {
  const rows = await db.select().from(agencies).where(and(eq(agencies.isPlatform, false), isNull(agencies.deletedAt)));
  let generated = 0;
  for (const agency of rows) {
    const { periodUnit, periodLength } = settingsOf(agency).credit;
    const period = previousPeriod(now, periodUnit, periodLength);
    if (now.getTime() < period.end.getTime() + STATEMENT_GRACE_MS) continue;
    const [done] = await db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.agencyId, agency.id), eq(statements.periodStart, period.start), eq(statements.periodEnd, period.end), eq(statements.cutoffAt, period.end)));
    if (done) continue;
    await generateStatement(db, agency, { at: period.start, now, source: 'scheduled' });
    generated++;
  }
  return generated;
}

export function startMoneyJobs(app: FastifyInstance, db: Db): void {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, work: () => Promise<number>) => {
    const run = () =>
      work().then(
        (n) => n > 0 && app.log.info({ job: name, count: n }, 'money job'),
        (error: unknown) => app.log.error({ err: error, job: name }, 'money job failed'),
      );
    timers.push(setInterval(run, ms).unref());
    void run();
  };
  app.addHook('onListen', async () => {
    if (timers.length) return;
    every(SWEEP_MS, 'void expired holds', () => voidExpiredHolds(db));
    every(SWEEP_MS, 'expire gateway payments', () => expireGatewayPayments(db));
    every(STATEMENT_MS, 'scheduled statements', () => generateDueStatements(db));
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
