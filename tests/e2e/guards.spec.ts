// A representative subset of the route x identity matrix in the browser (the full matrix runs
// against the access module in tests/access).
import { expect, loginWithPassword, saveUserLanguage, test } from './support/fixtures';
import { text } from './support/locales';

test('a visitor opening a protected page is sent to / with router.login, then returned after login', async ({ page }) => {
  await page.goto('/flight/orders');
  await expect(page).toHaveURL(/\/\?redirect=%2Fflight%2Forders|\/$/);
  await expect(page.getByText(text('zh-cn', 'router.login'))).toBeVisible();
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/orders');
});

const DENIED = [
  { user: 'harbour.finance', path: '/flight/booking', landing: '/bills/statements' },
  { user: 'harbour.ops', path: '/bills/wallet', landing: '/flight/booking' },
  { user: 'kowloon.super', path: '/train/booking', landing: '/flight/booking' },
  { user: 'kowloon.super', path: '/agency-manager', landing: '/flight/booking' },
  { user: 'harbour.ops', path: '/user-log', landing: '/flight/booking' },
  { user: 'harbour.finance', path: '/flight/orders', landing: '/bills/statements' },
  { user: 'harbour.ops', path: '/agency-manager', landing: '/flight/booking' },
  { user: 'harbour.ops', path: '/desk', landing: '/flight/booking' },
] as const;

for (const { user, path, landing } of DENIED) {
  test(`${user} opening ${path} is refused with router.notRole, before any API call the role may not make`, async ({ page, request }) => {
    // The texts below are read in Simplified Chinese.
    await saveUserLanguage(request, user, 'zh-cn');
    await page.goto('/');
    await loginWithPassword(page, user);
    await expect(page).toHaveURL(landing);
    // The guard decides from the session and the rules before the page mounts: nothing it would have
    // read comes back 403 (each such answer is an error line in the browser's console).
    const forbidden: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) forbidden.push(`${r.request().method()} ${r.url()}`);
    });
    await page.goto(path);
    await expect(page.getByText(text('zh-cn', 'router.notRole'))).toBeVisible();
    await expect(page).not.toHaveURL(path);
    await expect(page.getByTestId('page-title')).toBeVisible();
    expect(forbidden).toEqual([]);
  });
}

test('the SuperUser menu shows the areas its access grants, built by casbin in the browser', async ({ page, request }) => {
  // The texts below are read in Simplified Chinese.
  await saveUserLanguage(request, 'harbour.super', 'zh-cn');
  await page.goto('/');
  await loginWithPassword(page, 'harbour.super');
  await expect(page).toHaveURL('/flight/booking');
  const menu = page.getByRole('menu').first();
  for (const group of ['menu.flight', 'menu.train', 'menu.bills', 'menu.agency', 'menu.account']) {
    await expect(menu.getByText(text('zh-cn', group), { exact: true })).toBeVisible();
  }
  await menu.getByText(text('zh-cn', 'menu.bills'), { exact: true }).click();
  await menu.getByText(text('zh-cn', 'routes.bills-wallet'), { exact: true }).click();
  await expect(page).toHaveURL('/bills/wallet');
  await expect(page.getByTestId('page-title')).toHaveText(text('zh-cn', 'routes.bills-wallet'));
});

test('the operator menu leaves out bills, agencies and the SuperUser pages', async ({ page, request }) => {
  // The texts below are read in Simplified Chinese.
  await saveUserLanguage(request, 'harbour.ops', 'zh-cn');
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText(text('zh-cn', 'routes.flight-orders'), { exact: true })).toBeVisible();
  await expect(menu.getByText(text('zh-cn', 'menu.bills'), { exact: true })).toHaveCount(0);
  await expect(menu.getByText(text('zh-cn', 'menu.agency'), { exact: true })).toHaveCount(0);
  await menu.getByText(text('zh-cn', 'menu.account'), { exact: true }).click();
  await expect(menu.getByText(text('zh-cn', 'routes.users'), { exact: true })).toBeVisible();
  await expect(menu.getByText(text('zh-cn', 'routes.user-log'), { exact: true })).toHaveCount(0);
});

test('a logged-in user opening / sees the home page with the way into the console; a refused page leaves them there', async ({
  page,
  request,
}) => {
  // The texts below are read in Simplified Chinese.
  await saveUserLanguage(request, 'harbour.ops', 'zh-cn');
  await page.goto('/');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL('/flight/booking');
  await page.goto('/');
  await expect(page.getByTestId('console-entry')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.getByTestId('console-entry-open').click();
  await expect(page).toHaveURL('/flight/booking');
  await page.goto('/bills/wallet');
  await expect(page.getByText(text('zh-cn', 'router.notRole'))).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('console-entry')).toBeVisible();
});

test('platform staff land on their desk and see no agency booking or wallet pages', async ({ page, request }) => {
  // The texts below are read in Simplified Chinese.
  await saveUserLanguage(request, 'admin', 'zh-cn');
  await page.goto('/');
  await loginWithPassword(page, 'admin');
  await expect(page).toHaveURL('/desk');
  await expect(page.getByTestId('desk-count-order-review')).toBeVisible();
  const menu = page.getByRole('menu').first();
  await menu.getByText(text('zh-cn', 'menu.flight'), { exact: true }).click();
  await expect(menu.getByText(text('zh-cn', 'routes.flight-orders'), { exact: true })).toBeVisible();
  await expect(menu.getByText(text('zh-cn', 'routes.flight-booking'), { exact: true })).toHaveCount(0);
  await expect(menu.getByText(text('zh-cn', 'menu.bills'), { exact: true })).toHaveCount(0);
  await page.goto('/bills/wallet');
  await expect(page.getByText(text('zh-cn', 'router.notRole'))).toBeVisible();
});
