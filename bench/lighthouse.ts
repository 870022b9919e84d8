// Lighthouse over a page, with its mobile (the default: a mid-range phone, 4x slower CPU, slow 4G,
// simulated) or desktop preset, median of runs: the performance and accessibility scores and the
// metrics behind them. Lighthouse is not a dependency: it runs through `npx -y lighthouse@12.2.3`
// (the last version for Node 20), or LIGHTHOUSE_CLI when set (a copy installed elsewhere), with
// Debian's Chromium. A logged-in page uses a
// browser profile in which the user logged in first (Playwright, the same Chromium), kept by
// --disable-storage-reset so the session in localStorage survives into Lighthouse's run.
import { chromium } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.2.3';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits below 0.9 in the last run, for what to fix next. */
  failing: string[];
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title: string }>;
}

/** One Lighthouse run; tried once more when Lighthouse itself fails (it asks for that on a busy machine: NO_NAVSTART). */
async function once(url: string, profile: string | null, preset: LighthousePreset): Promise<Report> {
  try {
    return await attempt(url, profile, preset);
  } catch {
    return attempt(url, profile, preset);
  }
}

async function attempt(url: string, profile: string | null, preset: LighthousePreset): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lh-'));
  const out = join(dir, 'report.json');
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ');
  try {
    const cli = process.env.LIGHTHOUSE_CLI;
    await run(
      cli ?? 'npx',
      [
        ...(cli ? [] : ['-y', LIGHTHOUSE]),
        url,
        // Lighthouse's own default is the mobile preset; it has no --preset=mobile.
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${chromeFlags}`,
        '--quiet',
        ...(profile ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** A Chromium profile in which `username` has logged in at baseUrl; remove it when done. */
export async function loggedInProfile(baseUrl: string, username: string, password: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'tessera-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ['--disable-gpu'] });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return profile;
}

export async function lighthouse(
  url: string,
  runs: number,
  profile: string | null = null,
  preset: LighthousePreset = 'desktop',
): Promise<LighthouseResult> {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) reports.push(await once(url, profile, preset));
  const score = (category: string) => median(reports.map((r) => Math.round((r.categories[category]?.score ?? 0) * 100)));
  const metric = (audit: string) => median(reports.map((r) => r.audits[audit]?.numericValue ?? NaN));
  const last = reports.at(-1)!;
  const failing = Object.entries(last.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map(([id]) => id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
  };
}
