// Train tickets in Chromium, in English: an operator searches Beijing to Shanghai, books two
// passengers paid from the wallet, sees the tickets issued by the ticketing job, finds a passenger,
// the train and a seat in the e-ticket PDF, and refunds one passenger: the fee the server quoted is
// shown before confirming, and the wallet is credited exactly what the refund order says.
import { mainlandIdCheckCharacter } from '@/domain/mainland-id';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { pdfText } from '../support/pdf-text';
import { expect, expectAccessible, loginInEnglish, optionOf, PASSWORD, test } from './support/fixtures';
import { text } from './support/locales';

type Tree = { [key: string]: string | Tree };
const trains = JSON.parse(readFileSync('locales/en/trains.json', 'utf8')) as Tree;
/** A string of the trains namespace as an English reader sees it. */
function en(key: string): string {
  const node = key.split('.').reduce<string | Tree | undefined>((n, part) => (typeof n === 'object' ? n[part] : undefined), trains);
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node;
}

/** Minor units written in a money text ("CNY 1,052.50" -> 105250). */
const minor = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Letters only (the railway takes names in letters): a name no other run has used. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const FIRST = `ZHANG ${letters(5)}`;
const SECOND = `LIU ${letters(5)}`;
/** A valid national ID number of this run's own (born 1980-1999, check character computed). */
const idNumber = () => {
  const first17 = `110101${1980 + Math.floor(Math.random() * 20)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return `${first17}${mainlandIdCheckCharacter(first17)}`;
};

async function api(request: APIRequestContext, username: string) {
  const login = await (await request.post('/api/base/v2/login', { data: { username, password: PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.token as string}` };
  return async <T>(path: string): Promise<T> => {
    const body = await (await request.get(`/api${path}`, { headers })).json();
    if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.message}`);
    return body.data as T;
  };
}

async function pickPlace(page: Page, testId: string, typed: string, option: string) {
  const picker = page.getByTestId(testId);
  await picker.click();
  await page.keyboard.type(typed);
  await (await optionOf(picker, option)).click();
}

test('two passengers booked Beijing to Shanghai, paid from the wallet, issued, e-ticket read, one refunded with its fee and credit', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const superUser = await api(request, 'harbour.super');
  const me = await superUser<{ userInfo: { agencyId: number } }>('/base/v2/me');
  const balance = async () => (await superUser<{ balance: number }>(`/base/v2/sub/balance/${me.userInfo.agencyId}`)).balance;

  // Search: a city answers all its stations.
  await loginInEnglish(page, 'harbour.ops');
  await page.goto('/train/booking');
  await expect(page.getByTestId('page-title')).toHaveText('Train booking');
  await pickPlace(page, 'train-from', 'Beijing', 'Beijing (all stations)');
  await pickPlace(page, 'train-to', 'Shanghai', 'Shanghai (all stations)');
  await page.getByTestId('train-passengers').fill('2');
  await page.getByTestId('train-search').click();
  const cards = page.getByTestId('train-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });

  // A high-speed train with second-class seats for both.
  await page.getByTestId('filter-trainTypes-G').click();
  await expect(cards.first().getByTestId('train-no')).toHaveText(/^G/);
  await expectAccessible(page, 'train search');
  const card = cards.filter({ has: page.locator('[data-testid=seat-second]:not([disabled])') }).first();
  const trainNo = (await card.getByTestId('train-no').textContent())!.trim();
  expect(trainNo).toMatch(/^G\d+$/);
  await card.getByTestId('seat-second').click();

  // The booking form: two real-name passengers, the contact, pay now from the wallet.
  await expect(page).toHaveURL(/\/train\/booking\/confirm/);
  await expect(page.getByTestId('journey-outbound')).toContainText(trainNo);
  await page.getByTestId('passenger-0-name').fill(FIRST);
  await page.getByTestId('passenger-0-docno').fill(idNumber());
  await page.getByTestId('passenger-1-name').fill(SECOND);
  await page.getByTestId('passenger-1-docno').fill(idNumber());
  await page.getByTestId('contact-name').fill('Harbour Ops');
  await page.getByTestId('contact-phone').fill('85261234567');
  await expect(page.getByRole('radio', { name: en('confirm.payNow') })).toBeChecked();
  await expectAccessible(page, 'train booking form');
  await page.getByTestId('train-book').click();

  // The order: ticketing is a job; the page reads again until the tickets are issued.
  await expect(page).toHaveURL(/\/train\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('train-status')).toHaveText(en('status.issued'), { timeout: 90_000 });
  const tickets = page.getByTestId('train-tickets').locator('tbody tr.ant-table-row');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.getByTestId('ticket-number').first()).toHaveText(/^E\d+/);
  const seat = (await tickets.first().getByTestId('ticket-seat').getAttribute('data-seat'))!;
  expect(seat).toMatch(/^\d+[A-F]$/);
  await expectAccessible(page, 'train order');

  // The e-ticket PDF names the passenger, the train and the seat.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('eticket-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await pdfText(readFileSync(await download.path()));
  expect(pdf).toContain(FIRST);
  expect(pdf).toContain(trainNo);
  expect(pdf).toContain(seat);

  // Refund the first passenger: the dialog shows the fee and the amount back the server quotes.
  const origin = await superUser<{
    tickets: Array<{ id: number; name: string }>;
    ticketActions: Array<{ ticketId: number; refundFee: number; refundable: number }>;
  }>(`/order/v2/train/orders/${orderId}`);
  const first = origin.tickets.find((t) => t.name === FIRST)!;
  const quoted = origin.ticketActions.find((a) => a.ticketId === first.id)!;
  expect(quoted.refundFee).toBeGreaterThan(0);
  const before = await balance();
  await page.getByTestId('train-refund').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog.getByTestId(`refund-fee-${first.id}`)).toBeVisible();
  expect(minor(await dialog.getByTestId(`refund-fee-${first.id}`).textContent())).toBe(quoted.refundFee);
  expect(minor(await dialog.getByTestId(`refund-back-${first.id}`).textContent())).toBe(quoted.refundable);
  await dialog.getByTestId(`refund-pick-${first.id}`).check();
  await expect(dialog.getByTestId('refund-summary')).toBeVisible();
  await expectAccessible(page, 'train refund dialog');
  await page.getByTestId('refund-ok').click();

  // The refund order: refunded by the railway, its fee and the wallet credit shown, the wallet credited that much.
  await expect(page).not.toHaveURL(new RegExp(`/train/orders/${orderId}$`));
  await expect(page.getByTestId('train-status')).toHaveText(en('status.refunded'), { timeout: 90_000 });
  expect(minor(await page.getByTestId('refund-fee').textContent())).toBe(quoted.refundFee);
  expect(minor(await page.getByTestId('refund-credit').textContent())).toBe(quoted.refundable);
  await expect(page.getByTestId('train-money')).toContainText(en('refund.credited'));
  // A refund takes no money: it says so, never "Not paid".
  await expect(page.getByTestId('train-money')).toContainText(en('detail.paymentStatus.none'));
  await expect(page.getByTestId('train-money')).not.toContainText(en('detail.paymentStatus.unpaid'));
  await expect(page.getByTestId('ticket-name')).toHaveText([first.name]);
  await expect.poll(async () => (await balance()) - before, { timeout: 30_000 }).toBe(quoted.refundable);

  // The orders list finds the booking by its number, the other passenger still issued.
  await page.goto('/train/orders');
  const orderNo = (await superUser<{ orderNo: string }>(`/order/v2/train/orders/${orderId}`)).orderNo;
  await page.getByTestId('filter-order').fill(orderNo);
  await page.getByTestId('filter-search').click();
  const rows = page.getByTestId('train-orders-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(trainNo);
  await expectAccessible(page, 'train orders');
});

test('an agency with trains off opening the train orders by address is sent away without one train API call', async ({ page }) => {
  const trainCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(order|shopping)\/v2\/train\//.test(r.url())) trainCalls.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() === 403) trainCalls.push(`403 ${r.url()}`);
  });
  await loginInEnglish(page, 'kowloon.super');
  await page.goto('/train/orders');
  await expect(page).not.toHaveURL(/\/train\/orders/);
  await expect(page.getByText(text('en', 'router.notRole'))).toBeVisible();
  expect(trainCalls).toEqual([]);
});
