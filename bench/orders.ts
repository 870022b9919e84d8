// The flight orders list and the status counts with 1,000,000 orders on PostgreSQL, 20 connections
// (target: p99 under 50 ms each), then the ticketing throughput of the job queue (orders per second
// from paid to issued against a zero-latency simulator).
//   npm run bench:orders            BENCH_ORDERS (default 1000000), BENCH_TICKETING (default 2000)
//   BENCH_DATABASE_URL: an admin URL for PostgreSQL (default below).
//   npm run bench:orders -- --sorts   every sort and filter of the console as the book grows (bench/order-sorts.ts)
// The server migrates and seeds a scratch database (demo orders included); the bulk orders are cloned
// from a demo order with generate_series (70 % Harbour, 30 % its sub-agency Kowloon, statuses spread).
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { profilesWith } from '../src/server/flights/suppliers/simulator/profiles';
import { simulatedSuppliers } from '../src/server/flights/suppliers/registry';
import { holdPayment } from '../src/server/wallet/payments';
import { login } from './login';
import { runLoad, type LoadResult } from './load';
import { seedBulkOrders } from './order-seed';
import { runSortTable } from './order-sorts';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer } from './server';
import { formatTable, ms } from './table';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const TICKETING = Number(process.env.BENCH_TICKETING ?? 2000);
const CONNECTIONS = 20;
const SECONDS = 8;
const WARMUP = 2;
const TARGET_P99_MS = 50;

