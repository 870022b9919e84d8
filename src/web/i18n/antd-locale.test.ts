// antd's built-in texts and the date pickers' month and weekday names follow the interface language.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ANTD_LOCALES } from './antd-locale';
import { applyLanguageToPage } from './language-effects';

describe('antd locales', () => {
  it('carry the date picker texts of each language', () => {
    expect(ANTD_LOCALES.en.DatePicker?.lang.today).toBe('Today');
    expect(ANTD_LOCALES['zh-cn'].DatePicker?.lang.today).toBe('今天');
    expect(ANTD_LOCALES['zh-cn'].DatePicker?.lang.locale).toBe('zh_CN');
    expect(ANTD_LOCALES['zh-tw'].DatePicker?.lang.locale).toBe('zh_TW');
    expect(ANTD_LOCALES['zh-tw'].DatePicker?.lang.today).toBe('今天');
  });

  it('switch dayjs, which names the months and weekdays, with the language', () => {
    applyLanguageToPage('zh-cn');
    expect(dayjs('2026-11-03').format('MMMM dd')).toBe('十一月 二');
    applyLanguageToPage('zh-tw');
    expect(dayjs('2026-11-03').format('MMMM dd')).toBe('十一月 二');
    applyLanguageToPage('en');
    expect(dayjs('2026-11-03').format('MMMM dd')).toBe('November Tu');
  });
});
