// `/webhook-deliveries` (the agency's SuperUser): every event sent to the agency's notification URLs,
// what the receiver last answered, the body as it was signed (a row opens it), and sending a
// delivered or given-up event again. A receiver's network errors are never shown, only its status.
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@refinedev/core';
import { WEBHOOK_CHANNELS, WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '@/domain/schemas/webhook-deliveries';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceAction } from '@/web/data/useResourceAction';
import { ListFilters, ListTable, useListPage, type FilterField } from '@/web/list';
import { DeliveryBody } from './DeliveryBody';

const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = { pending: 'processing', delivered: 'success', failed: 'error' };

export default function WebhookDeliveriesPage() {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        name: 'status',
        label: t('webhookDeliveries.status'),
        kind: 'select',
        width: 160,
        testId: 'filter-status',
        options: WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`webhookDeliveries.statuses.${s}`) })),
      },
      {
        name: 'channel',
        label: t('webhookDeliveries.channel'),
        kind: 'select',
        width: 200,
        testId: 'filter-channel',
        options: WEBHOOK_CHANNELS.map((c) => ({ value: c, label: t(`webhookDeliveries.channels.${c}`) })),
      },
      { name: 'event', label: t('webhookDeliveries.event'), kind: 'text', operator: 'contains', maxLength: 48, testId: 'filter-event' },
      { name: 'orderNo', label: t('webhookDeliveries.orderNo'), kind: 'text', operator: 'eq', maxLength: 32, testId: 'filter-order-no' },
    ],
    [t],
  );
  const { tableProps, filters, filterProps } = useListPage<WebhookDelivery>({ resource: 'webhook-deliveries', filters: filterFields });
  const canResend = useCan({ resource: 'webhook-deliveries', action: 'resend' }).data?.can ?? false;
  const resend = useResourceAction<WebhookDelivery>('webhook-deliveries');

  const columns: TableColumnsType<WebhookDelivery> = [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('webhookDeliveries.occurredAt'),
      sorter: true,
      defaultSortOrder: 'descend',
      render: (v: string) => formatDateTime(v, dateFormat),
      width: 170,
    },
    {
      key: 'event',
      dataIndex: 'event',
      title: t('webhookDeliveries.event'),
      render: (event: string) => <Typography.Text code>{event}</Typography.Text>,
    },
    { key: 'orderNo', dataIndex: 'orderNo', title: t('webhookDeliveries.orderNo') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('webhookDeliveries.status'),
      render: (s: WebhookDelivery['status']) => <Tag color={STATUS_COLOURS[s]}>{t(`webhookDeliveries.statuses.${s}`)}</Tag>,
    },
    { key: 'attempts', dataIndex: 'attempts', title: t('webhookDeliveries.attempts'), align: 'right' },
    {
      key: 'lastStatus',
      dataIndex: 'lastStatus',
      title: t('webhookDeliveries.lastStatus'),
      render: (n: number | null) => n ?? t('webhookDeliveries.noAnswer'),
    },
    { key: 'url', dataIndex: 'url', title: t('webhookDeliveries.url'), ellipsis: true, width: 260 },
    ...(canResend
      ? [
          {
            key: 'actions',
            title: t('webhookDeliveries.actions'),
            render: (_: unknown, d: WebhookDelivery) => (
              <Button
                size="small"
                disabled={d.status === 'pending'}
                loading={resend.pending === `${d.id}/resend`}
                aria-label={t('webhookDeliveries.resendNamed', { event: d.event, orderNo: d.orderNo ?? '' })}
                data-testid={`resend-${d.id}`}
                onClick={() => resend.run({ path: [d.id, 'resend'], success: t('webhookDeliveries.resent', { event: d.event }) })}
              >
                {t('webhookDeliveries.resend')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeading>{t('routes.webhook-deliveries')}</PageHeading>
      <Typography.Paragraph type="secondary">{t('webhookDeliveries.intro')}</Typography.Paragraph>
      <ListFilters {...filterProps} />
      <ListTable<WebhookDelivery>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (d) => <DeliveryBody id={d.id} />, expandRowByClick: false }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="webhook-deliveries-table"
      />
    </>
  );
}
