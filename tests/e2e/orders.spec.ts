// The life of a flight order in Chromium, in English: an operator pays an order from the wallet, the
// ticketing job issues it, the e-ticket PDF holds the passenger and the ticket number; the operator
// asks a refund with a proof file, platform staff approve it with a quote, the operator confirms and
// the wallet is credited. Paying through a gateway (YeePay's credit card channel) on the sandbox gateway's page: paid, and
// left then declined (Stripe, Alipay, WeChat Pay and Airwallex are real in this run, against their mocks: stripe-card.spec.ts,
// wallet-top-up.spec.ts; the YeePay family stays on the sandbox). Also: the menu
// counts, a filter, and a lock as another user sees it.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatLedgerAmount, formatSettlementPrice } from '@/domain/money';
import { pdfText } from '../support/pdf-text';
import { api, bookOrder as bookThroughApi, type Api } from './support/api';
import { confirmInDialog, expect, expectAccessible, expectOpened, loginInEnglish, logout, optionOf, test } from './support/fixtures';
import { text, textOf } from './support/locales';

type Tree = { [key: string]: string | Tree };
const orders = JSON.parse(readFileSync('locales/en/orders.json', 'utf8')) as Tree;
/** A string of the orders namespace as an English reader sees it (a count picks the singular or plural form). */
function en(key: string, values: Record<string, string> = {}): string {
  let node: string | Tree | undefined = orders;
  const plural = values.count === undefined ? '' : values.count === '1' ? '_one' : '_other';
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    const parent: string | Tree | undefined = node;
    node = typeof parent === 'object' ? (parent[part] ?? (i === parts.length - 1 ? parent[part + plural] : undefined)) : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const SURNAME = 'ZHAO';
/** A real 1x1 PNG: the server checks proof files by their content. */
const PROOF_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIVEN = `Lin${Date.now().toString(36).toUpperCase().slice(-4)}`;

/** A fresh order of this spec's passenger. */
const bookOrder = (ops: Api, payment: 'later' | 'balance' = 'later') => bookThroughApi(ops, { payment, surname: SURNAME, given: GIVEN });

// A channel that stays on the sandbox gateway in every run (no provider behind it).
const SANDBOX_CHANNEL = 'yeepay-credit-card';
const sandboxName = en(`payment.channels.${SANDBOX_CHANNEL}`);

/** Opens the order's Pay dialog and starts paying through a gateway channel: the browser lands on the gateway's page. */
async function payThrough(page: Page, channel: string) {
  await page.getByTestId('action-pay').click();
  await page
    .getByTestId('pay-dialog')
    .getByText(en(`payment.channels.${channel}`), { exact: true })
    .click();
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/sandbox\/gateway\/checkout\?token=/);
  await expect(page.getByRole('heading', { name: `Sandbox gateway: ${channel}` })).toBeVisible();
}

/** Back on the order from the gateway's page: the outcome is said once and the address is the order's own again. */
async function expectReturn(page: Page, orderId: number, message: string) {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(`/flight/orders/${orderId}`);
}

