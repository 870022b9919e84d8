// Every story gets the console's theme, toasts and translations; a toolbar switches the language.
import '@ant-design/v5-patch-for-react-19';
import type { Decorator, Preview } from '@storybook/react-vite';
import { App as AntdApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../src/web/feedback/ToastHost';
import { ANTD_LOCALES } from '../src/web/i18n/antd-locale';
import { i18n, initI18n, switchI18nLanguage } from '../src/web/i18n/i18n';
import { followLanguage } from '../src/web/i18n/language-effects';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage, type Language } from '../src/web/i18n/languages';
import { consoleTheme } from '../src/web/theme';
import '../src/web/styles.css';
import '../src/web/site/site.css';
import '../src/web/a11y/a11y.css';
import { applyFocusTokens } from '../src/web/a11y/focus-tokens';

followLanguage(i18n);
applyFocusTokens(document.documentElement);

const withConsoleFrame: Decorator = (Story, context) => {
  const language: Language = toLanguage(context.globals.locale) ?? 'en';
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={consoleTheme} locale={ANTD_LOCALES[language]}>
        <AntdApp>
          <Story />
          <ToastHost />
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: LANGUAGES.map((l) => ({ value: l, title: LANGUAGE_NAMES[l] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      const language = toLanguage(globals.locale) ?? 'en';
      await initI18n(language);
      await switchI18nLanguage(language);
      return {};
    },
  ],
  decorators: [withConsoleFrame],
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
};

export default preview;
