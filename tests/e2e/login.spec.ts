import { chooseLanguage, expect, expectAccessible, loginWithPassword, logout, test } from './support/fixtures';
import { text } from './support/locales';

const LANDINGS = [
  { user: 'admin', path: '/desk', route: 'desk' },
  { user: 'harbour.super', path: '/flight/booking', route: 'flight-booking' },
  { user: 'harbour.ops', path: '/flight/booking', route: 'flight-booking' },
  { user: 'harbour.finance', path: '/bills/statements', route: 'bills-statements' },
  { user: 'kowloon.super', path: '/flight/booking', route: 'flight-booking' },
] as const;

test('the home page with its login panel is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('login-panel')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectAccessible(page, 'home');
});

for (const { user, path, route } of LANDINGS) {
  test(`${user} logs in with a password and lands on ${path}`, async ({ page }) => {
    await page.goto('/');
    await loginWithPassword(page, user);
    // The toast lives 3 s: look for it before the landing page has loaded.
    await expect(page.getByText(text('zh-cn', 'login.message.success'))).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(page.getByTestId('page-title')).toHaveText(text('zh-cn', `routes.${route}`));
    await expectAccessible(page, `${user} landing`);
  });
}

test('a wrong password shows the server message and stays on the login panel', async ({ page }) => {
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误。');
  await expect(page).toHaveURL('/');
});

test('logout ends the session and returns to /', async ({ page }) => {
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');
  const token = await page.evaluate(() =>
    Object.values(localStorage)
      .map((v) => /"token":"([^"]+)"/.exec(v)?.[1])
      .find(Boolean),
  );
  await logout(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByText(text('zh-cn', 'login.message.logout'))).toBeVisible();
  await expect(page.getByTestId('login-panel')).toBeVisible();
  // The old token is dead on the server, not merely forgotten by the browser.
  expect(token).toBeTruthy();
  const me = await page.request.get('/api/base/v2/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).code).toBe(200006);
});

test('the language switch changes the interface and is remembered for the user', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await loginWithPassword(page, 'harbour.super');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-cn', 'routes.flight-booking'));
  await chooseLanguage(page, 'English');
  await expect(page.getByTestId('page-title')).toHaveText(text('en', 'routes.flight-booking'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText(text('en', 'routes.flight-booking'));
  await chooseLanguage(page, '繁體中文');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-tw', 'routes.flight-booking'));
  await expectAccessible(page, 'zh-tw landing');
  // Remembered on the server for this user: a fresh browser gets it after login.
  await logout(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await loginWithPassword(page, 'harbour.super');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-tw', 'routes.flight-booking'));
  await chooseLanguage(page, '简体中文');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-cn', 'routes.flight-booking'));
});
