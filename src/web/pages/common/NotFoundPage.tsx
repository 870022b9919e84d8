import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from '@/web/layout/PublicShell';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicShell>
      <Result
        status="404"
        title={<h1 data-testid="page-title" style={{ fontSize: 'inherit', margin: 0 }}>{t('notFound.title')}</h1>}
        subTitle={t('http.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </PublicShell>
  );
}
