// An agency tops up its own wallet online in Chromium: on the wallet page it chooses an amount and
// Stripe (the mock built from Stripe's published OpenAPI document, a process of its own, see
// playwright.config.ts), pays on Stripe's hosted Checkout page exactly that amount (no card surcharge
// on a top-up), comes back to the wallet and finds it credited, the top-up listed with Stripe's
// reference. Platform staff then reverse it: the money goes back to the card, Stripe's refund id on
// the reversing line. The same by Alipay, on the cashier page of Alipay's mock; by WeChat Pay, whose
// code the console shows (the mock "scans" and pays it: no phone scans in CI); and by Airwallex, on
// the mock's stand-in for its hosted payment page. Each provider's reference ends up on the top-up.
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './support/api';
import { expect, expectAccessible, loginInEnglish, test } from './support/fixtures';
import { textOf } from './support/locales';

const en = (key: string) => textOf('en', 'common', key);
const channelName = (code: string) => textOf('en', 'orders', `payment.channels.${code}`);
// The WeChat Pay code page is outside the console: it speaks the browser's language (zh-CN here).
const paymentPage = (key: string) => textOf('zh-cn', 'errors', `paymentPage.${key}`);
const available = async (caller: Awaited<ReturnType<typeof api>>) =>
  (await caller.get<{ wallet: { available: number; currency: string } }>('/order/v2/flight/config/payment')).wallet;

/**
 * The agency's super user logs in and, on the wallet page: "Top up online", an amount, a channel, and
 * on to the channel's page. Answers the super user's API and the wallet as it was before.
 */
async function startTopUp(page: Page, request: APIRequestContext, channel: string, amount: string) {
  const superUser = await api(request, 'harbour.super');
  const before = await available(superUser);
  await loginInEnglish(page, 'harbour.super');
  await page.goto('/bills/wallet');
  await page.getByTestId('channel-top-up').click();
  const dialog = page.getByTestId('channel-top-up-dialog');
  await dialog.getByTestId('channel-top-up-amount').fill(amount);
  await dialog.getByTestId(`channel-top-up-${channel}`).click();
  await expectAccessible(page, `online top-up dialog (${channel})`);
  await page.getByTestId('channel-top-up-submit').click();
  return { superUser, before };
}

