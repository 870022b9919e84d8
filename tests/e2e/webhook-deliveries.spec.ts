// The agency's SuperUser reads what was sent to its booking notification URL: each event with the
// receiver's answer, the body as signed with the order's version, and an event sent again from the
// console. (Retries of a refused attempt are the API suite's: webhook-deliveries.test.ts.) The receiver is a real HTTP server on this machine (the e2e
// server allows loopback receivers through OUTBOUND_ALLOW).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, bookOrder } from './support/api';
import { expect, expectAccessible, loginInEnglish, test } from './support/fixtures';

test('a SuperUser sees each delivery, its body and version, and sends one again', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const received: Array<{ event: string; data: { orderNo: string; orderVersion: number } }> = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tessera`;
    const superUser = await api(request, 'harbour.super');
    const admin = await api(request, 'admin');
    const { userInfo } = await superUser.get<{ userInfo: { agencyId: number } }>('/base/v2/me');
    const config = await admin.get<{ settings: { flight: Record<string, unknown> } }>(`/base/v2/agencies/${userInfo.agencyId}/config`);
    await admin.put(`/base/v2/agencies/${userInfo.agencyId}/config`, {
      ...config.settings,
      flight: { ...config.settings.flight, bookingNotifyUrl: url },
    });
    await superUser.post('/base/v2/company/notify-secret');
    const order = await bookOrder(await api(request, 'harbour.ops'), { payment: 'balance', surname: 'HOOK', given: 'Ada' });

    await loginInEnglish(page, 'harbour.super');
    await page.goto('/webhook-deliveries');
    await expect(page.getByTestId('page-title')).toHaveText('Webhook deliveries');
    await page.getByTestId('filter-order-no').fill(order.orderNo);
    await page.getByTestId('filter-order-no').press('Enter');
    const table = page.getByTestId('webhook-deliveries-table');
    const proceeding = table.getByRole('row', { name: /order\.proceeding/ });
    // Delivered by the queue in the background: read again until it shows.
    await expect(async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(proceeding).toContainText('Delivered', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(proceeding).toContainText('200');
    await expect(proceeding.getByRole('cell').nth(5)).toHaveText('1');

    // The body as signed: the order's number and its version after the event.
    await proceeding.getByRole('button', { name: /expand/i }).click();
    const body = page.locator('[data-testid^="delivery-body-"]');
    await expect(body).toContainText(order.orderNo);
    await expect(body).toContainText('"orderVersion": 2');
    await expectAccessible(page, 'webhook deliveries');
    await page.screenshot({ path: testInfo.outputPath('webhook-deliveries-en.png'), fullPage: true });

    const before = received.filter((e) => e.event === 'order.proceeding').length;
    await proceeding.getByRole('button', { name: `Send order.proceeding of order ${order.orderNo} again` }).click();
    await expect(page.getByText('order.proceeding is queued to be sent again.')).toBeVisible();
    await expect.poll(() => received.filter((e) => e.event === 'order.proceeding').length, { timeout: 60_000 }).toBe(before + 1);
    await expect(async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(proceeding.getByRole('cell').nth(5)).toHaveText('2', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(proceeding).toContainText('Delivered');
    expect(
      received.filter((e) => e.event === 'order.proceeding').every((e) => e.data.orderNo === order.orderNo && e.data.orderVersion === 2),
    ).toBe(true);
  } finally {
    receiver.close();
  }
});
