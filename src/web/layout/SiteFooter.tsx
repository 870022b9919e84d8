// The public site's footer (also under the console): its links (About Us, the partnership form,
// Terms & Conditions, Privacy Policy) and the registration numbers some sites show (the language
// and currency selectors are in the header, the public site's and the console's). Plain elements, styled by src/web/site/site.css.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../services';
import { useSiteName } from '../site/useSiteName';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { name } = useSiteName();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-row">
        <nav aria-label={t('footer.links')}>
          <ul className="site-dots">
            <li>
              <Link to="/" data-testid="footer-home">
                {t('routes.index')}
              </Link>
            </li>
            <li>
              <Link to="/about" data-testid="footer-about">
                {t('routes.about')}
              </Link>
            </li>
            <li>
              <Link to="/#partnership" data-testid="footer-partnership">
                {t('partnership.navLink')}
              </Link>
            </li>
            <li>
              <Link to="/terms" data-testid="footer-terms">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" data-testid="footer-privacy">
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <ul className="site-dots site-footer-legal">
        <li>{t('footer.copyright', { year: new Date().getFullYear(), name })}</li>
        {site.isIcp && site.icpCode && <li>{site.icpCode}</li>}
        {site.isNetworkSecurity && site.networkSecurityCode && <li>{site.networkSecurityCode}</li>}
      </ul>
    </footer>
  );
}
