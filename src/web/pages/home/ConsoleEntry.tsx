// In place of the login panel for a user who is already logged in: who they are and the way into
// the console (their landing page).
import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLandingPath } from '@/web/routing/useLandingPath';
import { useSessionState } from '@/web/services';

export function ConsoleEntry() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const landing = useLandingPath();
  const navigate = useNavigate();
  if (!session) return null;
  const user = session.userInfo;
  return (
    <Card style={{ width: '100%', maxWidth: 400 }} data-testid="console-entry">
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('home.console.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('home.console.signedInAs', { name: user.nickname || user.username, company: session.company.alias || session.company.name })}
      </Typography.Paragraph>
      <Button
        type="primary"
        block
        icon={<ArrowRightOutlined aria-hidden />}
        iconPosition="end"
        loading={!landing}
        onClick={() => landing && navigate(landing)}
        data-testid="console-entry-open"
      >
        {t('home.console.open')}
      </Button>
    </Card>
  );
}
