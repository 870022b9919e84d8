// An agency's webhook signing key in the console: its SuperUser issues one on the company page and
// sees it once; platform staff find no such button there (they revoke keys from the agency list's
// details; the API tests in signing-key.test.ts prove they never read one).
import { expect, loginInEnglish, test } from './support/fixtures';
import { text } from './support/locales';

test('a SuperUser issues the signing key and sees it once; the page then says a key is set', async ({ page }) => {
  await loginInEnglish(page, 'kowloon.super');
  await page.goto('/company');
  const card = page.getByTestId('signing-key-card');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByTestId('signing-key-issue').click();
  await page
    .getByRole('button', { name: text('en', 'company.signingKey.issue') })
    .last()
    .click();
  await expect(page.getByTestId('secret-line-0')).toContainText(/whsec_/);
  await expect(page.getByText(text('en', 'grid.shownOnce'))).toBeVisible();
  await page.getByRole('button', { name: text('en', 'grid.done') }).click();
  await expect(page.getByTestId('secret-line-0')).toHaveCount(0);
  await expect(card.getByTestId('signing-key-state')).toHaveText(text('en', 'company.signingKey.set'));
  await expect(page.getByText(/whsec_/)).toHaveCount(0);
});

test('platform staff cannot issue a signing key', async ({ page }) => {
  await loginInEnglish(page, 'admin');
  await page.goto('/company');
  await expect(page.getByTestId('signing-key-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('signing-key-issue')).toHaveCount(0);
});
