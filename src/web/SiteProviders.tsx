// What every page needs around it, the public site included: services, translations, the antd theme,
// language and currency, and the once-per-load work. Nothing here loads Refine: the console adds
// <RefineRoot> itself when one of its pages is opened (src/web/console/ConsoleRoot.tsx).
import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AppBootstrap } from './AppBootstrap';
import { ToastBridge } from './feedback/ToastBridge';
import { ANTD_LOCALES } from './i18n/antd-locale';
import { i18n } from './i18n/i18n';
import { DEFAULT_LANGUAGE, toLanguage } from './i18n/languages';
import { PreferencesProvider } from './preferences/PreferencesProvider';
import { ServicesProvider, useSessionState, type ConsoleServices } from './services';
import { withAgencyTheme } from './site/agency-theme';
import { consoleTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const language = toLanguage(current.language) ?? DEFAULT_LANGUAGE;
  // A special agency's colours apply to its users' console (and the public pages while logged in).
  const agencyTheme = useSessionState().session?.company.special?.theme;
  const theme = useMemo(() => withAgencyTheme(consoleTheme, agencyTheme), [agencyTheme]);
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      <AntdApp>
        <ToastBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

export function SiteProviders({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>
          <PreferencesProvider>
            <AppBootstrap />
            {children}
          </PreferencesProvider>
        </ThemedApp>
      </I18nextProvider>
    </ServicesProvider>
  );
}
