// Money shown exactly: a manager tops up its sub-agency from the agency drawer by an amount with
// cents; the drawer (still open) and the list show the wallet's exact figures as the API answers
// them, never rounded up, and the parent's transactions name the movement a transfer (the
// sub-agency's side: tests/api/transactions-statements.test.ts).
import type { Page } from '@playwright/test';
import { expect, loginInEnglish, test } from './support/fixtures';

const SLOW = { timeout: 30_000 };

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() =>
    Object.values(localStorage)
      .map((v) => /"token":"([^"]+)"/.exec(v)?.[1])
      .find(Boolean),
  );
  if (!token) throw new Error('no token in the browser');
  return token;
}

/** "CNY 17,435.25" exactly as the ledger rule writes it. */
function exact(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currency} ${(Math.abs(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

interface Wallet {
  balance: number;
  creditLimit: number;
  available: number;
  currency: string;
}

test("after a top-up with cents, the agency drawer and list show the API's exact wallet figures; transfers are named transfers", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginInEnglish(page, 'harbour.super');
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  const walletOf = async (id: number) =>
    (await (await page.request.get(`/api/base/v2/sub/balance/${id}`, { headers: auth })).json()).data as Wallet;

  await page.goto('/agency-manager');
  const row = page.getByTestId('agencies-table').locator('tbody tr').filter({ hasText: 'Kowloon Tours' });
  await expect(row).toBeVisible(SLOW);
  await row.getByTestId('agency-open-KOWLOON').click();
  const drawer = page.getByTestId('agency-detail');
  await expect(drawer.getByTestId('agency-detail-balance')).toBeVisible(SLOW);
  const kowloonId = Number((await drawer.locator('[data-testid^="top-up-"]').getAttribute('data-testid'))!.replace('top-up-', ''));
  const before = await walletOf(kowloonId);
  await expect(drawer.getByTestId('agency-detail-balance')).toHaveText(exact(before.balance, before.currency));

  // 17.25 received: the balance gets cents, which a rounding display would hide.
  await drawer.locator('[data-testid^="top-up-"]').click();
  await expect(page.getByTestId('top-up-submit')).toBeEnabled(SLOW);
  await page.getByTestId('top-up-received').fill('17.25');
  await page.getByTestId('top-up-reference').fill(`FD-${Date.now()}`);
  await page.getByTestId('top-up-submit').click();
  await expect(page.getByTestId('top-up-submit')).toBeHidden(SLOW);

  const after = await walletOf(kowloonId);
  expect(after.balance).toBe(before.balance + 1_725);
  expect(after.balance % 100).not.toBe(0);
  // The drawer that stayed open reads the agency again.
  await expect(drawer.getByTestId('agency-detail-balance')).toHaveText(exact(after.balance, after.currency));
  await expect(drawer.getByTestId('agency-detail-credit')).toHaveText(exact(after.creditLimit, after.currency));
  await expect(drawer.getByTestId('agency-detail-available')).toHaveText(exact(after.available, after.currency));
  await page.keyboard.press('Escape');
  await expect(row).toContainText(exact(after.balance, after.currency));
  await expect(row).toContainText(exact(after.available, after.currency));

  // Harbour's side of the movement is a transfer out, Kowloon's a transfer in: never a negative top-up.
  await page.goto('/bills/transactions');
  const out = page.getByTestId('transactions-table').locator('tbody tr').filter({ hasText: '-CNY 17.25' }).first();
  await expect(out).toContainText('Transfer to sub-agency', SLOW);
  await expect(out).not.toContainText('Top-up');
});
