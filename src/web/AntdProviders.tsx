// antd's theme, locale and <App> (message, modal, notification) for the parts built with antd: the
// console and the public site's Refine islands (partnership form, visitor chat). The public site's
// own pages are plain elements and never load antd (src/web/site/site.css). antd's patch for React 19
// (its static message and modal render with react-dom/client) comes along with it.
import '@ant-design/v5-patch-for-react-19';
// antd's styles for the console's theme, made at build (src/web/build/antd-styles): loaded with this
// module, so antd finds them in place instead of generating them while the first page renders.
import 'virtual:antd-styles.css';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALES } from './i18n/antd-locale';
import { DEFAULT_LANGUAGE, toLanguage } from './i18n/languages';
import { useSessionState } from './services';
import { withAgencyTheme } from './site/agency-theme';
import { consoleTheme } from './theme';

// A two-character Chinese label stays one word ("预订", not antd's spaced "预 订"): a screen reader
// spells a spaced one out, and the label no longer matches the text the user reads elsewhere.
const BUTTON = { autoInsertSpace: false } as const;
// A submit refused by validation moves focus to the first invalid field (and scrolls it into view),
// so a keyboard or screen-reader user lands on what needs fixing instead of staying on the button.
const FORM = { scrollToFirstError: { focus: true, block: 'center' } } as const;

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  // A special agency's colours apply to its users' console.
  const agencyTheme = useSessionState().session?.company.special?.theme;
  const theme = useMemo(() => withAgencyTheme(consoleTheme, agencyTheme), [agencyTheme]);
  // Every antd style sits in the cascade layer `antd`, those from the built stylesheet and those antd
  // still makes at runtime alike (icons, a special agency's colours): ordered among themselves as antd
  // orders them, and below the app's own stylesheet, whichever arrives first.
  return (
    <StyleProvider layer>
      <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]} button={BUTTON} form={FORM}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
