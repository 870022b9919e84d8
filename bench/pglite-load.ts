// The embedded database under load: the real server on PGlite in a fresh folder, the orders list
// (harbour.ops, first page, newest first) at 10 connections for 5 minutes, and meanwhile one request at a time that
// needs no database (GET /me, answered from the session cache) to show whether the list's queries
// hold up the event loop. Prints p50/p99 of both, the server's CPU per answered request (every thread
// of the process, and its main thread: the event loop), its memory once started and its peak, and the
// load average.
// The server runs as `npm start` runs it: its build steps first (bundle, database image), then the
// bundle with the start script's node flags. A checkout without a bundle, or BENCH_SERVER=tsx, runs
// src/server/main.ts through tsx instead (as this bench did before 2026-11-26: tsx's own memory included).
//   npm run bench:pglite            BENCH_ROOT=/other/checkout runs that checkout's server (before/after)
//   BENCH_PORT_BASE: listen on that port instead of a free one (a machine shared with other runs).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { watchCpu } from './cpu';
import { login } from './login';
import { percentile, runLoad } from './load';
import { buildServer, hasServerBundle } from './build-server';
import { memoryOf } from './memory';
import { ROOT, startServer } from './server';
import { startArguments } from './start-command';
import { formatTable, ms } from './table';

// Sustained load: memory that PGlite's WebAssembly heap or the V8 heaps grow to only shows after minutes,
// so the default is five minutes at 10 connections; BENCH_SECONDS / BENCH_CONNECTIONS shorten a trial run.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const WARMUP = 5;
const SECONDS = Number(process.env.BENCH_SECONDS) || 300;
const PEAK_GOAL_MB = 400;
const PROBE_PAUSE_MS = 20;
const ME = '/api/base/v2/me';
const LIST = '/api/order/v2/flight/orders?_start=0&_end=20&_sort=createdAt&_order=desc';

/** CPU seconds of the server's main thread (its event loop), from Linux /proc. */
function mainThreadSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET /me at a time until stopped; answers each response time in ms. */
function probe(url: string, token: string): { stop(): Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const began = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /me answered ${response.status}`);
      times.push(performance.now() - began);
      await settle(PROBE_PAUSE_MS);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times.sort((a, b) => a - b);
    },
  };
}

const bundled = process.env.BENCH_SERVER !== 'tsx' && hasServerBundle(ROOT);
if (bundled) buildServer(ROOT);
const startCommand = bundled ? startArguments(ROOT) : undefined;
console.log(`running ${startCommand ? `node ${startCommand.join(' ')}` : 'src/server/main.ts through tsx'} in ${ROOT}`);
const server = await startServer(undefined, {
  port: Number(process.env.BENCH_PORT_BASE) || undefined,
  ...(startCommand ? { script: startCommand.at(-1), nodeArgs: startCommand.slice(0, -1) } : {}),
});
try {
  await settle(3_000);
  const started = memoryOf(server.pid);
  const token = await login(server.baseUrl, 'harbour.ops');
  const alone = probe(server.baseUrl + ME, token);
  await settle(3_000);
  const idle = await alone.stop();
  let stopCpu: (() => ReturnType<ReturnType<typeof watchCpu>>) | undefined;
  let mainAtStart = 0;
  let during: ReturnType<typeof probe> | undefined;
  const loadBefore = loadavg()[0]!;
  const list = await runLoad({
    url: server.baseUrl + LIST,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    warmupSeconds: WARMUP,
    setupClient: (client) => client.setHeaders({ authorization: `Bearer ${token}` }),
    onMeasureStart: () => {
      stopCpu = watchCpu(server.pid);
      mainAtStart = mainThreadSeconds(server.pid);
      during = probe(server.baseUrl + ME, token);
    },
  });
  const cpu = stopCpu?.();
  const mainSeconds = mainThreadSeconds(server.pid) - mainAtStart;
  const probed = (await during?.stop()) ?? [];
  const loadAfter = loadavg()[0]!;
  if (list.errors || list.non2xx) throw new Error(`orders list: ${list.errors} errors, status codes ${JSON.stringify(list.statusCodes)}`);
  const peak = memoryOf(server.pid);
  const answered = list.requests + probed.length;
  console.log(
    formatTable(
      ['measure', 'value'],
      [
        [`orders list, ${CONNECTIONS} connections for ${SECONDS} s: req/s`, list.requestsPerSecond.toFixed(0)],
        ['orders list p50 / p99 ms', `${ms(list.p50Ms)} / ${ms(list.p99Ms)}`],
        ['GET /me alone p50 / p99 ms', `${ms(percentile(idle, 50))} / ${ms(percentile(idle, 99))}`],
        ['GET /me during the list load p50 / p99 ms', `${ms(percentile(probed, 50))} / ${ms(percentile(probed, 99))}`],
        [
          'server CPU µs per answered request: all threads / main thread',
          cpu ? `${((cpu.serverSeconds * 1e6) / answered).toFixed(0)} / ${((mainSeconds * 1e6) / answered).toFixed(0)}` : '-',
        ],
        [
          'CPU cores: server / bench / other',
          cpu ? `${cpu.server.toFixed(2)} / ${cpu.loadGenerator.toFixed(2)} / ${cpu.other.toFixed(2)}` : '-',
        ],
        ['RSS after start / peak MB', `${started.rssMb.toFixed(0)} / ${peak.peakMb.toFixed(0)}`],
        [`peak RSS < ${PEAK_GOAL_MB} MB`, peak.peakMb < PEAK_GOAL_MB ? 'PASS' : 'MISS'],
        ['load average (1 min) before / after', `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}`],
      ],
    ),
  );
} finally {
  await server.stop();
}
