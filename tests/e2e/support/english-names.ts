// Names (patterns) the icon library and antd give in English whatever the language on screen, looked
// for in a page's accessibility tree (what a screen reader reads out), for the checks on Chinese screens.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const ENGLISH_NAMES = [
  'rocket',
  'search',
  'left',
  'right',
  'bars',
  'down',
  'up',
  'close',
  'close-circle',
  'user',
  'idcard',
  'logout',
  'calendar',
  'swap',
  'reload',
  'upload',
  'check-circle',
  'info-circle',
  'exclamation-circle',
  'ellipsis',
  'double-left',
  'double-right',
  'filter',
  'caret-up',
  'caret-down',
  'question-circle',
  'minus-circle',
  'plus',
  'eye',
  'eye-invisible',
  'wallet',
  'team',
  'setting',
  'global',
  'customer-service',
  'swap-right',
  'car',
  'audit',
  'bank',
  'solution',
  'transaction',
  'profile',
  'Increase Value',
  'Decrease Value',
  'segmented control',
  // A dialog's close button; a focused tab's own hidden announcement of its place.
  'Close',
  'Tab \\d+ of \\d+',
];
const ENGLISH = new RegExp(`(^|[^\\w-])(${ENGLISH_NAMES.join('|')})(?![\\w-])`);

/** Every line of the page's accessibility tree (roles, names, texts) that holds one of those English words. */
export async function englishNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .filter((line) => !line.trim().startsWith('- /url:') && ENGLISH.test(line))
    .map((line) => line.trim());
}

export async function expectNamesInChinese(page: Page, where: string): Promise<void> {
  await expect.poll(() => englishNames(page), { message: `${where}: English names on a Chinese screen` }).toEqual([]);
}
