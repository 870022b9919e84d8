// /train/orders/:id: one train order (a booking, or a refund or change of one): its tickets with
// carriage, seat and ticket number, its money, its after-sale orders, its history and documents, and
// the actions the server allows now (pay, cancel, refund, change; staff: issue, fail), each button
// shown when the order allows it and the access rules grant it.
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { CanAccess, useShow } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Descriptions, List, Result, Row, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TrainOrderDetail } from '@/domain/trains/schemas';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useDownload } from '@/web/files/useDownload';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { isApiError } from '@/web/providers/api-error';
import { ChangeDialog, type ChangeChoice } from './order-detail/ChangeDialog';
import { HistoryTimeline } from './order-detail/HistoryTimeline';
import { RefundDialog } from './order-detail/RefundDialog';
import { TicketsTable } from './order-detail/TicketsTable';
import { localTime } from './train-format';
import { TrainStatusTag } from './TrainStatusTag';

const RESOURCE = 'train-orders';
/** A test id on a button built from props (a confirm dialog's OK button), where JSX cannot put it. */
const testId = (id: string): Record<string, string> => ({ 'data-testid': id });

/** Orders whose tickets were issued (the e-ticket exists). */
const TICKETED = new Set(['issued', 'changed', 'refunded']);

export default function TrainOrderDetailPage() {
  const { t } = useTranslation('trains');
  const { modal } = App.useApp();
  const money = useLedgerFormat();
  const navigate = useNavigate();
  const id = useParams().id;
  const [dialog, setDialog] = useState<'refund' | 'change' | null>(null);
  const { query, result: order } = useShow<TrainOrderDetail>({
    resource: RESOURCE,
    id,
    // A missing order is said on the page itself; ticketing is a job, so the page reads again until it ends.
    errorNotification: (error) =>
      error?.statusCode === 404 || (isApiError(error) && error.sessionEnded)
        ? false
        : { type: 'error', message: '', description: error?.message },
    queryOptions: {
      refetchInterval: (q) => (['ticketing', 'refunding', 'changing'].includes(q.state.data?.data.status ?? '') ? 2000 : false),
    },
  });
  const action = useResourceAction<TrainOrderDetail>(RESOURCE, { id });
  const files = useDownload();

  if (query.error?.statusCode === 404) return <Result status="404" title={t('detail.notFound')} />;
  if (!order) return <Spin />;

  const allowed = new Set<string>(order.allowedActions);
  const amount = (n: number) => money.exact({ amount: n, currency: order.currency });
  const gate = (act: string, node: ReactNode) =>
    allowed.has(act) && (
      <CanAccess resource={RESOURCE} action={act}>
        {node}
      </CanAccess>
    );
  const goTo = (next: TrainOrderDetail) => {
    setDialog(null);
    navigate(`/train/orders/${next.id}`);
  };

  const pay = () => {
    // One key per confirmation: a double click or a retried request pays once.
    const key = `train-pay-${order.orderNo}-${crypto.randomUUID()}`;
    modal.confirm({
      title: t('detail.payTitle'),
      content: <span data-testid="pay-amount">{t('detail.payText', { amount: amount(order.totalAmount) })}</span>,
      okText: t('actions.pay'),
      cancelText: t('detail.back'),
      okButtonProps: testId('pay-ok'),
      onOk: () => action.run({ path: ['payment'], headers: { 'Idempotency-Key': key }, success: t('detail.paid') }),
    });
  };
  const cancel = () =>
    modal.confirm({
      title: t('detail.cancelTitle'),
      content: t('detail.cancelText'),
      okText: t('actions.cancel'),
      okButtonProps: { danger: true, ...testId('cancel-ok') },
      cancelText: t('detail.back'),
      onOk: () => action.run({ path: ['cancel'], success: t('detail.canceled') }),
    });
  const desk = (outcome: 'issue' | 'fail') =>
    modal.confirm({
      title: t(`detail.${outcome}Title`),
      okText: t(`actions.${outcome}`),
      cancelText: t('detail.back'),
      okButtonProps: { danger: outcome === 'fail', ...testId(`${outcome}-ok`) },
      onOk: () => action.run({ path: [outcome], success: t(`detail.${outcome}Done`) }),
    });
  const document = (kind: 'itinerary' | 'e-ticket', format: 'pdf' | 'xlsx') =>
    files.download({ url: action.urlOf('documents', kind), params: { format }, filename: `${kind}-${order.orderNo}.${format}` });

  const quote = order.quote;
  return (
    <div>
      <PageHeading extra={<TrainStatusTag status={order.status} tone={order.tone} />}>
        {t('detail.title', { orderNo: order.orderNo, type: t(`type.${order.type}`) })}
      </PageHeading>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap data-testid="train-actions">
          {gate(
            'pay',
            <Button type="primary" onClick={pay} loading={action.pending === 'payment'} data-testid="train-pay">
              {t('actions.pay')}
            </Button>,
          )}
          {gate(
            'refund',
            <Button onClick={() => setDialog('refund')} data-testid="train-refund">
              {t('actions.refund')}
            </Button>,
          )}
          {gate(
            'change',
            <Button onClick={() => setDialog('change')} data-testid="train-change">
              {t('actions.change')}
            </Button>,
          )}
          {gate(
            'cancel',
            <Button danger onClick={cancel} loading={action.pending === 'cancel'} data-testid="train-cancel">
              {t('actions.cancel')}
            </Button>,
          )}
          {gate(
            'issue',
            <Button type="primary" onClick={() => desk('issue')} data-testid="train-issue">
              {t('actions.issue')}
            </Button>,
          )}
          {gate(
            'fail',
            <Button danger onClick={() => desk('fail')} data-testid="train-fail">
              {t('actions.fail')}
            </Button>,
          )}
          {allowed.has('download') && order.type === 'origin' && (
            <>
              {TICKETED.has(order.status) && (
                <>
                  <Button
                    icon={<FilePdfOutlined aria-hidden />}
                    onClick={() => document('e-ticket', 'pdf')}
                    loading={files.isPending}
                    data-testid="eticket-pdf"
                  >
                    {t('detail.eticket')}
                  </Button>
                  <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => document('e-ticket', 'xlsx')} data-testid="eticket-xlsx">
                    {t('detail.eticketExcel')}
                  </Button>
                </>
              )}
              <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => document('itinerary', 'pdf')} data-testid="itinerary-pdf">
                {t('detail.itinerary')}
              </Button>
            </>
          )}
        </Space>
        {order.status === 'ticketing' && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('detail.ticketingNote')} data-testid="ticketing-note" />
        )}
        {order.status === 'to_be_paid' && order.payBefore && (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            message={t('detail.payBefore', { at: order.payBefore.slice(0, 16).replace('T', ' ') })}
          />
        )}
      </Card>
      <Card title={t('detail.tickets')} style={{ marginBottom: 16 }}>
        <TicketsTable tickets={order.tickets} currency={order.currency} />
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card title={t('detail.order')} style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
              <Descriptions.Item label={t('list.agency')}>{order.agencyName}</Descriptions.Item>
              <Descriptions.Item label={t('list.filters.bookingNo')}>{order.bookingNo}</Descriptions.Item>
              <Descriptions.Item label={t('list.route')}>{order.route}</Descriptions.Item>
              <Descriptions.Item label={t('list.createdAt')}>{localTime(order.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('confirm.contact')}>
                {[order.contact.name, order.contact.phone, order.contact.email].filter(Boolean).join(' · ')}
              </Descriptions.Item>
              {order.originOrderId && (
                <Descriptions.Item label={t('detail.origin')}>
                  <Link to={`/train/orders/${order.originOrderId}`}>{order.originOrderNo}</Link>
                </Descriptions.Item>
              )}
              {order.remark && <Descriptions.Item label={t('confirm.remark')}>{order.remark}</Descriptions.Item>}
            </Descriptions>
          </Card>
          {order.afterSales.length > 0 && (
            <Card title={t('detail.afterSales')} style={{ marginBottom: 16 }}>
              <List
                size="small"
                dataSource={order.afterSales}
                renderItem={(a) => (
                  <List.Item data-testid="after-sale">
                    <Link to={`/train/orders/${a.id}`}>{a.orderNo}</Link>
                    <span>{t(`type.${a.type}`)}</span>
                    <span>{t(`status.${a.status}`)}</span>
                    <span>{amount(a.totalAmount)}</span>
                  </List.Item>
                )}
              />
            </Card>
          )}
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('detail.money')} style={{ marginBottom: 16 }} data-testid="train-money">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('detail.total')}>
                <Typography.Text strong data-testid="train-total">
                  {amount(order.totalAmount)}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.payment')}>{t(`detail.paymentStatus.${order.paymentStatus}`)}</Descriptions.Item>
              {order.type === 'refund' && quote && (
                <>
                  <Descriptions.Item label={t('refund.fee')}>
                    <span data-testid="refund-fee">{amount(quote.fee ?? 0)}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={order.status === 'refunded' ? t('refund.credited') : t('refund.toCredit')}>
                    <span data-testid="refund-credit">{amount(quote.refundable ?? 0)}</span>
                  </Descriptions.Item>
                </>
              )}
              {order.type === 'change' && quote && (
                <>
                  <Descriptions.Item label={t('change.oldPrice')}>{amount(quote.oldPrice ?? 0)}</Descriptions.Item>
                  <Descriptions.Item label={t('change.newPrice')}>{amount(quote.newPrice ?? 0)}</Descriptions.Item>
                  <Descriptions.Item label={(quote.difference ?? 0) >= 0 ? t('change.toPay') : t('change.toCredit')}>
                    <span data-testid="change-difference">{amount(Math.abs(quote.difference ?? 0))}</span>
                  </Descriptions.Item>
                </>
              )}
            </Descriptions>
          </Card>
          <Card title={t('detail.history')}>
            <HistoryTimeline history={order.history} />
          </Card>
        </Col>
      </Row>
      {dialog === 'refund' && (
        <RefundDialog
          order={order}
          busy={action.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(ticketIds) => action.run({ path: ['refund'], values: { ticketIds }, success: t('refund.asked'), onSuccess: goTo })}
        />
      )}
      {dialog === 'change' && (
        <ChangeDialog
          order={order}
          busy={action.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(choice: ChangeChoice) =>
            action.run({ path: ['change'], values: choice, success: t('change.asked'), onSuccess: goTo })
          }
        />
      )}
    </div>
  );
}
