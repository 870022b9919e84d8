// E-mails to a sub-agency about its own business: top-ups of its wallet, its statements, and the
// outcomes of its orders. Sent when the agency is a sub-agency and its parent turned "send e-mails to
// sub-agencies" on in its settings (a parent edits its sub-agencies' settings), to its contact
// address, in its e-mail language. Each mail is a job sent with the event that causes it (inside the
// business transaction when there is one), so it goes out once the event committed, is retried when
// the mail server fails, and never holds up or undoes the event.
import { eq } from 'drizzle-orm';
import { settingsOf } from '../agencies/settings';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import type { Executor } from '@/server/db/executor';
import type { AgencyRow } from '@/server/db/rows';
import { translate } from '../http/i18n';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from './mailer';

export const SUB_AGENCY_MAIL_JOB = 'sub-agency-mail';

/** Templates under mail.* (locales/<lang>/errors.json), with the variables each one uses. */
export type SubAgencyMailKey = 'topUp' | 'statementReady' | 'orderStatus';

interface SubAgencyMailJob {
  agencyId: number;
  key: SubAgencyMailKey;
  vars: Record<string, string>;
}

/** The address this agency's own mails go to, or null when it gets none. */
export function subAgencyMailAddress(agency: Pick<AgencyRow, 'parentId' | 'contactEmail' | 'settings' | 'commonConfig'>): string | null {
  if (agency.parentId === null || !agency.contactEmail) return null;
  return settingsOf(agency).general.sendEmailToSubAgency ? agency.contactEmail : null;
}

/** Queues the mail when the agency gets mails; answers whether it was queued. */
export async function queueSubAgencyMail(
  db: Executor,
  jobs: JobQueue,
  agencyId: number,
  key: SubAgencyMailKey,
  vars: Record<string, string>,
): Promise<boolean> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency || !subAgencyMailAddress(agency)) return false;
  await jobs.send(db, SUB_AGENCY_MAIL_JOB, { agencyId, key, vars: { agency: agency.name, ...vars } } satisfies SubAgencyMailJob);
  return true;
}

async function deliver(db: Db, mailer: Mailer, job: SubAgencyMailJob): Promise<void> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, job.agencyId));
  // Turned off (or the address removed) since: nothing to send.
  const to = agency ? subAgencyMailAddress(agency) : null;
  if (!agency || !to) return;
  const lang = settingsOf(agency).general.emailLanguage;
  await mailer.send({
    to,
    subject: translate(lang, `mail.${job.key}.subject`, job.vars),
    text: translate(lang, `mail.${job.key}.body`, job.vars),
  });
}

export function defineSubAgencyMail(jobs: JobQueue, db: Db, mailer: Mailer): void {
  jobs.define<SubAgencyMailJob>({
    name: SUB_AGENCY_MAIL_JOB,
    handler: (job) => deliver(db, mailer, job),
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
}
