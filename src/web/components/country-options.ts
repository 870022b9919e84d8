// Country choices named in the reader's language (Intl), from the shared ISO code list.
import { COUNTRY_CODES } from '@/domain/countries';

const INTL_LOCALE: Record<string, string> = { en: 'en', 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant' };

export function countryOptions(language: string): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([INTL_LOCALE[language] ?? 'en'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}
