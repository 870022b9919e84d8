// The booking steps that have no address of their own: each is reached by filling the step before,
// as an agent does. Each flow reports the intermediate screens it passes (results, the price check)
// so they are swept too.
import { expect, type Page } from '@playwright/test';
import { optionOf, pickAirport } from '../support/fixtures';
import type { Open } from './navigate';

export type Visit = (stop: string, page: Page) => Promise<void>;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function typeDate(page: Page, testId: string, date: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

/**
 * Types into a searchable select and takes the option showing `shown`, in whichever language the page
 * is in. Not simply the first option: while the list still answers an earlier keystroke ("Beiji"), the
 * first option can be another place (北滘, Beijiao).
 */
async function pickShown(page: Page, testId: string, typed: string, shown: RegExp): Promise<void> {
  const picker = page.getByTestId(testId);
  await picker.click();
  await page.keyboard.type(typed);
  await (await optionOf(picker, shown)).click();
}

async function flightConfirm(page: Page, visit: Visit, open: Open): Promise<void> {
  await open('/flight/booking');
  await expect(page.getByTestId('search-submit')).toBeVisible();
  await pickAirport(page, 'origin-0', 'PVG', 'PVG');
  await pickAirport(page, 'destination-0', 'HKG', 'HKG');
  await typeDate(page, 'date-0', inDays(21));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('result-book').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('results-announced')).not.toBeEmpty({ timeout: 30_000 });
  await visit('flight-booking (results)', page);
  await page.getByTestId('result-book').first().click();
  await expect(page.getByTestId('check-accept')).toBeVisible({ timeout: 30_000 });
  await visit('flight-booking (price check)', page);
  await page.getByTestId('check-accept').click();
  await expect(page).toHaveURL('/flight/booking/confirm');
}

async function groupConfirm(page: Page, _visit: Visit, open: Open): Promise<void> {
  await open('/flight/group/booking');
  await expect(page.getByTestId('group-next')).toBeVisible();
  await pickAirport(page, 'origin-0', 'HKG', 'HKG');
  await pickAirport(page, 'destination-0', 'PEK', 'PEK');
  await typeDate(page, 'date-0', inDays(40));
  await page.getByTestId('group-next').click();
  await expect(page).toHaveURL('/flight/group/booking/confirm');
}

async function trainConfirm(page: Page, visit: Visit, open: Open): Promise<void> {
  await open('/train/booking');
  await expect(page.getByTestId('train-search')).toBeVisible();
  await pickShown(page, 'train-from', 'Beijing', /Beijing|北京/);
  await pickShown(page, 'train-to', 'Shanghai', /Shanghai|上海/);
  await page.getByTestId('train-search').click();
  const cards = page.getByTestId('train-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await visit('train-booking (results)', page);
  await cards.locator('[data-testid^=seat-]:not([disabled])').first().click();
  await expect(page).toHaveURL(/\/train\/booking\/confirm/);
}

/** A sub-agency's bill: chosen on the agency statements page (one is made when the agency has none). */
async function agencyBill(page: Page, _visit: Visit, open: Open): Promise<void> {
  await open('/agency-manager/statements');
  await page.locator('[data-testid^=agency-statements-]').first().click();
  const bills = page.getByTestId('sub-agency-statements');
  const view = bills.locator('[data-testid^=statement-open-]').first();
  await expect(bills.locator('.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 15_000 });
  if (!(await view.isVisible())) await bills.getByTestId('statement-generate').click();
  await view.click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/agency-manager\/bills\/\d+/);
}

export const FLOWS: Record<string, (page: Page, visit: Visit, open: Open) => Promise<void>> = {
  'flight-booking-confirm': flightConfirm,
  'flight-group-booking-confirm': groupConfirm,
  'train-booking-confirm': trainConfirm,
  'agency-manager-bills-id': agencyBill,
};
