// An administrator's password reset: the user logs in with the password they were given, is held to
// choosing a new one before any page, then works with it; the given password no longer opens the
// account, and platform staff see that refused login (with its address) in the security log.
import { expect, loginInEnglish, loginWithPassword, logout, PASSWORD, test } from './support/fixtures';
import { text } from './support/locales';

test.describe.configure({ mode: 'serial' });

const username = `reset.${Date.now().toString(36)}`;
const NEW_PASSWORD = 'Lantau#Ferry47';
let given = '';

test.beforeAll(async ({ request }) => {
  const login = await (await request.post('/api/base/v2/login', { data: { username: 'harbour.super', password: PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.token}`, 'accept-language': 'en' };
  const created = await (
    await request.post('/api/base/v2/users', {
      headers,
      data: { username, email: `${username}@harbour.example`, roles: ['operator'], password: 'Kowloon#Tide52' },
    })
  ).json();
  expect(created.code, created.message).toBe(0);
  const reset = await (await request.post(`/api/base/v2/users/${created.data.user.id}/password`, { headers })).json();
  expect(reset.code, reset.message).toBe(0);
  given = reset.data.password;
});

test('after a reset the user must choose a new password, which then works; the given one is refused', async ({ page }) => {
  await page.goto('/');
  await loginWithPassword(page, username, given);
  const gate = page.getByTestId('password-change-required');
  await expect(gate).toBeVisible({ timeout: 30_000 });
  await expect(gate).toContainText(text('zh-cn', 'profile.password.mustChange'));
  await page.getByTestId('profile-old-password').fill(given);
  await page.getByTestId('profile-new-password').fill(NEW_PASSWORD);
  await page.getByTestId('profile-confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('profile-password-submit').click();
  await expect(gate).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('page-title')).toBeVisible();
  await logout(page);

  await loginWithPassword(page, username, given);
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误。');
  await loginWithPassword(page, username, NEW_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('password-change-required')).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toBeVisible();
});

test('platform staff find the refused login in the security log, with its address', async ({ page }) => {
  await loginInEnglish(page, 'admin');
  await page.goto('/security-log');
  await expect(page.getByTestId('page-title')).toHaveText(text('en', 'routes.security-log'));
  const row = page.getByTestId('security-log-table').locator('tr', { hasText: username });
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  await expect(row.first()).toContainText(text('en', 'userLog.actionNames.login_failed'));
  await expect(row.first()).toContainText('127.0.0.1');
});

test('an agency SuperUser cannot open the security log', async ({ page }) => {
  await loginInEnglish(page, 'harbour.super');
  await page.goto('/security-log');
  await expect(page.getByTestId('security-log-table')).toHaveCount(0);
});
