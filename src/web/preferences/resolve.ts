// Which language and display currency apply, in order: the user's saved choice (per user, on the
// server), this browser's last choice, the browser's own languages (a first visit reads in the
// visitor's language when it is one of ours), then the site default.
import type { SiteInfo } from '@/domain/schemas/site';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../i18n/languages';

export const LANGUAGE_KEY = 'tessera.language';
export const CURRENCY_KEY = 'tessera.currency';

export interface PreferenceSources {
  user?: string | null;
  stored?: string | null;
  /** The browser's languages, most wanted first (navigator.languages: BCP 47 tags such as zh-HK). */
  browser?: readonly string[];
}

export function resolveLanguage(sources: PreferenceSources, siteDefault?: string | null): Language {
  return (
    toLanguage(sources.user) ??
    toLanguage(sources.stored) ??
    browserLanguage(sources.browser) ??
    toLanguage(siteDefault) ??
    DEFAULT_LANGUAGE
  );
}

/** Chinese written in traditional characters: named by script, or by the regions that write it. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/;

/** The first of the browser's languages we offer: any English is en, Chinese is zh-tw or zh-cn by script or region. */
export function browserLanguage(tags: readonly string[] = []): Language | null {
  for (const raw of tags) {
    const tag = raw.toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (TRADITIONAL.test(tag)) return 'zh-tw';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn';
  }
  return null;
}

/** The browser's languages, where there is a browser. */
export function navigatorLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** Only a currency the site offers; else the site's default. */
export function resolveCurrency(sources: PreferenceSources, site: Pick<SiteInfo, 'currencies' | 'defaultCurrency'>): string {
  const offered = (c: string | null | undefined): c is string => !!c && site.currencies.includes(c);
  if (offered(sources.user)) return sources.user;
  if (offered(sources.stored)) return sources.stored;
  return site.defaultCurrency;
}

export function readStored(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // storage full or disabled: the choice just lasts for this visit
  }
}
