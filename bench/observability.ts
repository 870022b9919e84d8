// What metrics and tracing cost in server CPU, in one run against a bare Fastify route:
//   npm run bench:observability        BENCH_DATABASE_URL: an admin URL for PostgreSQL (default below)
// The same server three ways on one PostgreSQL database, measured in turns over BENCH_ROUNDS rounds: nothing collected (METRICS_COLLECT=off, no
// tracing), metrics (the default), and metrics with every request traced (OTLP over HTTP to a sink in
// this process, sampler always_on). Two cases each: GET /me (one cached session, no statement) and
// the demo book's orders list (a few statements, each a metric and a span). The bare route is the
// yardstick; each row shows its server CPU per request, its multiple of the bare route and of the
// same case with nothing collected.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { watchCpu, type CpuSplit } from './cpu';
import { login } from './login';
import { runLoad, type LoadResult } from './load';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer, type RunningServer } from './server';
import { formatTable, ms } from './table';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ME = '/api/base/v2/me';
const LIST = '/api/order/v2/flight/orders?_start=0&_end=20&_sort=createdAt&_order=desc';

interface Row extends LoadResult {
  setup: string;
  name: string;
  cpu?: CpuSplit;
}

/** An OTLP/HTTP receiver that only counts what it is sent (the cost measured is the server's). */
async function startSpanSink(): Promise<{ url: string; bytes: () => number; close: () => Promise<void> }> {
  let bytes = 0;
  const sink = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`,
    bytes: () => bytes,
    close: () => new Promise((resolve) => sink.close(() => resolve())),
  };
}

async function measure(server: RunningServer, setup: string, name: string, path: string, token?: string, database?: string): Promise<Row> {
  console.log(`  ${setup}: ${name}`);
  let stop: (() => CpuSplit | undefined) | undefined;
  const result = await runLoad({
    url: server.baseUrl + path,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    warmupSeconds: WARMUP,
    setupClient: (client) => token && client.setHeaders({ authorization: `Bearer ${token}` }),
    onMeasureStart: () => (stop = watchCpu(server.pid, database)),
  });
  const cpu = stop?.();
  if (result.errors || result.non2xx)
    throw new Error(`${setup} ${name}: ${result.errors} errors, status codes ${JSON.stringify(result.statusCodes)}`);
  return { setup, name, cpu, ...result };
}

const perRequest = (r: Row) => (r.cpu && r.requests ? (r.cpu.serverSeconds * 1e6) / (r.requestsPerSecond * SECONDS) : NaN);

async function main() {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
  if ('unavailable' in scratch) {
    console.log(`PostgreSQL unavailable (${scratch.unavailable}); this benchmark needs it.`);
    process.exitCode = 1;
    return;
  }
  const sink = await startSpanSink();
  const rows: Row[] = [];
  try {
    const bare = await startServer(undefined, { script: 'bench/bare-server.ts' });
    try {
      for (let round = 1; round <= ROUNDS; round++) rows.push(await measure(bare, 'bare Fastify', 'GET /hello', '/hello'));
    } finally {
      await bare.stop();
    }
    const setups: Array<[string, NodeJS.ProcessEnv]> = [
      ['nothing collected', { METRICS_COLLECT: 'off' }],
      ['metrics', {}],
      [
        'metrics + tracing',
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_TRACES_SAMPLER: 'always_on',
          OTEL_BSP_SCHEDULE_DELAY: '500',
        },
      ],
    ];
    // All three run at once and are measured in turns, round after round, so a burst of other work on
    // the machine falls on every setup alike; each case keeps its least disturbed round.
    const servers: RunningServer[] = [];
    try {
      for (const [, env] of setups) servers.push(await startServer(scratch.url, { env: { WORKERS: '1', ...env } }));
      const tokens = await Promise.all(servers.map((server) => login(server.baseUrl, 'harbour.ops')));
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [i, [setup]] of setups.entries()) {
          rows.push(await measure(servers[i]!, setup, 'GET /me', ME, tokens[i], scratch.name));
          rows.push(await measure(servers[i]!, setup, 'orders list (demo book)', LIST, tokens[i], scratch.name));
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await sink.close();
    await scratch.drop();
  }
  // Each case's least disturbed round (the lowest server CPU per request).
  const best = new Map<string, Row>();
  for (const row of rows) {
    const key = `${row.setup}|${row.name}`;
    const kept = best.get(key);
    if (!kept || perRequest(row) < perRequest(kept)) best.set(key, row);
  }
  const kept = [...best.values()];
  const bareCpu = perRequest(kept[0]!);
  const offCpu = (name: string) => perRequest(best.get(`nothing collected|${name}`)!);
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per case, best of ${ROUNDS} rounds; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end; spans received: ${(sink.bytes() / 1024).toFixed(0)} KiB`,
  );
  console.log(
    formatTable(
      [
        'setup',
        'case',
        'req/s',
        'p50 ms',
        'p99 ms',
        'server CPU µs/req',
        'vs bare',
        'vs nothing collected',
        'CPU cores: server / postgres / bench / other',
      ],
      kept.map((r) => {
        const cpu = perRequest(r);
        const off = r.setup === 'bare Fastify' ? NaN : offCpu(r.name);
        return [
          r.setup,
          r.name,
          r.requestsPerSecond.toFixed(0),
          ms(r.p50Ms),
          ms(r.p99Ms),
          Number.isFinite(cpu) ? cpu.toFixed(0) : '-',
          Number.isFinite(cpu) && bareCpu ? `${(cpu / bareCpu).toFixed(2)}x` : '-',
          Number.isFinite(off) ? `${(cpu / off).toFixed(2)}x` : '-',
          r.cpu ? [r.cpu.server, r.cpu.postgres, r.cpu.loadGenerator, r.cpu.other].map((c) => c.toFixed(2)).join(' / ') : '-',
        ];
      }),
    ),
  );
}

await main();
