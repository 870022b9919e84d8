// Steps the browser benches share: logging in through the page, and filling the flight search form.
import type { Browser, BrowserContext, Page } from '@playwright/test';

const PASSWORD = 'Tessera#2026';

/** A browser context with `username` logged in through the login form (a returning user's session). */
export async function loggedInContext(browser: Browser, baseUrl: string, username: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return context;
}

async function pickAirport(page: Page, testId: string, code: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(code);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `(${code})` })
    .first()
    .click();
}

/** Opens /flight/booking and fills a one-way search `daysAhead` days from now, ready to submit. */
export async function fillOneWaySearch(page: Page, baseUrl: string, origin: string, destination: string, daysAhead: number): Promise<void> {
  await page.goto(baseUrl + '/flight/booking');
  await page.getByTestId('search-submit').waitFor({ timeout: 60_000 });
  await pickAirport(page, 'origin-0', origin);
  await pickAirport(page, 'destination-0', destination);
  await page.getByTestId('date-0').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10));
  await page.keyboard.press('Enter');
}
