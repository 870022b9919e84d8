// A refused submit on the console's forms: one alert says how many fields need correcting (read out
// at once, role=alert) and focus is on the first of them, the same on every form (useFormErrorSummary).
// The flight confirm page is walked in keyboard-booking.spec.ts; here the user dialog, the agency
// drawer and the group request, as the agency's SuperUser in English.
import type { Locator, Page } from '@playwright/test';
import { expect, expectOpened, test } from './support/fixtures';
import { loginIn } from './support/language-login';
import { text } from './support/locales';

const COUNTED = new RegExp(
  `^${text('en', 'a11y.formErrors_other')
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{{count}}', '\\d+')}$`,
);

async function expectRefused(page: Page, within: Locator, firstInvalid: Locator, where: string) {
  const summary = within.getByTestId('form-error-summary');
  await expect(summary, `${where}: the summary`).toHaveAttribute('role', 'alert');
  await expect(summary).toHaveText(COUNTED);
  await expect(firstInvalid, `${where}: focus on the first invalid field`).toBeFocused();
}

test('a refused submit is announced and focus goes to the first invalid field, on every form', async ({ page }) => {
  test.setTimeout(240_000);
  await loginIn(page, 'en', 'harbour.super', '/flight/booking');

  // A new user with nothing filled in.
  await page.goto('/users');
  await page.getByTestId('user-create').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('user-username') });
  await expectOpened(dialog);
  await dialog.getByTestId('user-save').click();
  await expectRefused(page, dialog, dialog.getByTestId('user-username'), 'user dialog');
  // Closed and opened again, the dialog starts without the last refusal's summary.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('user-create').click();
  await expect(dialog.getByTestId('user-username')).toBeVisible();
  await expect(dialog.getByTestId('form-error-summary')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A new sub-agency with nothing filled in.
  await page.goto('/agency-manager');
  await page.getByTestId('agency-create').click();
  const drawer = page.locator('.ant-drawer-open').filter({ has: page.getByTestId('agency-name') });
  await expectOpened(drawer);
  await drawer.getByTestId('agency-save').click();
  await expectRefused(page, drawer, drawer.getByTestId('agency-name'), 'agency drawer');

  // A group request without its route.
  await page.goto('/flight/group/booking');
  await page.getByTestId('group-next').click();
  await expectRefused(page, page.locator('#main-content'), page.getByTestId('origin-0').locator('input'), 'group request');
  await expect(page).toHaveURL('/flight/group/booking');
});
