// Outgoing e-mail. Every message is recorded in mail_outbox; with SMTP settings it is also sent
// through nodemailer, without them it is printed to the log so the demo works offline.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
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
  const transport: Transporter | undefined = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
        // A local or test server may offer STARTTLS with a self-signed certificate.
        tls: { rejectUnauthorized: process.env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false' },
      })
    : undefined;

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: mailOutbox.id });
      if (!transport || !smtp) {
        log.info({ to: message.to, subject: message.subject, body: message.text }, 'mail kept in outbox (no SMTP configured)');
        return;
      }
      try {
        await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await db.update(mailOutbox).set({ error: String(error).slice(0, 1000) }).where(eq(mailOutbox.id, row!.id));
        throw error;
      }
    },
  };
}
