// Trains as the railway rules them, in Chromium: a wrong ID check digit is refused at the field
// before anything is sent; the Book button says the total; a second booking of one ID on the same
// train and date is refused with a message naming the passenger.
import { mainlandIdCheckCharacter } from '@/domain/mainland-id';
import type { Page } from '@playwright/test';
import { expect, loginInEnglish, optionOf, test } from './support/fixtures';

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const NAME = `WANG ${letters(5)}`;
const first17 = `1101011990${String(1 + Math.floor(Math.random() * 9)).padStart(2, '0')}1${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const ID = `${first17}${mainlandIdCheckCharacter(first17)}`;
const WRONG = `${first17}${mainlandIdCheckCharacter(first17) === '1' ? '2' : '1'}`;

async function pickPlace(page: Page, testId: string, typed: string, option: string) {
  const picker = page.getByTestId(testId);
  await picker.click();
  await page.keyboard.type(typed);
  await (await optionOf(picker, option)).click();
}

/** Searches Beijing to Shanghai and opens the booking form of the first G train's second class. */
async function openBookingForm(page: Page): Promise<string> {
  await page.goto('/train/booking');
  await pickPlace(page, 'train-from', 'Beijing', 'Beijing (all stations)');
  await pickPlace(page, 'train-to', 'Shanghai', 'Shanghai (all stations)');
  await page.getByTestId('train-search').click();
  const cards = page.getByTestId('train-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('filter-trainTypes-G').click();
  await expect(cards.first().getByTestId('train-no')).toHaveText(/^G/);
  const card = cards.filter({ has: page.locator('[data-testid=seat-second]:not([disabled])') }).first();
  const trainNo = (await card.getByTestId('train-no').textContent())!.trim();
  await card.getByTestId('seat-second').click();
  await expect(page).toHaveURL(/\/train\/booking\/confirm/);
  return trainNo;
}

test('a wrong ID check digit is refused at the field; a second booking of one ID on a train and date is refused naming the passenger', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await loginInEnglish(page, 'harbour.ops');
  const trainNo = await openBookingForm(page);
  await page.getByTestId('passenger-0-name').fill(NAME);
  await page.getByTestId('passenger-0-docno').fill(WRONG);
  await page.getByTestId('contact-name').fill('Harbour Ops');
  await page.getByTestId('contact-phone').fill('85261234567');
  // The Book button says the amount the total shows.
  const total = (await page.getByTestId('train-total').textContent())!;
  expect(total).toMatch(/^CNY [\d,]+\.\d{2}$/);
  await expect(page.getByTestId('train-book')).toContainText(total);
  await page.getByTestId('pay-hold').click();
  await page.getByTestId('train-book').click();
  await expect(page.getByTestId('passenger-0').getByText('check digit')).toBeVisible();
  await expect(page).toHaveURL(/\/train\/booking\/confirm/);

  // The right number books (held, so nothing is paid).
  await page.getByTestId('passenger-0-docno').fill(ID);
  await page.getByTestId('train-book').click();
  await expect(page).toHaveURL(/\/train\/orders\/\d+$/, { timeout: 30_000 });

  // The same person again on the same train and date: refused, named.
  const again = await openBookingForm(page);
  expect(again).toBe(trainNo);
  await page.getByTestId('passenger-0-name').fill(NAME);
  await page.getByTestId('passenger-0-docno').fill(ID);
  await page.getByTestId('contact-name').fill('Harbour Ops');
  await page.getByTestId('contact-phone').fill('85261234567');
  await page.getByTestId('pay-hold').click();
  await page.getByTestId('train-book').click();
  await expect(page.getByText(new RegExp(`${NAME} already has a ticket on train ${trainNo}`)).first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/train\/booking\/confirm/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/screens/train-booking-refused-en.png', fullPage: false });
});
