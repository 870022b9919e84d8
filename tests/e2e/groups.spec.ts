// Group tickets in Chromium: an operator requests a quote, the platform desk quotes three deposits
// and a final payment, the operator confirms, applies for seats (the desk grants them), pays all
// four instalments from the wallet, imports a 20-passenger list (one bad row, then fixed), confirms
// it, and sees the group issued with the tickets the desk entered.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, expectOpened, loginWithPassword, pickAirport, test } from './support/fixtures';

async function typeDate(page: Page, testId: string, date: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function passengerSheet(path: string, badRow: boolean) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Passengers');
  sheet.addRow([
    'type',
    'surname',
    'given_names',
    'gender',
    'birthday',
    'nationality',
    'document_type',
    'document_number',
    'document_expiry',
  ]);
  for (let i = 0; i < 20; i++) {
    const child = i >= 10;
    const surname = badRow && i === 7 ? 'LI7' : child ? 'CHAN' : 'LEUNG';
    sheet.addRow([
      child ? 'child' : 'adult',
      surname,
      `Member ${i + 1}`,
      i % 2 ? 'female' : 'male',
      child ? '2018-04-10' : '1984-06-15',
      'HK',
      'passport',
      `H${7_000_000 + i}`,
      '2033-12-31',
    ]);
  }
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
}

async function asStaff(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await loginWithPassword(page, 'admin');
  await expect(page).toHaveURL('/desk');
  await work(page);
  await context.close();
}

