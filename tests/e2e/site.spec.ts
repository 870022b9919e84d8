// The public site end to end: every part of the home page, About Us, and the partnership form with
// each of its messages and its "Submitted" outcome; the application then waits in the staff inbox,
// where "convert" opens the new-agency form filled from it.
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, expectAccessible, loginInEnglish, test } from './support/fixtures';

const stamp = Date.now().toString(36).slice(-5);
const company = `Lotus Travel ${stamp}`;

async function inEnglish(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  await page.reload();
}

const form = (page: Page) => page.getByTestId('partnership-form');
const fieldError = (page: Page, text: string) => form(page).locator('.ant-form-item-explain-error', { hasText: text });

test('the home page shows each part, and About Us', async ({ page }) => {
  await inEnglish(page);
  await expect(page.getByTestId('page-title')).toHaveText('Travel technology for travel businesses');
  await expect(page.getByText(/One platform for flights, group tickets, trains and more/)).toBeVisible();
  for (const figure of ['Suppliers', 'Years of experience', 'Serving agencies since'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  for (const heading of ['What you can sell', 'Ways to work with us', 'Why agencies choose us', 'Become a partner']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const product of ['Flights', 'Group tickets', 'Trains', 'Hotels'])
    await expect(page.getByRole('heading', { level: 3, name: product, exact: true })).toBeVisible();
  for (const option of ['API', 'White label', 'SaaS'])
    await expect(page.getByRole('heading', { level: 3, name: option, exact: true })).toBeVisible();
  await expect(page.getByTestId('home-reasons').getByRole('listitem')).toHaveCount(6);
  const footer = page.getByTestId('site-footer');
  for (const link of ['About us', 'Become a partner', 'Terms & Conditions', 'Privacy Policy'])
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  const header = page.getByTestId('site-header');
  await expect(header.getByTestId('language-select')).toBeVisible();
  await expect(header.getByTestId('currency-select')).toBeVisible();
  await expectAccessible(page, 'home');

  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByTestId('page-title')).toHaveText(/^About /);
  await expect(page.getByRole('heading', { level: 2, name: 'Who we work with' })).toBeVisible();
  await expectAccessible(page, 'about');
  await page.getByTestId('about-partnership').click();
  await expect(form(page)).toBeInViewport();
});

test('the partnership form says each message, then Submitted; staff find it in their inbox', async ({ page }) => {
  await inEnglish(page);
  // The form loads when the visitor comes near it (the home page stays light), so scroll there first.
  await page.getByRole('heading', { level: 2, name: 'Become a partner' }).scrollIntoViewIfNeeded();
  await page.getByTestId('partnership-submit').click();
  await expect(fieldError(page, 'Please input the username')).toBeVisible();
  await expect(fieldError(page, 'Please select your country')).toBeVisible();
  await expect(fieldError(page, 'Please input email address or phone number')).toBeVisible();
  await expectAccessible(page, 'partnership form with its messages');

  await page.getByTestId('partnership-email').fill('mei@');
  await expect(fieldError(page, 'The email format is incorrect.')).toBeVisible();

  // The same rules in Chinese.
  await chooseLanguage(page, '简体中文');
  await page.getByTestId('partnership-submit').click();
  await expect(fieldError(page, '请输入用户名')).toBeVisible();
  await expect(fieldError(page, '邮箱格式不正确。')).toBeVisible();
  await chooseLanguage(page, 'English');

  await page.getByTestId('partnership-name').fill('Mei Lin');
  await page.getByTestId('partnership-country').click();
  await page.keyboard.type('Singapore');
  await page.keyboard.press('Enter');
  await page.getByTestId('partnership-email').fill(`mei.${stamp}@lotus-travel.example`);
  await page.getByTestId('partnership-company').fill(company);
  await page.getByTestId('partnership-others').fill('We issue about 300 tickets a month.');
  await expect(form(page).locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.getByTestId('partnership-submit').click();
  const submitted = page.getByTestId('partnership-submitted');
  await expect(submitted).toContainText('Submitted');
  await expect(submitted).toContainText('An account manager will reach out to you soon.');
  await expectAccessible(page, 'partnership submitted');

  await loginInEnglish(page, 'admin');
  await expect(page.getByTestId('desk-count-applications')).toBeVisible();
  await page.goto('/applications');
  const table = page.getByTestId('applications-table');
  await expect(table).toContainText(company);
  await expectAccessible(page, 'applications inbox');

  const row = table.locator('tr', { hasText: company });
  await row.getByRole('button', { name: 'Convert to agency' }).click();
  await page.waitForURL('**/agency-manager?fromApplication=*');
  await expect(page.getByTestId('agency-name').filter({ visible: true })).toHaveValue(company);
  await expect(page.getByTestId('agency-contact-name').filter({ visible: true })).toHaveValue('Mei Lin');
});
