// SPEC 2 footer: Terms & Conditions, Privacy Policy, and the registration numbers some sites show.
import { Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../services';
import { useSiteName } from '../site/useSiteName';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { name } = useSiteName();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '20px 24px' }}>
      <Space split={<span aria-hidden>·</span>} wrap style={{ justifyContent: 'center' }}>
        <Link to="/terms" data-testid="footer-terms">{t('footer.terms')}</Link>
        <Link to="/privacy" data-testid="footer-privacy">{t('footer.privacy')}</Link>
        <Typography.Text type="secondary">{t('footer.copyright', { year: new Date().getFullYear(), name })}</Typography.Text>
        {site.isIcp && site.icpCode && <Typography.Text type="secondary">{site.icpCode}</Typography.Text>}
        {site.isNetworkSecurity && site.networkSecurityCode && (
          <Typography.Text type="secondary">{site.networkSecurityCode}</Typography.Text>
        )}
      </Space>
    </Layout.Footer>
  );
}
