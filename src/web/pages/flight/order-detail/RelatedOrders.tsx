// The orders linked to this one: an after-sale order's origin, and an origin's change, refund and void orders.
import { Card, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { StatusTag } from '../orders/StatusTag';

export function RelatedOrders({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const dateFormat = useDateFormat();
  if (!order.originOrderId && order.related.length === 0) return null;
  return (
    <Card size="small" title={t('detail.related')} style={{ marginBottom: 16 }} data-testid="order-related">
      {order.originOrderId && (
        <Typography.Paragraph style={{ marginBottom: order.related.length ? 8 : 0 }}>
          {t('detail.origin')}:{' '}
          <Link to={`/flight/orders/${order.originOrderId}`} style={{ textDecoration: 'underline' }} data-testid="origin-link">
            {order.originOrderNo ?? order.originOrderId}
          </Link>
        </Typography.Paragraph>
      )}
      {order.related.length > 0 && (
        <List
          size="small"
          dataSource={order.related}
          renderItem={(r) => (
            <List.Item>
              <Space wrap>
                <Link to={`/flight/orders/${r.id}`} data-testid={`related-${r.type}`}>
                  {r.orderNo}
                </Link>
                <Tag>{t(`type.${r.type}`)}</Tag>
                <StatusTag status={r.status} />
                <Typography.Text type="secondary">{formatDateTime(r.createdAt, dateFormat)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