async function seedOrders(url: string): Promise<void> {
  const started = Date.now();
  await seedBulkOrders(url, 1, ORDERS);
  console.log(`  seeded ${ORDERS} orders (+ passengers) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

interface Case {
  name: string;
  who: 'harbour.ops' | 'kowloon.super' | 'admin';
  path: string;
}

const CASES: Case[] = [
  {
    name: 'list status=issued, newest first (Harbour + sub-agency)',
    who: 'harbour.ops',
    path: '/api/order/v2/flight/orders?status=issued&_start=0&_end=20&_sort=createdAt&_order=desc',
  },
  {
    name: 'list section=to_be_paid, tab origin',
    who: 'harbour.ops',
    path: '/api/order/v2/flight/orders?section=to_be_paid&type=origin&_start=0&_end=20',
  },
  {
    name: 'list status=closed, direct bookings only',
    who: 'harbour.ops',
    path: '/api/order/v2/flight/orders?status=closed&directOnly=true&_start=0&_end=20',
  },
  {
    name: 'list status=rfd_to_be_confirm (sub-agency)',
    who: 'kowloon.super',
    path: '/api/order/v2/flight/orders?status=rfd_to_be_confirm&_start=0&_end=20',
  },
  { name: 'status counts (Harbour + sub-agency)', who: 'harbour.ops', path: '/api/order/v2/flight/orders/status' },
  {
    name: 'status counts, pending menu badges',
    who: 'harbour.ops',
    path: '/api/order/v2/flight/orders/status?status=to_be_paid,reviewing,chg_reviewing,rfd_reviewing,proceeding,rfd_to_be_confirm',
  },
  { name: 'status counts (staff, all agencies)', who: 'admin', path: '/api/order/v2/flight/orders/status' },
];

/** Paid orders waiting for tickets, each with a wallet hold and a supplier booking, then the workers' time to issue them all. */
async function ticketingThroughput(url: string): Promise<{ orders: number; seconds: number }> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  const app = await buildApp({
    db: database.db,
    flights: {
      suppliers: simulatedSuppliers(
        profilesWith({ '*': { ticketLatencyMs: [0, 0], ticketFailureRate: 0, latencyMs: [0, 0], checkLatencyMs: [0, 0] } }),
      ),
    },
    jobs: { workers: false },
  });
  await app.ready();
  const db = database.db;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO flight_orders (order_no, agency_id, user_id, type, status, supplier, supplier_ref, pnr, validating_carrier, booking_type, cabin, itinerary,
        price_snapshot, contact, currency, fare_amount, tax_amount, markup_amount, total_amount, payment_status, pay_before)
      SELECT 'K' || lpad(g::text, 10, '0'), t.agency_id, t.user_id, 'origin', 'to_be_paid', t.supplier, 'TICKET-' || g, t.pnr, t.validating_carrier, t.booking_type,
        t.cabin, t.itinerary, t.price_snapshot, t.contact, 'CNY', 50, 50, 0, 100, 'unpaid', now() + interval '1 day'
      FROM generate_series(1, ${TICKETING}) g CROSS JOIN (SELECT * FROM flight_orders WHERE order_no LIKE 'FDEMO%' AND agency_id = (SELECT id FROM agencies WHERE code = 'HARBOUR') ORDER BY id LIMIT 1) t`);
    await client.query(`
      INSERT INTO flight_order_passengers (order_id, seq, type, surname, given_names, gender, birthday, nationality, document_type, document_number, document_expiry, details, sale_price)
      SELECT o.id, 0, 'adult', 'TICKET', 'Bench', 'male', '1980-01-01', 'CN', 'passport', 'E' || o.id, '2035-01-01', '{}'::jsonb, 100 FROM flight_orders o WHERE o.order_no LIKE 'K%'`);
    await client.query(`
      INSERT INTO supplier_bookings (supplier, booking_ref, booking)
      SELECT b.supplier, o.supplier_ref, jsonb_set(b.booking, '{bookingRef}', to_jsonb(o.supplier_ref)) || '{"status": "booked", "tickets": []}'::jsonb
      FROM flight_orders o CROSS JOIN (SELECT * FROM supplier_bookings WHERE booking_ref LIKE 'BDEMO%' ORDER BY booking_ref LIMIT 1) b WHERE o.order_no LIKE 'K%'`);
    await client.query(`
      INSERT INTO payments (agency_id, order_ref, amount, currency, status, business_type, description)
      SELECT agency_id, order_no, 100, 'CNY', 'unpaid', 'flight_origin', 'bench' FROM flight_orders WHERE order_no LIKE 'K%'`);
    const { rows } = await client.query<{ id: string; order_id: number }>(
      `SELECT p.id, o.id AS order_id FROM payments p JOIN flight_orders o ON o.order_no = p.order_ref WHERE o.order_no LIKE 'K%'`,
    );
    // Paying: the wallet hold, the status, and the ticketing job, in one transaction each (as the pay action does).
    const queue = [...rows];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let row = queue.pop(); row; row = queue.pop()) {
          const { id, order_id: orderId } = row;
          await db.transaction(async (tx) => {
            await holdPayment(tx, Number(id));
            await tx.execute(sql`UPDATE flight_orders SET status = 'proceeding', payment_status = 'paid' WHERE id = ${orderId}`);
            await app.orders.jobs.send(tx, 'order-ticketing', { orderId, status: 'proceeding' });
          });
        }
      }),
    );
    console.log(`  ${TICKETING} paid orders queued for ticketing; starting the workers`);
    const started = Date.now();
    await app.orders.jobs.startWorkers(0.5);
    for (;;) {
      const {
        rows: [left],
      } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM flight_orders WHERE order_no LIKE 'K%' AND status <> 'issued'`);
      if (Number(left!.n) === 0) break;
      if (Date.now() - started > 600_000) throw new Error(`${left!.n} orders still not issued after 10 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { orders: TICKETING, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
    await app.close();
    await database.close();
  }
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
  const scratch = await createScratchDatabase(adminUrl);
  if ('unavailable' in scratch) {
    console.log(`PostgreSQL unavailable (${scratch.unavailable}); this benchmark needs it.`);
    process.exitCode = 1;
    return;
  }
  const rows: Array<LoadResult & { name: string; single: LoadResult }> = [];
  let ticketing: { orders: number; seconds: number } | undefined;
  try {
    const server = await startServer(scratch.url);
    try {
      await seedOrders(scratch.url);
      const tokens = {
        'harbour.ops': await login(server.baseUrl, 'harbour.ops'),
        'kowloon.super': await login(server.baseUrl, 'kowloon.super'),
        admin: await login(server.baseUrl, 'admin'),
      };
      for (const c of CASES) {
        console.log(`  ${c.name}: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s`);
        const result = await runLoad({
          url: server.baseUrl + c.path,
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
          warmupSeconds: WARMUP,
          setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[c.who]}` }),
        });
        if (result.errors || result.non2xx)
          throw new Error(`${c.name}: ${result.errors} errors, status codes ${JSON.stringify(result.statusCodes)}`);
        // One connection: the latency of a request that does not queue behind nineteen others.
        const single = await runLoad({
          url: server.baseUrl + c.path,
          connections: 1,
          durationSeconds: 4,
          warmupSeconds: 1,
          setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[c.who]}` }),
        });
        rows.push({ name: c.name, single, ...result });
      }
    } finally {
      await server.stop();
    }
    ticketing = await ticketingThroughput(scratch.url);
  } finally {
    await scratch.drop();
  }
  console.log(
    `\nPostgreSQL, ${ORDERS} orders, ${CONNECTIONS} connections; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(
    formatTable(
      ['case', 'req/s', 'p50 ms', 'p99 ms', `p99 < ${TARGET_P99_MS} ms`, '1 conn: req/s, p50 / p99 ms'],
      rows.map((r) => [
        r.name,
        r.requestsPerSecond.toFixed(0),
        ms(r.p50Ms),
        ms(r.p99Ms),
        r.p99Ms < TARGET_P99_MS ? 'PASS' : 'MISS',
        `${r.single.requestsPerSecond.toFixed(0)}, ${ms(r.single.p50Ms)} / ${ms(r.single.p99Ms)}`,
      ]),
    ),
  );
  if (ticketing) {
    console.log(
      `\nTicketing job queue: ${ticketing.orders} paid orders -> issued in ${ticketing.seconds.toFixed(1)} s = ${(ticketing.orders / ticketing.seconds).toFixed(0)} orders/s (zero-latency simulator, one process, batches of 20)`,
    );
  }
}

if (process.argv.includes('--sorts')) await runSortTable();
else await main();
