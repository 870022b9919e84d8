import { ApiOutlined, CloudServerOutlined, SkinOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/web/theme';

const OPTIONS: { key: string; icon: ReactNode }[] = [
  { key: 'api', icon: <ApiOutlined /> },
  { key: 'whiteLabel', icon: <SkinOutlined /> },
  { key: 'saas', icon: <CloudServerOutlined /> },
];

export function CooperationOptions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cooperation-title" style={{ padding: '24px 24px 56px', maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={2} id="cooperation-title">{t('home.cooperation.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {OPTIONS.map(({ key, icon }) => (
          <Col key={key} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <div aria-hidden style={{ fontSize: 28, color: BRAND.accent, marginBottom: 12 }}>{icon}</div>
              <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>{t(`home.cooperation.${key}.name`)}</Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`home.cooperation.${key}.text`)}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
