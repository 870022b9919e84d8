// Every sort and filter the console offers on the flight orders list, as the book grows (1k, 100k,
// 1M orders by default): one user's median time per request (sequential requests), as a ratio to
// the unfiltered first page measured in the same step; then p99 at 10 connections at the largest
// size up to 100k. Run with `npm run bench:orders -- --sorts` (BENCH_SORT_SIZES=1000,100000,1000000;
// BENCH_ROOT=<another checkout> measures that checkout's server on the same data; BENCH_KEEP_DB=1
// keeps the scratch database).
import { loadavg } from 'node:os';
import pg from 'pg';
import { login } from './login';
import { countOrders, seedBulkOrders } from './order-seed';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer } from './server';
import { loaded as loadedAt, printSortTable, timed, type Loaded } from './sort-table';

const SIZES = (process.env.BENCH_SORT_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const DEEP = 20_000;
const LIST = '/api/order/v2/flight/orders?';

interface Sample {
  ticket: string;
  pnr: string;
}
interface Case {
  name: string;
  query: (sample: Sample) => string;
}

const CASES: Case[] = [
  { name: 'first page, newest first (reference)', query: () => '_start=0&_sort=createdAt&_order=desc' },
  { name: 'sort created, oldest first', query: () => '_start=0&_sort=createdAt&_order=asc' },
  { name: 'sort amount, highest first', query: () => '_start=0&_sort=totalAmount&_order=desc' },
  { name: 'sort amount, lowest first', query: () => '_start=0&_sort=totalAmount&_order=asc' },
  { name: 'sort status, a-z', query: () => '_start=0&_sort=status&_order=asc' },
  { name: 'sort status, z-a', query: () => '_start=0&_sort=status&_order=desc' },
  { name: 'order number', query: () => '_start=0&orderId=B0000000500' },
  { name: 'booking number', query: () => '_start=0&bookingNo=BENCH-500' },
  { name: 'ticket number', query: (s) => `_start=0&ticketNo=${s.ticket}` },
  { name: 'PNR', query: (s) => `_start=0&pnr=${s.pnr}` },
  { name: 'passenger, part of a name', query: () => '_start=0&passenger=PAX1234' },
  { name: 'passenger, a common surname (ZHANG)', query: () => '_start=0&passenger=ZHANG' },
  { name: 'passenger, one full name (ZHANG/WEIMING)', query: () => '_start=0&passenger=ZHANG%2FWEIMING' },
  { name: 'creation dates, one month', query: () => '_start=0&from=2025-01-01&to=2025-01-31' },
  { name: 'status issued', query: () => '_start=0&status=issued' },
  { name: 'status issued, by amount', query: () => '_start=0&status=issued&_sort=totalAmount&_order=desc' },
  { name: 'kind: refund orders', query: () => '_start=0&type=refund' },
  { name: 'section refunding, refund tab', query: () => '_start=0&section=refunding&type=refund' },
  { name: 'direct bookings only', query: () => '_start=0&directOnly=true' },
  { name: `deep page, _start=${DEEP}`, query: () => `_start=${DEEP}&_end=${DEEP + 20}` },
  { name: `cursor after order ${DEEP}`, query: () => 'cursor=CURSOR' },
];

async function sampleOf(url: string): Promise<Sample> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [row],
    } =
      await client.query<Sample>(`SELECT p.ticket_number AS ticket, o.pnr FROM flight_orders o JOIN flight_order_passengers p ON p.order_id = o.id
      WHERE o.order_no LIKE 'B%' AND p.ticket_number IS NOT NULL ORDER BY o.id LIMIT 1 OFFSET 400`);
    return row!;
  } finally {
    await client.end();
  }
}

/** The cursor that starts where `_start=DEEP` starts (null when the server offers no cursor). */
async function cursorAt(baseUrl: string, token: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${LIST}_start=${DEEP - 20}&_end=${DEEP}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.headers.get('x-next-cursor');
}

export async function runSortTable(): Promise<void> {
  // BENCH_SORT_DATABASE_URL: a book kept by an earlier run (BENCH_KEEP_DB=1), measured as it is, not seeded
  // or dropped: two servers (BENCH_ROOT) timed on the very same data, one after the other.
  const kept = process.env.BENCH_SORT_DATABASE_URL;
  const scratch = kept
    ? { url: kept, name: new URL(kept).pathname.slice(1), drop: async () => undefined }
    : await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
  if ('unavailable' in scratch) throw new Error(`PostgreSQL unavailable (${scratch.unavailable}); this benchmark needs it.`);
  const medians = new Map<string, Array<number | null>>();
  const loaded = new Map<string, Loaded>();
  let loadedSize = 0;
  try {
    const server = await startServer(scratch.url);
    try {
      const token = await login(server.baseUrl, 'harbour.ops');
      let seeded = 0;
      for (const size of kept ? [await countOrders(scratch.url)] : SIZES) {
        const started = Date.now();
        if (!kept) await seedBulkOrders(scratch.url, seeded + 1, size, { namedPassengers: true });
        seeded = size;
        console.log(
          `  ${size} orders (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s), load average ${loadavg()[0]!.toFixed(1)}`,
        );
        const sample = await sampleOf(scratch.url);
        const cursor = (await cursorAt(server.baseUrl, token)) ?? 'none';
        const urls = CASES.map((c) => {
          const query = c.query(sample).replace('CURSOR', cursor);
          return `${server.baseUrl}${LIST}${query}${query.includes('_end=') ? '' : '&_end=20'}`;
        });
        for (const [i, c] of CASES.entries()) {
          const result = c.name.startsWith('cursor') && cursor === 'none' ? null : await timed(urls[i]!, token);
          medians.set(c.name, [...(medians.get(c.name) ?? []), result?.median ?? null]);
        }
        if (size <= 100_000) {
          loadedSize = size;
          loaded.clear();
          for (const [i, c] of CASES.entries()) {
            if (c.name.startsWith('cursor') && cursor === 'none') continue;
            loaded.set(c.name, await loadedAt(urls[i]!, token));
          }
        }
        // Printed after every size: a long run stopped early still tells what it measured.
        printSortTable(
          {
            heading: 'PostgreSQL, harbour.ops (an agency with a sub-agency)',
            cases: CASES.map((c) => c.name),
            medians,
            loaded,
            loadedSize,
          },
          (kept ? [size] : SIZES.filter((s) => s <= size)).map((s) => `${s.toLocaleString('en')} orders`),
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    // BENCH_KEEP_DB=1 keeps the book for reading plans afterwards (EXPLAIN ANALYZE at the largest size).
    if (process.env.BENCH_KEEP_DB === '1') console.log(`  kept ${scratch.url}`);
    else await scratch.drop();
  }
}
