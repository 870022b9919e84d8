// What axe cannot see, checked in Chromium: names in the user's language (no icon file names or antd's
// English defaults on a Chinese screen), the user menu as an ARIA menu button, tables a keyboard can
// scroll, pages that reflow at 320 px, and the focus ring as it looks (screenshots in en and zh-cn).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, pickAirport, test } from './support/fixtures';
import { expectNamesInChinese } from './support/english-names';
import { expectVisibleFocus, readFocus, screenshotFocus } from './support/focus';
import { loginIn, type Language } from './support/language-login';
import { text } from './support/locales';

function days(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

async function searchFlights(page: Page) {
  await pickAirport(page, 'origin-0', 'PVG', 'PVG');
  await pickAirport(page, 'destination-0', 'HKG', 'HKG');
  const date = page.getByTestId('date-0');
  await date.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(days(21));
  await page.keyboard.press('Enter');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('result-book').first()).toBeVisible({ timeout: 30_000 });
}

test('Chinese screens name every control in Chinese: menus, icons, steppers, the sort, Book buttons', async ({ page }) => {
  test.setTimeout(240_000);
  const zh = (key: string) => text('zh-cn', key);
  await loginIn(page, 'zh-cn', 'harbour.ops', '/flight/booking');

  // The search form: number steppers and the folded menu's button carry no English, nor the focused tab.
  await page.getByRole('tab', { selected: true }).focus();
  await expectNamesInChinese(page, 'booking page');
  await expect(page.getByRole('button', { name: zh('a11y.collapseMenu') })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('spinbutton').first()).toBeVisible();

  // Results: fifteen Book buttons, each naming its flight; the sort control has a Chinese name.
  await searchFlights(page);
  await expect(page.getByTestId('results-announced')).toHaveText(/^共 \d+ 个结果$/, { timeout: 30_000 });
  await expect(page.getByRole('radiogroup', { name: zh('a11y.sortResults') })).toBeVisible();
  const names = await page.getByTestId('result-book').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(1);
  for (const name of names)
    expect(name).toMatch(new RegExp(`^${zh('flight.result.book')} [A-Z0-9]{2}\\d+(/[A-Z0-9]{2}\\d+)* .*PVG → .*HKG \\d\\d:\\d\\d$`));
  expect(new Set(names).size, 'Book buttons tell their flights apart').toBeGreaterThan(1);
  await expectNamesInChinese(page, 'flight results');
  await expectAccessible(page, 'flight results in Chinese');
  // A dialog (the price check): its close button too.
  await page.getByTestId('result-book').first().click();
  await expect(page.getByTestId('check-accept')).toBeVisible({ timeout: 30_000 });
  await expectNamesInChinese(page, 'price check dialog');
  // Its close button is named by antd's Chinese locale; a two-character label keeps no space inside ("返回").
  await expect(page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true })).toBeVisible();
  expect(zh('flight.check.back')).toMatch(/^\p{Script=Han}{2}$/u);
  await expect(page.getByTestId('check-back')).toHaveText(zh('flight.check.back'));

  // The orders list and an order: pager, tabs, actions.
  await page.goto('/flight/orders');
  await expect(page.getByTestId('orders-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expectNamesInChinese(page, 'orders list');
  await page.getByTestId('orders-table').locator('a[data-testid^="order-open-"]').first().click();
  await expect(page.getByTestId('order-no')).toBeVisible();
  await expectNamesInChinese(page, 'order detail');
  // "Back to orders" is a link drawn as a button: one element, one Tab stop, no button inside a link.
  await expect(page.locator('#main-content a.ant-btn').first()).toBeVisible();
  await expect(page.locator('a button, button a')).toHaveCount(0);

  // Narrow: the menu opens from a named button.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('button', { name: zh('a11y.openMenu') })).toHaveAttribute('aria-expanded', 'false');
  await expectNamesInChinese(page, 'order detail, narrow');
});

