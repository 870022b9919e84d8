// The API's hot path against a bare Fastify route, on PostgreSQL, in one run:
//   npm run bench:server        BENCH_DATABASE_URL: an admin URL for PostgreSQL (default below)
// - the bare route and GET /me: server CPU per request, and /me as a multiple of the bare route;
// - the orders list at the demo book, 10,000 and 100,000 orders: server and PostgreSQL CPU per
//   request, p50/p99 at 10 connections;
// - throughput of /me and the list with WORKERS=1 and WORKERS=2 (cluster mode).
// Every case: 10 connections, 5 s warm-up + 6 s. CPU comes from /proc (server = the process tree).
import { availableParallelism, loadavg } from 'node:os';
import { watchCpu, type CpuSplit } from './cpu';
import { login } from './login';
import { runLoad, type LoadResult } from './load';
import { countOrders, seedBulkOrders } from './order-seed';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer, type RunningServer } from './server';
import { formatTable, ms } from './table';

const CONNECTIONS = 10;
const SECONDS = 6;
// Long: right after a start the server is still compiling and JIT-warming code paths, and on a busy
// machine 2 s was not enough (the first run of a path measured 3-4x its steady CPU per request).
const WARMUP = 5;
// BENCH_QUICK=1: only the bare route, GET /me and the demo book's list with one worker (a before/after check).
const QUICK = process.env.BENCH_QUICK === '1';
const SIZES = QUICK ? [] : [10_000, 100_000];
const ME = '/api/base/v2/me';
const LIST = '/api/order/v2/flight/orders?_start=0&_end=20&_sort=createdAt&_order=desc';
// BENCH_PORT_BASE: listen on fixed ports from here (a machine shared with other runs); default: any free port.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || undefined;
const portOf = (n: number) => (PORT_BASE === undefined ? undefined : PORT_BASE + n);

interface Row extends LoadResult {
  name: string;
  workers: string;
  encoding: string;
  cpu?: CpuSplit;
}

// What a browser sends (Chromium: "gzip, deflate, br, zstd"; the server offers br and gzip), beside
// no compression at all, so the cost of compressing is read off one run.
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
type Encoding = 'none' | 'browser' | 'gzip';
const ACCEPT: Record<Encoding, string | undefined> = { none: undefined, browser: BROWSER_ENCODING, gzip: 'gzip' };
// BENCH_ENCODINGS=none: the old, uncompressed-only table.
const LIST_ENCODINGS: Encoding[] = process.env.BENCH_ENCODINGS === 'none' ? ['none'] : ['none', 'browser', 'gzip'];

async function measure(
  server: RunningServer,
  name: string,
  path: string,
  workers: string,
  token?: string,
  database?: string,
  encoding: Encoding = 'none',
): Promise<Row> {
  console.log(
    `  ${name} (workers ${workers}, accept-encoding ${ACCEPT[encoding] ?? 'none'}): ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s`,
  );
  let stop: (() => CpuSplit | undefined) | undefined;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (ACCEPT[encoding]) headers['accept-encoding'] = ACCEPT[encoding];
  const result = await runLoad({
    url: server.baseUrl + path,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    warmupSeconds: WARMUP,
    setupClient: (client) => client.setHeaders(headers),
    onMeasureStart: () => (stop = watchCpu(server.pid, database)),
  });
  const cpu = stop?.();
  if (result.errors || result.non2xx)
    throw new Error(`${name}: ${result.errors} errors, status codes ${JSON.stringify(result.statusCodes)}`);
  return { name, workers, encoding: encoding === 'browser' ? 'br (browser)' : encoding, cpu, ...result };
}

const perRequest = (seconds: number | undefined, r: Row) =>
  seconds === undefined || r.requests === 0 ? '-' : ((seconds * 1e6) / (r.requestsPerSecond * SECONDS)).toFixed(0);

/**
 * BENCH_SERVER=built measures the server as `npm start` runs it (the esbuild bundle in dist-server,
 * with its Node flags; run `npm run build` first); by default the sources run through tsx.
 */
