// Background money work, as periodic jobs (supervised, retried, dead-lettered like any job; offered
// only by listening servers, so never in inject-only tests): void unowned holds whose time ran out,
// time out gateway payments nobody confirmed, and generate each wallet's statement for the credit
// period that just closed. All of it is safe to run twice or on many servers at once: each change
// is a conditional update or an idempotent upsert.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { previousPeriod } from '@/domain/credit-period';
import { settingsOf } from '../agencies/settings';
import type { Db } from '../db/client';
import { agencies, statements } from '../db/schema';
import { expireGatewayPayments } from './gateway-payments';
import { queryPendingPayments } from './gateway-query';
import { sendProviderRefunds } from './gateway-refunds';
import { reconcileDay } from './reconciliation';
import type { RoutedGateway } from './gateway/routed';
import { voidExpiredHolds } from './payments';
import { definePeriodic } from '../jobs/periodic';
import type { JobQueue } from '../jobs/queue';
import { queueStatementMail } from './statement-mail';
import { generateStatement } from './statements';

const SWEEP_SECONDS = 30;
const STATEMENT_SECONDS = 10 * 60;
/** A closed period is stated only after this grace, so transactions still committing are in it. */
export const STATEMENT_GRACE_MS = 5 * 60_000;

/** Generates the statement of the last closed period for every agency that has none yet (and tells sub-agencies that get mails). */
export async function generateDueStatements(db: Db, jobs: JobQueue, now = new Date()): Promise<number> {
  const rows = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.isPlatform, false), isNull(agencies.deletedAt)));
  let generated = 0;
  for (const agency of rows) {
    const { periodUnit, periodLength } = settingsOf(agency).credit;
    const period = previousPeriod(now, periodUnit, periodLength);
    if (now.getTime() < period.end.getTime() + STATEMENT_GRACE_MS) continue;
    const [done] = await db
      .select({ id: statements.id })
      .from(statements)
      .where(
        and(
          eq(statements.agencyId, agency.id),
          eq(statements.periodStart, period.start),
          eq(statements.periodEnd, period.end),
          eq(statements.cutoffAt, period.end),
        ),
      );
    if (done) continue;
    const statement = await generateStatement(db, agency, { at: period.start, now, source: 'scheduled' });
    await queueStatementMail(db, jobs, agency.id, statement);
    generated++;
  }
  return generated;
}

export const HOLD_EXPIRY_JOB = 'money-hold-expiry';
export const GATEWAY_TIMEOUT_JOB = 'money-gateway-timeouts';
export const STATEMENT_JOB = 'money-statements';
export const PROVIDER_QUERY_JOB = 'money-provider-queries';
export const PROVIDER_REFUND_JOB = 'money-provider-refunds';
export const RECONCILIATION_JOB = 'money-reconciliation';
/** Yesterday's settlements are read again every hour (a day a provider completes late is caught up). */
const RECONCILIATION_SECONDS = 60 * 60;

export function defineMoneyJobs(app: FastifyInstance, db: Db, gateway: RoutedGateway): void {
  const providerChannels = gateway.providers.flatMap((p) => p.channels);
  definePeriodic(app, {
    name: HOLD_EXPIRY_JOB,
    everySeconds: SWEEP_SECONDS,
    run: () => voidExpiredHolds(db, app.paymentOwners.ownedTypes()),
  });
  definePeriodic(app, { name: GATEWAY_TIMEOUT_JOB, everySeconds: SWEEP_SECONDS, run: () => expireGatewayPayments(db, providerChannels) });
  if (providerChannels.length)
    definePeriodic(app, {
      name: PROVIDER_QUERY_JOB,
      everySeconds: SWEEP_SECONDS,
      run: () => queryPendingPayments(db, gateway, app.paymentOwners),
    });
  if (providerChannels.length)
    definePeriodic(app, {
      name: PROVIDER_REFUND_JOB,
      everySeconds: SWEEP_SECONDS,
      run: async () => Object.keys(await sendProviderRefunds(db, gateway)).length,
    });
  if (providerChannels.length)
    definePeriodic(app, {
      name: RECONCILIATION_JOB,
      everySeconds: RECONCILIATION_SECONDS,
      run: async () => (await reconcileDay(db, gateway)).length,
      expireInSeconds: 30 * 60,
    });
  definePeriodic(app, {
    name: STATEMENT_JOB,
    everySeconds: STATEMENT_SECONDS,
    run: () => generateDueStatements(db, app.jobs),
    expireInSeconds: 30 * 60,
  });
}
