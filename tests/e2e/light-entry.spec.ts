// The public home page with the login form is the light entry: a visitor downloads only what the
// bundle budget counts for it (scripts/bundle-budget.ts, read from vite's manifest), and nothing that
// only the logged-in console needs (Refine, its antd parts, the access rules). After logging in, the
// console's code arrives.
import { readFileSync } from 'node:fs';
import { ENTRY, LANGUAGES, LOGIN_PAGE, CONSOLE_ROOT, siteLocaleKeys } from '../../scripts/bundle-budget/pages';
import { filesOf, type Manifest } from '../../scripts/bundle-budget/weigh';
import { expect, loginWithPassword, test } from './support/fixtures';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
const counted = new Set(filesOf(manifest, [ENTRY, LOGIN_PAGE, ...LANGUAGES.flatMap(siteLocaleKeys)]));
// What the console root needs that the counted set does not have: its own code and libraries.
const consoleOnly = filesOf(manifest, [CONSOLE_ROOT]).filter((file) => !counted.has(file));

test('a visitor on / downloads the light entry only, and the console after logging in', async ({ page }) => {
  const assets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.+\.(js|css)$/.test(path)) assets.push(path.slice(1));
  });
  expect(consoleOnly.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByTestId('login-panel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  expect(
    assets.filter((file) => !counted.has(file)),
    'files the budget does not count',
  ).toEqual([]);
  expect(
    assets.filter((file) => consoleOnly.includes(file)),
    'console files on the public page',
  ).toEqual([]);

  await loginWithPassword(page, 'harbour.ops');
  await expect(page).toHaveURL(/\/flight\/booking/);
  await expect(page.getByTestId('page-title')).toBeVisible();
  expect(
    assets.some((file) => consoleOnly.includes(file)),
    'console files after login',
  ).toBe(true);
});
