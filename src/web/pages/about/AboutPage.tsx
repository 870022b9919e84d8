// `/about`: who runs the platform, what it offers whom, and how to become a partner.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '@/web/layout/PublicShell';
import { Figures } from '@/web/site/ui/Figures';
import { useSiteName } from '@/web/site/useSiteName';

const AUDIENCES = ['agencies', 'tmc', 'dmc', 'ota', 'aggregators'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  const { name } = useSiteName();
  return (
    <PublicShell>
      <article style={{ maxWidth: 960, margin: '0 auto', padding: '40px 24px 56px' }} data-testid="about-page">
        <h1 data-testid="page-title">{t('about.title', { name })}</h1>
        <p style={{ fontSize: 17 }}>{t('about.intro', { name })}</p>
        <div style={{ margin: '24px 0 32px' }}>
          <Figures />
        </div>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission" style={{ fontSize: 22 }}>
            {t('about.mission.title')}
          </h2>
          <p>{t('about.mission.text')}</p>
        </section>
        <section aria-labelledby="about-who">
          <h2 id="about-who" style={{ fontSize: 22 }}>
            {t('about.audience.title')}
          </h2>
          <ul>
            {AUDIENCES.map((key) => (
              <li key={key}>{t(`about.audience.items.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-how">
          <h2 id="about-how" style={{ fontSize: 22 }}>
            {t('about.how.title')}
          </h2>
          <p>{t('about.how.text')}</p>
        </section>
        <Link to="/#partnership" className="site-button site-button-primary site-button-large" data-testid="about-partnership">
          {t('about.cta')}
        </Link>
      </article>
    </PublicShell>
  );
}