/** A provider mock's own payment page (Alipay's cashier, Airwallex's hosted page): it asks for the amount, and Pay. */
async function payOnMockPage(page: Page, heading: string, amount: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Amount')).toHaveText(amount);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Back on the wallet, credited by exactly this much, the top-up listed under the channel: the newest top-up. */
async function expectCredited(page: Page, superUser: Awaited<ReturnType<typeof api>>, before: number, channel: string, minor: number) {
  await expect(page).toHaveURL('/bills/wallet', { timeout: 30_000 });
  await expect.poll(async () => (await available(superUser)).available, { timeout: 30_000 }).toBe(before + minor);
  const rows = page.getByTestId('wallet-recent').getByRole('row');
  await expect(
    rows
      .filter({ hasText: en('wallet.types.top_up') })
      .filter({ hasText: channelName(channel) })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  const [topUp] = await superUser.get<Movement[]>('/base/v2/transactions?type=top_up&_sort=paymentTime&_order=desc&_start=0&_end=1');
  return topUp;
}

interface Movement {
  id: number;
  type: string;
  amount: number;
  paymentMethod: string | null;
  referenceId: string | null;
  orderId: string | null;
}

test("an agency tops up its wallet by card on Stripe's page, comes back credited, and staff reverse it to the card", async ({
  page,
  request,
}) => {
  // Two full loads of the console (after login, after Stripe's page) on a busy machine.
  test.setTimeout(240_000);
  const { superUser, before } = await startTopUp(page, request, 'stripe', '123.45');

  // Stripe's hosted Checkout page (the mock's) asks for exactly the amount chosen.
  await expect(page).toHaveURL(/\/checkout\/cs_test_/, { timeout: 30_000 });
  await expect(page.getByLabel('Amount')).toHaveText(`${before.currency} 123.45`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the wallet (the return's parameters are taken out once it is handled), credited.
  const topUp = await expectCredited(page, superUser, before.available, 'stripe', 12_345);
  await expectAccessible(page, 'wallet after an online top-up');
  expect(topUp).toMatchObject({ amount: 12_345, paymentMethod: 'stripe', referenceId: expect.stringMatching(/^pi_/) });

  // Platform staff reverse it: held on the wallet, then refunded at Stripe, its refund id on the reversal.
  const staff = await api(request, 'admin');
  await staff.post(
    `/base/v2/transactions/${topUp!.id}/reversal`,
    { reason: 'Paid twice by mistake' },
    { 'Idempotency-Key': `e2e-reverse-${topUp!.id}` },
  );
  const reversals = () => superUser.get<Movement[]>(`/base/v2/transactions?type=reversal&orderId=${topUp!.orderId}`);
  await expect
    .poll(async () => (await reversals()).find((r) => r.referenceId?.startsWith('re_'))?.amount, { timeout: 60_000 })
    .toBe(-12_345);
  expect((await available(superUser)).available).toBe(before.available);
});

test("an agency tops up its wallet on Alipay's cashier page and comes back credited, with Alipay's trade number", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { superUser, before } = await startTopUp(page, request, 'alipay', '88');

  // Alipay's cashier (the mock's, reached through Alipay's signed page address) asks for that amount.
  await payOnMockPage(page, 'Alipay cashier (test mode mock)', 'CNY 88.00');

  const topUp = await expectCredited(page, superUser, before.available, 'alipay', 8_800);
  expect(topUp).toMatchObject({ amount: 8_800, paymentMethod: 'alipay', referenceId: expect.stringMatching(/^2026\d{24}$/) });
});

test("an agency tops up its wallet by WeChat Pay: the console shows the code, WeChat is paid, and the wallet is credited with WeChat's transaction id", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { superUser, before } = await startTopUp(page, request, 'wechat-pay', '66');

  // Native pay: our own page shows WeChat Pay's code for that amount; the payment's session is in its address.
  await expect(page).toHaveURL(/\/gateway\/wechat-pay\/[^/?]+\?/, { timeout: 30_000 });
  await expect(page.getByRole('img', { name: paymentPage('qrLabel') })).toBeVisible();
  await expect(page.getByLabel(paymentPage('amount'))).toHaveText('CNY 66.00');
  const session = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  // The payer scans and pays: the mock sends its encrypted, signed notification to our server, as WeChat Pay would.
  const scan = await request.post(`${process.env.E2E_WECHATPAY_MOCK_URL}/mock/scan/${encodeURIComponent(session)}`);
  expect(scan.status()).toBe(200);
  const { transaction_id: transactionId } = (await scan.json()) as { transaction_id: string };

  // The page, looking again by itself, finds the payment posted and takes the payer back to the wallet.
  const topUp = await expectCredited(page, superUser, before.available, 'wechat-pay', 6_600);
  expect(topUp).toMatchObject({ amount: 6_600, paymentMethod: 'wechat-pay', referenceId: transactionId });
});

test("an agency tops up its wallet on Airwallex's hosted payment page and comes back credited, with the intent's reference", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { superUser, before } = await startTopUp(page, request, 'airwallex', '77');

  // The hosted page (the mock's) reads the intent and its client secret after '#', as Airwallex's does.
  await expect(page).toHaveURL(/\/checkout\/#\/standalone\/checkout\?/, { timeout: 30_000 });
  const hash = new URL(page.url()).hash;
  const intentId = new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('intent_id');
  expect(intentId).toMatch(/^int_/);
  await payOnMockPage(page, 'Airwallex checkout (test mode mock)', 'CNY 77.00');

  const topUp = await expectCredited(page, superUser, before.available, 'airwallex', 7_700);
  expect(topUp).toMatchObject({ amount: 7_700, paymentMethod: 'airwallex', referenceId: intentId });
});
