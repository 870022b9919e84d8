// Shared end-to-end helpers: every page a test opens is checked for browser errors (the casbin
// Buffer crash shows up as one) and with axe-core for serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Tessera#2026';

/**
 * Saves the console language a user reads (as the header's picker does), through the API. A spec that
 * reads the console in one language says so first: an earlier spec may have saved another for the user.
 */
export async function saveUserLanguage(request: APIRequestContext, username: string, language: 'en' | 'zh-cn' | 'zh-tw'): Promise<void> {
  const login = await (await request.post('/api/base/v2/login', { data: { username, password: PASSWORD } })).json();
  const put = await request.put('/api/base/v2/me/config/language', {
    headers: { authorization: `Bearer ${login.data.token}` },
    data: { value: language },
  });
  expect(put.status()).toBe(200);
}

// The demo users the specs log in as. The header's language picker saves a user's choice on the server,
// so a spec that switched one would leave the next spec reading another language.
const DEMO_USERS = ['harbour.ops', 'harbour.super', 'harbour.finance', 'kowloon.super', 'admin'] as const;

/** A user who saved a language other than Simplified Chinese is put back to it; one with none keeps none. */
async function putBackChinese(request: APIRequestContext, username: string): Promise<void> {
  const login = await (await request.post('/api/base/v2/login', { data: { username, password: PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.token}` };
  const me = await (await request.get('/api/base/v2/me', { headers })).json();
  const saved = me.data?.userInfo?.config?.language;
  if (!saved || saved === 'zh-cn') return;
  const put = await request.put('/api/base/v2/me/config/language', { headers, data: { value: 'zh-cn' } });
  expect(put.status()).toBe(200);
}

export const test = base.extend<{ pageErrors: string[]; demoLanguage: void }>({
  // Each spec starts with no demo user left reading another language than the demo site's, Simplified
  // Chinese; a user who never chose one keeps none, so the browser's choice still applies (the
  // accessibility sweep, a project of its own, keeps the languages its setup chose).
  demoLanguage: [
    async ({ request }, use, testInfo) => {
      if (testInfo.project.name === 'e2e') await Promise.all(DEMO_USERS.map((user) => putBackChinese(request, user)));
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Buffer is not defined|ReferenceError|TypeError/.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A transition that starts between the wait and axe's read (a submenu opening, a toast fading)
  // is read at part of its contrast; a real defect stays, so a violation must survive a few reads.
  await expect(async () => {
    await settleAnimations(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${label}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
    // One axe pass over a long page can take over 10 s on a busy two-core machine: allow several.
  }).toPass({ timeout: 60_000, intervals: [500, 1_000, 2_000] });
}

// axe reads colours as painted: a toast caught mid-fade has half its contrast, so let every
// finite animation (fades, slides) end first. Spinners run forever and are left alone.
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * An option in this select's own dropdown, found through its combobox's aria-controls (call it once
 * the select is open). Matching any visible dropdown is not enough: one that just closed can still
 * count as visible, and its options (a city lists every airport of the city) match too.
 */
export async function optionOf(select: Locator, text: string | RegExp): Promise<Locator> {
  const listId = await select.locator('input[role=combobox]').first().getAttribute('aria-controls');
  const page = select.page();
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listId}"]`) })
    .locator('.ant-select-item-option', { hasText: text })
    .first();
}

/** Types into a searchable select and chooses the option showing this text. */
export async function pickOption(page: Page, testId: string, typed: string, optionText: string): Promise<void> {
  const picker = page.getByTestId(testId);
  await picker.click();
  await page.keyboard.type(typed);
  await (await optionOf(picker, optionText)).click();
}

