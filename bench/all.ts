// `npm run bench:all`: every number the performance work is judged by, in one run, one bench after
// the other (never side by side: each needs the machine to itself). Builds first when dist/ is missing.
//   web          what the login page downloads, compression and caching, Lighthouse, the orders page's
//                first request, the search's first result card           (bench/web.ts)
//   server       GET /me and the orders list (16 / 10k / 100k orders) beside a bare Fastify route,
//                CPU per request, WORKERS=1 and 2 on PostgreSQL             (bench/hot-path.ts)
//   pglite       the orders list at 10 connections on the embedded database, a request needing no
//                database alongside, memory                                (bench/pglite-load.ts)
//   start        first start and restart, memory                           (bench/start.ts)
//   search-push  first results after the first supplier's answer, pushed and polled (bench/search-push.ts)
// BENCH_ONLY=web,server runs some of them. Each prints its own tables; the summary says how each ended.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

const BENCHES: Array<[name: string, script: string]> = [
  ['web', 'bench/web.ts'],
  ['server', 'bench/hot-path.ts'],
  ['pglite', 'bench/pglite-load.ts'],
  ['start', 'bench/start.ts'],
  ['search-push', 'bench/search-push.ts'],
];

const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const chosen = BENCHES.filter(([name]) => !only || only.includes(name));
const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit', env: process.env });

if (!existsSync('dist/index.html') && chosen.some(([name]) => name === 'web' || name === 'search-push')) {
  console.log('== building the console (dist/ is missing)');
  if (run('npm', ['run', 'build']).status !== 0) process.exit(1);
}

const summary: string[] = [];
for (const [name, script] of chosen) {
  const began = Date.now();
  console.log(`\n== ${name} (${script}), load average ${loadavg()[0]!.toFixed(1)}`);
  const result = run(process.execPath, ['--import', 'tsx', script]);
  summary.push(
    `${name.padEnd(12)} ${result.status === 0 ? 'done' : `FAILED (exit ${result.status ?? result.signal})`} in ${((Date.now() - began) / 1000).toFixed(0)} s`,
  );
}
console.log(`\n== summary\n${summary.join('\n')}`);
process.exit(summary.some((line) => line.includes('FAILED')) ? 1 : 0);