test('an order is paid, issued, documented, refunded with a proof, approved by staff, confirmed and credited', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const ops = await api(request, 'harbour.ops');
  const superUser = await api(request, 'harbour.super');
  const order = await bookOrder(ops);
  const me = await superUser.get<{ userInfo: { agencyId: number } }>('/base/v2/me');
  const balance = async () => (await superUser.get<{ balance: number }>(`/base/v2/sub/balance/${me.userInfo.agencyId}`)).balance;

  // The orders menu: the unpaid order counts under "To be paid"; a filter by order number finds it.
  await loginInEnglish(page, 'harbour.ops');
  await page.goto('/flight/orders');
  await expect(page.getByTestId('page-title')).toHaveText('Flight orders');
  const counts = await ops.get<Array<{ status: string; cnt: number }>>('/order/v2/flight/orders/status');
  const unpaid = counts.filter((c) => c.status === 'to_be_paid' || c.status === 'chg_to_be_paid').reduce((sum, c) => sum + c.cnt, 0);
  expect(unpaid).toBeGreaterThan(0);
  await expect(page.getByTestId('menu-to_be_paid').locator('sup')).toHaveAttribute('title', en('menu.count', { count: String(unpaid) }));
  await page.getByTestId('menu-to_be_paid').click();
  await expect(page).toHaveURL(/section/);
  await page.getByTestId('filter-order').fill(order.orderNo);
  await page.getByTestId('filter-search').click();
  const rows = page.getByTestId('orders-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(en('status.to_be_paid'));
  await expectAccessible(page, 'orders list');

  // Pay from the wallet; the ticketing job issues it and the ticket number appears.
  await page.getByTestId(`order-open-${order.id}`).click();
  await expect(page.getByTestId('order-no')).toContainText(order.orderNo);
  await expectAccessible(page, 'order detail');
  const beforePay = await balance();
  await page.getByTestId('action-pay').click();
  await expect(page.getByTestId('pay-dialog').getByRole('radio', { name: new RegExp(en('payment.channels.balance')) })).toBeChecked();
  await expectAccessible(page, 'pay dialog');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'issued', { timeout: 60_000 });
  const ticket = (await page.getByTestId('ticket-number').first().textContent())!.trim();
  expect(ticket).toMatch(/^\d{3}-?\d{10}$/);
  const afterPay = await balance();
  const paid = await ops.get<{ totalAmount: number }>(`/order/v2/flight/orders/${order.id}`);
  expect(beforePay - afterPay).toBe(paid.totalAmount);

  // The e-ticket PDF names the passenger and the ticket.
  await page.getByTestId('downloads').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-e-ticket-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await pdfText(readFileSync(await download.path()));
  expect(pdf).toContain(SURNAME);
  expect(pdf).toContain(GIVEN);
  expect(pdf.replace(/-/g, '')).toContain(ticket.replace(/-/g, ''));

  // Ask a refund (illness) with a proof file: a refund order opens in review.
  await page.getByTestId('action-refund').click();
  const dialog = page.getByTestId('order-refund-dialog');
  await expectOpened(page.getByRole('dialog').filter({ has: dialog }));
  await dialog.getByTestId('refund-reason').click();
  await (await optionOf(dialog.getByTestId('refund-reason'), en('reasons.refund.1'))).click();
  await dialog.getByText(en('subOptions.hospitalised')).click();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PROOF_PNG });
  await expect(dialog.getByText('certificate.png')).toBeVisible();
  await expectAccessible(page, 'refund dialog');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'rfd_reviewing');
  await expect(page.getByTestId('proof-file')).toHaveText('certificate.png');
  const refundUrl = page.url();
  const refundId = Number(refundUrl.split('/').pop());

  // Platform staff approve it with a quote.
  await logout(page);
  await loginInEnglish(page, 'admin');
  // The review queue is in platform staff's menu (casbin), and only theirs: under Flights, which is
  // closed on their desk.
  const staffMenu = page.getByRole('menu').first();
  await staffMenu.getByText('Flights', { exact: true }).click();
  await staffMenu.getByText('Order review', { exact: true }).click();
  // The queue keeps its page and sort in the address once its list has loaded.
  await expect(page).toHaveURL(/\/flight\/orders\/review(\?|$)/);
  await expect(page.getByTestId('page-title')).toHaveText('Order review');
  await expect(page.getByTestId(`review-approve-${refundId}`)).toBeVisible();
  await expectAccessible(page, 'review queue');
  await page.getByTestId(`review-approve-${refundId}`).click();
  await page.getByTestId('quote-refundable').fill(String(paid.totalAmount / 100));
  await page.getByTestId('quote-refundFee').fill('100');
  await expectAccessible(page, 'approve dialog');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId(`review-approve-${refundId}`)).toBeHidden();

  // The agency confirms the quote; the refund reaches the wallet.
  await logout(page);
  await loginInEnglish(page, 'harbour.ops');
  await page.goto(refundUrl);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'rfd_to_be_confirm');
  const refundable = paid.totalAmount - 10000;
  const beforeRefund = await balance();
  await page.getByTestId('action-confirm').click();
  await confirmInDialog(page);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'refunded_reimbursed', { timeout: 60_000 });
  const refund = await ops.get<{ price: { refund: { totalRefundable: number } | null } }>(`/order/v2/flight/orders/${refundId}`);
  expect(refund.price.refund?.totalRefundable).toBeLessThanOrEqual(refundable);
  expect((await balance()) - beforeRefund).toBe(refund.price.refund!.totalRefundable);
  await expectAccessible(page, 'refunded order');
});

