// What every page needs around it, the public site included: services, translations, language and
// currency, toasts, and the once-per-load work. Nothing here loads antd or Refine: the console and
// the site's Refine islands add them (<RefineRoot> with <AntdProviders>) when they are opened.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppBootstrap } from './AppBootstrap';
import { ToastHost } from './feedback/ToastHost';
import { i18n } from './i18n/i18n';
import { PreferencesProvider } from './preferences/PreferencesProvider';
import { ServicesProvider, type ConsoleServices } from './services';
import { SiteTheme } from './site/SiteTheme';
import './site/site.css';

export function SiteProviders({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <PreferencesProvider>
          <AppBootstrap />
          <SiteTheme />
          {children}
          <ToastHost />
        </PreferencesProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}