/** Types a date (yyyy-MM-dd) into an antd date picker, over whatever it held. */
export async function typeDate(page: Page, picker: Locator, date: string): Promise<void> {
  await picker.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

/** Types into an airport picker and chooses the airport with this code. */
export async function pickAirport(page: Page, testId: string, typed: string, code: string): Promise<void> {
  await pickOption(page, testId, typed, `(${code})`);
}

/** "CNY 1,161", "CNY 1,161.00", "-CNY 1,161.00" -> 116100 (minor units of a two-decimal currency). */
export function minorOf(text: string | null): number {
  const match = /CNY\s?-?([\d,]+)(?:\.(\d{2}))?/.exec(text ?? '');
  if (!match) throw new Error(`no CNY amount in: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2] ?? '0');
}

/**
 * Waits until an antd dialog or drawer has finished opening: it zooms or slides in, and on a busy machine
 * a click could reach its Save button while that was still a few pixels wide.
 */
export async function expectOpened(container: Locator) {
  const moving = /(^|\s)\S+-(appear|enter)(\s|$|-)/;
  await expect(container).not.toHaveClass(moving);
  await expect(container.locator('[class*="-appear"], [class*="-enter"]')).toHaveCount(0);
}

/** Presses OK in the confirmation dialog an order action opened, once that dialog has finished opening. */
export async function confirmInDialog(page: Page): Promise<void> {
  const ok = page.getByTestId('confirm-ok');
  await expectOpened(page.getByRole('dialog').filter({ has: ok }));
  await ok.click();
}

export async function loginWithPassword(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The public site's language picker is a native <select>; the console's an antd Select. */
export async function chooseLanguage(page: Page, optionLabel: RegExp | string): Promise<void> {
  const picker = page.getByTestId('language-select');
  if (await picker.evaluate((el) => el.tagName === 'SELECT')) {
    // The options follow the site's languages, which may still be arriving.
    let label: string | undefined;
    await expect
      .poll(
        async () => {
          const labels = await picker.locator('option').allTextContents();
          label = labels.find((l) => (typeof optionLabel === 'string' ? l === optionLabel : optionLabel.test(l)));
          return label ?? `no option ${String(optionLabel)} in [${labels.join(', ')}]`;
        },
        { timeout: 30_000 },
      )
      .not.toMatch(/^no option /);
    await picker.selectOption({ label: label! });
    return;
  }
  // The console's picker is a popup list under the sticky header. On a busy machine a click can land
  // while the page scrolls the option into view and the popup realigns under the header, so it reaches
  // the header instead and the list just closes. The choice counts once the page speaks the language
  // (each option carries its language code); until then it is made again.
  const option = page.getByRole('option', { name: optionLabel });
  await expect(async () => {
    if (!(await option.isVisible())) await picker.click({ timeout: 5_000 });
    const language = await option.getAttribute('lang', { timeout: 5_000 });
    await option.click({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}$`, 'i'), { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Logs in from the home page in English and lands on `landing`. A user's remembered language wins at
 * login (another spec may have left this one in Chinese): English is then chosen again in the header,
 * which also remembers it for the user.
 */
export async function loginInEnglish(
  page: Page,
  username: string,
  landing = username === 'admin' ? '/desk' : '/flight/booking',
): Promise<void> {
  await page.goto('/');
  await chooseLanguage(page, /English/);
  const applied = await loginAppliedLanguage(page, username);
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
  // The address changes before the console has replaced the home page (and its language select).
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  if (applied && applied !== 'en') {
    // The language applied at login takes effect once its texts have loaded, which may be after the console shows.
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${applied}$`, 'i'), { timeout: 30_000 });
    await chooseLanguage(page, /English/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

/**
 * Logs in with the password form; answers the language the console applies at login, as the login
 * answer says: the agency's forced language, else the user's saved one (none: the page keeps its own).
 */
export async function loginAppliedLanguage(page: Page, username: string): Promise<string | undefined> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/base/v2/login');
  await loginWithPassword(page, username);
  const body = (await (await answer).json()) as {
    data?: { userInfo?: { config?: { language?: string } }; company?: { special?: { forcedLocale?: string } | null } };
  };
  return body.data?.company?.special?.forcedLocale ?? body.data?.userInfo?.config?.language;
}

export async function logout(page: Page): Promise<void> {
  // Logging out ends on the login form; waiting for it keeps the next navigation from racing the
  // still-running logout. A click that lands while the menu is still opening does nothing: try again.
  await expect(async () => {
    if (await page.getByTestId('login-username').isVisible()) return;
    if (!(await page.getByTestId('logout').isVisible())) await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click({ timeout: 5_000 });
    await expect(page.getByTestId('login-username')).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}
