// Opening a console list by its address, as a returning user does (a bookmark, a reload): the list's
// first read leaves with the entry and is sent once, the page shows that answer, and antd's styles
// come from the stylesheet made at build instead of being generated while the page renders.
import type { Page } from '@playwright/test';
import { expect, loginInEnglish, test } from './support/fixtures';

const ORDERS_LIST = /\/api\/order\/v2\/flight\/orders(\?|$)/;

/** Opens `address`; once its rows are shown, returns the orders list reads the page sent, and checks it shows the answer. */
async function listReadsOn(page: Page, address: string): Promise<string[]> {
  const reads: string[] = [];
  const record = (request: { url(): string; method(): string }) => {
    if (request.method() === 'GET' && ORDERS_LIST.test(request.url())) reads.push(new URL(request.url()).search);
  };
  page.on('request', record);
  const answer = page.waitForResponse((response) => ORDERS_LIST.test(response.url()));
  await page.goto(address);
  const body = (await (await answer).json()) as { data: Array<{ id: string | number }> };
  const rows = page.getByTestId('orders-table').locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  expect(body.data.length).toBeGreaterThan(0);
  await expect(rows).toHaveCount(body.data.length);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')))).toEqual(body.data.map((row) => String(row.id)));
  return reads;
}

test('a list opened by its address is read once, with the sort and page the address names', async ({ page }) => {
  await loginInEnglish(page, 'harbour.ops');

  expect(await listReadsOn(page, '/flight/orders')).toEqual(['?_end=20&_order=desc&_sort=createdAt&_start=0']);

  const sortedByAmount = '/flight/orders?currentPage=1&pageSize=20&sorters[0][field]=totalAmount&sorters[0][order]=asc';
  expect(await listReadsOn(page, sortedByAmount)).toEqual(['?_end=20&_order=asc&_sort=totalAmount&_start=0']);

  // A filtered address is left to the page, which reads it itself, still once.
  const filtered = '/flight/orders?currentPage=1&pageSize=20&filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=origin';
  expect(await listReadsOn(page, filtered)).toEqual(['?_end=20&_order=desc&_sort=createdAt&_start=0&type=origin']);
});

test("antd's styles for the console come from the built stylesheet", async ({ page }) => {
  await loginInEnglish(page, 'harbour.ops');
  for (const address of ['/flight/booking', '/flight/orders']) {
    await page.goto(address);
    await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const styles = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'data-ant-cssinjs-cache-path';
      document.body.appendChild(probe);
      const map = getComputedStyle(probe).content;
      probe.remove();
      // antd marks each style it generates in the browser with its hash.
      const generated = [...document.querySelectorAll('style[data-css-hash]')].map((s) => s.textContent?.slice(0, 80) ?? '');
      return { mapped: map.split(';').length, generated };
    });
    // The stylesheet names the styles of every component the console uses (about seventy) ...
    expect(styles.mapped, address).toBeGreaterThan(50);
    // ... so antd generates none of them while the page renders.
    expect(styles.generated, address).toEqual([]);
  }
});
