// Alert mails to the operator's address (ALERT_EMAIL) through the project's mailer. A failing thing is
// an incident: the first server to see it opens its row (one open row per kind and subject, enforced
// by a unique index) and sends the one mail; seeing it again changes nothing; when it clears the row
// is closed, so the next failure is a new incident with a new mail.
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/executor';
import { opsAlerts } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export type AlertKind = 'ledger' | 'queue' | 'supplier';

export interface Alerter {
  /** Opens the incident unless one is open; answers whether this call opened it (and mailed). */
  open(kind: AlertKind, subject: string, detail: string): Promise<boolean>;
  /** Closes the open incident of this kind and subject, if any. */
  resolve(kind: AlertKind, subject: string): Promise<void>;
  /** Closes the open incidents of this kind whose subject is not among those still failing. */
  resolveAllBut(kind: AlertKind, stillFailing: readonly string[]): Promise<void>;
}

const TITLES: Record<AlertKind, string> = {
  ledger: 'the ledger check failed',
  queue: 'a job queue is not being worked',
  supplier: 'a supplier keeps failing',
};

export function createAlerter(db: Db, mailer: Mailer, to: string | undefined, log: FastifyBaseLogger): Alerter {
  return {
    async open(kind, subject, detail) {
      const [opened] = rowsOf<{ id: number }>(
        await db.execute(sql`
        INSERT INTO ops_alerts (kind, subject, detail) VALUES (${kind}, ${subject.slice(0, 128)}, ${detail})
        ON CONFLICT (kind, subject) WHERE resolved_at IS NULL DO NOTHING RETURNING id`),
      );
      if (!opened) return false;
      log.warn({ alert: kind, subject }, `alert: ${TITLES[kind]}`);
      if (!to) return true;
      try {
        await mailer.send({
          to,
          subject: `[Tessera alert] ${TITLES[kind]}: ${subject}`,
          text: `${detail}\n\nOpened ${new Date().toISOString()}. Staff's system page shows the current state.`,
        });
      } catch (error) {
        // Not mailed: the incident is withdrawn so the next look opens it again and tries the mail again.
        await db.delete(opsAlerts).where(eq(opsAlerts.id, Number(opened.id)));
        throw error;
      }
      await db
        .update(opsAlerts)
        .set({ mailedAt: new Date() })
        .where(eq(opsAlerts.id, Number(opened.id)));
      return true;
    },
    async resolve(kind, subject) {
      await db
        .update(opsAlerts)
        .set({ resolvedAt: new Date() })
        .where(and(eq(opsAlerts.kind, kind), eq(opsAlerts.subject, subject.slice(0, 128)), isNull(opsAlerts.resolvedAt)));
    },
    async resolveAllBut(kind, stillFailing) {
      const open = and(eq(opsAlerts.kind, kind), isNull(opsAlerts.resolvedAt));
      await db
        .update(opsAlerts)
        .set({ resolvedAt: new Date() })
        .where(stillFailing.length ? and(open, notInArray(opsAlerts.subject, [...stillFailing])) : open);
    },
  };
}
