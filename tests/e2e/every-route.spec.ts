// axe on every console route in English, simplified and traditional Chinese, the route list read from
// the resource declarations (a new page is checked without touching this file). One login per role:
// the agency's SuperUser sees every agency page (an operator's and finance's included), platform
// staff their own. On the Chinese screens no English icon name or antd default may be read out; in
// English every page also reflows at 320 px (no sideways scrolling of the page itself).
import type { Page } from '@playwright/test';
import { matchRoute, ROUTES, type RouteDef } from '@resources';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNamesInChinese } from './support/english-names';
import { loginIn, switchLanguage, type Language } from './support/language-login';

const LANGUAGES: readonly Language[] = ['en', 'zh-cn', 'zh-tw'];
const ROLES = [
  { user: 'harbour.super', landing: '/flight/booking' },
  { user: 'admin', landing: '/desk' },
] as const;
/** The confirm steps show a booking picked on the step before; opened on their own they say there is nothing to confirm, or send the user back. */
const NEEDS_A_PICK = new Set(['flight-booking-confirm']);

const CONSOLE_ROUTES = ROUTES.filter((r) => r.layout === 'console');
const checked = new Set<string>();

// The tests run in order in one worker (playwright.config.ts): the last one reads what the role tests opened.

/** Opens a path; true if the page stayed there (this role may see it), false if the guard sent the user on. */
async function open(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  // The page is drawn when its heading is, or its result (a step with nothing to show has no heading).
  await page.waitForFunction((wanted) => location.pathname !== wanted || document.querySelector('[data-testid="page-title"], #main-content .ant-result') !== null, path, { timeout: 60_000 });
  if (new URL(page.url()).pathname !== path) return false;
  // Lists and details still reading their records would be checked half empty.
  await expect(page.locator('#main-content .ant-spin-spinning, #main-content .ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
  return true;
}

/** The first link on the page into each record page (`/flight/orders/:id` ...) not found yet. */
async function recordLinks(page: Page, into: Map<string, string>) {
  const hrefs = await page.locator('#main-content a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) {
    const path = href.split(/[?#]/)[0]!;
    const route = matchRoute(path);
    if (route?.kind === 'show' && !into.has(route.name)) into.set(route.name, path);
  }
}

/** Every route's findings in one run (a page that fails does not hide the ones after it); the test fails at the end. */
async function checkPage(page: Page, language: Language, route: RouteDef, failures: string[]) {
  try {
    await checkOne(page, language, route);
  } catch (error) {
    const finding = `${language} ${route.name}: ${(error as Error).message.split('\n').filter((line) => line.trim()).slice(0, 12).join(' ')}`;
    console.log(finding);
    failures.push(finding);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  checked.add(route.name);
}

async function checkOne(page: Page, language: Language, route: RouteDef) {
  await expectAccessible(page, `${language} ${route.name}`);
  if (language !== 'en') await expectNamesInChinese(page, `${language} ${route.name}`);
  if (language === 'en') {
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${route.name} at 320 px` }).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

for (const role of ROLES) {
  test(`every console route ${role.user} may open passes axe in en, zh-cn and zh-tw`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginIn(page, 'en', role.user, role.landing);
    const records = new Map<string, string>();
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      for (const route of CONSOLE_ROUTES.filter((r) => !r.path.includes(':') && !NEEDS_A_PICK.has(r.name))) {
        if (!(await open(page, route.path))) continue;
        await checkPage(page, language, route, failures);
        if (language === 'en') await recordLinks(page, records);
      }
      for (const [name, path] of records) {
        expect(await open(page, path), `${name} at ${path}`).toBe(true);
        await checkPage(page, language, matchRoute(path)!, failures);
      }
      console.log(`${role.user} ${language}: ${checked.size} routes checked so far`);
    }
    expect(failures).toEqual([]);
  });
}

test('no console route was left out', () => {
  const missed = CONSOLE_ROUTES.filter((r) => !checked.has(r.name) && !NEEDS_A_PICK.has(r.name)).map((r) => r.name);
  expect(missed).toEqual([]);
});
