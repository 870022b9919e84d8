import { ClockCircleOutlined, CustomerServiceOutlined, DollarOutlined, SafetyOutlined, ThunderboltOutlined, GlobalOutlined } from '@ant-design/icons';
import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/web/theme';

const REASONS: { key: string; icon: ReactNode }[] = [
  { key: 'content', icon: <GlobalOutlined /> },
  { key: 'prices', icon: <DollarOutlined /> },
  { key: 'speed', icon: <ThunderboltOutlined /> },
  { key: 'wallet', icon: <SafetyOutlined /> },
  { key: 'service', icon: <CustomerServiceOutlined /> },
  { key: 'experience', icon: <ClockCircleOutlined /> },
];

export function ReasonsToChoose() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reasons-title" style={{ padding: '48px 24px', background: BRAND.surface }} data-testid="home-reasons">
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Typography.Title level={2} id="reasons-title">{t('home.reasons.title')}</Typography.Title>
        <Row gutter={[32, 24]} role="list">
          {REASONS.map(({ key, icon }) => (
            <Col key={key} xs={24} md={12} lg={8} role="listitem">
              <div style={{ display: 'flex', gap: 14 }}>
                <span aria-hidden style={{ fontSize: 22, color: BRAND.accent, lineHeight: '28px' }}>{icon}</span>
                <div>
                  <Typography.Title level={3} style={{ fontSize: 17, margin: '2px 0 6px' }}>{t(`home.reasons.items.${key}.name`)}</Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t(`home.reasons.items.${key}.text`)}</Typography.Paragraph>
                </div>
              </div>
            </Col>
          ))}
        </Row>
      </div>
    </section>
  );
}
