// Where the orders list request spends its time, in this process (no HTTP, no load generator):
// CPU µs of this process and of the PostgreSQL backends per operation, medians over rounds.
// Run: npx tsx bench/list-costs.ts   (a scratch PostgreSQL database with 10,000 bulk orders)
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { installJobSchema } from '../src/server/jobs/queue';
import { DEMO_PASSWORD, seedDemo } from '../src/server/db/seed';
import { seedDemoOrders } from '../src/server/flights/orders/demo-seed';
import { listOrders } from '../src/server/flights/orders/queries';
import { watchBackends } from './cpu';
import { seedBulkOrders } from './order-seed';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { formatTable } from './table';

const ROUNDS = 6;
const LIST = '/api/order/v2/flight/orders?_start=0&_end=20&_sort=createdAt&_order=desc';
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
if ('unavailable' in scratch) throw new Error(scratch.unavailable);
try {
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  await database.migrate();
  await installJobSchema(database.db);
  await seedDemo(database.db);
  await seedDemoOrders(database.db);
  await seedBulkOrders(scratch.url, 1, 10_000);
  const app = await buildApp({ db: database.db, logger: false, jobs: { workers: false } });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/base/v2/login',
    payload: { username: 'harbour.ops', password: DEMO_PASSWORD },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const identity = await app.sessions.authenticate(token);
  const bare = Fastify();
  bare.get('/hello', async () => ({ code: 0, data: null, message: 'ok' }));
  const ops: Array<{ label: string; batch: number; run: () => Promise<unknown> }> = [
    { label: 'bare Fastify route via inject', batch: 300, run: () => bare.inject({ url: '/hello' }) },
    { label: 'GET /me via inject', batch: 300, run: () => app.inject({ url: '/api/base/v2/me', headers }) },
    { label: 'GET orders list via inject', batch: 100, run: () => app.inject({ url: LIST, headers }) },
    // What compressing the answer adds, as a browser asks (br) and with gzip.
    {
      label: 'GET orders list via inject, br',
      batch: 100,
      run: () => app.inject({ url: LIST, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } }),
    },
    {
      label: 'GET orders list via inject, gzip',
      batch: 100,
      run: () => app.inject({ url: LIST, headers: { ...headers, 'accept-encoding': 'gzip' } }),
    },
    {
      label: '  listOrders alone',
      batch: 100,
      run: () => listOrders(database.db, identity, {}, { offset: 0, limit: 20, sort: 'createdAt', order: 'desc' }),
    },
  ];
  const cpu = ops.map(() => [] as number[]);
  const pgCpu = ops.map(() => [] as number[]);
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [i, op] of ops.entries()) {
      const backends = watchBackends(scratch.name);
      const start = process.cpuUsage();
      for (let n = 0; n < op.batch; n++) await op.run();
      const used = process.cpuUsage(start);
      if (round === 0) continue;
      cpu[i]!.push((used.user + used.system) / op.batch);
      pgCpu[i]!.push((backends() * 1e6) / op.batch);
    }
  }
  console.log(
    formatTable(
      ['operation', 'node CPU µs/op', 'PostgreSQL CPU µs/op'],
      ops.map((op, i) => [op.label, median(cpu[i]!).toFixed(0), median(pgCpu[i]!).toFixed(0)]),
    ),
  );
  await app.close();
  await bare.close();
  await database.close();
} finally {
  await scratch.drop();
}
