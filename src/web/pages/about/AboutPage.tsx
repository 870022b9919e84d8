// `/about`: who runs the platform, what it offers whom, and how to become a partner.
import { Button, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from '@/web/layout/PublicShell';
import { useSiteName } from '@/web/site/useSiteName';

const FIGURES = ['suppliers', 'experience', 'since'] as const;
const AUDIENCES = ['agencies', 'tmc', 'dmc', 'ota', 'aggregators'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  const { name } = useSiteName();
  const navigate = useNavigate();
  return (
    <PublicShell>
      <article style={{ maxWidth: 960, margin: '0 auto', padding: '40px 24px 56px' }} data-testid="about-page">
        <Typography.Title level={1} data-testid="page-title">{t('about.title', { name })}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 17 }}>{t('about.intro', { name })}</Typography.Paragraph>
        <Row gutter={24} style={{ margin: '24px 0 32px' }}>
          {FIGURES.map((key) => (
            <Col key={key} xs={8}>
              <Statistic title={t(`home.figures.${key}.label`)} value={t(`home.figures.${key}.value`)} formatter={(v) => v} />
            </Col>
          ))}
        </Row>
        <section aria-labelledby="about-mission">
          <Typography.Title level={2} id="about-mission" style={{ fontSize: 22 }}>{t('about.mission.title')}</Typography.Title>
          <Typography.Paragraph>{t('about.mission.text')}</Typography.Paragraph>
        </section>
        <section aria-labelledby="about-who">
          <Typography.Title level={2} id="about-who" style={{ fontSize: 22 }}>{t('about.audience.title')}</Typography.Title>
          <ul>
            {AUDIENCES.map((key) => (
              <li key={key}><Typography.Text>{t(`about.audience.items.${key}`)}</Typography.Text></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-how">
          <Typography.Title level={2} id="about-how" style={{ fontSize: 22 }}>{t('about.how.title')}</Typography.Title>
          <Typography.Paragraph>{t('about.how.text')}</Typography.Paragraph>
        </section>
        <Button type="primary" size="large" onClick={() => navigate('/#partnership')} data-testid="about-partnership">{t('about.cta')}</Button>
      </article>
    </PublicShell>
  );
}
