// `/desk`: platform staff's landing. The platform is not an agency: instead of a booking page under a
// pseudo-agency with an empty wallet, staff see the work waiting for them, oldest first.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/web/components/PageHeading';
import { DeskQueueCard } from './DeskQueueCard';

export default function DeskPage() {
  const { t } = useTranslation();
  const { t: tOrders } = useTranslation('orders');
  const { t: tGroups } = useTranslation('groups');
  return (
    <>
      <PageHeading>{t('routes.desk')}</PageHeading>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <DeskQueueCard
            resource="order-review"
            title={t('desk.reviews')}
            listPath="/flight/orders/review"
            itemPath={(row) => `/flight/orders/${row.id}`}
            statusLabel={(s) => tOrders(`status.${s}`)}
          />
        </Col>
        <Col xs={24} xl={8}>
          <DeskQueueCard
            resource="group-desk-orders"
            title={t('desk.groupQuotes')}
            listPath="/flight/group/order"
            itemPath={(row) => `/flight/group/order/${row.id}`}
            statusLabel={(s) => tGroups(`status.${s}`)}
            filters={[{ field: 'status', operator: 'eq', value: 'to_be_quote' }]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <DeskQueueCard
            resource="group-desk-orders"
            title={t('desk.groupSeats')}
            listPath="/flight/group/order"
            itemPath={(row) => `/flight/group/order/${row.id}`}
            statusLabel={(s) => tGroups(`status.${s}`)}
            filters={[{ field: 'status', operator: 'eq', value: 'seat_applying' }]}
          />
        </Col>
      </Row>
    </>
  );
}
