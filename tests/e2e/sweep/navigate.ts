// Moving between pages as the console's own links do (the address changes, the app stays loaded), so
// a sweep of thirty pages does not load the console thirty times. The first page is loaded whole.
import type { Page } from '@playwright/test';

export type Open = (path: string) => Promise<void>;

export function navigator(page: Page): Open {
  return async (path) => {
    const here = await page
      .evaluate(() => ({ console: document.querySelector('#main-content') !== null, at: location.pathname + location.search }))
      .catch(() => null);
    if (here?.at === path) return;
    if (!here?.console) {
      await page.goto(path);
      return;
    }
    // The page being left: its heading must be gone before the next page counts as shown.
    const heading = await page
      .locator('h1')
      .first()
      .elementHandle({ timeout: 1_000 })
      .catch(() => null);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    if (heading) await page.waitForFunction((el) => !el.isConnected, heading, { timeout: 15_000 });
  };
}