const BUILT = process.env.BENCH_SERVER === 'built';
const SERVER_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=4 --enable-source-maps').split(' ').filter(Boolean);
const serverCode = BUILT ? { script: 'dist-server/main.mjs', nodeArgs: SERVER_FLAGS } : {};

async function main() {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
  if ('unavailable' in scratch) {
    console.log(`PostgreSQL unavailable (${scratch.unavailable}); this benchmark needs it.`);
    process.exitCode = 1;
    return;
  }
  const rows: Row[] = [];
  try {
    const bare = await startServer(undefined, { script: 'bench/bare-server.ts', port: portOf(0) });
    try {
      rows.push(await measure(bare, 'bare Fastify route', '/hello', '1'));
    } finally {
      await bare.stop();
    }
    let server = await startServer(scratch.url, { ...serverCode, env: { WORKERS: '1' }, port: portOf(1) });
    try {
      const token = await login(server.baseUrl, 'harbour.ops');
      rows.push(await measure(server, 'GET /me', ME, '1', token, scratch.name));
      const demo = `orders list, ${await countOrders(scratch.url)} orders (demo)`;
      for (const encoding of LIST_ENCODINGS) rows.push(await measure(server, demo, LIST, '1', token, scratch.name, encoding));
      let seeded = 0;
      for (const size of SIZES) {
        const started = Date.now();
        await seedBulkOrders(scratch.url, seeded + 1, size);
        seeded = size;
        console.log(`  seeded up to ${size} bulk orders in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        const name = `orders list, ${await countOrders(scratch.url)} orders`;
        for (const encoding of LIST_ENCODINGS) rows.push(await measure(server, name, LIST, '1', token, scratch.name, encoding));
      }
    } finally {
      await server.stop();
    }
    if (!QUICK) server = await startServer(scratch.url, { ...serverCode, env: { WORKERS: '2' }, servingLines: 2, port: portOf(2) });
    if (!QUICK)
      try {
        const token = await login(server.baseUrl, 'harbour.ops');
        rows.push(await measure(server, 'GET /me', ME, '2', token, scratch.name));
        rows.push(
          await measure(server, `orders list, ${await countOrders(scratch.url)} orders`, LIST, '2', token, scratch.name, 'browser'),
        );
      } finally {
        await server.stop();
      }
  } finally {
    await scratch.drop();
  }
  const bareCpu = Number(perRequest(rows[0]!.cpu?.serverSeconds, rows[0]!));
  // A compressed case against the same request uncompressed in this run (same case and workers).
  const vsUncompressed = (r: Row, cpu: number) => {
    const plain = rows.find((o) => o.name === r.name && o.workers === r.workers && o.encoding === 'none');
    const plainCpu = plain ? Number(perRequest(plain.cpu?.serverSeconds, plain)) : NaN;
    return r.encoding === 'none' || !Number.isFinite(plainCpu) || !Number.isFinite(cpu) ? '-' : `${(cpu / plainCpu).toFixed(2)}x`;
  };
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(
    formatTable(
      [
        'case',
        'WORKERS',
        'accept-encoding',
        'req/s',
        'p50 ms',
        'p99 ms',
        'server CPU µs/req',
        'vs bare',
        'vs uncompressed',
        'PostgreSQL CPU µs/req',
        'CPU cores: server / postgres / bench / other',
      ],
      rows.map((r) => {
        const server = perRequest(r.cpu?.serverSeconds, r);
        const postgres = r.cpu ? perRequest(r.cpu.postgres * SECONDS, r) : '-';
        return [
          r.name,
          r.workers,
          r.encoding,
          r.requestsPerSecond.toFixed(0),
          ms(r.p50Ms),
          ms(r.p99Ms),
          server,
          Number.isFinite(Number(server)) && bareCpu ? `${(Number(server) / bareCpu).toFixed(1)}x` : '-',
          vsUncompressed(r, Number(server)),
          postgres,
          r.cpu ? [r.cpu.server, r.cpu.postgres, r.cpu.loadGenerator, r.cpu.other].map((c) => c.toFixed(2)).join(' / ') : '-',
        ];
      }),
    ),
  );
}

await main();
