// HAProxy from the operating system's packages (Debian: `apt-get install haproxy`) in front of test
// servers, configured as docs/scaling.md's example (less TLS): health checks on GET /api/health/ready,
// a request that could not reach a server retried on the other one, the chat stream's long timeouts.
// Its state is read from its stats socket.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { exitOf, freePort } from './server-process';

export interface Balancer {
  base: string;
  /** Each server's state as HAProxy sees it (UP, DOWN, ...), by name. */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export function haproxyConfig(port: number, servers: Record<string, number>, statsSocket: string): string {
  return `global
  maxconn 2000
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 5s
  # A request that never reached a server (connection refused: the machine is down and not yet marked so)
  # goes to the other one. Not retried once it was sent: a server may have acted on it, and only the
  # client knows whether its request may be repeated (money calls carry an Idempotency-Key).
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend tessera
  bind 127.0.0.1:${port}
  option forwardfor
  # The chat's event streams stay open for hours: the server writes a heartbeat every 15 s, which keeps
  # them inside the 60 s inactivity timeouts; their own backend spreads them by open connections.
  acl chat_stream path_beg /api/base/v2/chat/
  acl chat_stream_end path_end /stream
  use_backend tessera_streams if chat_stream chat_stream_end
  default_backend tessera

${backend('tessera', 'roundrobin', servers)}
${backend('tessera_streams', 'leastconn', servers)}`;
}

function statsQuery(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = '';
    client.on('data', (chunk) => {
      answer += chunk.toString();
    });
    client.on('error', reject);
    client.on('end', () => resolve(answer));
    client.write(`${command}\n`);
  });
}

export async function startHaproxy(folder: string, servers: Record<string, number>): Promise<Balancer> {
  const which = spawnSync('haproxy', ['-v']);
  if (which.error) throw new Error('haproxy is not installed (Debian: apt-get install haproxy; .ci/run installs it)');
  const port = await freePort();
  const socket = join(folder, 'haproxy.sock');
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, servers, socket));
  const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy rejects its configuration:\n${check.stdout}${check.stderr}`);
  // -db: stay in the foreground, the test owns the process.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  const states = async () => {
    const csv = await statsQuery(socket, 'show stat');
    const lines = csv.split('\n').filter((line) => line && !line.startsWith('#'));
    const result: Record<string, string> = {};
    for (const line of lines) {
      const fields = line.split(',');
      if (fields[0] === 'tessera' && fields[1] !== 'FRONTEND' && fields[1] !== 'BACKEND') result[fields[1]!] = fields[17]!.split(' ')[0]!;
    }
    return result;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${said}`);
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`haproxy's stats socket did not answer: ${said}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    states,
    async stop() {
      const gone = exitOf(child);
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** One backend over every server, each health-checked on the readiness probe. */
function backend(name: string, balance: string, servers: Record<string, number>): string {
  return `backend ${name}
  balance ${balance}
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${Object.entries(servers)
  .map(([server, port]) => `  server ${server} 127.0.0.1:${port} check`)
  .join('\n')}
`;
}
