// White-label sites and special agencies in the browser. http://127.0.0.1:PORT and
// http://localhost:PORT reach the same server with two Host values: a second site made for
// `localhost` shows its own logo, name and page title there (in each language), while 127.0.0.1 keeps
// the default site with its live chat. A special agency's user gets the agency's primary colour,
// Simplified Chinese locked, and no "logged in" message (which an ordinary agency's user does get).
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { theme } from 'antd';
import { APP_PORT } from '../../playwright.config';
import { expect, loginWithPassword, PASSWORD, test } from './support/fixtures';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// Two busy cores shared with other runs: a first page load can take most of a minute.
const SLOW = { timeout: 90_000 };
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const LOCAL = `http://localhost:${APP_PORT}`;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="12" fill="#db2777"/></svg>`;

let api: APIRequestContext;
let staff: string;
let siteId: number;
let kowloonId: number;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(`${ORIGIN}/api${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${staff}`, 'accept-language': 'en' },
  });
  const body = (await res.json()) as { code: number; data: T; message: string };
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(0);
  return body.data;
}

test.beforeAll(async () => {
  api = await playwrightRequest.newContext();
  const login = await api.post(`${ORIGIN}/api/base/v2/login`, { data: { username: 'admin', password: PASSWORD } });
  staff = ((await login.json()) as { data: { token: string } }).data.token;
  const sites = await call<{ id: number; domains: string[] }[]>('GET', '/base/v2/sites');
  const existing = sites.find((s) => s.domains.includes('localhost'));
  const fields = {
    name: 'Lotus Holidays Portal',
    shortName: 'Lotus',
    chineseName: '莲花假期',
    chineseShortName: '莲花',
    type: 'whitelabel',
    dateFormat: 'yyyy-MM-dd',
    defaultCurrency: 'HKD',
    defaultLanguage: 'en',
    currencies: ['HKD', 'CNY'],
    isIcp: false,
    icpCode: '',
    isNetworkSecurity: false,
    networkSecurityCode: '',
    enabled: true,
    domains: ['localhost'],
  };
  siteId = existing
    ? (await call<{ id: number }>('PATCH', `/base/v2/sites/${existing.id}`, fields)).id
    : (await call<{ id: number }>('POST', '/base/v2/sites', fields)).id;
  const image = `data:image/svg+xml;base64,${Buffer.from(LOGO).toString('base64')}`;
  await call('PUT', `/base/v2/sites/${siteId}/images/logo`, { image });
  await call('PUT', `/base/v2/sites/${siteId}/images/whiteLogo`, { image });
  const agencies = await call<{ id: number; code: string }[]>('GET', '/base/v2/agencies?_start=0&_end=200');
  kowloonId = agencies.find((a) => a.code === 'KOWLOON')!.id;
});

test.afterAll(async () => {
  // Leave the server as other specs expect it: no site on localhost, Kowloon an ordinary agency.
  await call('PATCH', `/base/v2/sites/${siteId}`, { enabled: false, domains: [] });
  await call('PUT', `/base/v2/agencies/${kowloonId}/branding`, { siteId: null, special: null });
  await api.dispose();
});

async function inLanguage(page: Page, origin: string, language: string) {
  await page.goto(`${origin}/`);
  await page.evaluate((l) => localStorage.setItem('tessera.language', l), language);
  await page.reload();
}

test('each host gets its own site: logo, name and title on localhost, the default site on 127.0.0.1', async ({ page }) => {
  for (const [language, title] of [
    ['en', 'Lotus'],
    ['zh-cn', '莲花'],
    ['zh-tw', '莲花'],
  ] as const) {
    await inLanguage(page, LOCAL, language);
    await expect(page.getByTestId('brand')).toContainText(title, SLOW);
    await expect(page).toHaveTitle(new RegExp(title), SLOW);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute(
      'src',
      new RegExp(`/api/base/v2/sites/${siteId}/images/(white)?[lL]ogo\\?v=`),
    );
    expect(await page.getByTestId('brand-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A white-label site offers no platform chat.
    await expect(page.getByTestId('login-username')).toBeVisible();
    await expect(page.getByTestId('chat-open')).toHaveCount(0);
    await page.screenshot({ path: `test-results/white-label-localhost-${language}.png`, fullPage: false });
  }

  await inLanguage(page, ORIGIN, 'en');
  await expect(page.getByTestId('brand')).toContainText('Tessera', SLOW);
  await expect(page).toHaveTitle(/Tessera/);
  await expect(page.getByTestId('chat-open')).toBeVisible(SLOW);
});

test('a special agency gets its colour, Simplified Chinese locked and no login message', async ({ page, browser }) => {
  // An ordinary agency's user sees the message (so its absence below means something).
  await inLanguage(page, ORIGIN, 'en');
  await loginWithPassword(page, 'harbour.ops');
  await expect(page.getByText('Logged in successfully.')).toBeVisible(SLOW);

  await call('PUT', `/base/v2/agencies/${kowloonId}/branding`, {
    siteId: null,
    special: { theme: { colorPrimary: '#c2410c', useAgencyLogo: false }, forcedLocale: 'zh-cn', suppressLoginMessage: true },
  });
  const context = await browser.newContext();
  const special = await context.newPage();
  try {
    await inLanguage(special, ORIGIN, 'en');
    await loginWithPassword(special, 'kowloon.super');
    await special.waitForURL('**/flight/booking', SLOW);
    await expect(special.locator('html')).toHaveAttribute('lang', 'zh-CN', SLOW);
    const locked = special.getByTestId('language-locked');
    await expect(locked).toBeVisible();
    await expect(locked).toHaveAttribute('title', /简体中文/);
    await expect(locked.locator('.ant-select')).toHaveClass(/ant-select-disabled/);
    const primary = special.locator('button.ant-btn-primary').first();
    await expect(primary).toBeVisible(SLOW);
    // The dark algorithm derives the filled colour from the agency's seed colour, as for the platform's.
    const filled = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#c2410c' } }).colorPrimary;
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(filled.slice(i, i + 2), 16)).join(', ')})`;
    await expect(primary).toHaveCSS('background-color', rgb);
    await expect(special.getByText(/登录成功|Logged in successfully/)).toHaveCount(0);
    await special.screenshot({ path: 'test-results/white-label-special-agency-zh-cn.png' });
    // The forced language survives a reload, whatever this browser last chose.
    await special.evaluate(() => localStorage.setItem('tessera.language', 'zh-tw'));
    await special.reload();
    await expect(special.locator('html')).toHaveAttribute('lang', 'zh-CN', SLOW);
  } finally {
    await context.close();
  }
});
