// The three interface languages and what each maps to in the libraries that follow it.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/domain/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** Language names are shown in their own language (endonyms), whatever the current UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};

/** BCP 47 form for <html lang>. */
export const HTML_LANG: Record<Language, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toLowerCase());
}

export function toLanguage(value: unknown): Language | null {
  return isLanguage(value) ? (value.toLowerCase() as Language) : null;
}

export function isChinese(language: Language): boolean {
  return language !== 'en';
}
