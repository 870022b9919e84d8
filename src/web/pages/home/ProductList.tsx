import {
  CarOutlined,
  CompassOutlined,
  CoffeeOutlined,
  HomeOutlined,
  IdcardOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  EnvironmentOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/web/theme';

const PRODUCTS: { key: string; icon: ReactNode }[] = [
  { key: 'flights', icon: <RocketOutlined /> },
  { key: 'groups', icon: <TeamOutlined /> },
  { key: 'trains', icon: <CarOutlined /> },
  { key: 'hotels', icon: <HomeOutlined /> },
  { key: 'transfers', icon: <EnvironmentOutlined /> },
  { key: 'tours', icon: <CompassOutlined /> },
  { key: 'insurance', icon: <SafetyCertificateOutlined /> },
  { key: 'visas', icon: <IdcardOutlined /> },
  { key: 'lounges', icon: <CoffeeOutlined /> },
];

export function ProductList() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="products-title" style={{ padding: '48px 24px', maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={2} id="products-title">{t('home.products.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.products.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list">
        {PRODUCTS.map(({ key, icon }) => (
          <Col key={key} xs={24} sm={12} lg={8} role="listitem">
            <Card size="small" style={{ height: '100%' }}>
              <Card.Meta
                avatar={<span aria-hidden style={{ fontSize: 22, color: BRAND.accent }}>{icon}</span>}
                title={<h3 style={{ margin: 0, fontSize: 16 }}>{t(`home.products.items.${key}.name`)}</h3>}
                description={t(`home.products.items.${key}.text`)}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
