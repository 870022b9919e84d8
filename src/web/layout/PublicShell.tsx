// Frame of the pages outside the console (home, About Us, legal texts, not found): brand and the
// site's own links above, the footer (links, language and currency) below. Embedded in a partner's
// page the partner's own chrome surrounds it, so only the page itself is shown.
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { useEmbedded } from '../services';
import { SiteFooter } from './SiteFooter';

export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const embedded = useEmbedded();
  if (embedded) {
    return (
      <Layout style={{ minHeight: '100vh' }} data-testid="embedded-shell">
        <Layout.Content>{children}</Layout.Content>
      </Layout>
    );
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, padding: '0 24px', height: 64 }}
      >
        <BrandMark />
        <nav aria-label={t('site.nav')} style={{ display: 'flex', gap: 20, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Link to="/about" data-testid="nav-about">{t('routes.about')}</Link>
          <Link to="/#partnership" data-testid="nav-partnership">{t('partnership.navLink')}</Link>
        </nav>
      </Layout.Header>
      <Layout.Content>{children}</Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
