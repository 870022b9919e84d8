// The confirm page's last steps as the money specs take them: a saved (often-used) passenger, the
// agency's desk as contact, paid from the wallet; then the created order is opened.
import type { Page } from '@playwright/test';
import { expect, optionOf } from './fixtures';

/** Books for the often-used passenger shown as "SURNAME/Given", paying from the wallet, and opens the order: its number. */
export async function bookPaidFromWallet(page: Page, passenger: string): Promise<string> {
  const surname = passenger.split('/')[0]!;
  const often = page.getByTestId('often-used-0');
  await often.click();
  await page.keyboard.type(surname);
  await (await optionOf(often, passenger)).click();
  await expect(page.getByTestId('surname-0')).toHaveValue(surname);
  await page.getByTestId('contact-name').fill('Harbour Desk');
  await page.getByTestId('contact-phone').fill('98765432');
  await page.getByTestId('contact-email').fill('desk@harbour.example');
  await page.getByTestId('pay-balance').click();
  await page.getByTestId('create-order').click();
  await expect(page.getByTestId('order-created')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('order-created').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/flight\/orders\/\d+$/);
  const orderNo = ((await page.getByTestId('order-no').textContent()) ?? '').match(/F\d{14}/)?.[0];
  if (!orderNo) throw new Error('no order number on the order page');
  return orderNo;
}
