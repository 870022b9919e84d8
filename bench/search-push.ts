// `npm run bench:search-push`: how soon the console shows a search's first results after the first
// supplier answered, with the progress stream (server push) and without it (the stream refused, so
// the console polls: 50 ms backing off to 500 ms). Real server on PGlite serving the built console
// (run `npm run build` first), Debian's Chromium, harbour.ops.
//
// The simulated suppliers answer after fixed times (SKYLINK 800 ms, DRAGONFARE 2.5 s, ORIENTNDC 4 s),
// so the first answer is 800 ms after the server started the search, which is after the browser sent
// the search request and just before its answer left: lags are bounded by counting from (request
// sent + 800 ms), the upper bound, and from (answer received + 800 ms). Two lags: until
// the first solutions answer with offers reaches the page (what push or polling decides), and until
// the first result card is on screen (adds rendering, the same in both modes).
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
const ROUTES: Array<[string, string]> = [
  ['PVG', 'HKG'],
  ['PEK', 'CAN'],
  ['SZX', 'CTU'],
  ['SHA', 'SIN'],
  ['HKG', 'TPE'],
  ['CAN', 'KMG'],
  ['PEK', 'PVG'],
];

interface Run {
  /** Upper bound of the lag from the first supplier's answer to the first answer with offers reaching the page. */
  readLagMs: number;
  /** The same counted from the search's answer (the server asks the suppliers just before it answers). */
  readLagLowMs: number;
  /** The same, to the first result card on screen (adds the page's rendering). */
  cardLagMs: number;
  firstCardMs: number;
}

const isSearchStart = (url: string, method: string) => method === 'POST' && /\/async-shopping$/.test(url);

async function searchOnce(context: BrowserContext, baseUrl: string, mode: 'push' | 'poll', index: number, attempt = 0): Promise<Run> {
  const daysAhead = 14 + index + 7 * attempt;
  const page: Page = await context.newPage();
  // When the first result card enters the page, by the page's own clock (epoch ms): waiting for it from
  // here would also count the time the page's main thread is busy afterwards (the later cards,
  // the name lookups), during which the test driver's own check cannot run.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="result-card"]')) return;
      (window as unknown as { firstCardAt: number }).firstCardAt = performance.timeOrigin + performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  if (mode === 'poll') await page.route(/\/async-shopping\/[^/]+\/events$/, (route) => route.abort());
  const [origin, destination] = ROUTES[index % ROUTES.length]!;
  let sentAt = NaN;
  let startedAt = NaN;
  let offersAt = NaN;
  const bodies: Promise<void>[] = [];
  page.on('request', (r) => {
    if (isSearchStart(r.url(), r.method())) sentAt = Date.now();
  });
  page.on('response', (r) => {
    if (isSearchStart(r.url(), r.request().method())) startedAt = Date.now();
    if (!/\/async-shopping\/solutions$/.test(r.url())) return;
    const receivedAt = Date.now();
    bodies.push(
      r.json().then(
        (body: { data?: { total?: number } }) => {
          if ((body.data?.total ?? 0) > 0 && (Number.isNaN(offersAt) || receivedAt < offersAt)) offersAt = receivedAt;
        },
        () => {},
      ),
    );
  });
  await fillOneWaySearch(page, baseUrl, origin, destination, daysAhead);
  // Enter in the date field may already have started the search.
  if (Number.isNaN(sentAt)) await page.getByTestId('search-submit').click();
  const firstCard = page.getByTestId('result-card').first();
  await firstCard
    .or(page.getByTestId('results-none'))
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `.tmp/search-push-${mode}-${index}.png` });
      throw error;
    });
  const seenAt = Date.now();
  if (!(await firstCard.isVisible())) {
    // The simulators schedule flights by date: on a date without any, search a week later.
    await page.close();
    if (attempt >= 4) throw new Error(`no offers for ${origin}-${destination} on five dates`);
    return searchOnce(context, baseUrl, mode, index, attempt + 1);
  }
  await Promise.all(bodies);
  const shownAt = (await page.evaluate(() => (window as unknown as { firstCardAt?: number }).firstCardAt)) ?? seenAt;
  await page.close();
  if (Number.isNaN(sentAt) || Number.isNaN(offersAt))
    throw new Error(`the search request (${sentAt}) or its first offers (${offersAt}, ${bodies.length} answers) were not seen`);
  const firstAnswerAt = sentAt + FIRST_ANSWER_MS;
  return {
    readLagMs: offersAt - firstAnswerAt,
    readLagLowMs: offersAt - (startedAt + FIRST_ANSWER_MS),
    cardLagMs: shownAt - firstAnswerAt,
    firstCardMs: shownAt - sentAt,
  };
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
      const readLag = median(r.map((x) => x.readLagMs));
      rows.push([
        mode === 'push' ? 'progress stream (server push)' : 'polling (stream refused)',
        String(r.length),
        `${median(r.map((x) => x.readLagLowMs)).toFixed(0)} to ${readLag.toFixed(0)}`,
        Math.max(...r.map((x) => x.readLagMs)).toFixed(0),
        median(r.map((x) => x.cardLagMs)).toFixed(0),
        median(r.map((x) => x.firstCardMs)).toFixed(0),
        readLag <= 100 ? 'PASS' : 'MISS',
      ]);
    }
    console.log(`first supplier answers ${FIRST_ANSWER_MS} ms after the search starts; load average ${loadavg()[0]!.toFixed(1)}`);
    console.log(
      formatTable(
        [
          'console reads results by',
          'runs',
          'offers reach the page after the first answer, median ms (bounds)',
          'worst ms (upper)',
          'first card after the first answer, median ms',
          'search sent to first card, median ms',
          'median <= 100 ms',
        ],
        rows,
      ),
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
