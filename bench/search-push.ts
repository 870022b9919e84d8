// `npm run bench:search-push`: how soon the console shows a search's first results after the first
// supplier answered, with the progress stream (server push) and without it (the stream refused, so
// the console polls: 50 ms backing off to 500 ms). Real server on PGlite serving the built console
// (run `npm run build` first), Debian's Chromium, harbour.ops.
//
// The simulated suppliers answer after fixed times (SKYLINK 800 ms, DRAGONFARE 2.5 s, ORIENTNDC 4 s),
// so the first answer is 800 ms after the server started the search. The server starts it between
// the browser sending the search request and receiving its answer, so the lag is bounded:
//   first card - (answer received + 800) <= lag <= first card - (request sent + 800).
// The table shows the upper bound (the pessimistic one), median and worst over the runs.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillOneWaySearch, loggedInContext } from './browser-steps';
import { startServer } from './server';
import { formatTable } from './table';

const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_ANSWER_MS = 800;
const KNOBS = {
  '*': { failureRate: 0 },
  SKYLINK: { latencyMs: [FIRST_ANSWER_MS, FIRST_ANSWER_MS] },
  DRAGONFARE: { latencyMs: [2500, 2500] },
  ORIENTNDC: { latencyMs: [4000, 4000] },
};
const ROUTES: Array<[string, string]> = [['PVG', 'HKG'], ['PEK', 'CAN'], ['SZX', 'CTU'], ['SHA', 'SIN'], ['HKG', 'TPE'], ['CAN', 'KMG'], ['PEK', 'PVG']];

interface Run { lagMs: number; lagLowMs: number; firstCardMs: number }

async function searchOnce(context: BrowserContext, baseUrl: string, mode: 'push' | 'poll', index: number): Promise<Run> {
  const page: Page = await context.newPage();
  if (mode === 'poll') await page.route(/\/async-shopping\/[^/]+\/events$/, (route) => route.abort());
  const [origin, destination] = ROUTES[index % ROUTES.length]!;
  await fillOneWaySearch(page, baseUrl, origin, destination, 14 + index);
  let sentAt = NaN;
  let answeredAt = NaN;
  page.on('request', (r) => { if (/\/async-shopping$/.test(r.url()) && r.method() === 'POST') sentAt = Date.now(); });
  page.on('response', (r) => { if (/\/async-shopping$/.test(r.url()) && r.request().method() === 'POST') answeredAt = Date.now(); });
  const clicked = Date.now();
  await page.getByTestId('search-submit').click();
  await page.getByTestId('result-card').first().waitFor({ timeout: 60_000 });
  const shownAt = Date.now();
  await page.close();
  return { lagMs: shownAt - (sentAt + FIRST_ANSWER_MS), lagLowMs: shownAt - (answeredAt + FIRST_ANSWER_MS), firstCardMs: shownAt - clicked };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error(`${STATIC_DIR}/index.html missing: run npm run build first`);
  const folder = mkdtempSync(join(tmpdir(), 'tessera-search-push-'));
  const knobs = join(folder, 'suppliers.json');
  writeFileSync(knobs, JSON.stringify(KNOBS));
  const server = await startServer(undefined, { staticDir: STATIC_DIR, env: { FLIGHT_SUPPLIERS_CONFIG: knobs } });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] });
  try {
    const context = await loggedInContext(browser, server.baseUrl, 'harbour.ops');
    const rows: string[][] = [];
    // Alternate the modes so both see the same machine load.
    const runs = { push: [] as Run[], poll: [] as Run[] };
    for (let i = 0; i < RUNS; i++) {
      runs.push.push(await searchOnce(context, server.baseUrl, 'push', 2 * i));
      runs.poll.push(await searchOnce(context, server.baseUrl, 'poll', 2 * i + 1));
    }
    for (const mode of ['push', 'poll'] as const) {
      const r = runs[mode];
      rows.push([
        mode === 'push' ? 'progress stream (server push)' : 'polling (stream refused)',
        String(r.length),
        median(r.map((x) => x.firstCardMs)).toFixed(0),
        `${median(r.map((x) => x.lagLowMs)).toFixed(0)} to ${median(r.map((x) => x.lagMs)).toFixed(0)}`,
        Math.max(...r.map((x) => x.lagMs)).toFixed(0),
        median(r.map((x) => x.lagMs)) <= 100 ? 'PASS' : 'MISS',
      ]);
    }
    console.log(`first supplier answers ${FIRST_ANSWER_MS} ms after the search starts; load average ${loadavg()[0]!.toFixed(1)}`);
    console.log(formatTable(['console reads results by', 'runs', 'click to first card, median ms', 'lag after the first answer, median ms (bounds)', 'worst lag ms (upper)', 'lag <= 100 ms'], rows));
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
