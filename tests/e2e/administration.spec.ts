// Administration end to end: a platform administrator creates a top-level agency with its
// SuperUser; that SuperUser logs in, creates a sub-agency and an operator; the operator sees only
// operator pages; the user log shows each step.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectOpened, loginInEnglish, loginWithPassword, logout, pickOption, test } from './support/fixtures';

const stamp = Date.now().toString(36).slice(-5);
const superName = `super.${stamp}`;
const operatorName = `ops.${stamp}`;

async function secretLines(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('secret-line-0') });
  await expect(dialog).toBeVisible();
  await expectOpened(dialog);
  const lines = await dialog.getByTestId(/^secret-line-/).allInnerTexts();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return lines.map((l) => l.trim());
}

/**
 * The create and the edit form of a page are both in the document (Refine renders a closed form
 * drawer so its form is ready when it opens): act on the one on screen.
 */
const onScreen = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function fill(page: Page, values: Record<string, string>) {
  for (const [testId, value] of Object.entries(values)) await onScreen(page, testId).fill(value);
}

// Three users and a dozen pages in one story: generous limits for a busy two-core machine.
test.describe.configure({ timeout: 300_000 });
const SLOW = { timeout: 30_000 };

test('an agency, its sub-agency and an operator, each step in the user log', async ({ page }) => {
  // 1. The platform administrator creates a top-level agency with its SuperUser (in English, whatever
  // language an earlier spec saved for the user).
  await loginInEnglish(page, 'admin');
  await page.goto('/agency-manager');
  await expect(page.getByTestId('agencies-table')).toContainText('Harbour Travel', SLOW);
  await expectAccessible(page, 'agency list');
  await page.getByTestId('agency-create').click();
  await fill(page, {
    'agency-name': `Lantau Journeys ${stamp}`,
    'agency-alias': 'Lantau',
    'agency-contact-name': 'Ada Lam',
    'agency-contact-email': `desk.${stamp}@lantau.example`,
    'agency-contact-phone': '+852 2100 0000',
    'agency-super-username': superName,
    'agency-super-email': `${superName}@lantau.example`,
  });
  await expectAccessible(page, 'agency create drawer');
  await onScreen(page, 'agency-save').click();
  const [code, username, superPassword] = await secretLines(page);
  expect(username).toBe(superName);
  expect(code).toMatch(/^TA[A-Z2-9]{6}$/);

  // Its settings open in a drawer; a flag saved there is what the next request reads.
  await page.getByTestId('filter-name').fill(`Lantau Journeys ${stamp}`);
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/filters/);
  await page.getByTestId(`agency-open-${code}`).click();
  await expect(page.getByTestId('agency-detail')).toContainText(code!);
  await page.getByTestId('agency-settings').click();
  // Choosing another settlement currency says what the change does before anything is saved.
  await pickOption(page, 'setting-settlementCurrency', 'HKD', 'HKD');
  await expect(page.getByTestId('currency-change-warning')).toContainText('CNY → HKD');
  await pickOption(page, 'setting-settlementCurrency', 'CNY', 'CNY');
  await expect(page.getByTestId('currency-change-warning')).toHaveCount(0);
  await page.getByTestId('setting-hidePnrBooking').click();
  await expectAccessible(page, 'agency settings drawer');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // Saving returns to the agency's details; the list's own URL closes every drawer.
  await expect(page.getByTestId('agency-detail')).toBeVisible();
  await page.goto('/agency-manager');
  await logout(page);

  // 2. The new SuperUser logs in and creates a sub-agency.
  await loginWithPassword(page, superName, superPassword);
  await page.waitForURL('**/flight/booking');
  await page.goto('/agency-manager');
  await expect(page.getByTestId('agencies-table')).toContainText('Nothing here yet', SLOW);
  await page.getByTestId('agency-create').click();
  await fill(page, {
    'agency-name': `Mui Wo Travel ${stamp}`,
    'agency-contact-name': 'Ben Ho',
    'agency-contact-email': `desk.${stamp}@muiwo.example`,
    'agency-contact-phone': '+852 2200 0000',
    'agency-super-username': `muiwo.${stamp}`,
    'agency-super-email': `muiwo.${stamp}@muiwo.example`,
  });
  await onScreen(page, 'agency-save').click();
  await secretLines(page);
  await expect(page.getByTestId('agencies-table')).toContainText(`Mui Wo Travel ${stamp}`, SLOW);
  await expect(page.getByTestId('agencies-table')).not.toContainText('Harbour Travel', SLOW);

  // 3. ... and a user with the operator role.
  await page.goto('/users');
  await expectAccessible(page, 'users');
  await page.getByTestId('user-create').click();
  await fill(page, { 'user-username': operatorName, 'user-email': `${operatorName}@lantau.example`, 'user-nickname': 'Desk' });
  await expectAccessible(page, 'user form');
  await onScreen(page, 'user-save').click();
  const [, operatorPassword] = await secretLines(page);
  await expect(page.getByTestId('users-table')).toContainText(operatorName, SLOW);
  await logout(page);

  // 4. The operator sees operator pages only.
  await loginWithPassword(page, operatorName, operatorPassword);
  await page.waitForURL('**/flight/booking');
  const menu = page.locator('.ant-layout-sider');
  await expect(menu).toContainText('Flights', SLOW);
  for (const hidden of ['Agencies', 'Bills', 'User log', 'Company profile']) await expect(menu).not.toContainText(hidden, SLOW);
  await page.goto('/agency-manager');
  await expect(page).not.toHaveURL(/agency-manager/);
  await page.goto('/users');
  await expect(page.getByTestId('users-table')).toContainText(superName, SLOW);
  await expect(page.getByTestId('user-create')).toHaveCount(0);
  await logout(page);

  // 5. The SuperUser's user log shows every step, filterable by action.
  await loginWithPassword(page, superName, superPassword);
  await page.waitForURL('**/flight/booking');
  await page.goto('/user-log');
  const log = page.getByTestId('user-log-table');
  for (const step of ['Agency created', 'User created', 'Logged in']) await expect(log).toContainText(step, SLOW);
  await expect(log).toContainText(operatorName, SLOW);
  await expectAccessible(page, 'user log');
  // Actions are picked by their names, found by typing part of one.
  await pickOption(page, 'filter-action', 'User created', 'User created');
  await page.getByTestId('filter-search').click();
  await expect(log).toContainText('User created', SLOW);
  await expect(log).not.toContainText('Agency created', SLOW);
});
