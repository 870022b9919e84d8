// The money pages at laptop sizes: the agency table's money columns are not hidden behind the fixed
// actions column, the top-up form's confirm button is on screen at 900 px height, and an e-mail
// address wraps only before its "@" or after a dot.
import type { Page } from '@playwright/test';
import { expect, loginWithPassword, test } from './support/fixtures';
import { text } from './support/locales';

const SLOW = { timeout: 30_000 };

async function login(page: Page, username: string) {
  await page.goto('/');
  await loginWithPassword(page, username);
  await expect(page.getByTestId('login-username')).toBeHidden(SLOW);
}

for (const width of [1280, 1440]) {
  test(`at ${width} px the agency table shows balance, credit limit and available clear of the actions column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, 'admin');
    await page.goto('/agency-manager');
    const table = page.getByTestId('agencies-table');
    await expect(table).toContainText('Harbour Travel', SLOW);
    const actions = table.locator('thead th', { hasText: text('zh-cn', 'grid.actions') });
    const actionsBox = (await actions.boundingBox())!;
    const viewport = (await table.locator('.ant-table-content, .ant-table-body').first().boundingBox())!;
    for (const key of ['balance', 'creditLimit', 'available']) {
      const box = (await table
        .locator('thead th', { hasText: text('zh-cn', `agencies.fields.${key}`) })
        .first()
        .boundingBox())!;
      expect(box.x, `${key} starts inside the table`).toBeGreaterThanOrEqual(viewport.x - 1);
      expect(box.x + box.width, `${key} ends before the actions column`).toBeLessThanOrEqual(actionsBox.x + 1);
    }
  });
}

test('the top-up confirm button is on screen at 900 px height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'harbour.finance');
  await page.goto('/agency-manager/statements');
  const row = page.getByTestId('sub-agency-balances').locator('tbody tr').filter({ hasText: 'Kowloon Tours' });
  await row.locator('[data-testid^="top-up-"]').click(SLOW);
  const submit = page.getByTestId('top-up-submit');
  await expect(submit).toBeEnabled(SLOW);
  const box = (await submit.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  await expect(submit).toBeInViewport({ ratio: 1 });
});

test('an e-mail address in the agency details wraps only at "@" or a dot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin');
  const token = await page.evaluate(() =>
    Object.values(localStorage)
      .map((v) => /"token":"([^"]+)"/.exec(v)?.[1])
      .find(Boolean),
  );
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/base/v2/agencies?name_like=Kowloon', { headers: auth })).json()).data as Array<{
    id: number;
  }>;
  const id = list[0]!.id;
  const email = 'reservations.department.longname@kowloon-tours-holidays.example';
  expect((await page.request.put(`/api/base/v2/agencies/${id}`, { headers: auth, data: { contactEmail: email } })).ok()).toBe(true);
  await page.goto(`/agency-manager?view=show&id=${id}`);
  const shown = page.getByTestId('agency-detail').getByTestId('email-text');
  await expect(shown).toHaveText(email, SLOW);
  // Where each line starts: the characters whose box is lower than the one before them.
  const lineStarts = await shown.evaluate((element) => {
    const node = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: Array<{ c: string; top: number }> = [];
    for (let n = node.nextNode(); n; n = node.nextNode()) {
      for (let i = 0; i < (n.textContent ?? '').length; i++) {
        const range = element.ownerDocument.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        chars.push({ c: n.textContent![i]!, top: range.getBoundingClientRect().top });
      }
    }
    return chars.flatMap((ch, i) => (i > 0 && ch.top > chars[i - 1]!.top + 2 ? [{ before: chars[i - 1]!.c, at: ch.c }] : []));
  });
  expect(lineStarts.length, 'the address is long enough to wrap in the drawer').toBeGreaterThan(0);
  for (const start of lineStarts)
    expect(start.before === '.' || start.at === '@', `a line starts at "${start.at}" after "${start.before}"`).toBe(true);
});