test("an order is paid through a gateway channel on the sandbox gateway's page and comes back paid", async ({ page, request }) => {
  test.setTimeout(180_000);
  const ops = await api(request, 'harbour.ops');
  const order = await bookOrder(ops);
  const detail = await ops.get<{ payment: { amount: number; currency: string } }>(`/order/v2/flight/orders/${order.id}`);
  const config = await ops.get<{ wallet: { currency: string; available: number } }>('/order/v2/flight/config/payment');

  await loginInEnglish(page, 'harbour.ops');
  await page.goto(`/flight/orders/${order.id}`);
  await page.getByTestId('action-pay').click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog.getByTestId('pay-due')).toHaveText(formatSettlementPrice(detail.payment));
  await expect(dialog.getByTestId('pay-available')).toHaveText(
    en('pay.available', { amount: formatLedgerAmount({ amount: config.wallet.available, currency: config.wallet.currency }) }),
  );
  await dialog.getByText(sandboxName, { exact: true }).click();
  await expect(page.getByTestId('pay-submit')).toHaveText(en('pay.submit.gateway', { channel: sandboxName }));
  await expect(dialog.getByText(en('pay.redirect', { channel: sandboxName }))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pay-dialog-gateway.png'), animations: 'disabled' });
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/sandbox\/gateway\/checkout\?token=/);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectReturn(page, order.id, en('pay.returned.succeeded'));
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', /^(proceeding|issued)$/);
  await expect(page.getByTestId('payment-status')).toHaveText(en('payment.paid'));
  await expect(page.getByTestId('order-payment')).toContainText(sandboxName);
  await expect(page.getByTestId('action-pay')).toHaveCount(0);
  await expectAccessible(page, 'order paid through a gateway');
});

test('a gateway payment left unfinished is continued, declined, and the order can be paid again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ops = await api(request, 'harbour.ops');
  const order = await bookOrder(ops);
  const minutes = { minutes: '15' };

  // Leave the gateway's page without paying: the payment waits, on its own channel only.
  await loginInEnglish(page, 'harbour.ops');
  await page.goto(`/flight/orders/${order.id}`);
  await payThrough(page, SANDBOX_CHANNEL);
  await page.getByRole('button', { name: /^Leave without paying/ }).click();
  await expectReturn(page, order.id, en('pay.returned.pending', minutes));
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'to_be_paid');
  await expect(page.getByTestId('order-payment')).toContainText(en('payment.states.awaiting'));
  await page.getByTestId('action-pay').click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog.getByTestId('pay-in-progress')).toHaveText(en('pay.inProgress', { channel: sandboxName, ...minutes }));
  await expect(dialog.getByRole('radio', { name: sandboxName, exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Alipay', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: new RegExp(en('payment.channels.balance')) })).toBeDisabled();
  await expectAccessible(page, 'pay dialog, a payment under way');
  await page.screenshot({ path: test.info().outputPath('pay-dialog-under-way.png'), animations: 'disabled' });

  // Continue it, and decline: still to be paid, and Pay is offered again with every way open.
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/sandbox\/gateway\/checkout\?token=/);
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expectReturn(page, order.id, en('pay.returned.failed'));
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'to_be_paid');
  await expect(page.getByTestId('payment-status')).toHaveText(en('payment.unpaid'));
  await page.getByTestId('action-pay').click();
  await expect(dialog.getByTestId('pay-in-progress')).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: 'Alipay', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: new RegExp(en('payment.channels.balance')) })).toBeChecked();
});

