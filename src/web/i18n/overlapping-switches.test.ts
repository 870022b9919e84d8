// Two language switches can overlap: the user's saved language applying at login, and a choice made in
// the header while its texts still load. The one asked last is the one the page ends in.
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, switchI18nLanguage } from './i18n';

describe('overlapping language switches', () => {
  it('end in the language asked last, even when the earlier one loads last', async () => {
    await initI18n('en');
    // Traditional Chinese is not loaded yet, English is: the first switch finishes after the second.
    const first = switchI18nLanguage('zh-tw');
    const second = switchI18nLanguage('en');
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.save')).toBe('Save');
  });

  it('apply a lone switch', async () => {
    await initI18n('en');
    expect(await switchI18nLanguage('zh-tw')).toBe(true);
    expect(i18n.language).toBe('zh-tw');
  });
});
