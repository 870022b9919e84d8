// Login and GET /me under load against the real server, on PGlite and on PostgreSQL.
//   npm run bench:auth
//   BENCH_DATABASE_URL: an admin URL for PostgreSQL (default below); BENCH_LOG_LEVEL: the server's (warn).
// Prints numbers; exits non-zero only when a server cannot start or requests fail.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/server/db/seed';
import { watchCpu, type CpuSplit } from './cpu';
import { runLoad, type LoadCase, type LoadResult } from './load';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer, type RunningServer } from './server';
import { formatTable, ms } from './table';

const LOGIN = { connections: 10, seconds: 5, warmupSeconds: 1 };
const ME = { connections: [1, 10, 50], seconds: 8, warmupSeconds: 2 };
const TARGET = { database: 'postgres', connections: 50, p99Ms: 10 };

interface Row extends LoadResult {
  database: 'pglite' | 'postgres';
  endpoint: string;
  cpu?: CpuSplit;
}

interface Target {
  database: Row['database'];
  server: RunningServer;
  /** PostgreSQL only: the bench database, to find its backends. */
  databaseName?: string;
}

const usernames = DEMO_USERS.map((user) => user.username);
const loginBody = (i: number) => JSON.stringify({ username: usernames[i % usernames.length], password: DEMO_PASSWORD });

async function login(baseUrl: string, i: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/base/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(i),
  });
  const answer = (await response.json()) as { code: number; message: string; data?: { token?: string } };
  if (!response.ok || answer.code !== 0 || !answer.data?.token)
    throw new Error(`login as ${usernames[i]} failed: ${response.status} ${answer.message}`);
  return answer.data.token;
}

async function runCase(target: Target, endpoint: string, load: LoadCase): Promise<Row> {
  console.log(
    `  ${target.database}: ${endpoint}, ${load.connections} connections, ${load.warmupSeconds ?? 0} s warm-up + ${load.durationSeconds} s`,
  );
  let stopWatch: (() => CpuSplit | undefined) | undefined;
  const result = await runLoad({ ...load, onMeasureStart: () => (stopWatch = watchCpu(target.server.pid, target.databaseName)) });
  return { database: target.database, endpoint, cpu: stopWatch?.(), ...result };
}

async function measure(target: Target): Promise<Row[]> {
  const { baseUrl } = target.server;
  const tokens = await Promise.all(usernames.map((_, i) => login(baseUrl, i)));
  const rows = [
    await runCase(target, 'POST /api/base/v2/login', {
      url: `${baseUrl}/api/base/v2/login`,
      method: 'POST',
      connections: LOGIN.connections,
      durationSeconds: LOGIN.seconds,
      warmupSeconds: LOGIN.warmupSeconds,
      setupClient: (client, i) => {
        client.setHeaders({ 'content-type': 'application/json' });
        client.setBody(loginBody(i));
      },
    }),
  ];
  for (const connections of ME.connections) {
    rows.push(
      await runCase(target, 'GET /api/base/v2/me', {
        url: `${baseUrl}/api/base/v2/me`,
        connections,
        durationSeconds: ME.seconds,
        warmupSeconds: ME.warmupSeconds,
        setupClient: (client, i) => client.setHeaders({ authorization: `Bearer ${tokens[i % tokens.length]}` }),
      }),
    );
  }
  return rows;
}

async function benchDatabase(database: Row['database'], scratch?: { url: string; name: string }): Promise<Row[]> {
  console.log(`starting the server on ${database} ...`);
  const server = await startServer(scratch?.url);
  try {
    return await measure({ database, server, databaseName: scratch?.name });
  } finally {
    await server.stop();
  }
}

function isTarget(row: Row): boolean {
  return row.database === TARGET.database && row.endpoint.startsWith('GET') && row.connections === TARGET.connections;
}

function cpuCells(row: Row): string[] {
  const cpu = row.cpu;
  if (!cpu) return ['-', '-'];
  const cores = [cpu.server, cpu.postgres, cpu.loadGenerator, cpu.other].map((n) => n.toFixed(2)).join(' / ');
  const perRequest = row.requests ? ((cpu.serverSeconds * 1e6) / row.requests).toFixed(0) : '-';
  return [cores, perRequest];
}

function printReport(rows: Row[]) {
  const header = [
    'database',
    'endpoint',
    'connections',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx',
    'target',
    'CPU cores: server / postgres / bench / other',
    'server CPU µs/req',
  ];
  const cells = rows.map((row) => [
    row.database,
    row.endpoint,
    String(row.connections),
    row.requestsPerSecond.toFixed(0),
    ms(row.p50Ms),
    ms(row.p99Ms),
    `${row.errors}/${row.non2xx}`,
    isTarget(row) ? `p99 < ${TARGET.p99Ms} ms: ${row.p99Ms < TARGET.p99Ms ? 'PASS' : 'MISS'}` : '',
    ...cpuCells(row),
  ]);
  console.log(
    `\n${new Date().toISOString()}, Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), server LOG_LEVEL ${process.env.BENCH_LOG_LEVEL || 'warn'}, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(formatTable(header, cells));
  const busiest = Math.max(...rows.map((row) => row.cpu?.other ?? 0));
  if (busiest > 0.2)
    console.log(
      `note: other processes used up to ${busiest.toFixed(2)} of ${availableParallelism()} cores during a case; those numbers are skewed.`,
    );
  for (const row of rows.filter((r) => r.non2xx > 0)) {
    console.log(`  ${row.database} ${row.endpoint} @${row.connections}: status codes ${JSON.stringify(row.statusCodes)}`);
  }
}

async function main(): Promise<number> {
  const rows: Row[] = [];
  let failed = false;
  try {
    rows.push(...(await benchDatabase('pglite')));
  } catch (error) {
    failed = true;
    console.error(`PGlite: ${(error as Error).message}`);
  }

  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
  const scratch = await createScratchDatabase(adminUrl);
  if ('unavailable' in scratch) {
    console.log(`PostgreSQL skipped: ${new URL(adminUrl).host} is not reachable (${scratch.unavailable})`);
  } else {
    // Ctrl-C stops the server too (same process group); the scratch database still needs dropping.
    process.once('SIGINT', () => void scratch.drop().finally(() => process.exit(130)));
    try {
      rows.push(...(await benchDatabase('postgres', scratch)));
    } catch (error) {
      failed = true;
      console.error(`PostgreSQL: ${(error as Error).message}`);
    } finally {
      await scratch.drop().catch((error: unknown) => console.error(`could not drop ${scratch.name}: ${(error as Error).message}`));
    }
  }

  if (rows.length > 0) printReport(rows);
  const erroring = rows.some((row) => row.errors > 0 || row.non2xx > 0 || row.requests === 0);
  if (erroring) console.error('some requests failed (see errors/non-2xx) or none were answered');
  return failed || erroring ? 1 : 0;
}

process.exitCode = await main();
