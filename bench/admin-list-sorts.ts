// Every sort and filter the console offers on the wallet movements (All Transactions), user log,
// agencies and users lists, as the book grows like an order book of 1k, 100k and 1M orders (the
// rows each list gains per order: bench/admin-list-seed.ts): one user's (harbour.super) median per
// request as a ratio to that list's unfiltered first page, then p99 at 10 connections at the largest
// size up to 100k.
//   npm run bench:admin-sorts   (BENCH_SORT_SIZES=1000,100000,1000000; BENCH_ROOT=<another checkout>
//   measures that checkout's server on the same data; BENCH_LISTS=transactions,user-log,... picks lists)
import { loadavg } from 'node:os';
import pg from 'pg';
import { seedBulkAdminRows } from './admin-list-seed';
import { login } from './login';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from './postgres';
import { startServer } from './server';
import { loaded as loadedAt, printSortTable, timed, type SortTable } from './sort-table';

const SIZES = (process.env.BENCH_SORT_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const DEEP = 20_000;
/** p99 under load is measured once, at the largest size up to 100k. */
const LOADED_SIZE = Math.max(...SIZES.filter((s) => s <= 100_000));

interface Sample {
  superId: number;
}
interface Case {
  name: string;
  query: string | ((sample: Sample) => string);
}
interface List {
  name: string;
  path: string;
  /** The first is the reference: the unfiltered first page as the console opens it. */
  cases: Case[];
  /** Offers `cursor=` (deep page case `cursor after ...` measured from the page at `_start=DEEP`). */
  deep?: number;
}

const LISTS: List[] = [
  {
    name: 'transactions',
    path: '/api/base/v2/transactions?',
    deep: DEEP,
    cases: [
      { name: 'first page, newest first (reference)', query: '' },
      { name: 'sort time, oldest first', query: '_sort=paymentTime&_order=asc' },
      { name: 'sort amount, highest first', query: '_sort=amount&_order=desc' },
      { name: 'sort amount, lowest first', query: '_sort=amount&_order=asc' },
      { name: 'type flight payment (most)', query: 'type=flight_origin' },
      { name: 'type refund (1 in 10)', query: 'type=flight_refund' },
      { name: 'type top-up (1 in 50)', query: 'type=top_up' },
      { name: 'type refund, amount highest first', query: 'type=flight_refund&_sort=amount&_order=desc' },
      { name: 'dates, one month', query: 'from=2025-01-01&to=2025-01-31' },
      { name: 'amount range (1 %)', query: 'amount_gte=-20000&amount_lte=-10000' },
      { name: 'order number', query: 'orderId=B0000000500' },
      { name: `deep page, _start=${DEEP}`, query: `_start=${DEEP}&_end=${DEEP + 20}` },
    ],
  },
  {
    name: 'user-log',
    path: '/api/base/v2/user-log?',
    deep: DEEP,
    cases: [
      { name: 'first page, newest first (reference)', query: '_sort=createdAt&_order=desc' },
      { name: 'sort time, oldest first', query: '_sort=createdAt&_order=asc' },
      { name: 'action order paid (half)', query: 'action=flight.order.pay' },
      { name: 'action top-up (1 in 1000)', query: 'action=wallet.top_up' },
      { name: 'user harbour.super (1 in 100)', query: (s) => `userId=${s.superId}` },
      { name: 'dates, one month', query: 'createdAt_gte=2025-01-01&createdAt_lte=2025-01-31' },
      { name: `deep page, _start=${DEEP}`, query: `_start=${DEEP}&_end=${DEEP + 20}` },
    ],
  },
  {
    name: 'agencies',
    path: '/api/base/v2/agencies?',
    cases: [
      { name: 'first page, newest first (reference)', query: '_sort=createdAt&_order=desc' },
      { name: 'sort created, oldest first', query: '_sort=createdAt&_order=asc' },
      { name: 'sort code', query: '_sort=code&_order=asc' },
      { name: 'sort code, z-a', query: '_sort=code&_order=desc' },
      { name: 'sort name', query: '_sort=name&_order=asc' },
      { name: 'sort alias', query: '_sort=alias&_order=asc' },
      { name: 'sort status', query: '_sort=status&_order=asc' },
      { name: 'name contains', query: 'name_like=Agency%20123' },
      { name: 'alias contains', query: 'alias_like=B123' },
      { name: 'code contains', query: 'code_like=00012' },
      { name: 'status inactive', query: 'status=inactive' },
      { name: 'balance range', query: 'balance_gte=100000&balance_lte=2000000' },
      { name: 'deep page, _start=5000', query: '_start=5000&_end=5020&_sort=createdAt&_order=desc' },
    ],
  },
  {
    name: 'users',
    path: '/api/base/v2/users?',
    cases: [
      { name: 'first page, by username (reference)', query: '' },
      { name: 'sort username, z-a', query: '_sort=username&_order=desc' },
      { name: 'sort created, newest first', query: '_sort=createdAt&_order=desc' },
      { name: 'sort nickname', query: '_sort=nickname&_order=asc' },
      { name: 'sort email', query: '_sort=email&_order=asc' },
      { name: 'sort status', query: '_sort=status&_order=asc' },
      { name: 'username contains', query: 'username_like=user12' },
      { name: 'e-mail contains', query: 'email_like=user12' },
      { name: 'role finance', query: 'role=finance' },
      { name: 'status inactive', query: 'status=inactive' },
      { name: 'deep page, _start=5000', query: '_start=5000&_end=5020' },
    ],
  },
];

const only = process.env.BENCH_LISTS?.split(',');
const lists = LISTS.filter((l) => !only || only.includes(l.name));

const urlOf = (baseUrl: string, list: List, query: string) =>
  `${baseUrl}${list.path}${query}${query.includes('_start=') ? '' : `${query ? '&' : ''}_start=0&_end=20`}`;

/** The cursor that starts where `_start=deep` starts (null when the server offers none). */
async function cursorAt(baseUrl: string, token: string, list: List, deep: number): Promise<string | null> {
  const response = await fetch(urlOf(baseUrl, list, `_start=${deep - 20}&_end=${deep}`), { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.headers.get('x-next-cursor');
}

async function sampleOf(url: string): Promise<Sample> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM users WHERE username = 'harbour.super'`);
    return { superId: rows[0]!.id };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL);
  if ('unavailable' in scratch) throw new Error(`PostgreSQL unavailable (${scratch.unavailable}); this benchmark needs it.`);
  const tables = new Map<string, SortTable>(
    lists.map((l) => {
      const cases = [...l.cases.map((c) => c.name), ...(l.deep ? [`cursor after row ${l.deep}`] : [])];
      return [l.name, { heading: `PostgreSQL, ${l.name}, harbour.super`, cases, medians: new Map(), loaded: new Map(), loadedSize: 0 }];
    }),
  );
  try {
    const server = await startServer(scratch.url);
    try {
      const token = await login(server.baseUrl, 'harbour.super');
      let seeded = 0;
      for (const size of SIZES) {
        const started = Date.now();
        await seedBulkAdminRows(scratch.url, seeded + 1, size);
        seeded = size;
        console.log(
          `  ${size} orders' worth (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s), load average ${loadavg()[0]!.toFixed(1)}`,
        );
        const sample = await sampleOf(scratch.url);
        for (const list of lists) {
          const table = tables.get(list.name)!;
          const cursor = list.deep ? await cursorAt(server.baseUrl, token, list, list.deep) : null;
          const urls = new Map(
            list.cases.map((c) => [c.name, urlOf(server.baseUrl, list, typeof c.query === 'string' ? c.query : c.query(sample))]),
          );
          if (list.deep) urls.set(`cursor after row ${list.deep}`, cursor ? urlOf(server.baseUrl, list, `cursor=${cursor}`) : '');
          for (const name of table.cases) {
            const url = urls.get(name)!;
            const result = url ? await timed(url, token) : null;
            table.medians.set(name, [...(table.medians.get(name) ?? []), result?.median ?? null]);
          }
          if (size === LOADED_SIZE) {
            table.loadedSize = size;
            table.loaded.clear();
            for (const name of table.cases) {
              const url = urls.get(name)!;
              if (url) table.loaded.set(name, await loadedAt(url, token));
            }
          }
          // Printed after every size: a long run stopped early still tells what it measured.
          printSortTable(
            table,
            SIZES.filter((s) => s <= size).map((s) => `${s.toLocaleString('en')} orders`),
          );
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

await main();
