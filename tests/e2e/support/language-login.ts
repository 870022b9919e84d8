// Logging in to the console in a chosen language. The browser's remembered choice is set before the
// first page; a user whose own saved language differs (another spec chose one) is switched in the
// header, which saves it for that user.
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, loginAppliedLanguage } from './fixtures';

export type Language = 'en' | 'zh-cn' | 'zh-tw';

const NAMES: Record<Language, RegExp> = { en: /English/, 'zh-cn': /简体中文/, 'zh-tw': /繁體中文/ };
const HTML_LANG: Record<Language, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

export async function loginIn(page: Page, language: Language, username: string, landing: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('tessera.language', lang), language);
  await page.goto('/');
  const applied = await loginAppliedLanguage(page, username);
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  // The language applied at login takes effect once its texts have loaded, which may be after the console shows.
  if (applied && applied in HTML_LANG)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[applied as Language], { timeout: 30_000 });
  await switchLanguage(page, language);
}

/** On a console page: the header's language picker, unless the page is in that language already. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) !== HTML_LANG[language]) {
    await chooseLanguage(page, NAMES[language]);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
  }
}
