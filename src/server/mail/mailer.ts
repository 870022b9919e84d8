// Outgoing e-mail. Every message is recorded in mail_outbox; with SMTP settings it is also sent
// through nodemailer, without them it is printed to the log so the demo works offline.
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpConfig } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(db: Db, smtp: SmtpConfig | undefined, log: FastifyBaseLogger): Mailer {
  // The mail library is loaded with the first message sent, not at start: without SMTP it is never needed.
  let transport: Promise<Transporter> | undefined;
  const transportFor = (settings: SmtpConfig) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
        // A local or test server may offer STARTTLS with a self-signed certificate.
        tls: { rejectUnauthorized: process.env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false' },
      }),
    );
    return transport;
  };

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: mailOutbox.id });
      if (!smtp) {
        // Never the text or the address: a mail may hold a login code or a new password.
        log.info({ outboxId: row!.id, subject: message.subject }, 'mail kept in the mail_outbox table (no SMTP configured)');
        return;
      }
      try {
        await (await transportFor(smtp)).sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: String(error).slice(0, 1000) })
          .where(eq(mailOutbox.id, row!.id));
        throw error;
      }
    },
  };
}
