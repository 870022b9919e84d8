// antd's theme, locale and <App> (message, modal, notification) for the parts built with antd: the
// console and the public site's Refine islands (partnership form, visitor chat). The public site's
// own pages are plain elements and never load antd (src/web/site/site.css). antd's patch for React 19
// (its static message and modal render with react-dom/client) comes along with it.
import '@ant-design/v5-patch-for-react-19';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALES } from './i18n/antd-locale';
import { DEFAULT_LANGUAGE, toLanguage } from './i18n/languages';
import { useSessionState } from './services';
import { withAgencyTheme } from './site/agency-theme';
import { consoleTheme } from './theme';

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  // A special agency's colours apply to its users' console.
  const agencyTheme = useSessionState().session?.company.special?.theme;
  const theme = useMemo(() => withAgencyTheme(consoleTheme, agencyTheme), [agencyTheme]);
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
