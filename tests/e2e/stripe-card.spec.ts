// Paying an order by card through Stripe in Chromium, Stripe being the mock built from its published
// OpenAPI document (a process of its own, see playwright.config.ts): the pay dialog shows the card
// surcharge and the card total, Stripe's hosted Checkout page asks for exactly that total, the payer
// pays and comes back to the order, paid; the wallet is where it was. Voided on the day of issue,
// the money goes back to the card: Stripe's refund id is on the wallet's payout line.
import { formatLedgerAmount } from '@/domain/money';
import { cardCharge } from '@/domain/card-surcharge';
import { api, bookOrder } from './support/api';
import { confirmInDialog, expect, expectAccessible, loginInEnglish, test } from './support/fixtures';
import { textOf } from './support/locales';

const en = (key: string, values: Record<string, string> = {}) =>
  textOf('en', 'orders', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
/** The surcharge the e2e server is configured with (CARD_SURCHARGES in playwright.config.ts). */
const RULE = { basisPoints: 250, fixed: { CNY: 100 } };

test("an order is paid by card on Stripe's page with its surcharge as shown, and a void goes back to the card", async ({
  page,
  request,
}) => {
  // Three full loads of the console (after login, after Stripe's page, after issue) on a busy machine.
  test.setTimeout(300_000);
  const ops = await api(request, 'harbour.ops');
  const order = await bookOrder(ops, { surname: 'QIAN', given: `Card${Date.now().toString(36).toUpperCase().slice(-4)}` });
  const detail = await ops.get<{ payment: { amount: number; currency: string } }>(`/order/v2/flight/orders/${order.id}`);
  const { cardFee, cardTotal } = cardCharge(detail.payment.amount, detail.payment.currency, RULE);
  const shown = (amount: number) => formatLedgerAmount({ amount, currency: detail.payment.currency });
  const walletBefore = (await ops.get<{ wallet: { available: number } }>('/order/v2/flight/config/payment')).wallet.available;

  await loginInEnglish(page, 'harbour.ops');
  await page.goto(`/flight/orders/${order.id}`);
  await page.getByTestId('action-pay').click();
  const dialog = page.getByTestId('pay-dialog');
  await dialog.getByText(en('payment.channels.stripe'), { exact: true }).click();
  // Shown before paying, to the minor unit: the surcharge and what the card is charged.
  await expect(dialog.getByTestId('pay-card-fee')).toHaveText(shown(cardFee));
  await expect(dialog.getByTestId('pay-card-total')).toHaveText(shown(cardTotal));
  await page.screenshot({ path: test.info().outputPath('pay-dialog-stripe-surcharge.png'), animations: 'disabled' });
  await page.getByTestId('pay-submit').click();

  // Stripe's hosted Checkout page (the mock's) asks for exactly that total.
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Stripe Checkout (test mode mock)' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveText(`${detail.payment.currency} ${(cardTotal / 100).toFixed(2)}`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the order (the console loads afresh after another site's page; the return's parameters are
  // taken out once it is handled): paid by Stripe, its card lines as charged; the wallet took the
  // deposit and the payment.
  await expect(page).toHaveURL(`/flight/orders/${order.id}`, { timeout: 30_000 });
  await expect(page.getByTestId('payment-status')).toHaveText(en('payment.paid'));
  await expect(page.getByTestId('order-payment')).toContainText(en('payment.channels.stripe'));
  await expect(page.getByTestId('price-cardFee')).toHaveText(shown(cardFee));
  await expect(page.getByTestId('price-cardTotal')).toHaveText(shown(cardTotal));
  await expectAccessible(page, 'order paid by card through Stripe');
  expect((await ops.get<{ wallet: { available: number } }>('/order/v2/flight/config/payment')).wallet.available).toBe(walletBefore);

  // Issued by the ticketing job, then voided on the day of issue: the whole card payment goes back to Stripe.
  await expect
    .poll(async () => (await ops.get<{ status: string }>(`/order/v2/flight/orders/${order.id}`)).status, { timeout: 60_000 })
    .toBe('issued');
  await page.reload();
  await page.getByTestId('action-void').click();
  await confirmInDialog(page);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'voided_reimbursed', { timeout: 60_000 });
  // The wallet's lines are the bills' (an agency SuperUser reads them; an operator does not).
  const superUser = await api(request, 'harbour.super');
  const payouts = () =>
    superUser.get<Array<{ amount: number; referenceId: string | null }>>(`/base/v2/transactions?type=payout&orderId=${order.orderNo}`);
  // The refund to the card is a job of its own: behind the other specs' jobs on a busy run it can take a while.
  await expect
    .poll(async () => (await payouts()).find((p) => p.referenceId?.startsWith('re_test_'))?.amount, { timeout: 90_000 })
    .toBe(-cardTotal);
});