test('a lock is seen by another user, who cannot operate the order', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ops = await api(request, 'harbour.ops');
  const order = await bookOrder(ops);

  await loginInEnglish(page, 'harbour.ops');
  await page.goto(`/flight/orders/${order.id}`);
  await page.getByTestId('action-lock').click();
  await expect(page.getByText(en('confirm.lock.content'))).toBeVisible();
  await confirmInDialog(page);
  await expect(page.getByTestId('lock-notice')).toContainText(en('lock.byMe'));
  await expect(page.getByTestId('action-unlock')).toBeVisible();

  await logout(page);
  await loginInEnglish(page, 'harbour.super');
  await expect(page.getByRole('menu').first().getByText('Flight orders', { exact: true })).toBeVisible();
  await expect(page.getByRole('menu').first().getByText('Order review', { exact: true })).toHaveCount(0);
  await page.goto(`/flight/orders/${order.id}`);
  await expect(page.getByTestId('lock-notice')).toContainText(en('lock.byOther', { name: 'Harbour Operator' }));
  await expect(page.getByTestId('action-pay')).toHaveCount(0);
  await expect(page.getByTestId('action-unlock')).toHaveCount(0);
  await expectAccessible(page, 'locked order');
  await page.goto('/flight/orders');
  const row = page.getByTestId('orders-table').locator('tr', { has: page.getByTestId(`order-open-${order.id}`) });
  await expect(row.getByTestId('row-locked')).toHaveAttribute('aria-label', en('lock.locked'));
});

test('a schedule change announced by the supplier is accepted on the disruption list', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ops = await api(request, 'harbour.ops');
  const staff = await api(request, 'admin');
  const order = await bookOrder(ops, 'balance');
  await expect
    .poll(async () => (await ops.get<{ status: string }>(`/order/v2/flight/orders/${order.id}`)).status, { timeout: 60_000 })
    .toBe('issued');
  const disruption = await staff.post<{ id: number }>('/order/v2/flight/disruptions/simulate', { orderId: order.id, type: 'change' });

  await loginInEnglish(page, 'harbour.ops');
  await page.goto('/flight/orders/voyage');
  await expect(page.getByTestId('page-title')).toHaveText('Disruptions');
  const row = page.getByTestId('disruptions-table').locator('tbody tr', { hasText: order.orderNo });
  await expect(row.getByTestId('disruption-state')).toHaveText(en('disruptions.states.pending'));
  await expectAccessible(page, 'disruptions');
  await row.getByTestId(`disruption-accept-${disruption.id}`).click();
  await confirmInDialog(page);
  await expect(row.getByTestId('disruption-state')).toHaveText(en('disruptions.states.accepted'));
});

