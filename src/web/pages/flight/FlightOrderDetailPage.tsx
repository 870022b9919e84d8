// `/flight/orders/:id` (an operator's view): one order with its flights, passengers, price and payment,
// what an after-sale order asks for, linked orders and every transition, and the buttons the server
// allows now. A lock held by someone else is said plainly, with the holder's name. Coming back from a
// gateway's payment page, the outcome is said once (usePaymentReturn).
import { LockOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Descriptions, Result, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { ButtonLink } from '@/web/components/ButtonLink';
import { PageHeading } from '@/web/components/PageHeading';
import { PageSpinner } from '@/web/components/PageSpinner';
import { isApiError } from '@/web/providers/api-error';
import { useSessionState } from '@/web/services';
import { ActionBar } from './order-detail/ActionBar';
import { DownloadMenu } from './order-detail/DownloadMenu';
import { HistoryCard } from './order-detail/HistoryCard';
import { ItineraryCard } from './order-detail/ItineraryCard';
import { PassengersCard } from './order-detail/PassengersCard';
import { PaymentCard, PriceCard } from './order-detail/PriceCard';
import { RelatedOrders } from './order-detail/RelatedOrders';
import { RequestCard } from './order-detail/RequestCard';
import { useOrderActions } from './order-detail/useOrderActions';
import { useOrderDetail } from './order-detail/useOrderDetail';
import { usePaymentReturn } from './order-detail/usePaymentReturn';
import { StatusTag } from './orders/StatusTag';

function LockNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const dateFormat = useDateFormat();
  const me = useSessionState().session?.userInfo.id;
  if (!order.lock.locked) return null;
  const mine = order.lock.lockedById === me;
  return (
    <Alert
      type={mine ? 'info' : 'warning'}
      showIcon
      icon={<LockOutlined aria-hidden />}
      style={{ marginBottom: 16 }}
      data-testid="lock-notice"
      message={mine ? t('lock.byMe') : t('lock.byOther', { name: order.lock.lockedByName ?? '—' })}
      description={t('lock.since', { at: formatDateTime(order.lock.lockedAt, dateFormat) })}
    />
  );
}

function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const dateFormat = useDateFormat();
  const contact = order.contact;
  return (
    <Card size="small" title={t('detail.facts')} style={{ marginBottom: 16 }} data-testid="order-facts">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'agency', label: t('columns.agency'), children: order.agencyName },
          { key: 'pnr', label: t('columns.pnr'), children: <span data-testid="order-pnr">{order.pnr ?? '—'}</span> },
          { key: 'booking', label: t('filters.bookingNo'), children: order.bookingNo },
          { key: 'airline', label: t('detail.airline'), children: order.validatingCarrier },
          { key: 'created', label: t('columns.createdAt'), children: formatDateTime(order.createdAt, dateFormat) },
          ...(order.issuedAt ? [{ key: 'issued', label: t('detail.issuedAt'), children: formatDateTime(order.issuedAt, dateFormat) }] : []),
          ...(order.voidUntil
            ? [{ key: 'void', label: t('detail.voidUntil'), children: formatDateTime(order.voidUntil, dateFormat) }]
            : []),
          {
            key: 'contact',
            label: t('detail.contact'),
            children: `${contact.name} · +${contact.areaCode} ${contact.phone} · ${contact.email}`,
          },
          ...(order.remark ? [{ key: 'remark', label: t('detail.remark'), children: order.remark }] : []),
          ...(order.reviewRemark
            ? [{ key: 'review', label: t('detail.reviewRemark'), children: <span data-testid="review-remark">{order.reviewRemark}</span> }]
            : []),
        ]}
      />
    </Card>
  );
}

export default function FlightOrderDetailPage() {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const { order, query } = useOrderDetail(id);
  const actions = useOrderActions(order);
  usePaymentReturn();

  if (query.isPending && query.fetchStatus !== 'idle') return <PageSpinner />;
  if (!order) {
    const notFound = !Number.isInteger(id) || (isApiError(query.error) && query.error.statusCode === 404);
    return (
      <>
        <PageHeading>{t('common:routes.flight-orders-id')}</PageHeading>
        <Result
          status={notFound ? '404' : 'error'}
          title={
            <h2 style={{ fontSize: 'inherit', margin: 0 }}>
              {notFound ? t('detail.notFound') : (query.error?.message ?? t('common:http.unknown'))}
            </h2>
          }
          extra={<ButtonLink to="/flight/orders">{t('detail.backToList')}</ButtonLink>}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading extra={<ButtonLink to="/flight/orders">{t('detail.backToList')}</ButtonLink>}>
        <Space wrap size={8}>
          <span data-testid="order-no">{t('detail.title', { orderNo: order.orderNo })}</span>
          <Tag>{t(`type.${order.type}`)}</Tag>
          <StatusTag status={order.status} />
        </Space>
      </PageHeading>
      <LockNotice order={order} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <ActionBar
          allowed={order.allowedActions}
          busy={actions.busy}
          onAction={actions.run}
          extra={
            order.allowedActions.includes('download') && (
              <DownloadMenu orderId={order.id} orderNo={order.orderNo} ticketed={order.passengers.some((p) => !!p.ticketNumber)} />
            )
          }
        />
        {order.allowedActions.length === 0 && <span>{t('detail.noActions')}</span>}
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <RequestCard order={order} />
          <ItineraryCard journeys={order.journeys} />
          <PassengersCard passengers={order.passengers} currency={order.currency} />
          <RelatedOrders order={order} />
          <HistoryCard history={order.history} />
        </Col>
        <Col xs={24} xl={8}>
          <PriceCard order={order} />
          <PaymentCard order={order} />
          <OrderFacts order={order} />
        </Col>
      </Row>
      {actions.dialogs}
    </>
  );
}
