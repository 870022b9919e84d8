// The operator's main path in Chromium, in Chinese: search a return trip, filter, price-check through a
// price change (the e2e simulators always change the price: support/flight-suppliers.json), fill two
// adults and a child (one recognised from a passport photo, one from often-used passengers) and
// create the order.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  chooseLanguage,
  expect,
  expectAccessible,
  loginWithPassword,
  optionOf,
  pickAirport,
  PASSWORD,
  saveUserLanguage,
  test,
  typeDate,
} from './support/fixtures';
import { text } from './support/locales';

const zh = (key: string) => text('zh-cn', key);

async function choose(page: Page, select: Locator, typed: string, optionText: string | RegExp) {
  await select.click();
  await page.keyboard.type(typed);
  await (await optionOf(select, optionText)).click();
}

/** React's own failures (an update loop is error #185) are logged to the console, not thrown to the page. */
function watchReactErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|Maximum update depth/.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The summary's facts (baggage, fare basis, seats) keep readable widths: no value broken letter by letter. */
async function expectReadableSummary(page: Page) {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const values = page.getByTestId('confirm-summary').getByTestId('result-facts').locator('.ant-descriptions-item-content');
    await expect(values.first()).toBeVisible();
    for (const value of await values.all()) {
      const box = (await value.boundingBox())!;
      expect(box.width, `a summary value at ${width} px`).toBeGreaterThan(100);
      expect(box.height, `a summary value at ${width} px`).toBeLessThan(50);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

// These walks read the console in Simplified Chinese, harbour.ops's language as the demo sets it up.
const speakChinese = (request: APIRequestContext) => saveUserLanguage(request, 'harbour.ops', 'zh-cn');

function days(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

test('an operator books a return trip for two adults and a child', async ({ page, request }) => {
  test.setTimeout(300_000);
  // An often-used passenger to pick later, saved the way the profile page saves one.
  const login = await (await request.post('/api/base/v2/login', { data: { username: 'harbour.ops', password: PASSWORD } })).json();
  const saved = await request.post('/api/base/v2/often-used-passengers', {
    headers: { authorization: `Bearer ${login.data.token}` },
    data: {
      surname: 'WANG',
      given_names: 'Fang',
      type: 'adult',
      gender: 'female',
      birthday: '1987-09-12',
      nationality: 'CN',
      travel_document: { type: 'passport', number: 'E55667788', expiry: '2033-04-30' },
    },
  });
  expect((await saved.json()).code).toBe(0);

  await speakChinese(request);
  const reactErrors = watchReactErrors(page);
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');
  await expect(page.getByTestId('page-title')).toHaveText(zh('routes.flight-booking'));

  // Search: return, Shanghai Pudong <-> Hong Kong, 2 adults and 1 child. The travellers come first: Enter
  // in the last date field already submits the form, and Search is busy (ignores clicks) while that runs.
  await page.locator('label', { has: page.getByTestId('type-return') }).click();
  await page.getByTestId('count-adult').fill('2');
  await page.getByTestId('count-child').fill('1');
  await pickAirport(page, 'origin-0', '浦东', 'PVG');
  await pickAirport(page, 'destination-0', '香港', 'HKG');
  await typeDate(page, page.getByTestId('date-0'), days(21));
  await typeDate(page, page.getByTestId('return-date-0'), days(28));
  await page.getByTestId('search-submit').click();

  await expect(page.getByTestId('results-progress')).toHaveText(/^共 \d+ 个结果$/, { timeout: 20_000 });
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  await expectAccessible(page, 'flight results');

  // Filter: direct flights only; every card then says so, twice (out and back).
  await page.getByTestId('filter-stops-0').click();
  await expect(page.getByTestId('filters-clear')).toBeVisible();
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText(zh('flight.result.direct'))).toHaveCount(2);
  expect(reactErrors, 'React errors while showing return results').toEqual([]);

  // Details, then price check: the price changed; accept it.
  await cards.first().getByTestId('result-toggle').click();
  await expect(cards.first().getByTestId('result-details')).toContainText(zh('flight.policy.title'));
  await cards.first().getByTestId('result-book').click();
  await expect(page.getByTestId('check-outcome-price_changed')).toBeVisible();
  await expect(page.getByText(zh('flight.check.title.price_changed'))).toBeVisible();
  await page.getByTestId('check-accept').click();

  await expect(page).toHaveURL('/flight/booking/confirm');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await expect(page.getByTestId('passenger-2')).toContainText(zh('passenger.types.child'));
  await expectReadableSummary(page);

  // Adult 1: recognised from a passport photo.
  await page.getByTestId('passenger-0').locator('input[type=file]').setInputFiles('tests/fixtures/passport-mrz.png');
  await expect(page.getByTestId('recognised-0')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('surname-0')).toHaveValue('TAYLOR');
  await expect(page.getByTestId('doc-number-0')).toHaveValue('925076473');

  // Adult 2: from often-used passengers.
  await choose(page, page.getByTestId('often-used-1'), 'WANG', 'WANG/Fang');
  await expect(page.getByTestId('surname-1')).toHaveValue('WANG');
  await expect(page.getByTestId('doc-number-1')).toHaveValue('E55667788');

  // The child, by hand.
  await page.getByTestId('surname-2').fill('wang');
  await page.getByTestId('given-2').fill('Xiaoming');
  await choose(page, page.getByTestId('gender-2'), '', zh('passenger.genders.male'));
  await typeDate(page, page.getByTestId('birthday-2'), '2018-05-20');
  await choose(page, page.getByTestId('nationality-2'), 'CN', '(CN)');
  await choose(page, page.getByTestId('doc-type-2'), '', zh('passenger.documentTypes.passport'));
  await page.getByTestId('doc-number-2').fill('E99887766');
  await typeDate(page, page.getByTestId('doc-expiry-2'), '2030-05-20');

  // Harbour is a Hong Kong agency: its people's phone numbers start at +852, not +86.
  await expect(page.getByTestId('contact-area')).toHaveValue('852');
  await page.getByTestId('contact-name').fill('Harbour Desk');
  await page.getByTestId('contact-phone').fill('98765432');
  await page.getByTestId('contact-email').fill('desk@harbour.example');
  await expectAccessible(page, 'booking confirm');

  await page.getByTestId('create-order').click();
  await expect(page.getByTestId('order-created')).toContainText(/订单 F\d{14} 已生成/, { timeout: 20_000 });
  await expect(page.getByTestId('order-created')).toContainText(zh('flight.orderStatus.to_be_paid'));
});

test('bad journeys are refused on the form with the SPEC messages', async ({ page, request }) => {
  await speakChinese(request);
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');
  await pickAirport(page, 'origin-0', 'PEK', 'PEK');
  await pickAirport(page, 'destination-0', 'PKX', 'PKX');
  await page.getByTestId('search-submit').click();
  await expect(page.getByText(zh('journeyError.rules'))).toBeVisible();
  await expect(page.getByTestId('result-card')).toHaveCount(0);
});

test('date pickers speak the interface language, and results render without update loops', async ({ page, request }) => {
  test.setTimeout(180_000);
  await speakChinese(request);
  const reactErrors = watchReactErrors(page);
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');

  // 简体中文: month names, weekdays, "today" and the placeholder.
  await page.getByTestId('date-0').click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  await expect(dropdown.locator('.ant-picker-month-btn')).toHaveText(/^\d{1,2}月$/);
  await expect(dropdown.locator('thead')).toContainText('一');
  await expect(dropdown.locator('.ant-picker-now-btn, .ant-picker-today-btn')).toHaveText('今天');
  await page.keyboard.press('Escape');
  await page.getByTestId('date-0').clear();
  await expect(page.getByTestId('date-0')).toHaveAttribute('placeholder', '请选择日期');

  // 繁體中文 (then back: the choice is saved for the user).
  await chooseLanguage(page, '繁體中文');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-tw', 'routes.flight-booking'));
  await expect(page.getByTestId('date-0')).toHaveAttribute('placeholder', '請選擇日期');
  await page.getByTestId('date-0').click();
  await expect(dropdown.locator('.ant-picker-month-btn')).toHaveText(/^\d{1,2}月$/);
  await expect(dropdown.locator('thead')).toContainText('一');
  await page.keyboard.press('Escape');
  await chooseLanguage(page, '简体中文');
  await expect(page.getByTestId('page-title')).toHaveText(zh('routes.flight-booking'));

  // One-way and multi-city results, with the result count worded for its number.
  await pickAirport(page, 'origin-0', 'PVG', 'PVG');
  await pickAirport(page, 'destination-0', 'HKG', 'HKG');
  await typeDate(page, page.getByTestId('date-0'), days(14));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('results-progress')).toHaveText(/^共 \d+ 个结果$/, { timeout: 20_000 });
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  await page.locator('label', { has: page.getByTestId('type-multi') }).click();
  await page.getByTestId('add-flight').click();
  await pickAirport(page, 'origin-1', 'HKG', 'HKG');
  await pickAirport(page, 'destination-1', 'PEK', 'PEK');
  await typeDate(page, page.getByTestId('date-1'), days(18));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('result-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('results-progress')).toHaveText(/^共 \d+ 个结果$/, { timeout: 20_000 });
  expect(reactErrors, 'React errors while showing one-way and multi-city results').toEqual([]);
});
