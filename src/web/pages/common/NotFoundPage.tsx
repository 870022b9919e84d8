import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '@/web/layout/PublicShell';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicShell>
      <div style={{ padding: '48px 32px', textAlign: 'center' }}>
        <div aria-hidden style={{ fontSize: 96, fontWeight: 700, lineHeight: 1.2, color: 'var(--accent)' }}>
          404
        </div>
        <h1 data-testid="page-title" style={{ fontSize: 24, margin: '24px 0 8px' }}>
          {t('notFound.title')}
        </h1>
        <p className="site-secondary">{t('http.notFound')}</p>
        <Link to="/" className="site-button site-button-primary" style={{ marginTop: 24 }}>
          {t('notFound.home')}
        </Link>
      </div>
    </PublicShell>
  );
}
