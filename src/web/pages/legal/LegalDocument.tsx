import { Typography } from 'antd';
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
        <Typography.Title level={1} data-testid="page-title" style={{ marginTop: 16 }}>
          {t(`legal.${kind}.title`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('legal.updated')}</Typography.Paragraph>
        <Typography.Paragraph>{t(`legal.${kind}.intro`, { name })}</Typography.Paragraph>
        {Array.isArray(sections) &&
          (sections as Section[]).map((s) => (
            <section key={s.title}>
              <Typography.Title level={2} style={{ fontSize: 20 }}>{s.title}</Typography.Title>
              <Typography.Paragraph>{s.body}</Typography.Paragraph>
            </section>
          ))}
      </article>
    </PublicShell>
  );
}
