// Refine's translate/changeLocale/getLocale over the same i18next instance the pages use.
import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n } from 'i18next';

export function createI18nProvider(i18n: I18n, changeLanguage: (language: string) => Promise<void>): I18nProvider {
  return {
    translate: (key, options, defaultMessage) => {
      // Refine sometimes passes the default message as the second argument.
      const opts = typeof options === 'string' ? { defaultValue: options } : { ...(options ?? {}), defaultValue: defaultMessage ?? key };
      return String(i18n.t(key, opts));
    },
    changeLocale: (locale) => changeLanguage(locale),
    getLocale: () => i18n.language,
  };
}