test('a group from quote request to issued tickets', async ({ page, browser }) => {
  test.setTimeout(300_000);
  mkdirSync('test-results', { recursive: true });
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');

  // Request: Hong Kong -> Beijing Capital, dates may change; the defaults of 10 adults and 10 children.
  await page.goto('/flight/group/booking');
  await expect(page.getByTestId('quote-turnaround')).toBeVisible();
  await expect(page.getByTestId('count-adult')).toHaveValue('10');
  await expect(page.getByTestId('count-child')).toHaveValue('10');
  await pickAirport(page, 'origin-0', 'HKG', 'HKG');
  await pickAirport(page, 'destination-0', 'PEK', 'PEK');
  await page.getByTestId('remark-0').fill('Morning flight please');
  await page.getByTestId('is-change-date').check();
  await expectAccessible(page, 'group booking');
  await page.screenshot({ path: 'test-results/groups-booking.png', fullPage: true, animations: 'disabled' });
  // Enter in the date field takes the typed date and stays on the step; Next moves on.
  await typeDate(page, 'date-0', inDays(40));
  await expect(page.getByTestId('date-0')).toHaveValue(inDays(40));
  await expect(page).toHaveURL('/flight/group/booking');
  await page.getByTestId('group-next').click();
  await expect(page).toHaveURL('/flight/group/booking/confirm');
  await expect(page.getByRole('cell', { name: inDays(40) })).toBeVisible();
  await page.getByTestId('contact-name').fill('Ada Lee');
  await page.getByTestId('contact-phone').fill('85291234567');
  await page.getByTestId('contact-email').fill('ada@harbour.example');
  await page.getByTestId('group-request').click();
  await expect(page).toHaveURL(/\/flight\/group\/order\/\d+$/);
  const url = page.url();
  await expect(page.getByTestId('group-status')).toHaveAttribute('data-status', 'to_be_quote');

  // The desk quotes: 500.00 per adult, 400.00 per child (9,000.00), three deposits of 2,000.00 and 3,000.00 final.
  await asStaff(browser, async (desk) => {
    await desk.goto('/flight/group/order?status=to_be_quote');
    await desk.getByRole('link', { name: /^G\d+/ }).first().waitFor();
    await desk.goto(url);
    await expect(desk.getByTestId('quote-form')).toBeVisible();
    await desk.getByTestId('price-adult').fill('500');
    await desk.getByTestId('price-child').fill('400');
    await desk.getByTestId('carrier-0').fill('CX');
    await desk.getByTestId('flight-number-0').fill('CX390');
    await desk.getByTestId('add-deposit').click();
    await desk.getByTestId('add-deposit').click();
    for (const [i, amount] of ['2000', '2000', '2000', '3000'].entries()) await desk.getByTestId(`instalment-amount-${i}`).fill(amount);
    await expect(desk.getByTestId('schedule-sum')).toHaveClass(/success/);
    await expectAccessible(desk, 'desk quote');
    await desk.screenshot({ path: 'test-results/groups-desk-quote.png', fullPage: true, animations: 'disabled' });
    await desk.getByTestId('send-quote').click();
    await expect(desk.getByTestId('group-status')).toHaveAttribute('data-status', 'to_be_confirm');
  });

  await page.reload();
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.getByTestId('confirm-quote').click();
  await expect(page.getByTestId('group-status')).toHaveAttribute('data-status', 'to_be_apply_seat');
  await page.getByTestId('apply-seats').click();
  await expect(page.getByTestId('group-status')).toHaveAttribute('data-status', 'seat_applying');

  await asStaff(browser, async (desk) => {
    await desk.goto(url);
    await desk.getByTestId('desk-pnr').fill('HX7Q2M');
    await desk.getByTestId('confirm-seats').click();
    await expect(desk.getByTestId('group-status')).toHaveAttribute('data-status', 'to_be_pay_first');
  });

  // Four instalments from the wallet, each confirmed in a dialog.
  await page.reload();
  const statuses = ['to_be_pay_second', 'to_be_pay_third', 'to_be_paid_last_money', 'proceeding'];
  for (const [seq, next] of statuses.entries()) {
    await expect(page.getByTestId(`instalment-${seq}`)).toHaveAttribute('data-state', 'due');
    if (seq === 0) {
      await expect(page.getByTestId('countdown')).toBeVisible();
      await page.screenshot({ path: 'test-results/groups-schedule-due.png', fullPage: true, animations: 'disabled' });
    }
    await page.getByTestId(`pay-${seq}`).click();
    await page.getByTestId('pay-ok').click();
    await expect(page.getByTestId('group-status')).toHaveAttribute('data-status', next);
    await expect(page.getByTestId(`instalment-${seq}`)).toHaveAttribute('data-state', 'paid');
  }

  // Passenger list: a row with a bad surname is named and nothing is saved; the fixed sheet imports.
  await passengerSheet('test-results/groups-bad.xlsx', true);
  await passengerSheet('test-results/groups-good.xlsx', false);
  const upload = async (path: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('passenger-upload').click();
    await (await chooser).setFiles(path);
  };
  await upload('test-results/groups-bad.xlsx');
  await expect(page.getByTestId('import-errors')).toContainText('surname');
  await expect(page.getByTestId('import-errors')).toContainText('9');
  // Each failing row shows the passenger type it was given.
  await expect(page.getByTestId('import-errors').getByRole('columnheader').nth(1)).not.toBeEmpty();
  await expect(page.getByTestId('import-errors').getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText('—');
  await page.screenshot({ path: 'test-results/groups-import-errors.png', fullPage: true, animations: 'disabled' });
  await upload('test-results/groups-good.xlsx');
  await expect(page.getByTestId('import-saved')).toBeVisible();
  await page.getByTestId('passenger-confirm').click();
  const popconfirm = page.locator('.ant-popconfirm').filter({ visible: true });
  await expectOpened(popconfirm);
  await popconfirm.locator('.ant-btn-primary').click();
  await expect(page.getByTestId('passengers-locked')).toBeVisible();
  await expect(page.getByTestId('passenger-upload')).toHaveCount(0);

  await asStaff(browser, async (desk) => {
    await desk.goto(url);
    await desk.getByTestId('ticket-0').fill('160-2345600001');
    await desk.getByTestId('fill-tickets').click();
    await desk.getByTestId('issue').click();
    await expect(desk.getByTestId('group-status')).toHaveAttribute('data-status', 'issued');
  });

  await page.reload();
  await expect(page.getByTestId('group-status')).toHaveAttribute('data-status', 'issued');
  await expect(page.getByTestId('passenger-list')).toContainText('1602345600020');
  await expect(page.getByTestId('eticket-pdf')).toBeVisible();
  await expectAccessible(page, 'issued group');
  await page.screenshot({ path: 'test-results/groups-issued.png', fullPage: true, animations: 'disabled' });

  // The list counts it under issued.
  await page.goto('/flight/group/order');
  await expect(page.getByTestId('menu-issued')).toContainText('1');
  await page.getByTestId('menu-issued').click();
  await expect(page).toHaveURL(/status=issued/);
  await expect(page.getByTestId('group-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('group-table')).toContainText('HKG-PEK');
  await expectAccessible(page, 'group list');
  await page.screenshot({ path: 'test-results/groups-list.png', fullPage: true, animations: 'disabled' });
});
