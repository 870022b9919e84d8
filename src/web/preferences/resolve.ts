// Which language and display currency apply, in order: the user's saved choice (per user, on the
// server), this browser's last choice, then the site default (SPEC 3, 9).
import type { SiteInfo } from '@/domain/schemas/site';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../i18n/languages';

export const LANGUAGE_KEY = 'tessera.language';
export const CURRENCY_KEY = 'tessera.currency';

export interface PreferenceSources {
  user?: string | null;
  stored?: string | null;
}

export function resolveLanguage(sources: PreferenceSources, siteDefault?: string | null): Language {
  return toLanguage(sources.user) ?? toLanguage(sources.stored) ?? toLanguage(siteDefault) ?? DEFAULT_LANGUAGE;
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
