// `npx tsx bench/phone-pages.ts`: the console on a phone, without Lighthouse (it is not installed here).
// Serves the built console (dist/, or BENCH_STATIC_DIR for a before/after) from the real server on
// PGlite and loads /, /flight/booking and /flight/orders (the last two as harbour.ops) in Chromium
// emulating Lighthouse's mobile preset: a 412 x 823 screen at 1.75 device pixels, touch, and the CPU
// slowed 4x through the DevTools protocol (Lighthouse simulates that slowdown; here it is applied).
// Per page, median of BENCH_PHONE_RUNS (3) loads with a warm HTTP cache:
// - blocking time: the main thread's long tasks after the first contentful paint, each past 50 ms,
//   until the network is idle (Lighthouse's Total Blocking Time counts the same tasks up to
//   "interactive", which this approximates);
// - first contentful paint, and the page's element count once settled (document.querySelectorAll('*')).
// /flight/orders is also counted on a 1280 x 720 desktop window.
// Then each phone page again without the slowdown, traced (bench/trace-tasks.ts): its long tasks' CPU time
// from the first byte on, and the blocking time Lighthouse's simulation makes of them (each task times
// four, past 50 ms), which other load on the machine does not inflate. The median load's tasks are listed.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loggedInContext } from './browser-steps';
import { LONG_TASKS_SCRIPT, blockingTime, type LongTask } from './long-tasks';
import { startServer } from './server';
import { blockingAt4x, traceLoad, type TracedTask } from './trace-tasks';
import { formatTable } from './table';

const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 720 } };
/** What shows that each page has drawn its content. */
const PAGES = [
  { path: '/', loggedIn: false, ready: '[data-testid="login-panel"]' },
  { path: '/flight/booking', loggedIn: true, ready: '[data-testid="search-submit"]' },
  { path: '/flight/orders', loggedIn: true, ready: '[data-testid="orders-table"] tbody tr[data-row-key]' },
] as const;

interface Load {
  blockingMs: number;
  fcpMs: number;
  elements: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function loadOnce(context: BrowserContext, url: string, ready: string, slowdown: number): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(LONG_TASKS_SCRIPT);
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const { tasks, fcpMs, elements } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: LongTask[] }).__longTasks,
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    elements: document.querySelectorAll('*').length,
  }));
  await page.close();
  return { blockingMs: blockingTime(tasks, fcpMs, Infinity), fcpMs, elements };
}

async function contextFor(
  browser: Browser,
  baseUrl: string,
  loggedIn: boolean,
  device: typeof PHONE | typeof DESKTOP,
): Promise<BrowserContext> {
  if (!loggedIn) return browser.newContext(device);
  const login = await loggedInContext(browser, baseUrl, 'harbour.ops');
  const storageState = await login.storageState();
  await login.close();
  return browser.newContext({ ...device, storageState });
}

async function measure(
  browser: Browser,
  baseUrl: string,
  path: string,
  loggedIn: boolean,
  ready: string,
  device: typeof PHONE | typeof DESKTOP,
  slowdown: number,
) {
  const context = await contextFor(browser, baseUrl, loggedIn, device);
  try {
    await loadOnce(context, baseUrl + path, ready, 1); // fills the HTTP cache: a returning user
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(context, baseUrl + path, ready, slowdown));
    return {
      blocking: median(loads.map((l) => l.blockingMs)),
      fcp: median(loads.map((l) => l.fcpMs)),
      elements: median(loads.map((l) => l.elements)),
      all: loads.map((l) => l.blockingMs.toFixed(0)).join(', '),
    };
  } finally {
    await context.close();
  }
}

/** Traced loads of a phone page at full speed (warm cache): the median by modelled blocking time. */
async function traced(browser: Browser, baseUrl: string, path: string, loggedIn: boolean, ready: string) {
  const context = await contextFor(browser, baseUrl, loggedIn, PHONE);
  try {
    const settled = (page: Page) => page.locator(ready).first().waitFor({ timeout: 120_000 });
    await traceLoad(context, baseUrl + path, settled); // fills the HTTP cache
    const loads: TracedTask[][] = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await traceLoad(context, baseUrl + path, settled));
    loads.sort((a, b) => blockingAt4x(a) - blockingAt4x(b));
    return { median: loads[Math.floor(loads.length / 2)]!, all: loads.map((l) => blockingAt4x(l).toFixed(0)).join(', ') };
  } finally {
    await context.close();
  }
}

if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error(`${STATIC_DIR}/index.html missing: run npm run build first`);
const server = await startServer(undefined, { staticDir: STATIC_DIR, port: Number(process.env.BENCH_WEB_PORT) || undefined });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] });
try {
  const loadBefore = loadavg()[0]!;
  const rows: string[][] = [];
  for (const { path, loggedIn, ready } of PAGES) {
    const r = await measure(browser, server.baseUrl, path, loggedIn, ready, PHONE, CPU_SLOWDOWN);
    rows.push([`${path} (phone, CPU / ${CPU_SLOWDOWN})`, r.blocking.toFixed(0), r.all, r.fcp.toFixed(0), String(r.elements)]);
  }
  const desktop = await measure(browser, server.baseUrl, '/flight/orders', true, PAGES[2].ready, DESKTOP, 1);
  rows.push(['/flight/orders (1280 x 720)', desktop.blocking.toFixed(0), desktop.all, desktop.fcp.toFixed(0), String(desktop.elements)]);
  console.log(`${STATIC_DIR}, median of ${RUNS}, load average (1 min) ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`);
  console.log(formatTable(['page', 'blocking ms', 'each run', 'FCP ms', 'elements'], rows));
  const tracedRows: string[][] = [];
  const taskLists: string[] = [];
  for (const { path, loggedIn, ready } of PAGES) {
    const { median: tasks, all } = await traced(browser, server.baseUrl, path, loggedIn, ready);
    const cpu = tasks.reduce((sum, t) => sum + t.cpuMs, 0);
    tracedRows.push([path, String(tasks.length), cpu.toFixed(0), blockingAt4x(tasks).toFixed(0), all]);
    taskLists.push(`${path}:\n${tasks.map((t) => `  at ${t.start.toFixed(0)} ms: ${t.cpuMs.toFixed(1)} ms CPU (${t.kinds})`).join('\n')}`);
  }
  console.log(`traced at full speed, median of ${RUNS}, load average (1 min) ${loadavg()[0]!.toFixed(1)}`);
  console.log(formatTable(['page (phone)', 'long tasks (>= 12.5 ms CPU)', 'their CPU ms', 'blocking at 4x ms', 'each run'], tracedRows));
  console.log(taskLists.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
