// Train search numbers: time to first results (the outbound leg answered) and to complete results
// (both legs of a return search) through the API, against a bare baseline: the rail simulator's
// search called directly, with the same latency knobs (what the API cannot beat) and with none (the
// timetable scan and pricing alone). Also the results call's filter and sort, and station lookup.
//   npx tsx bench/train-search.ts        (PGlite in memory; prints a table; exits 1 when a target is missed)
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { installJobSchema } from '../src/server/jobs/queue';
import { DEFAULT_RAIL_KNOBS, railKnobsWith } from '../src/server/flights/suppliers/simulator/rail-profile';
import { searchStations, stationsOfPlace } from '../src/server/trains/stations';
import { SimulatedRailSupplier } from '../src/server/trains/supplier/simulated-rail';
import { formatTable, ms } from './table';

const PAIRS: Array<[string, string]> = [
  ['beijing', 'shanghai'],
  ['guangzhou', 'shenzhen'],
  ['beijing', 'guangzhou'],
  ['shanghai', 'hangzhou'],
  ['wuhan', 'changsha'],
  ['chengdu', 'chongqing'],
  ['nanjing', 'beijing'],
  ['xian', 'zhengzhou'],
  ['shenzhen', 'xiamen'],
  ['tianjin', 'jinan'],
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const database = await openDatabase({});
await database.migrate();
await installJobSchema(database.db);
await seedDemo(database.db);
// Default latency; failures and "sold out" off so every search counts.
const knobs = { failureRate: 0, soldOutAtBookingRate: 0 };
const app = await buildApp({ db: database.db, trains: { knobs } });
await app.ready();
const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  (await app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
const token = (await inject('POST', '/api/base/v2/login', { username: 'harbour.ops', password: 'Tessera#2026' })).data.token as string;

const first: number[] = [];
const done: number[] = [];
const found: number[] = [];
for (const [i, [from, to]] of PAIRS.entries()) {
  const started = performance.now();
  const search = await inject(
    'POST',
    '/api/shopping/v2/train/search',
    { from, to, date: chinaDay(3 + i), returnDate: chinaDay(5 + i) },
    token,
  );
  let firstAt = NaN;
  for (;;) {
    const answer = (await inject('GET', `/api/shopping/v2/train/search/${search.data.id}`, undefined, token)).data;
    if (Number.isNaN(firstAt) && answer.trains.length > 0) firstAt = performance.now() - started;
    if (answer.complete) {
      found.push(answer.totalBeforeFilters);
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  first.push(firstAt);
  done.push(performance.now() - started);
  if (process.env.BENCH_VERBOSE) console.log(from, to, firstAt.toFixed(0), done.at(-1)!.toFixed(0));
}

// The bare baseline: the simulator alone, both legs at once, with the same knobs and with none.
async function bare(latency: boolean): Promise<number[]> {
  const supplier = new SimulatedRailSupplier(database.db, railKnobsWith({ ...knobs, ...(latency ? {} : { latencyMs: [0, 0] }) }));
  const times: number[] = [];
  for (const [i, [from, to]] of PAIRS.entries()) {
    const a = stationsOfPlace(from);
    const b = stationsOfPlace(to);
    const started = performance.now();
    await Promise.all([
      supplier.search({ from: a, to: b, date: chinaDay(3 + i) }, `bare${i}o`),
      supplier.search({ from: b, to: a, date: chinaDay(5 + i) }, `bare${i}r`),
    ]);
    times.push(performance.now() - started);
  }
  return times;
}
const bareLatency = await bare(true);
const bareCompute = await bare(false);

// The results call over a finished search: filters and sorts on the server.
const big = await inject('POST', '/api/shopping/v2/train/search', { from: 'beijing', to: 'shanghai', date: chinaDay(4) }, token);
await Promise.all([...app.trains.running]);
const queries = [
  '',
  '?sort=price',
  '?trainTypes=G,D&departureBands=06:00-11:59&sort=duration',
  '?seatClasses=business,first&sort=departure&order=desc',
  '?fromStations=VNP&toStations=AOH',
];
const resultTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  await inject('GET', `/api/shopping/v2/train/search/${big.data.id}${queries[i % queries.length]}`, undefined, token);
  if (i >= 20) resultTimes.push(performance.now() - started);
}
const lookupTimes: number[] = [];
const words = ['VNP', '北京', 'shanghai hongqiao', 'gzn', '廣州', 'shen', 'xian', 'hangzhoudong'];
for (let i = 0; i < 2000; i++) {
  const started = performance.now();
  searchStations(words[i % words.length], 20);
  lookupTimes.push(performance.now() - started);
}
await app.close();
await database.close();

const latencyMax = DEFAULT_RAIL_KNOBS.latencyMs[1];
const rows = [
  [
    `API: first results, return search (ms; ${PAIRS.length} city pairs)`,
    ms(percentile(first, 50)),
    ms(Math.max(...first)),
    `< ${latencyMax + 500} (max)`,
    Math.max(...first) < latencyMax + 500 ? 'ok' : 'MISSED',
  ],
  [
    'API: complete results, both legs (ms)',
    ms(percentile(done, 50)),
    ms(Math.max(...done)),
    `< ${latencyMax + 1000} (max)`,
    Math.max(...done) < latencyMax + 1000 ? 'ok' : 'MISSED',
  ],
  ['bare: simulator, both legs, same latency (ms)', ms(percentile(bareLatency, 50)), ms(Math.max(...bareLatency)), '', ''],
  ['bare: simulator, both legs, no latency (ms)', ms(percentile(bareCompute, 50)), ms(Math.max(...bareCompute)), '', ''],
  [
    `results: filter + sort over ${found[0] ?? 0} trains (ms)`,
    ms(percentile(resultTimes, 50)),
    ms(percentile(resultTimes, 99)),
    '< 50 (p99)',
    percentile(resultTimes, 99) < 50 ? 'ok' : 'MISSED',
  ],
  [
    'station lookup (ms)',
    ms(percentile(lookupTimes, 50)),
    ms(percentile(lookupTimes, 99)),
    '< 10 (p99)',
    percentile(lookupTimes, 99) < 10 ? 'ok' : 'MISSED',
  ],
];
console.log(`trains found per return search: ${found.join(', ')}`);
console.log(formatTable(['measure', 'p50', 'p99 / max', 'target', ''], rows));
process.exit(rows.some((r) => r[4] === 'MISSED') ? 1 : 0);
