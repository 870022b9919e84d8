// Partnership applications: take one from the public form (with its spam trap), tell sales by
// e-mail, and let platform staff work it (status, owner, notes, the agency it became).
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  canMoveApplication,
  MIN_FILL_MS,
  type Application,
  type ApplicationStatus,
  type ApplicationUpdate,
  type ApplicationValues,
} from '@/domain/schemas/applications';
import type { Language } from '@/domain/schemas/common';
import type { Db } from '../db/client';
import { agencies, applications, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import type { Mailer } from '../mail/mailer';
import { siteInfo } from '../site/service';
import { findApplication } from './queries';

export interface ApplicationContext {
  db: Db;
  mailer: Mailer;
  /** Where each new application is announced (SALES_EMAIL). */
  salesEmail: string;
  log: FastifyBaseLogger;
}

export type Intake = 'stored' | 'flagged' | 'discarded';

/**
 * Stores an application. The hidden field filled means a robot: nothing is kept, and the answer is
 * the same as for a person, so the robot learns nothing. Sent faster than a person can type (or by a
 * client that does not say how long the form was open): kept for staff, flagged, and not mailed,
 * so an autofilled form is never lost but sales are not woken for it.
 */
export async function submitApplication(
  ctx: ApplicationContext,
  input: ApplicationValues,
  meta: { ip: string; language: Language },
): Promise<Intake> {
  if (input.nickname) return 'discarded';
  const suspectedSpam = input.fillMs === undefined || input.fillMs < MIN_FILL_MS;
  const [row] = await ctx.db
    .insert(applications)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      country: input.country,
      companyName: input.companyName,
      companyAddress: input.companyAddress,
      websiteUrl: input.websiteUrl,
      others: input.others,
      suspectedSpam,
      ip: meta.ip.slice(0, 64),
      language: meta.language,
    })
    .returning({ id: applications.id });
  if (suspectedSpam) return 'flagged';
  await announce(ctx, input).catch((error: unknown) =>
    // The application is stored and in the inbox; the outbox keeps the failed mail with its error.
    ctx.log.error({ err: error, application: row!.id }, 'sales e-mail for an application failed'),
  );
  return 'stored';
}

/** Header lines cannot carry a line break from what a visitor typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

async function announce(ctx: ApplicationContext, a: ApplicationValues): Promise<void> {
  // Sales read it in the platform's own language, whatever the visitor's.
  const language = (await siteInfo(ctx.db)).defaultLanguage as Language;
  const vars = {
    name: oneLine(a.name),
    email: a.email || '-',
    phone: a.phone || '-',
    country: a.country,
    company: oneLine(a.companyName) || '-',
    address: a.companyAddress || '-',
    website: a.websiteUrl || '-',
    others: a.others || '-',
  };
  await ctx.mailer.send({
    to: ctx.salesEmail,
    subject: translate(language, 'mail.application.subject', vars),
    text: translate(language, 'mail.application.body', vars),
  });
}

async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isPlatformStaff, true)));
  return Boolean(row);
}

/** Applies a staff change; answers the application before and after (for the user log). */
export async function updateApplication(
  db: Db,
  id: number,
  change: ApplicationUpdate,
  language: Language,
): Promise<{ before: Application; after: Application }> {
  const before = await findApplication(db, id);
  if (!before) throw new ApiError('NOT_FOUND');
  const to: ApplicationStatus = change.status ?? before.status;
  if (!canMoveApplication(before.status, to)) throw new ApiError('APPLICATION_STATUS_CONFLICT', { from: before.status, to });
  if (change.ownerId && !(await isStaff(db, change.ownerId))) {
    throw new ApiError('VALIDATION', { fields: 'ownerId' }, [{ field: 'ownerId', message: translate(language, 'field.applicationOwner') }]);
  }
  if (change.agencyId) {
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, change.agencyId));
    if (!agency)
      throw new ApiError('VALIDATION', { fields: 'agencyId' }, [{ field: 'agencyId', message: translate(language, 'field.invalid') }]);
  }
  await db
    .update(applications)
    .set({
      status: to,
      ...(change.ownerId !== undefined ? { ownerId: change.ownerId } : {}),
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
      ...(change.agencyId !== undefined ? { agencyId: change.agencyId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(applications.id, id));
  return { before, after: (await findApplication(db, id))! };
}
