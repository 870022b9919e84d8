// CPU profiles of the real server under load, one per endpoint, for finding where a request's CPU goes:
//   npx tsx bench/profile-hot-path.ts [out-dir]   (PostgreSQL scratch database, 10,000 bulk orders)
// Each case starts a server with --cpu-prof (WORKERS=1), loads one path for 8 s at 10 connections and
// stops it; then prints the 25 functions with the most self time and the share per package.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { login } from './login';
import { runLoad } from './load';
import { seedBulkOrders } from './order-seed';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer } from './server';
import { formatTable } from './table';

const CASES = [
  { name: 'me', path: '/api/base/v2/me' },
  { name: 'list', path: '/api/order/v2/flight/orders?_start=0&_end=20&_sort=createdAt&_order=desc' },
];
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || undefined;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function where(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.includes('/src/')) return `src/${url.split('/src/')[1]!.split('/')[0]}`;
  return url ? 'other' : '(native/gc)';
}

function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((s, [, t]) => s + t, 0);
  const total = [...self.values()].reduce((a, b) => a + b, 0) - idle;
  const fns = new Map<string, number>();
  const pkgs = new Map<string, number>();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const key = `${functionName || '(anon)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
    pkgs.set(where(url), (pkgs.get(where(url)) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)}%`;
  console.log(
    formatTable(
      ['function (self time)', 'share'],
      [...fns]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, t]) => [k, pct(t)]),
    ),
  );
  console.log(
    formatTable(
      ['package', 'share'],
      [...pkgs]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([k, t]) => [k, pct(t)]),
    ),
  );
}

const out = resolve(process.argv[2] ?? '.tmp/profiles');
const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
if ('unavailable' in scratch) throw new Error(scratch.unavailable);
try {
  for (const [i, c] of CASES.entries()) {
    const dir = join(out, c.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const server = await startServer(scratch.url, {
      env: { WORKERS: '1' },
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
      port: PORT_BASE && PORT_BASE + i,
    });
    try {
      if (i === 0) await seedBulkOrders(scratch.url, 1, 10_000);
      const token = await login(server.baseUrl, 'harbour.ops');
      const result = await runLoad({
        url: server.baseUrl + c.path,
        connections: 10,
        durationSeconds: 8,
        warmupSeconds: 3,
        setupClient: (client) => client.setHeaders({ authorization: `Bearer ${token}` }),
      });
      console.log(`\n${c.path}: ${result.requestsPerSecond.toFixed(0)} req/s`);
    } finally {
      await server.stop();
    }
    const file = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(dir, f))[0];
    if (file) summarise(file);
    else console.log('no profile written');
  }
} finally {
  await scratch.drop();
}
