// Frame of the pages outside the console (home, About Us, legal texts, not found): brand, the
// site's own links and the language and currency selectors above (a visitor looks for them at the
// top), the footer (links, registration numbers) below. Embedded in a partner's
// page the partner's own chrome surrounds it, so only the page itself is shown. Plain elements:
// the public site does not load antd (src/web/site/site.css).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAIN_PROPS } from '../a11y/main-region';
import { SkipLink } from '../a11y/SkipLink';
import { BrandMark } from '../components/BrandMark';
import { useEmbedded } from '../services';
import { SitePreferencePickers } from '../site/ui/SitePreferencePickers';
import { SiteFooter } from './SiteFooter';

export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const embedded = useEmbedded();
  if (embedded) {
    return (
      <div className="site" data-testid="embedded-shell">
        <main {...MAIN_PROPS}>{children}</main>
      </div>
    );
  }
  return (
    <div className="site">
      <SkipLink />
      <header className="site-header" data-testid="site-header">
        <BrandMark />
        <nav aria-label={t('site.nav')}>
          <Link to="/about" data-testid="nav-about">
            {t('routes.about')}
          </Link>
          <Link to="/#partnership" data-testid="nav-partnership">
            {t('partnership.navLink')}
          </Link>
        </nav>
        <SitePreferencePickers />
      </header>
      <main {...MAIN_PROPS}>{children}</main>
      <SiteFooter />
    </div>
  );
}
