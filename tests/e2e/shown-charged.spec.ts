// Shown = charged, end to end: the price a SuperUser of Harbour reads on the result card (and its
// details), on the confirm button, on the order detail, on the wallet line and in the itinerary PDF
// is one amount, to the cent. The e2e simulators change every price at the price check, so the card
// is compared with the price the check replaced, and everything after it with the checked price.
import { readFileSync } from 'node:fs';
import { pdfText } from '../support/pdf-text';
import { bookPaidFromWallet } from './support/confirm-page';
import { expect, loginWithPassword, minorOf, pickAirport, PASSWORD, test, typeDate } from './support/fixtures';

test('one amount from the result card to the PDF: card, confirm button, order, wallet line, itinerary', async ({ page, request }) => {
  test.setTimeout(150_000);
  const login = await (await request.post('/api/base/v2/login', { data: { username: 'harbour.super', password: PASSWORD } })).json();
  const auth = { authorization: `Bearer ${login.data.token}` };
  const saved = await request.post('/api/base/v2/often-used-passengers', {
    headers: auth,
    data: {
      surname: 'SHOWN',
      given_names: 'Charged',
      type: 'adult',
      gender: 'female',
      birthday: '1985-02-11',
      nationality: 'CN',
      travel_document: { type: 'passport', number: 'E24681357', expiry: '2034-04-30' },
    },
  });
  expect((await saved.json()).code).toBe(0);

  await page.goto('/');
  await loginWithPassword(page, 'harbour.super');
  await expect(page).toHaveURL('/flight/booking');
  await pickAirport(page, 'origin-0', '浦东', 'PVG');
  await pickAirport(page, 'destination-0', '香港', 'HKG');
  await typeDate(page, page.getByTestId('date-0'), new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10));
  await page.getByTestId('search-submit').click();
  // The search is complete when the progress line counts results (in whichever language this user
  // last chose: another spec may have switched it).
  await expect(page.getByTestId('results-progress')).toHaveText(/^(共 \d+ 个结果|共 \d+ 個結果|\d+ results?)$/, { timeout: 30_000 });

  // The result card: its price and the total of its details are one amount, in whole yuan.
  const card = page.getByTestId('result-card').first();
  const cardTotal = minorOf(await card.getByTestId('result-price').textContent());
  await card.getByTestId('result-toggle').click();
  expect(minorOf(await card.getByTestId('result-details-total').textContent())).toBe(cardTotal);
  expect(cardTotal % 100).toBe(0);

  // The price check replaces it (these simulators always move the price): the dialog names both.
  await card.getByTestId('result-book').click();
  const check = page.getByTestId('check-outcome-price_changed');
  await expect(check).toBeVisible();
  const [before, after] = [...((await check.textContent()) ?? '').matchAll(/CNY\s?[\d,]+(?:\.\d{2})?/g)].map((m) => minorOf(m[0]));
  expect(before).toBe(cardTotal);
  await page.getByTestId('check-accept').click();
  await expect(page).toHaveURL('/flight/booking/confirm');

  // The confirm button says what will be charged.
  const submit = page.getByTestId('create-order');
  const charged = minorOf(await submit.textContent());
  expect(charged).toBe(after);
  expect(charged % 100).toBe(0);

  const orderNo = await bookPaidFromWallet(page, 'SHOWN/Charged');

  // The order: its sale total, and its lines add up to it.
  const price = page.getByTestId('order-price');
  expect(minorOf(await price.getByTestId('price-saleTotal').textContent())).toBe(charged);
  const lines = await Promise.all(
    ['ticketPrice', 'airportTax', 'fuelSurcharge', 'otherTaxes', 'serviceFee'].map(async (k) =>
      minorOf(await price.getByTestId(`price-${k}`).textContent()),
    ),
  );
  expect(lines.reduce((a, b) => a + b, 0)).toBe(charged);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'issued', { timeout: 60_000 });

  // The itinerary PDF: the same total.
  await page.getByTestId('downloads').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-itinerary-pdf').click()]);
  const pdf = await pdfText(readFileSync(await download.path()));
  expect(pdf).toContain(orderNo);
  const amounts = [...pdf.matchAll(/CNY\s?[\d,]+\.\d{2}/g)].map((m) => minorOf(m[0]));
  expect(amounts).toContain(charged);

  // The wallet line of the order: what left the wallet.
  await page.goto('/bills/transactions');
  const row = page.getByTestId('transactions-table').locator('tbody tr').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  expect(minorOf(await row.getByTestId('tx-amount').textContent())).toBe(charged);
});
