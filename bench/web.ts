// `npm run bench:web`: what the browser pays. Serves the already built console (dist/, or
// BENCH_STATIC_DIR) from the real server on PGlite and drives Debian's Chromium through it:
// - the login page (`/`, not logged in): JS+CSS files, bytes on the wire and their gzip weight;
// - whether answers are compressed and how hashed assets and index.html are cached;
// - /flight/orders as harbour.ops: time from navigation start to the orders list request and the
//   main thread's blocking time (long tasks over 50 ms) until then and until the page settles,
//   median of 3 loads with a warm HTTP cache (a returning user);
// - flight search: time from the search request to the first result card, median of 3 (bench:search-push
//   measures the lag after the first supplier's answer, pushed and polled);
// - Lighthouse on /, /flight/booking and /flight/orders (the last two as harbour.ops), with its mobile
//   and desktop presets (BENCH_LIGHTHOUSE_PRESETS, default "mobile,desktop"): performance and
//   accessibility scores, median of BENCH_LIGHTHOUSE_RUNS (3; 0 skips it).
// It builds nothing: run `npm run build` first. BENCH_BASE_URL measures a server already running
// (serving the same dist) instead of starting one.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { lighthouse, loggedInProfile, type LighthousePreset } from './lighthouse';
import { fillOneWaySearch, loggedInContext } from './browser-steps';
import { LONG_TASKS_SCRIPT, blockingTime, type LongTask } from './long-tasks';
import { startServer } from './server';

const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4320);
const PASSWORD = 'Tessera#2026';
const RUNS = 3;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_PRESETS = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',') as LighthousePreset[];
const ORDERS_LIST = /\/api\/order\/v2\/flight\/orders(\?|$)/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

interface LoadedAsset {
  url: string;
  wire: number;
  gzip: number;
  encoding: string | null;
  cacheControl: string | null;
}

async function loginPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets: LoadedAsset[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        assets.push({
          url,
          wire: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: headers['content-encoding'] ?? null,
          cacheControl: headers['cache-control'] ?? null,
        });
      })(),
    );
  });
  const started = Date.now();
  const documentResponse = await page.goto(baseUrl + '/');
  await page.getByTestId('login-panel').waitFor({ timeout: 60_000 });
  const panelMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const documentHeaders = (await documentResponse?.allHeaders()) ?? {};
  await context.close();
  return { assets, panelMs, documentCache: documentHeaders['cache-control'] ?? null };
}

async function apiCompression(baseUrl: string): Promise<string | null> {
  // The airport list is one of the larger public answers.
  const response = await fetch(baseUrl + '/api/base/v2/config/getSiteConfig', { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding');
}

interface OrdersRun {
  toListMs: number;
  blockingBeforeList: number;
  blockingUntilIdle: number;
}

async function ordersRun(context: BrowserContext, baseUrl: string): Promise<OrdersRun> {
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS_SCRIPT);
  const listRequest = page.waitForRequest(ORDERS_LIST, { timeout: 120_000 });
  await page.goto(baseUrl + '/flight/orders', { waitUntil: 'commit' });
  await listRequest;
  // Performance time of the first list request, taken from resource timing (same clock as long tasks).
  const listAt = await page.waitForFunction(
    () => performance.getEntriesByType('resource').find((e) => /\/api\/order\/v2\/flight\/orders(\?|$)/.test(e.name))?.startTime,
    undefined,
    { timeout: 120_000 },
  );
  const toListMs = (await listAt.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
  const blocking = (until: number) => blockingTime(tasks, -Infinity, until);
  await page.close();
  return { toListMs, blockingBeforeList: blocking(toListMs), blockingUntilIdle: blocking(Infinity) };
}

/** From the search request leaving the page to the first result card (Enter in the date field may already send it). */
async function searchRun(context: BrowserContext, baseUrl: string): Promise<number> {
  const page: Page = await context.newPage();
  let sentAt = NaN;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/async-shopping$/.test(r.url()) && Number.isNaN(sentAt)) sentAt = Date.now();
  });
  await fillOneWaySearch(page, baseUrl, 'PVG', 'HKG', 21);
  if (Number.isNaN(sentAt)) await page.getByTestId('search-submit').click();
  await page.getByTestId('result-card').first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - sentAt;
  await page.close();
  return ms;
}

