// Flight shopping numbers (issue 5 targets):
//   1. a search over the three simulated suppliers (their default latency; failures off so every
//      search counts): first results within 1.5 s, complete within the agency's max response time;
//   2. server-side sort and filter of /solutions over 2,000 offers: p99 under 30 ms;
//   3. airport lookup: p99 under 10 ms.
//   npx tsx bench/search.ts        (PGlite in memory; prints a table; exits 1 when a target is missed)
import { ensureReferenceData } from '../src/server/airports/load-reference';
import { airportDirectory } from '../src/server/airports/directory';
import { buildApp } from '../src/server/app';
import { installJobSchema } from '../src/server/jobs/queue';
import { openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { defaultAgencySettings } from '../src/domain/schemas/agency-settings';
import type { Offer, SolutionsQuery } from '../src/domain/flights/shopping';
import { priceOffer } from '../src/server/flights/shopping/pricing';
import { querySolutions } from '../src/server/flights/shopping/solutions';
import { profilesWith } from '../src/server/flights/suppliers/simulator/profiles';
import { SimulatedSupplier } from '../src/server/flights/suppliers/simulator/simulated-supplier';
import { simulatedSuppliers } from '../src/server/flights/suppliers/registry';
import { formatTable, ms } from './table';

const ROUTES: Array<[string, string]> = [
  ['BJS', 'SHA'],
  ['airport-PVG', 'airport-HKG'],
  ['airport-CAN', 'airport-CTU'],
  ['BJS', 'LON'],
  ['airport-HKG', 'TYO'],
  ['SHA', 'airport-SIN'],
  ['airport-SZX', 'airport-KMG'],
  ['airport-PEK', 'NYC'],
  ['airport-XIY', 'airport-HGH'],
  ['airport-TPE', 'airport-BKK'],
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function searches() {
  const database = await openDatabase({});
  await database.migrate();
  await installJobSchema(database.db);
  await seedDemo(database.db);
  const app = await buildApp({ db: database.db, flights: { suppliers: simulatedSuppliers(profilesWith({ '*': { failureRate: 0 } })) } });
  await app.ready();
  const call = async (url: string, payload: unknown, token?: string) =>
    (
      await app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} })
    ).json();
  const token = (await call('/api/base/v2/login', { username: 'harbour.ops', password: 'Tessera#2026' })).data.token as string;
  const first: number[] = [];
  const done: number[] = [];
  for (const [i, [origin, destination]] of ROUTES.entries()) {
    const started = performance.now();
    const search = await call(
      '/api/shopping/v2/flight/async-shopping',
      { journeys: [{ origin, destination, date: day(10 + i) }], passengers: { adult: 1, child: 0, infant: 0 } },
      token,
    );
    let firstAt = NaN;
    for (;;) {
      const answer = (await call('/api/shopping/v2/flight/async-shopping/solutions', { id: search.data.id, limit: 20 }, token)).data;
      if (Number.isNaN(firstAt) && answer.total > 0) firstAt = performance.now() - started;
      if (answer.complete) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    first.push(firstAt);
    if (process.env.BENCH_VERBOSE) console.log(origin, destination, firstAt.toFixed(0), (performance.now() - started).toFixed(0));
    done.push(performance.now() - started);
  }
  await app.close();
  await database.close();
  return { first, done, maxResponseMs: defaultAgencySettings().flight.maxResponseSeconds * 1000 };
}

async function sortingAndLookup() {
  const database = await openDatabase({});
  await database.migrate();
  await installJobSchema(database.db);
  await ensureReferenceData(database.db);
  const directory = await airportDirectory(database.db);
  const settings = defaultAgencySettings('CNY');
  const rates = { CNY: '1', USD: '0.1387', HKD: '1.0790' };
  const countryOf = (code: string) => directory.airport(code)?.country ?? '';
  const offers: Offer[] = [];
  const suppliers = profilesWith({ '*': { latencyMs: [0, 0], failureRate: 0 } }).map((p) => new SimulatedSupplier(p, directory));
  for (let d = 0; offers.length < 2000; d++) {
    for (const supplier of suppliers) {
      const found = supplier.offersFor({
        journeys: [
          { origins: ['PEK', 'PKX'], destinations: ['PVG', 'SHA'], date: day(20 + d) },
          { origins: ['PVG', 'SHA'], destinations: ['PEK', 'PKX'], date: day(27 + d) },
        ],
        passengers: { adult: 2, child: 1, infant: 0 },
        cabin: 'economy',
      });
      for (const o of found) offers.push(priceOffer(o, `S${d}.${o.ref}`, { settings, currency: 'CNY', rates, countryOf }));
    }
  }
  offers.length = 2000;
  const queries: SolutionsQuery[] = [
    { id: 'x', sort: 'price', order: 'asc', offset: 0, limit: 20 },
    { id: 'x', sort: 'departure', order: 'desc', offset: 40, limit: 20 },
    { id: 'x', sort: 'duration', order: 'asc', offset: 0, limit: 50, stops: [0] },
    { id: 'x', sort: 'price', order: 'asc', offset: 0, limit: 20, airlines: ['CA', 'MU'], departureBands: ['06-12', '12-18'] },
    { id: 'x', sort: 'price', order: 'asc', offset: 0, limit: 20, suppliers: ['DRAGONFARE'], arrivalBands: ['18-24'], cabins: ['economy'] },
  ];
  for (let i = 0; i < 20; i++) querySolutions(offers, queries[i % queries.length]!); // warm-up
  const sortTimes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    querySolutions(offers, queries[i % queries.length]!);
    sortTimes.push(performance.now() - started);
  }
  const texts = ['PEK', 'bj', '上海', 'london', 'HKG', '香港', 'new york', 'chengdu', '东京', 'LHR', 'sin', '桃園', 'xian', 'par', 'z'];
  for (const q of texts) directory.lookup(q, ['BJS']);
  const lookupTimes: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const started = performance.now();
    directory.lookup(texts[i % texts.length]!, ['BJS']);
    lookupTimes.push(performance.now() - started);
  }
  await database.close();
  return { sortTimes, lookupTimes, offerCount: offers.length };
}

const s = await searches();
const q = await sortingAndLookup();
const rows = [
  [
    'search: first results (ms), 3 suppliers',
    ms(percentile(s.first, 50)),
    ms(Math.max(...s.first)),
    '< 1500 (max)',
    Math.max(...s.first) < 1500 ? 'ok' : 'MISSED',
  ],
  [
    'search: complete (ms)',
    ms(percentile(s.done, 50)),
    ms(Math.max(...s.done)),
    `< ${s.maxResponseMs} (max)`,
    Math.max(...s.done) < s.maxResponseMs ? 'ok' : 'MISSED',
  ],
  [
    `solutions sort+filter over ${q.offerCount} offers (ms)`,
    ms(percentile(q.sortTimes, 50)),
    ms(percentile(q.sortTimes, 99)),
    '< 30 (p99)',
    percentile(q.sortTimes, 99) < 30 ? 'ok' : 'MISSED',
  ],
  [
    'airport lookup (ms)',
    ms(percentile(q.lookupTimes, 50)),
    ms(percentile(q.lookupTimes, 99)),
    '< 10 (p99)',
    percentile(q.lookupTimes, 99) < 10 ? 'ok' : 'MISSED',
  ],
];
console.log(formatTable(['measure', 'p50', 'p99 / max', 'target', ''], rows));
process.exit(rows.some((r) => r[4] === 'MISSED') ? 1 : 0);
