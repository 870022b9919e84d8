// What a new agency sees before and around its first booking: the home page opens in the browser's
// language (the demo site's own is Simplified Chinese) and its header switches it; the chat button
// never lies over a result's Book button; at 900 px the brand stays on screen and the filters fold
// into one button; the confirm page writes its prices in one format, says whose words the fare
// remark is in the reader's language, and its birthday field holds a whole date in each language.
import type { Locator, Page } from '@playwright/test';
import { expect, expectOpened, loginInEnglish, pickAirport, test, typeDate } from './support/fixtures';
import { switchLanguage, type Language } from './support/language-login';
import { text, textOf } from './support/locales';

const SLOW = { timeout: 30_000 };
const HTML_LANG: Record<Language, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };
const homeTitle = (language: Language) => textOf(language, 'site', 'home.title');

for (const [browser, language] of [
  ['en-GB', 'en'],
  ['zh-CN', 'zh-cn'],
  ['zh-HK', 'zh-tw'],
] as const) {
  test.describe(`a browser in ${browser}`, () => {
    test.use({ locale: browser });

    test(`a first visit to the home page reads in ${language}; the header's switch changes it and it stays`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
      await expect(page.getByTestId('page-title')).toHaveText(homeTitle(language));

      const other: Language = language === 'en' ? 'zh-cn' : 'en';
      const header = page.getByTestId('site-header');
      await header.getByTestId('language-select').selectOption(other);
      await expect(page.getByTestId('page-title')).toHaveText(homeTitle(other));
      await page.reload();
      await expect(page.getByTestId('page-title')).toHaveText(homeTitle(other));
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[other]);
    });
  });
}

function days(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Each Book button brought to the bottom of the window, then to its middle: the chat button is never on it. */
async function expectChatClearOfBooking(page: Page, width: number) {
  const chat = page.getByTestId('chat-open');
  const books = page.getByTestId('result-book');
  expect(await books.count(), 'Book buttons on the page').toBeGreaterThan(1);
  for (const book of await books.all()) {
    for (const block of ['end', 'center'] as const) {
      await book.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      const bookBox = (await book.boundingBox())!;
      const chatBox = (await chat.boundingBox())!;
      expect(overlaps(bookBox, chatBox), `chat button over a Book button at ${width} px (${block})`).toBe(false);
    }
  }
}

test('the chat button covers no Book button at 1280 and 900 px; at 900 px the brand stays and the filters are one button', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginInEnglish(page, 'harbour.ops');
  await expect(page.getByTestId('chat-open')).toBeVisible(SLOW);
  await pickAirport(page, 'origin-0', 'PVG', 'PVG');
  await pickAirport(page, 'destination-0', 'HKG', 'HKG');
  await typeDate(page, page.getByTestId('date-0'), days(20));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('results-progress')).toHaveText(/\d+ results?$/, SLOW);

  await expectChatClearOfBooking(page, 1280);
  await expect(page.getByTestId('filters')).toBeVisible();
  await expect(page.getByTestId('filters-open')).toHaveCount(0);

  await page.setViewportSize({ width: 900, height: 800 });
  const header = page.getByTestId('console-header');
  await expect(header.getByTestId('header-brand')).toBeVisible();
  await expect(header.getByTestId('header-brand')).toBeInViewport({ ratio: 1 });
  await expectChatClearOfBooking(page, 900);

  // The filters: one button (no column of checkboxes above the results), opening them in a drawer.
  await expect(page.getByTestId('filters')).toHaveCount(0);
  const fold = page.getByTestId('filters-open');
  await fold.scrollIntoViewIfNeeded();
  await fold.click();
  const drawer = page.getByTestId('filters-drawer');
  await expectOpened(page.locator('.ant-drawer-open').filter({ has: drawer }));
  await drawer.getByTestId('filter-stops-0').click();
  await expect(drawer.getByTestId('filters-clear')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(fold).toHaveAccessibleName(`${text('en', 'flight.filters.title')} (1)`);
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible(SLOW);
  for (const card of await cards.all()) await expect(card.getByText(text('en', 'flight.result.direct'))).toHaveCount(1);
});

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A PNR date ("15DEC") some days ahead, so the PNR's flight is always in the future. */
function pnrDay(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}${MONTHS[date.getUTCMonth()]}`;
}

/** The amounts written in an element: each "CNY 1,059" with its value in units. */
async function amountsIn(element: Locator): Promise<Array<{ written: string; units: number }>> {
  const all = (await element.innerText()).matchAll(/CNY\s([\d,]+(?:\.\d+)?)/g);
  return [...all].map((m) => ({ written: m[0], units: Number(m[1]!.replace(/,/g, '')) }));
}

/** Room inside the input for its value and its placeholder, in its own font. */
async function dateRoom(input: Locator): Promise<{ need: number; room: number }> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const need = Math.max(context.measureText(el.value).width, context.measureText(el.placeholder).width);
    return { need, room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
  });
}

test("the confirm page: prices in one format, the fare remark labelled in the reader's language, a whole birthday in each language", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginInEnglish(page, 'harbour.ops');
  const day = pnrDay(26);
  // A basic fare: the simulated supplier sends its own remark with it (in English).
  const pnr = `RP/HKGCX2100/HKGCX2100            AA/SU  20NOV26/0512Z   QWE456
  1.LEE/KA WING MR   2.LEE/MEI MS
  3  CA1501 Y ${day} 2 PEKSHA HK2  0800 1010   ${day}  E  CA/QWE456`;
  await page.getByRole('tab', { name: text('en', 'flight.pnr.tab') }).click();
  await page.getByTestId('pnr-text').fill(pnr);
  await page.getByTestId('pnr-analyse').click();
  await expect(page.getByTestId('pnr-result')).toContainText('LEE/KA WING');
  await page.getByTestId('pnr-price').click();
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible(SLOW);
  await cards.first().getByTestId('result-book').click();
  await expect(page.getByTestId('check-accept')).toBeVisible(SLOW);
  await page.getByTestId('check-accept').click();
  await expect(page).toHaveURL('/flight/booking/confirm');

  const summary = page.getByTestId('confirm-summary');
  for (const language of ['en', 'zh-cn', 'zh-tw'] as const) {
    await switchLanguage(page, language);
    // The first birthday holds a date, the second shows its placeholder.
    const birthday = page.getByTestId('birthday-0');
    await birthday.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1981-02-14');
    await page.keyboard.press('Tab');
    await expect(birthday).toHaveValue('1981-02-14');
    // One format: whole units from 10 up and for nothing (a waived service fee), cents only below 10.
    const amounts = await amountsIn(summary);
    expect(amounts.length, 'amounts in the price summary').toBeGreaterThan(3);
    for (const { written, units } of amounts) {
      if (units === 0 || units >= 10) expect(written, `${language}: written in whole units`).not.toContain('.');
    }
    // The supplier's remark (the cheapest, basic fare has one) is quoted as its own text, introduced in the reader's language.
    await expect(summary.getByTestId('fare-remarks')).toContainText(text(language, 'flight.policy.supplierRemarks').split('{{text}}')[0]!);
    // Both fit their field.
    for (const index of [0, 1]) {
      const { need, room } = await dateRoom(page.getByTestId(`birthday-${index}`));
      expect(need, `${language}: birthday ${index} needs ${need} px of ${room}`).toBeLessThanOrEqual(room);
    }
    await page.screenshot({ path: `test-results/first-day-confirm-${language}.png`, fullPage: true });
  }
});
