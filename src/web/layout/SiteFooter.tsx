// The public site's footer: its links (About Us, the partnership form, Terms & Conditions, Privacy
// Policy), the language and currency selectors, and the registration numbers some sites show.
import { Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreferencePickers } from '../components/PreferencePickers';
import { useSiteInfo } from '../services';
import { useSiteName } from '../site/useSiteName';

/** `pickers`: the language and currency selectors (the public site's only ones; the console has its own). */
export function SiteFooter({ pickers = true }: { pickers?: boolean }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { name } = useSiteName();
  return (
    <Layout.Footer style={{ padding: '28px 24px', borderTop: '1px solid #263042' }} data-testid="site-footer">
      <div style={{ maxWidth: 1200, margin: '0 auto', display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'center', justifyContent: 'space-between' }}>
        <nav aria-label={t('footer.links')}>
          <Space split={<span aria-hidden>·</span>} wrap>
            <Link to="/" data-testid="footer-home">{t('routes.index')}</Link>
            <Link to="/about" data-testid="footer-about">{t('routes.about')}</Link>
            <Link to="/#partnership" data-testid="footer-partnership">{t('partnership.navLink')}</Link>
            <Link to="/terms" data-testid="footer-terms">{t('footer.terms')}</Link>
            <Link to="/privacy" data-testid="footer-privacy">{t('footer.privacy')}</Link>
          </Space>
        </nav>
        {pickers && <PreferencePickers />}
      </div>
      <div style={{ maxWidth: 1200, margin: '16px auto 0', textAlign: 'center' }}>
        <Space split={<span aria-hidden>·</span>} wrap style={{ justifyContent: 'center' }}>
          <Typography.Text type="secondary">{t('footer.copyright', { year: new Date().getFullYear(), name })}</Typography.Text>
          {site.isIcp && site.icpCode && <Typography.Text type="secondary">{site.icpCode}</Typography.Text>}
          {site.isNetworkSecurity && site.networkSecurityCode && (
            <Typography.Text type="secondary">{site.networkSecurityCode}</Typography.Text>
          )}
        </Space>
      </div>
    </Layout.Footer>
  );
}
