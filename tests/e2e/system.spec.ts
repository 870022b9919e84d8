// The staff system page end to end, in English: after an agency's search has called the flight
// suppliers, staff see them answering with their answer times, the job queues, the nightly ledger
// check the server ran at start (LEDGER_CHECK_HOUR=0 in the e2e server), no backup yet and no open
// alert; the page passes axe and is photographed for a look.
import { expect, expectAccessible, loginInEnglish, PASSWORD, test } from './support/fixtures';

const SLOW = { timeout: 30_000 };

test('staff see suppliers, queues, the ledger check and the last backup', async ({ page, request }, testInfo) => {
  // An agency searches through the API, so every simulated supplier has been called once.
  const login = await request.post('/api/base/v2/login', { data: { username: 'harbour.ops', password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const search = await request.post('/api/shopping/v2/flight/async-shopping', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      journeys: [{ origin: 'HKG', destination: 'PEK', date }],
      passengers: { adult: 1, child: 0, infant: 0 },
      bookingType: 'oneway',
      cabinClass: 'economy',
    },
  });
  expect(search.ok()).toBe(true);

  await loginInEnglish(page, 'admin');
  await page.getByRole('menuitem', { name: 'System' }).click();
  await expect(page).toHaveURL('/system');
  await expect(page.getByTestId('page-title')).toHaveText('System');

  const suppliers = page.getByTestId('system-suppliers');
  // The search's supplier calls may still be answering when the page is first read: read again until they show.
  await expect(async () => {
    await page.getByRole('button', { name: 'Read again' }).click();
    await expect(suppliers.getByRole('row', { name: /SKYLINK/ })).toContainText('Answering', { timeout: 2_000 });
  }).toPass(SLOW);
  await expect(suppliers.getByRole('row', { name: /SKYLINK/ })).toContainText(/\d+ ms \/ \d+ ms/);
  await expect(page.getByTestId('system-queues')).toContainText('ledger-check');
  await expect(page.getByTestId('system-ledger')).toContainText('Passed', SLOW);
  await expect(page.getByTestId('system-backup')).toContainText('None');
  await expect(page.getByTestId('system-no-alerts')).toContainText('Nothing failing');

  await expectAccessible(page, 'system page');
  await page.screenshot({ path: testInfo.outputPath('system-page.png'), fullPage: true });
});
