import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '@/web/layout/PublicShell';
import { useSiteName } from '@/web/site/useSiteName';

interface Section {
  title: string;
  body: string;
}

/** A short legal text from the `legal.<kind>` translations: a title, an intro and sections. */
export function LegalDocument({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const { name } = useSiteName();
  const sections = t(`legal.${kind}.sections`, { returnObjects: true, name }) as unknown;
  return (
    <PublicShell>
      <article style={{ maxWidth: 820, margin: '0 auto', padding: '40px 24px 56px' }}>
        <Link to="/">{t('legal.back')}</Link>
        <h1 data-testid="page-title" style={{ marginTop: 16 }}>
          {t(`legal.${kind}.title`)}
        </h1>
        <p className="site-secondary">{t('legal.updated')}</p>
        <p>{t(`legal.${kind}.intro`, { name })}</p>
        {Array.isArray(sections) &&
          (sections as Section[]).map((s) => (
            <section key={s.title}>
              <h2 style={{ fontSize: 20 }}>{s.title}</h2>
              <p>{s.body}</p>
            </section>
          ))}
      </article>
    </PublicShell>
  );
}
