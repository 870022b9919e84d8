// Everyday flight screens as a new agency meets them: a PNR's passengers arrive on the confirm page
// with their documents, the results page survives a window crossing antd's lg breakpoint, the confirm
// page's price column and total fit at 1280 and 1440 px, a confirm page opened without an offer says
// why, a refund reason needing proof asks for it before sending, and the profile's mobile starts at
// the agency's region.
import type { Locator, Page } from '@playwright/test';
import { expect, loginInEnglish, optionOf, test } from './support/fixtures';
import { text, textOf } from './support/locales';

const en = (key: string) => text('en', key);
const ordersText = (key: string) => textOf('en', 'orders', key);
const SLOW = { timeout: 30_000 };
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A PNR date ("15DEC") some days ahead, so the PNR's flight is always in the future. */
function pnrDay(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}${MONTHS[date.getUTCMonth()]}`;
}

/** React's own failures (an update loop is error #185) are logged to the console, not thrown to the page. */
function watchReactErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|Maximum update depth/.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Whether the element is drawn wholly inside the box of `within`, and `within` has nothing to scroll sideways. */
async function expectInside(element: Locator, within: Locator, label: string) {
  const box = (await element.boundingBox())!;
  const outer = (await within.boundingBox())!;
  expect(box.x, `${label}: left edge`).toBeGreaterThanOrEqual(outer.x);
  expect(box.x + box.width, `${label}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  const sideways = await within.evaluate(
    (el) =>
      [...el.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').length,
  );
  expect(sideways, `${label}: boxes scrolling sideways`).toBe(0);
}

