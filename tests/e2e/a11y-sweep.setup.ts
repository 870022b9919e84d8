// Logs in once per role for the accessibility sweep and keeps the browser's state (the stored
// session) for its tests, which then open pages without logging in again.
import { expect, loginWithPassword, test } from './support/fixtures';
import { stateFile } from './sweep/state';
import { USERNAMES } from './sweep/plan';

for (const [role, username] of Object.entries(USERNAMES)) {
  test(`log in as the ${role} role`, async ({ page }) => {
    await page.goto('/');
    await loginWithPassword(page, username);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
    await page.context().storageState({ path: stateFile(role) });
  });
}
