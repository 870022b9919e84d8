// The "statement ready" e-mail to a sub-agency (mail/sub-agency-mail.ts): the period in business
// dates (its last day, the end being exclusive), the closing balance and what is due.
import { businessDate } from '@/domain/credit-period';
import type { Statement } from '@/domain/schemas/wallet';
import type { Executor } from '@/server/db/executor';
import type { JobQueue } from '../jobs/queue';
import { queueSubAgencyMail } from '../mail/sub-agency-mail';
import { plainAmount } from './top-up';

export function queueStatementMail(db: Executor, jobs: JobQueue, agencyId: number, statement: Statement): Promise<boolean> {
  const end = new Date(Date.parse(statement.periodEnd) - 1);
  return queueSubAgencyMail(db, jobs, agencyId, 'statementReady', {
    from: businessDate(new Date(statement.periodStart)),
    to: businessDate(end),
    closing: plainAmount(statement.closingBalance, statement.currency),
    due: plainAmount(statement.amountDue, statement.currency),
  });
}
