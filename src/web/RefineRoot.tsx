// <Refine> with our providers: simple-rest over our axios instance, the session-backed auth
// provider, casbin access control, i18next translations, toasts, and the menu from resources/,
// inside antd's theme and <App> (AntdProviders): everything under a Refine root is built with antd.
import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ENTRIES, MENU_GROUPS } from '@resources';
import { subjectOf } from './access/subject-of';
import { AntdProviders } from './AntdProviders';
import { DEFAULT_LANGUAGE, toLanguage } from './i18n/languages';
import { usePreferences } from './preferences/PreferencesProvider';
import { createAccessControlProvider } from './providers/access-control';
import { createAppAuthProvider } from './providers/app-auth';
import { withEarlyReads } from './data/early-reads';
import { createDataProvider } from './providers/data-provider';
import { createI18nProvider } from './providers/i18n-provider';
import { REFINE_OPTIONS } from './refine-options';
import { notificationProvider } from './providers/notification-provider';
import { useServices } from './services';
import { SessionQuerySync } from './SessionQuerySync';
import { toRefineResource } from './routing/refine-resources';

export function RefineRoot({ children }: { children: ReactNode }) {
  const services = useServices();
  const { t, i18n } = useTranslation();
  const { setLanguage } = usePreferences();

  const providers = useMemo(() => {
    const { http, session, loadChecker } = services;
    return {
      authProvider: createAppAuthProvider(services, i18n),
      accessControlProvider: createAccessControlProvider({
        loadChecker,
        getSubject: () => subjectOf(session.getState().session),
        menuGroups: MENU_GROUPS,
      }),
      // A list's first read may already be on its way (started by the entry): the provider takes it.
      dataProvider: createDataProvider(withEarlyReads(http, () => session.token())),
    };
  }, [services, i18n]);

  const i18nProvider = useMemo(
    () => createI18nProvider(i18n, (locale) => setLanguage(toLanguage(locale) ?? DEFAULT_LANGUAGE)),
    [i18n, setLanguage],
  );

  // Menu labels are translated here so they follow the language switch.
  const language = i18n.language;
  // `language` is listed so labels are translated again when the language switches (t keeps its identity).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resources = useMemo(() => CONSOLE_ENTRIES.map((entry) => toRefineResource(entry, t(entry.labelKey))), [t, language]);

  return (
    <AntdProviders>
      <Refine
        routerProvider={routerProvider}
        dataProvider={providers.dataProvider}
        authProvider={providers.authProvider}
        accessControlProvider={providers.accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={notificationProvider}
        resources={resources}
        options={REFINE_OPTIONS}
      >
        {children}
        <UnsavedChangesNotifier />
        <SessionQuerySync />
      </Refine>
    </AntdProviders>
  );
}
