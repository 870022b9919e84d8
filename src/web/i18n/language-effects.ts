// Whatever switches the language, the page follows: <html lang> (screen readers, axe) and dayjs.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { i18n as I18n } from 'i18next';
import { HTML_LANG, toLanguage, type Language } from './languages';

const DAYJS_LOCALE: Record<Language, string> = { en: 'en', 'zh-cn': 'zh-cn', 'zh-tw': 'zh-tw' };

export function applyLanguageToPage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  dayjs.locale(DAYJS_LOCALE[language]);
}

export function followLanguage(i18n: I18n): void {
  const apply = (lng: string) => {
    const language = toLanguage(lng);
    if (language) applyLanguageToPage(language);
  };
  i18n.on('languageChanged', apply);
  if (i18n.language) apply(i18n.language);
}
