// A tab opened before a deploy still names the old hashed chunks; the server no longer has them and
// answers 404. The console reloads itself once and the page the user asked for opens with the new
// files, instead of a blank page or an error.
import { expect, loginInEnglish, test } from './support/fixtures';

test('a page whose chunk is gone after a deploy opens after one reload', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('request', (request) => void loaded.add(new URL(request.url()).pathname));
  await loginInEnglish(page, 'harbour.ops');
  await page.waitForLoadState('networkidle');

  const before = new Set(loaded);
  const gone: string[] = [];
  // Every script this tab has not loaded yet is "from before the deploy" the first time it is asked for.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (before.has(path) || gone.includes(path)) return route.continue();
    gone.push(path);
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":100404}' });
  });
  let loads = 0;
  page.on('load', () => loads++);

  await page.evaluate(() => {
    history.pushState(null, '', '/profile');
    dispatchEvent(new PopStateEvent('popstate'));
  });

  await expect(page).toHaveURL(/\/profile$/);
  await expect.poll(() => loads, { message: 'the page reloaded itself' }).toBe(1);
  await expect(page.getByTestId('page-title')).toBeVisible();
  expect(gone.length, 'scripts that answered 404').toBeGreaterThan(0);
});
