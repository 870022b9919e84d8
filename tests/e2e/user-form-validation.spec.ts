// Saving the new-user form with the username left empty stays on the form with the field's message,
// sends nothing, and leaves no unhandled rejection behind in the page.
import { expect, expectOpened, loginInEnglish, test } from './support/fixtures';

const SLOW = { timeout: 30_000 };

test('an empty username is refused on the form without an uncaught rejection', async ({ page }) => {
  test.setTimeout(120_000);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(String(error)));
  // Opening another page before the login has landed would find no session yet: this waits for it.
  await loginInEnglish(page, 'harbour.super');
  await page.goto('/users');
  await page.getByTestId('user-create').click();
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/base/v2/users')) created.push(request.url());
  });
  // The page holds the create and the edit dialog: act in the one that is open.
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('user-username') });
  const save = dialog.getByTestId('user-save');
  await expectOpened(dialog);
  await save.click();
  await expect(dialog).toContainText('Start with a letter; 3-32 letters, digits, dots, hyphens or underscores.', SLOW);
  // A second try after the first refusal: still on the form, still no rejection.
  await save.click();
  await expect(dialog.getByTestId('user-username')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(created).toEqual([]);
  expect(uncaught).toEqual([]);
});
