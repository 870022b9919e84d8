// The interface language and display currency: chosen in the header, remembered in this browser and,
// when logged in, on the user's profile (PUT /me/config/{language,currency}).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setPersonalConfig } from '../api/me';
import { toast } from '../feedback/toast';
import { switchI18nLanguage } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../i18n/languages';
import { isApiError } from '../providers/api-error';
import { useServices, useSessionState, useSiteInfo } from '../services';
import { browserLanguage, CURRENCY_KEY, LANGUAGE_KEY, navigatorLanguages, readStored, resolveCurrency, writeStored } from './resolve';

export interface Preferences {
  language: Language;
  /** The language a special agency's users are held to (the selector is locked); null: free choice. */
  lockedLanguage: Language | null;
  setLanguage(language: Language): Promise<void>;
  currency: string;
  currencies: readonly string[];
  setCurrency(currency: string): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { session, storage, http } = useServices();
  const { session: current } = useSessionState();
  const site = useSiteInfo();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const token = current?.token ?? null;
  const user = current?.userInfo ?? null;
  const lockedLanguage = toLanguage(current?.company.special?.forcedLocale);

  // A choice made during this visit wins until another user logs in.
  const [visitCurrency, setVisitCurrency] = useState<string | null>(null);

  const remember = useCallback(
    (key: 'language' | 'currency', value: string) => {
      if (!session.token()) return;
      setPersonalConfig(http, key, value)
        .then((updated) => session.updateUser(updated))
        .catch((error: unknown) => {
          if (isApiError(error) && !error.sessionEnded) toast('error', error.message);
        });
    },
    [http, session],
  );

  // On login (and on reload with a session) the user's saved choices apply.
  useEffect(() => {
    setVisitCurrency(null);
    const saved = toLanguage(session.getState().session?.userInfo.config.language);
    if (saved && !lockedLanguage) void switchI18nLanguage(saved);
  }, [token, session, lockedLanguage]);

  // A special agency's forced language wins over every choice while its user is logged in.
  useEffect(() => {
    if (lockedLanguage && language !== lockedLanguage) void switchI18nLanguage(lockedLanguage);
  }, [lockedLanguage, language]);

  // Without any saved choice, the browser's language applies, else the site's default once site info is known.
  useEffect(() => {
    const stored = readStored(storage, LANGUAGE_KEY);
    const saved = session.getState().session?.userInfo.config.language;
    const fallback = browserLanguage(navigatorLanguages()) ?? toLanguage(site.defaultLanguage);
    if (!stored && !saved && fallback && !lockedLanguage) void switchI18nLanguage(fallback);
  }, [site.defaultLanguage, storage, session, lockedLanguage]);

  const setLanguage = useCallback(
    async (next: Language) => {
      if (lockedLanguage) return;
      // A choice overtaken by a later one is neither kept in this browser nor saved for the user.
      if (!(await switchI18nLanguage(next))) return;
      writeStored(storage, LANGUAGE_KEY, next);
      remember('language', next);
    },
    [storage, remember, lockedLanguage],
  );

  const setCurrency = useCallback(
    (next: string) => {
      setVisitCurrency(next);
      writeStored(storage, CURRENCY_KEY, next);
      remember('currency', next);
    },
    [storage, remember],
  );

  const currency = resolveCurrency({ user: visitCurrency ?? user?.config.currency, stored: readStored(storage, CURRENCY_KEY) }, site);

  const value = useMemo<Preferences>(
    () => ({ language, lockedLanguage, setLanguage, currency, currencies: site.currencies, setCurrency }),
    [language, lockedLanguage, setLanguage, currency, site.currencies, setCurrency],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside <PreferencesProvider>');
  return value;
}
