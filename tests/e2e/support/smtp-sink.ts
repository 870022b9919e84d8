// A real SMTP server for end-to-end tests: accepts every message and lists what it received over
// HTTP (GET /messages?to=address), so a test can read an e-mailed login code.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string[];
  raw: string;
  /** The body decoded from its transfer encoding (a single-part text message). */
  text: string;
  receivedAt: string;
}

function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

const received: Received[] = [];
const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2526);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw,
        text: decodeBody(raw),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? received.filter((m) => m.to.includes(to)) : received;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
}).listen(httpPort, '127.0.0.1');