async function lighthouseScores(baseUrl: string): Promise<void> {
  const profile = await loggedInProfile(baseUrl, 'harbour.ops', PASSWORD);
  try {
    for (const preset of LIGHTHOUSE_PRESETS) {
      for (const [path, loggedIn] of [
        ['/', false],
        ['/flight/booking', true],
        ['/flight/orders', true],
      ] as const) {
        const r = await lighthouse(baseUrl + path, LIGHTHOUSE_RUNS, loggedIn ? profile : null, preset);
        console.log(
          `lighthouse ${path} (${preset}, median of ${LIGHTHOUSE_RUNS}): performance ${r.performance}, accessibility ${r.accessibility}; ` +
            `FCP ${r.fcpMs.toFixed(0)} ms, LCP ${r.lcpMs.toFixed(0)} ms, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`,
        );
        if (r.failing.length) console.log(`  below 0.9: ${r.failing.join(', ')}`);
      }
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error(`${STATIC_DIR}/index.html missing: run npm run build first`);
  const external = process.env.BENCH_BASE_URL;
  const server = external
    ? { baseUrl: external, stop: async () => undefined }
    : await startServer(undefined, { staticDir: STATIC_DIR, port: PORT });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] });
  try {
    const login = await loginPage(browser, server.baseUrl);
    const wire = login.assets.reduce((s, a) => s + a.wire, 0);
    const gzip = login.assets.reduce((s, a) => s + a.gzip, 0);
    const hashed = login.assets.find((a) => /\/assets\//.test(a.url));
    console.log(
      `login page: ${login.assets.length} JS+CSS files, ${kB(gzip)} gzip (${kB(wire)} on the wire), login panel after ${login.panelMs} ms`,
    );
    console.log(`  JS/CSS content-encoding: ${[...new Set(login.assets.map((a) => a.encoding ?? 'none'))].join(', ')}`);
    console.log(`  /assets cache-control: ${hashed?.cacheControl ?? 'none'}; index.html cache-control: ${login.documentCache ?? 'none'}`);
    console.log(`  API answer content-encoding (site config): ${(await apiCompression(server.baseUrl)) ?? 'none'}`);
    const heaviest = [...login.assets].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    for (const a of heaviest) console.log(`    ${kB(a.gzip).padStart(9)}  ${new URL(a.url).pathname}`);

    const ops = await loggedInContext(browser, server.baseUrl, 'harbour.ops');
    const runs: OrdersRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await ordersRun(ops, server.baseUrl));
    console.log(
      `/flight/orders (median of ${RUNS}): list request at ${median(runs.map((r) => r.toListMs)).toFixed(0)} ms after navigation start; ` +
        `blocking time ${median(runs.map((r) => r.blockingBeforeList)).toFixed(0)} ms before it, ` +
        `${median(runs.map((r) => r.blockingUntilIdle)).toFixed(0)} ms until network idle`,
    );
    console.log(
      `  runs: ${runs.map((r) => `${r.toListMs.toFixed(0)}/${r.blockingBeforeList.toFixed(0)}/${r.blockingUntilIdle.toFixed(0)}`).join(', ')} (list ms / TBT before / TBT idle)`,
    );

    const searches: number[] = [];
    for (let i = 0; i < RUNS; i++) searches.push(await searchRun(ops, server.baseUrl));
    console.log(
      `flight search PVG-HKG: first result card, after the search request, at ${median(searches)} ms (median of ${RUNS}; runs ${searches.join(', ')})`,
    );
    await ops.close();

    if (LIGHTHOUSE_RUNS > 0) await lighthouseScores(server.baseUrl);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
