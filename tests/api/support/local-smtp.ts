// A real SMTP server on a free local port for the API suites: the app sends through it as it would
// through the company's mail server, and the test reads what arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '@/server/config';

export interface ReceivedMail {
  /** Recipients, comma separated. */
  to: string;
  /** The message as sent: headers and body. */
  raw: string;
  /** The same with quoted-printable soft line breaks removed, so a long line reads whole. */
  unfolded: string;
}

export interface LocalSmtp {
  /** Every message received so far; tests empty it with `inbox.length = 0`. */
  inbox: ReceivedMail[];
  /** What the app needs to send through this server. */
  config: SmtpConfig;
  close(): Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw, unfolded: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    config: { host: '127.0.0.1', port, secure: false, from: 'Tessera <no-reply@tessera.test>' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