test("a PNR's passengers and their documents arrive on the confirm page; results survive crossing 992 px; the price fits at 1280 and 1440", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const reactErrors = watchReactErrors(page);
  await loginInEnglish(page, 'harbour.ops');

  const day = pnrDay(24);
  const pnr = `RP/HKGCX2100/HKGCX2100            AA/SU  20NOV26/0512Z   QWE123
  1.CHAN/TAI MAN MR   2.CHAN/SIU MING MSTR(CHD/12MAR18)
  3  CA1501 Y ${day} 2 PEKSHA HK2  0800 1010   ${day}  E  CA/QWE123
  4 SSR DOCS CA HK1 P/HKG/K12345678/HKG/14FEB81/M/30JUN32/CHAN/TAI MAN/P1
  5 SSR DOCS CA HK1 P/HKG/K87654321/HKG/12MAR18/M/30JUN29/CHAN/SIU MING/P2`;
  await page.getByRole('tab', { name: en('flight.pnr.tab') }).click();
  await page.getByTestId('pnr-text').fill(pnr);
  await page.getByTestId('pnr-analyse').click();
  await expect(page.getByTestId('pnr-result')).toContainText('CHAN/TAI MAN');
  await page.getByTestId('pnr-price').click();
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible(SLOW);

  // Crossing antd's lg breakpoint (992 px) both ways with results on screen: no update loop.
  for (const width of [1280, 900, 1280, 980, 1000]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(cards.first()).toBeVisible();
  }
  await expect(page.getByTestId('results-progress')).toHaveText(/result/, SLOW);
  expect(reactErrors, 'React errors while crossing 992 px').toEqual([]);

  await cards.first().getByTestId('result-book').click();
  await expect(page.getByTestId('check-accept')).toBeVisible(SLOW);
  await page.getByTestId('check-accept').click();
  await expect(page).toHaveURL('/flight/booking/confirm');

  // The adult and the child as the PNR named them, each with the passport its SSR DOCS line gave.
  await expect(page.getByTestId('surname-0')).toHaveValue('CHAN');
  await expect(page.getByTestId('given-0')).toHaveValue('TAI MAN');
  await expect(page.getByTestId('doc-number-0')).toHaveValue('K12345678');
  await expect(page.getByTestId('birthday-0')).toHaveValue('1981-02-14');
  await expect(page.getByTestId('doc-expiry-0')).toHaveValue('2032-06-30');
  await expect(page.getByTestId('passenger-0')).toContainText(en('passenger.genders.male'));
  await expect(page.getByTestId('passenger-1')).toContainText(en('passenger.types.child'));
  await expect(page.getByTestId('surname-1')).toHaveValue('CHAN');
  await expect(page.getByTestId('given-1')).toHaveValue('SIU MING');
  await expect(page.getByTestId('doc-number-1')).toHaveValue('K87654321');

  // The price's per-person column and its total, whole inside the summary at 1280 and 1440 px.
  const summary = page.getByTestId('confirm-summary');
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const perPerson = summary.locator('th', { hasText: en('flight.price.perPerson') });
    await expect(perPerson).toBeVisible();
    await expectInside(perPerson, summary, `per-person column at ${width} px`);
    await expectInside(summary.getByTestId('result-details-total'), summary, `total at ${width} px`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no page scrolling sideways at ${width} px`,
    ).toBe(true);
  }
  await page.screenshot({ path: 'test-results/first-day-confirm-en.png', fullPage: true });
});

test('the confirm page opened without a chosen offer says why as it sends the user back', async ({ page }) => {
  await loginInEnglish(page, 'harbour.ops');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/flight/booking/confirm');
  await expect(page).toHaveURL('/flight/booking');
  await expect(page.getByText(en('flight.confirm.noOffer'))).toBeVisible();
});

test('a refund reason needing proof marks the proof field required and refuses to send without a file', async ({ page }) => {
  await loginInEnglish(page, 'kowloon.super');
  const token = await page.evaluate(() =>
    Object.values(localStorage)
      .map((v) => /"token":"([^"]+)"/.exec(v)?.[1])
      .find(Boolean),
  );
  const auth = { authorization: `Bearer ${token}` };
  const list = await (await page.request.get('/api/order/v2/flight/orders?status=issued&_start=0&_end=20', { headers: auth })).json();
  // An issued booking with no refund or change open yet (the demo data has one in review).
  let refundable: number | undefined;
  for (const order of list.data as Array<{ id: number; type: string }>) {
    const detail = await (await page.request.get(`/api/order/v2/flight/orders/${order.id}`, { headers: auth })).json();
    if ((detail.data.allowedActions as string[]).includes('refund')) refundable = order.id;
  }
  expect(refundable, 'an issued order of the demo data that can be refunded').toBeDefined();
  await page.goto(`/flight/orders/${refundable}`);
  await page.getByTestId('action-refund').click();
  const dialog = page.getByTestId('order-refund-dialog');
  await expect(dialog.getByText(ordersText('refund.proofs'), { exact: true })).toBeVisible();

  // Illness needs proof: the field says so at once, and sending without a file is stopped here.
  await dialog.getByTestId('refund-reason').click();
  await (await optionOf(dialog.getByTestId('refund-reason'), ordersText('reasons.refund.1'))).click();
  await expect(dialog.getByText(ordersText('refund.proofsRequired'))).toBeVisible();
  await dialog.getByText(ordersText('subOptions.hospitalised')).click();
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/refund')) sent += 1;
  });
  await page.getByTestId('dialog-submit').click();
  await expect(dialog.getByText(ordersText('refund.proofMissing'))).toBeVisible();
  expect(sent, 'refund requests sent').toBe(0);

  // A voluntary refund needs none.
  await dialog.getByTestId('refund-reason').click();
  await (await optionOf(dialog.getByTestId('refund-reason'), ordersText('reasons.refund.0'))).click();
  await expect(dialog.getByText(ordersText('refund.proofs'), { exact: true })).toBeVisible();
  await expect(dialog.getByText(ordersText('refund.proofMissing'))).toHaveCount(0);
});

test("the profile's mobile starts at the area code of the user's region", async ({ page }) => {
  // Harbour is a Hong Kong agency and harbour.ops has no mobile of its own: +852, not +86.
  await loginInEnglish(page, 'harbour.ops');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-area-code')).toHaveValue('+852', SLOW);
});