test('the user menu is a menu button: announced, opened with ArrowDown, closed when focus leaves', async ({ page }) => {
  await loginIn(page, 'en', 'harbour.ops', '/flight/booking');
  const button = page.getByTestId('user-menu');
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const profile = page.getByRole('menuitem', { name: text('en', 'routes.profile') });
  await expect(profile).toBeFocused();
  await expectVisibleFocus(page, 'first menu entry');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: text('en', 'header.logout') })).toBeFocused();
  // Escape closes it and goes back to the button.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // Opened again, it closes as soon as focus goes elsewhere.
  await page.keyboard.press('Enter');
  await expect(profile).toBeFocused();
  await page.getByTestId('search-submit').focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The sider is a menu too: the account menu's own entry is what must be gone.
  await expect(profile).toBeHidden();
});

test('narrow screens: the orders table scrolls by keyboard, pages reflow at 320 px, the chat button covers nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await loginIn(page, 'en', 'harbour.ops', '/flight/booking');

  // 640 px: the orders table is wider than its box; its scroll area is a named Tab stop and the
  // arrow keys scroll it.
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto('/flight/orders');
  const rows = page.getByTestId('orders-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const region = page.getByRole('region', { name: text('en', 'a11y.scrollTable').replace('{{name}}', text('en', 'routes.flight-orders')) });
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await expectVisibleFocus(page, 'table scroll area');
  const before = await region.evaluate((el) => el.scrollLeft);
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);

  // The chat button does not float over the page's fields at 640 px.
  await page.goto('/flight/booking');
  await expect(page.getByTestId('search-submit')).toBeVisible();
  const chat = page.getByTestId('chat-open');
  if (await chat.count()) {
    const chatBox = (await chat.boundingBox())!;
    for (const field of await page.locator('#main-content input, #main-content button, #main-content .ant-select').all()) {
      const box = await field.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < chatBox.x + chatBox.width &&
        chatBox.x < box.x + box.width &&
        box.y < chatBox.y + chatBox.height &&
        chatBox.y < box.y + box.height;
      expect(overlaps, `the chat button covers ${await field.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(false);
    }
  }

  // 320 px: no page scrolls sideways; only a wide table scrolls, inside its own area.
  await page.setViewportSize({ width: 320, height: 800 });
  // The operator's pages (bills are finance's and the SuperUser's: an operator is sent home from them).
  for (const path of ['/flight/booking', '/flight/orders', '/flight/group/order', '/train/orders', '/users', '/profile']) {
    await page.goto(path);
    await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at 320 px` })
      .toBeLessThanOrEqual(320);
    const header = await page.getByTestId('console-header').boundingBox();
    expect(header!.width, `${path}: header width`).toBeLessThanOrEqual(320);
  }
});

for (const language of ['en', 'zh-cn'] as const satisfies readonly Language[]) {
  test(`focused links and buttons show a ring of 3:1 or more (${language}; screenshots)`, async ({ page }, testInfo) => {
    await loginIn(page, language, 'harbour.ops', '/flight/booking');
    const shots: Array<{ name: string; focus: () => Promise<void> }> = [
      { name: 'skip-link', focus: () => page.getByTestId('skip-link').focus() },
      { name: 'brand', focus: () => page.getByTestId('brand').focus() },
      { name: 'menu-link', focus: () => page.locator('.ant-menu-item a').first().focus() },
      { name: 'user-menu', focus: () => page.getByTestId('user-menu').focus() },
      { name: 'tab', focus: () => page.getByRole('tab', { selected: true }).focus() },
      { name: 'search-button', focus: () => page.getByTestId('search-submit').focus() },
      { name: 'origin-select', focus: () => page.getByTestId('origin-0').locator('input').focus() },
      { name: 'footer-link', focus: () => page.getByTestId('footer-terms').focus() },
    ];
    // Focus shows as it does for a keyboard user: one Tab first, so the browser draws :focus-visible.
    await page.keyboard.press('Tab');
    for (const shot of shots) {
      await shot.focus();
      const look = await expectVisibleFocus(page, shot.name);
      await screenshotFocus(page, testInfo, `focus-${language}-${shot.name}`);
      console.log(`${language} ${shot.name}: ${look.ring} on ${look.surface}, ${look.contrast}:1 (${(await readFocus(page)).drawnBy})`);
    }
  });
}
