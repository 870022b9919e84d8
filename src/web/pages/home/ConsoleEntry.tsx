// In place of the login panel for a user who is already logged in: who they are and the way into
// the console (their landing page).
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLandingPath } from '@/web/routing/useLandingPath';
import { useSessionState } from '@/web/services';
import { SiteButton } from '@/web/site/ui/SiteButton';
import { SiteIcon } from '@/web/site/ui/SiteIcon';

export function ConsoleEntry() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const landing = useLandingPath();
  const navigate = useNavigate();
  if (!session) return null;
  const user = session.userInfo;
  return (
    <div className="site-card site-card-body" style={{ width: '100%', maxWidth: 400 }} data-testid="console-entry">
      <h2 style={{ fontSize: 20, marginTop: 0 }}>{t('home.console.title')}</h2>
      <p>
        {t('home.console.signedInAs', { name: user.nickname || user.username, company: session.company.alias || session.company.name })}
      </p>
      <SiteButton primary block loading={!landing} onClick={() => landing && navigate(landing)} data-testid="console-entry-open">
        {t('home.console.open')}
        <SiteIcon icon={ArrowRightOutlined} />
      </SiteButton>
    </div>
  );
}
