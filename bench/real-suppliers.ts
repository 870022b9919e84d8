// `npm run bench:real-suppliers`: search answer time with the real adapters (Amadeus and Duffel, through
// their SDKs) against their contract mock servers answering after set delays (300 ms and 3 s), the server
// in process on PGlite, harbour.ops. Each case searches RUNS times and polls /solutions every 10 ms.
// The lag is counted from the moment the fast supplier's mock sent its search answer (its request's
// arrival + its delay) to the first /solutions answer with offers: the target is under 100 ms. The
// slow supplier must not delay the fast one: the first results come as early as with the fast one alone.
//   npx tsx bench/real-suppliers.ts   (prints a table; exits 1 when a target is missed)
import { ensureReferenceData } from '../src/server/airports/load-reference';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { installJobSchema } from '../src/server/jobs/queue';
import { seedDemo } from '../src/server/db/seed';
import { AmadeusSupplier } from '../src/server/flights/suppliers/amadeus/amadeus-supplier';
import { DuffelSupplier } from '../src/server/flights/suppliers/duffel/duffel-supplier';
import type { SupplierFactory } from '../src/server/flights/suppliers/registry';
import type { FlightSupplier } from '../src/server/flights/suppliers/types';
import { AMADEUS_TEST_CLIENT, startAmadeusMock } from '../tests/contract/amadeus/mock-server';
import { DUFFEL_TEST_TOKEN, startDuffelMock } from '../tests/contract/duffel/mock-server';
import type { MockServer } from '../tests/contract/support/mock-core';
import { DEFAULT_RATE_LIMITS } from '../src/server/security/rate-limits';
import { formatTable } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FAST_MS = 300;
const SLOW_MS = 3000;
const TARGET_LAG_MS = 100;
const POLL_MS = 10;

type Provider = 'duffel' | 'amadeus';

interface Case {
  label: string;
  delays: Partial<Record<Provider, number>>;
  fast: Provider;
}

const CASES: Case[] = [
  { label: 'Duffel 300 ms alone', delays: { duffel: FAST_MS }, fast: 'duffel' },
  { label: 'Duffel 300 ms + Amadeus 3 s', delays: { duffel: FAST_MS, amadeus: SLOW_MS }, fast: 'duffel' },
  { label: 'Amadeus 300 ms alone', delays: { amadeus: FAST_MS }, fast: 'amadeus' },
  { label: 'Amadeus 300 ms + Duffel 3 s', delays: { amadeus: FAST_MS, duffel: SLOW_MS }, fast: 'amadeus' },
];

/** The mock's search operation, as its recorded requests name it. */
const isSearch = (provider: Provider, r: { method: string; path: string }) =>
  r.method === 'POST' && (provider === 'duffel' ? r.path.startsWith('/air/offer_requests') : r.path.includes('/shopping/flight-offers'));

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function runCase(c: Case): Promise<{ lags: number[]; firsts: number[]; completes: number[] }> {
  const mocks: Partial<Record<Provider, MockServer>> = {};
  if (c.delays.duffel !== undefined) mocks.duffel = await startDuffelMock({ delayMs: c.delays.duffel });
  if (c.delays.amadeus !== undefined) mocks.amadeus = await startAmadeusMock({ delayMs: c.delays.amadeus });
  const database = await openDatabase({});
  await database.migrate();
  await installJobSchema(database.db);
  await seedDemo(database.db);
  await ensureReferenceData(database.db);
  const suppliers: SupplierFactory = (_directory, store): FlightSupplier[] => [
    ...(mocks.duffel ? [new DuffelSupplier({ accessToken: DUFFEL_TEST_TOKEN, baseUrl: mocks.duffel.url }, store)] : []),
    ...(mocks.amadeus ? [new AmadeusSupplier({ ...AMADEUS_TEST_CLIENT, hostname: 'test', baseUrl: mocks.amadeus.url }, store)] : []),
  ];
  // Polling every 10 ms is far beyond a person's rate: the limits are raised, as the API suites do.
  const roomy = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([category, limit]) => [
      category,
      { perCaller: limit.perCaller * 1000, perAddress: limit.perAddress * 1000 },
    ]),
  );
  const app = await buildApp({ db: database.db, flights: { suppliers }, rateLimits: { limits: roomy } });
  await app.ready();
  const call = async (url: string, payload: unknown, token?: string) =>
    (
      await app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} })
    ).json();
  const token = (await call('/api/base/v2/login', { username: 'harbour.ops', password: 'Tessera#2026' })).data.token as string;
  const fastMock = mocks[c.fast]!;
  const lags: number[] = [];
  const firsts: number[] = [];
  const completes: number[] = [];
  try {
    // One search first, not counted: loading the SDKs and the first token.
    for (let i = 0; i <= RUNS; i++) {
      fastMock.recorded.length = 0;
      const started = performance.now();
      const search = await call(
        '/api/shopping/v2/flight/async-shopping',
        { journeys: [{ origin: 'LON', destination: 'NYC', date: day(20 + i) }], passengers: { adult: 1, child: 0, infant: 0 } },
        token,
      );
      if (search.code !== 0) throw new Error(`search: ${search.message}`);
      let firstAt = NaN;
      for (;;) {
        const body = await call('/api/shopping/v2/flight/async-shopping/solutions', { id: search.data.id, limit: 20 }, token);
        if (!body.data) throw new Error(`solutions: ${body.code} ${body.message}`);
        const answer = body.data;
        if (Number.isNaN(firstAt) && answer.total > 0) firstAt = performance.now();
        if (answer.complete) break;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const done = performance.now();
      const asked = fastMock.recorded.find((r) => isSearch(c.fast, r));
      if (!asked || Number.isNaN(firstAt)) throw new Error(`${c.label}: no search request at the fast mock, or no offers shown`);
      if (i === 0) continue;
      lags.push(firstAt - (asked.at + c.delays[c.fast]!));
      firsts.push(firstAt - started);
      completes.push(done - started);
    }
  } finally {
    await app.close();
    await database.close();
    for (const mock of Object.values(mocks)) await mock.close();
  }
  return { lags, firsts, completes };
}

async function main() {
  const rows: string[][] = [];
  let missed = false;
  for (const c of CASES) {
    const { lags, firsts, completes } = await runCase(c);
    const worst = Math.max(...lags);
    if (worst > TARGET_LAG_MS) missed = true;
    rows.push([
      c.label,
      String(lags.length),
      median(firsts).toFixed(0),
      median(lags).toFixed(0),
      worst.toFixed(0),
      median(completes).toFixed(0),
      worst <= TARGET_LAG_MS ? 'PASS' : 'MISS',
    ]);
  }
  console.log(
    formatTable(
      [
        'case',
        'runs',
        'first results ms (median)',
        'lag after fast answer ms (median)',
        'lag max',
        'complete ms (median)',
        `lag < ${TARGET_LAG_MS} ms`,
      ],
      rows,
    ),
  );
  process.exit(missed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