test('"direct bookings only" narrows to the agency\'s own orders, and is fixed on when the agency shows only its own', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const staff = await api(request, 'admin');
  const ops = await api(request, 'harbour.ops');
  const me = await ops.get<{ userInfo: { agencyId: number } }>('/base/v2/me');
  const all = await ops.get<Array<{ orderNo: string; agencyName: string }>>('/order/v2/flight/orders?_start=0&_end=200');
  const subAgencyOrder = all.find((o) => o.agencyName === 'Kowloon Tours');
  expect(subAgencyOrder, 'the demo book holds a sub-agency order').toBeTruthy();
  const rows = page.getByTestId('orders-table').locator('tbody tr.ant-table-row');
  const nothing = page.getByTestId('orders-table').getByText(text('en', 'grid.emptyFiltered'));

  // Harbour sees its sub-agency's order until it narrows the list to its direct bookings.
  await loginInEnglish(page, 'harbour.ops');
  await page.goto('/flight/orders');
  await expect(page.getByTestId('direct-only')).not.toBeChecked();
  await page.getByTestId('filter-order').fill(subAgencyOrder!.orderNo);
  await page.getByTestId('filter-search').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Kowloon Tours');
  await page.getByTestId('direct-only').click();
  await expect(page).toHaveURL(/directOnly/);
  await expect(nothing).toBeVisible();
  await expectAccessible(page, 'orders, direct bookings only');

  // With the agency setting on, the switch stays on and the sub-agency's order stays out.
  type Settings = { general: { showOnlyOwnOrders: boolean } };
  const config = await staff.get<{ settings: Settings }>(`/base/v2/agencies/${me.userInfo.agencyId}/config`);
  const set = (on: boolean) =>
    staff.put(`/base/v2/agencies/${me.userInfo.agencyId}/config`, {
      ...config.settings,
      general: { ...config.settings.general, showOnlyOwnOrders: on },
    });
  await set(true);
  try {
    await logout(page);
    await loginInEnglish(page, 'harbour.ops');
    await page.goto(`/flight/orders?filters[0][field]=orderId&filters[0][operator]=eq&filters[0][value]=${subAgencyOrder!.orderNo}`);
    await expect(page.getByTestId('direct-only')).toBeChecked();
    await expect(page.getByTestId('direct-only')).toBeDisabled();
    await expect(nothing).toBeVisible();
    // The train orders hold it on too, and say why the same way.
    await page.goto('/train/orders');
    await expect(page.getByTestId('direct-only')).toBeChecked();
    await expect(page.getByTestId('direct-only')).toBeDisabled();
    await page.getByText(textOf('en', 'orders', 'list.directOnly')).hover();
    await expect(page.getByRole('tooltip')).toHaveText(textOf('en', 'orders', 'list.directOnlyForced'));
  } finally {
    await set(false);
  }
});

test('the orders table shows every column on a 1280 and a 1440 px screen, agency column included, and scrolls on a narrow one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginInEnglish(page, 'harbour.super');
  const table = page.getByTestId('orders-table');
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/flight/orders');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(table.locator('thead th', { hasText: 'Agency' })).toBeVisible();
    // Nothing to scroll to sideways, and every column header inside the window.
    const layout = await table.evaluate((element) => {
      const scroller = element.querySelector('.ant-table-content, .ant-table-body')!;
      const headers = [...element.querySelectorAll('thead th')].map((th) => ({
        text: th.textContent ?? '',
        right: th.getBoundingClientRect().right,
      }));
      return { hidden: scroller.scrollWidth - scroller.clientWidth, headers, windowWidth: window.innerWidth };
    });
    expect(layout.hidden, `${width} px`).toBeLessThanOrEqual(1);
    for (const header of layout.headers) expect(header.right, `${header.text} at ${width} px`).toBeLessThanOrEqual(layout.windowWidth);
    expect(layout.headers.map((h) => h.text)).toEqual(
      expect.arrayContaining(['Order', 'Status', 'Flight', 'Passengers', 'Amount', 'Agency', 'Created on']),
    );
    // Wide enough: a plain table, with no fixed column to measure.
    await expect(table.locator('.ant-table-cell-fix-left')).toHaveCount(0);
  }
  // Narrower than the table: it scrolls sideways with the order number kept in view.
  await page.setViewportSize({ width: 760, height: 900 });
  await expect(table.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveClass(/ant-table-cell-fix-left/, {
    timeout: 30_000,
  });
  const hidden = await table.evaluate((element) => {
    const scroller = element.querySelector('.ant-table-content, .ant-table-body')!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(hidden).toBeGreaterThan(0);
  // Scrolling, columns keep their set widths: the passengers have room of their own.
  const passengers = await table.locator('thead th', { hasText: 'Passengers' }).boundingBox();
  expect(passengers?.width ?? 0).toBeGreaterThanOrEqual(140);
  // The menu is a drawer here, opened by a button fixed under the header: it covers nothing of the page's title.
  const menuButton = await page.locator('button:has(.anticon-bars)').boundingBox();
  const title = await page.getByTestId('page-title').boundingBox();
  expect(menuButton && title && title.y >= menuButton.y + menuButton.height).toBe(true);
});
