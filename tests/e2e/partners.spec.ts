// Partner single-login end to end: platform staff create an integration for Harbour Travel (its
// secret shown once) and make a signed test link; the link opened in a fresh browser (no session)
// signs the partner user in and lands on flight booking, and `/` keeps sending them there. The same
// link a second time is refused with its message.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectOpened, loginInEnglish, pickOption, test } from './support/fixtures';

const stamp = Date.now().toString(36).slice(-5);
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

async function english(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  await page.reload();
}

test('staff make a signed test link that signs a partner user in on flight booking', async ({ page, browser }) => {
  // The staff user's remembered language wins at login (an earlier spec may have saved one).
  await loginInEnglish(page, 'admin');
  await page.goto('/partners');
  await expect(page.getByTestId('partners-table')).toBeVisible(SLOW);

  await page.getByTestId('partner-create').click();
  await pickOption(page, 'partner-agency', 'Harbour', 'Harbour Travel');
  await page.getByTestId('partner-name').filter({ visible: true }).fill(`Mall ${stamp}`);
  await expectAccessible(page, 'partner create dialog');
  await page.getByTestId('partner-save').filter({ visible: true }).click();
  const secretDialog = page.getByRole('dialog').filter({ has: page.getByTestId('secret-line-0') });
  await expect(secretDialog.getByTestId('secret-line-0')).toContainText('pk_');
  await expect(secretDialog.getByTestId('secret-line-1')).toContainText('psk_');
  await expectOpened(secretDialog);
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const row = page
    .getByTestId('partners-table')
    .getByRole('row')
    .filter({ hasText: `Mall ${stamp}` });
  await expect(row).toContainText('Harbour Travel');
  await row.getByRole('button', { name: 'Test link' }).click();
  await page.getByTestId('partner-test-userid').fill(`shopper-${stamp}`);
  await page.getByTestId('partner-test-link-ok').click();
  const link = await page.getByTestId('partner-test-link-url').getAttribute('href');
  expect(link).toMatch(/^\/partner-entry\?code=pk_/);

  // A fresh browser: nobody logged in there.
  const fresh = await browser.newContext();
  const partner = await fresh.newPage();
  await english(partner);
  await partner.goto(link!);
  await partner.waitForURL('**/flight/booking', SLOW);
  await expect
    .poll(() => partner.evaluate(() => JSON.parse(localStorage.getItem('tessera.session') ?? 'null')?.userInfo?.outUserId))
    .toBe(`shopper-${stamp}`);
  await partner.goto('/');
  await partner.waitForURL('**/flight/booking', SLOW);

  // The link is spent: opening it again is refused with the message, and nobody is signed in anew.
  const other = await browser.newContext();
  const again = await other.newPage();
  await english(again);
  await again.goto(link!);
  await expect(again.getByTestId('partner-entry-error')).toContainText('used already', SLOW);
  await expectAccessible(again, 'partner entry refused');
  await fresh.close();
  await other.close();
});
