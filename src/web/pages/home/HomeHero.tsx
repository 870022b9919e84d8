import { Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginHandlers } from './login/useLoginHandlers';
import { LoginPanel } from './login/LoginPanel';
import { ConsoleEntry } from './ConsoleEntry';
import { warmConsole } from '@/web/routing/console-parts';
import { useSessionState } from '@/web/services';

const FIGURES = ['suppliers', 'experience', 'since'] as const;

export function HomeHero() {
  const { t } = useTranslation();
  const handlers = useLoginHandlers();
  const loggedIn = useSessionState().session !== null;
  return (
    <section aria-labelledby="home-title" style={{ padding: '56px 24px', background: 'linear-gradient(160deg, #1b2433 0%, #10141c 70%)' }}>
      <Row gutter={[48, 40]} align="middle" style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Col xs={24} lg={13}>
          <Typography.Title level={1} id="home-title" data-testid="page-title" style={{ fontSize: 40, marginTop: 0 }}>
            {t('home.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18, maxWidth: 560 }}>{t('home.slogan')}</Typography.Paragraph>
          <Row gutter={24} style={{ marginTop: 32 }}>
            {FIGURES.map((key) => (
              <Col key={key} xs={8}>
                {/* The figures are text ("60+", a year): the formatter keeps antd from grouping digits. */}
                <Statistic title={t(`home.figures.${key}.label`)} value={t(`home.figures.${key}.value`)} formatter={(v) => v} />
              </Col>
            ))}
          </Row>
        </Col>
        <Col xs={24} lg={11} style={{ display: 'flex', justifyContent: 'center' }}>
          {loggedIn ? (
            <ConsoleEntry />
          ) : (
            // A visitor who starts typing is about to log in: fetch the console meanwhile.
            <div onFocusCapture={warmConsole} style={{ width: '100%', maxWidth: 420 }}>
              <LoginPanel handlers={handlers} />
            </div>
          )}
        </Col>
      </Row>
    </section>
  );
}
