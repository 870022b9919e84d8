import { login } from './login';
import { runLoad } from './load';
import { watchCpu } from './cpu';
import { seedBulkOrders } from './order-seed';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer } from './server';
const cases = (process.env.Q_CASES ?? 'me').split(',');
const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
if ('unavailable' in scratch) throw new Error(scratch.unavailable);
try {
  const bare = await startServer(undefined, { script: 'bench/bare-server.ts', port: 3850 });
  const out: string[] = [];
  const one = async (name: string, url: string, pid: number, token?: string) => {
    let stop: any;
    const r = await runLoad({
      url,
      connections: 10,
      durationSeconds: 5,
      warmupSeconds: 3,
      setupClient: (c) => token && c.setHeaders({ authorization: `Bearer ${token}` }),
      onMeasureStart: () => (stop = watchCpu(pid, scratch.name)),
    });
    const cpu = stop();
    out.push(
      `${name}: ${r.requestsPerSecond.toFixed(0)} req/s p50 ${r.p50Ms.toFixed(2)} p99 ${r.p99Ms.toFixed(2)} server ${((cpu.serverSeconds * 1e6) / (r.requestsPerSecond * 5)).toFixed(0)} µs pg ${((cpu.postgres * 5 * 1e6) / (r.requestsPerSecond * 5)).toFixed(0)} µs non2xx ${r.non2xx}`,
    );
  };
  await one('bare', bare.baseUrl + '/hello', bare.pid);
  await bare.stop();
  const server = await startServer(scratch.url, { env: { WORKERS: '1' }, port: 3851 });
  if (cases.includes('list')) await seedBulkOrders(scratch.url, 1, Number(process.env.Q_ORDERS ?? 10_000));
  const token = await login(server.baseUrl, 'harbour.ops');
  for (let i = 0; i < 2; i++) {
    if (cases.includes('me')) await one('me', server.baseUrl + '/api/base/v2/me', server.pid, token);
    if (cases.includes('list'))
      await one('list', server.baseUrl + '/api/order/v2/flight/orders?_start=0&_end=20&_sort=createdAt&_order=desc', server.pid, token);
  }
  await server.stop();
  console.log(out.join('\n'));
} finally {
  await scratch.drop();
}
