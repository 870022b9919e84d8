// The agencies and users list endpoints under load with 10,000 agencies and 50,000 users, on
// PostgreSQL, 20 connections (the server's pool size). Target: p99 under 20 ms.
//   npm run bench:admin
//   BENCH_DATABASE_URL: an admin URL for PostgreSQL (default below).
// The server migrates and seeds a scratch database; the bulk rows are then added with plain SQL
// (agencies under Harbour Travel with a wallet each, 10,000 users in Harbour, the rest spread).
// Each case runs at 20 connections (the target) and then at 1 (latency without queueing). With
// closed-loop connections latency is about connections / throughput, so the 20-connection p99 is
// bounded by what the machine can serve: read it with the CPU columns (µs per request).
import { availableParallelism, loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { AGENCIES, seedBulk, USERS } from './admin-seed';
import { watchCpu, type CpuSplit } from './cpu';
import { runLoad, type LoadResult } from './load';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer } from './server';
import { formatTable, ms } from './table';

const CONNECTIONS = 20;
/** Also one connection: the latency of a request that does not queue behind nineteen others. */
const SINGLE = 1;
const SECONDS = 8;
const WARMUP = 2;
const TARGET_P99_MS = 20;

async function login(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/base/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { data?: { token?: string }; message: string };
  if (!answer.data?.token) throw new Error(`login as ${username} failed: ${answer.message}`);
  return answer.data.token;
}

interface Case {
  name: string;
  who: 'admin' | 'harbour.super';
  path: string;
}

const CASES: Case[] = [
  { name: 'agencies, first page, newest first', who: 'admin', path: '/api/base/v2/agencies?_start=0&_end=20&_sort=createdAt&_order=desc' },
  { name: 'agencies, page 250, by name', who: 'admin', path: '/api/base/v2/agencies?_start=4980&_end=5000&_sort=name&_order=asc' },
  { name: 'agencies, name contains + status', who: 'admin', path: '/api/base/v2/agencies?name_like=Agency%2012&status=active' },
  {
    name: 'agencies, balance range (manager)',
    who: 'harbour.super',
    path: '/api/base/v2/agencies?balance_gte=100000&balance_lte=2000000&_sort=code&_order=asc',
  },
  { name: 'users, first page, by username', who: 'harbour.super', path: '/api/base/v2/users?_start=0&_end=20&_sort=username&_order=asc' },
  {
    name: 'users, page 100, newest first',
    who: 'harbour.super',
    path: '/api/base/v2/users?_start=1980&_end=2000&_sort=createdAt&_order=desc',
  },
  { name: 'users, username contains + role', who: 'harbour.super', path: '/api/base/v2/users?username_like=user12&role=finance' },
];

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
  const scratch = await createScratchDatabase(adminUrl);
  if ('unavailable' in scratch) {
    console.log(`PostgreSQL unavailable (${scratch.unavailable}); this benchmark needs it.`);
    process.exitCode = 1;
    return;
  }
  const server = await startServer(scratch.url).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  const rows: Array<LoadResult & { name: string; cpu?: CpuSplit; single?: LoadResult }> = [];
  try {
    await seedBulk(scratch.url);
    const tokens = { admin: await login(server.baseUrl, 'admin'), 'harbour.super': await login(server.baseUrl, 'harbour.super') };
    for (const c of CASES) {
      console.log(`  ${c.name}: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s`);
      let stopWatch: (() => CpuSplit | undefined) | undefined;
      const result = await runLoad({
        onMeasureStart: () => (stopWatch = watchCpu(server.pid, scratch.name)),
        url: server.baseUrl + c.path,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
        warmupSeconds: WARMUP,
        setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[c.who]}` }),
      });
      if (result.errors || result.non2xx)
        throw new Error(`${c.name}: ${result.errors} errors, status codes ${JSON.stringify(result.statusCodes)}`);
      const cpu = stopWatch?.();
      const single = await runLoad({
        url: server.baseUrl + c.path,
        connections: SINGLE,
        durationSeconds: 4,
        warmupSeconds: 1,
        setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[c.who]}` }),
      });
      rows.push({ name: c.name, cpu, single, ...result });
    }
  } finally {
    await server.stop();
    await scratch.drop();
  }
  console.log(
    `\nPostgreSQL, ${AGENCIES} agencies, ${USERS} users, ${CONNECTIONS} connections; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(
    formatTable(
      [
        'case',
        'req/s',
        'p50 ms',
        'p99 ms',
        `p99 < ${TARGET_P99_MS} ms`,
        '1 conn: p50 / p99 ms',
        'CPU cores: server / postgres / bench / other',
        'server µs/req',
        'postgres µs/req',
      ],
      rows.map((r) => [
        r.name,
        r.requestsPerSecond.toFixed(0),
        ms(r.p50Ms),
        ms(r.p99Ms),
        r.p99Ms < TARGET_P99_MS ? 'PASS' : 'MISS',
        r.single ? `${ms(r.single.p50Ms)} / ${ms(r.single.p99Ms)}` : '-',
        r.cpu ? [r.cpu.server, r.cpu.postgres, r.cpu.loadGenerator, r.cpu.other].map((n) => n.toFixed(2)).join(' / ') : '-',
        r.cpu && r.requests ? ((r.cpu.serverSeconds * 1e6) / r.requests).toFixed(0) : '-',
        r.cpu && r.requests ? ((r.cpu.postgres * SECONDS * 1e6) / r.requests).toFixed(0) : '-',
      ]),
    ),
  );
}

await main();
