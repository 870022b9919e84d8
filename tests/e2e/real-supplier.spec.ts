// A real supplier in Chromium: the e2e server runs the Duffel adapter (its official SDK) against the
// Duffel mock (tests/contract/duffel/serve.ts: the SDK's published example offer, dates moved to the
// future, offered on searches from Heathrow). Platform staff let the agency see suppliers, so the
// results name Duffel; the agency books its offer from the result card and pays from the wallet, the
// ticketing job pays Duffel and reads its ticket, and a refund is confirmed at Duffel. One amount on
// the card, the confirm button, the order and the wallet line; the refund's on the order and its line.
import type { Page } from '@playwright/test';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import { api, type Api } from './support/api';
import { bookPaidFromWallet } from './support/confirm-page';
import { confirmInDialog, expect, loginInEnglish, minorOf, optionOf, pickAirport, test, typeDate } from './support/fixtures';

/** The flight of the SDK's example offer (British Airways, from Heathrow). */
const DUFFEL_FLIGHT = 'BA1234';
/** The ticket number of the SDK's example order, as Duffel answers it once the order is paid. */
const DUFFEL_TICKET = '1252106312810';
const SURNAME = 'DUFFEL';

async function searchFromHeathrow(page: Page) {
  await pickAirport(page, 'origin-0', 'LHR', 'LHR');
  await pickAirport(page, 'destination-0', 'JFK', 'JFK');
  await typeDate(page, page.getByTestId('date-0'), new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('results-progress')).toHaveText(/^\d+ results?$/, { timeout: 30_000 });
}

test('a Duffel flight is found under its name, booked, paid, ticketed and refunded, one amount throughout', async ({ page, request }) => {
  // A long walk (two jobs, a staff step): as long as the orders spec's on a busy two-core machine.
  test.setTimeout(300_000);
  const superUser = await api(request, 'harbour.super');
  await superUser.post('/base/v2/often-used-passengers', {
    surname: SURNAME,
    given_names: 'Walk',
    type: 'adult',
    gender: 'female',
    birthday: '1986-03-08',
    nationality: 'GB',
    travel_document: { type: 'passport', number: 'E31415926', expiry: '2035-06-30' },
  });

  // Platform staff let Harbour see which supplier sells what (put back as found at the end).
  const staff = await api(request, 'admin');
  const me = await superUser.get<{ userInfo: { agencyId: number } }>('/base/v2/me');
  const config = `/base/v2/agencies/${me.userInfo.agencyId}/config`;
  const { settings } = await staff.get<{ settings: AgencySettings }>(config);
  await staff.put(config, { ...settings, flight: { ...settings.flight, showSuppliers: true } });
  restore = () => staff.put(config, settings);
  await walk(page, superUser, staff);
});

let restore: (() => Promise<unknown>) | undefined;
// Other specs find Harbour's settings as the demo has them, even after a failed walk.
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

async function walk(page: Page, superUser: Api, staff: Api) {
  // The agency finds the offer under its supplier's name.
  await loginInEnglish(page, 'harbour.super');
  await searchFromHeathrow(page);
  await page.getByTestId('filter-suppliers').getByText('Duffel', { exact: true }).click();
  const card = page.getByTestId('result-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(DUFFEL_FLIGHT);

  // Booked from its card: the price check finds it unchanged, straight to the confirm page.
  const shown = minorOf(await card.getByTestId('result-price').textContent());
  await card.getByTestId('result-book').click();
  await expect(page).toHaveURL('/flight/booking/confirm');
  const submit = page.getByTestId('create-order');
  expect(minorOf(await submit.textContent())).toBe(shown);

  const orderNo = await bookPaidFromWallet(page, `${SURNAME}/Walk`);

  // The order: the same total; the ticketing job pays the held Duffel order and reads its ticket.
  const orderId = Number(page.url().split('/').pop());
  expect(minorOf(await page.getByTestId('order-price').getByTestId('price-saleTotal').textContent())).toBe(shown);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'issued', { timeout: 60_000 });
  // Duffel names no booking class: the cabin stands alone.
  await expect(page.getByTestId('order-itinerary')).toContainText(DUFFEL_FLIGHT);
  await expect(page.getByTestId('order-itinerary')).not.toContainText('()');
  await expect(page.getByTestId('ticket-number').first()).toHaveText(
    new RegExp(`^${DUFFEL_TICKET.slice(0, 3)}-?${DUFFEL_TICKET.slice(3)}$`),
  );

  // A voluntary refund: asked here, quoted by staff, confirmed here; the refund job cancels at Duffel.
  await page.getByTestId('action-refund').click();
  const dialog = page.getByTestId('order-refund-dialog');
  await dialog.getByTestId('refund-reason').click();
  await (await optionOf(dialog.getByTestId('refund-reason'), 'Voluntary refund')).click();
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'rfd_reviewing');
  const refundId = Number(page.url().split('/').pop());
  expect(refundId).not.toBe(orderId);
  await staff.post(`/order/v2/flight/reviews/${refundId}/approve`, { quote: { refundable: shown, refundFee: 5000 } });
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'rfd_to_be_confirm', { timeout: 30_000 });
  await page.getByTestId('action-confirm').click();
  await confirmInDialog(page);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'refunded_reimbursed', { timeout: 60_000 });
  const refund = await superUser.get<{ price: { refund: { totalRefundable: number } | null } }>(`/order/v2/flight/orders/${refundId}`);
  const refunded = refund.price.refund!.totalRefundable;
  expect(refunded).toBeGreaterThan(0);
  expect(refunded).toBeLessThanOrEqual(shown - 5000);
  const origin = await superUser.get<{ status: string }>(`/order/v2/flight/orders/${orderId}`);
  expect(origin.status).toBe('refunded');

  // The wallet: the ticket's payment and the refund, both under the order's number, each the amount the orders show.
  await page.goto('/bills/transactions');
  const rows = page.getByTestId('transactions-table').locator('tbody tr').filter({ hasText: orderNo });
  const payment = rows.filter({ hasText: 'Flight ticket' });
  const credit = rows.filter({ hasText: 'Flight refund' });
  await expect(payment).toHaveCount(1, { timeout: 30_000 });
  expect(minorOf(await payment.getByTestId('tx-amount').textContent())).toBe(shown);
  await expect(credit).toHaveCount(1);
  expect(minorOf(await credit.getByTestId('tx-amount').textContent())).toBe(refunded);
}
