// `/flight/orders/voyage`: schedule changes the suppliers announced on the agency's orders
// (change, cancel without / with protection, restore), the flights before and after, and for pending
// ones the agency's answer: accept, or ask for a refund or a change (which opens that order).
import { CanAccess } from '@refinedev/core';
import { App, Button, Space, Tag, Typography, type ButtonProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DISRUPTION_STATES, DISRUPTION_TYPES, type disruptionDecisionSchema, type DisruptionRow } from '@/domain/flights/flight-orders';
import type { Journey } from '@/domain/flights/shopping';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceAction } from '@/web/data/useResourceAction';
import { ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { ORDER_STALE } from './order-detail/order-stale';

type Decision = z.input<typeof disruptionDecisionSchema>['decision'];

const TYPE_COLORS: Record<DisruptionRow['type'], string> = {
  change: 'warning',
  cancel_no_save: 'error',
  cancel_save: 'processing',
  restore: 'success',
};
const STATE_COLORS: Record<DisruptionRow['state'], string> = {
  pending: 'warning',
  accepted: 'success',
  refund_requested: 'default',
  change_requested: 'default',
};

function Flights({ journeys }: { journeys: readonly Journey[] | null }) {
  const { t } = useTranslation('orders');
  if (!journeys) return <Typography.Text type="secondary">{t('disruptions.noFlight')}</Typography.Text>;
  return (
    <div>
      {journeys
        .flatMap((j) => j.segments)
        .map((s, i) => (
          <div key={i} style={{ whiteSpace: 'nowrap' }}>
            <Typography.Text strong>{s.flightNumber}</Typography.Text> {s.origin}-{s.destination}{' '}
            {s.departure.replace('T', ' ').slice(0, 16)}
          </div>
        ))}
    </div>
  );
}

export default function FlightOrdersVoyagePage() {
  const { t } = useTranslation('orders');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dateFormat = useDateFormat();
  const { call, pending } = useResourceAction<DisruptionRow>('flight-orders-voyage', { invalidates: ORDER_STALE });
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'type',
        label: t('disruptions.filters.type'),
        width: 200,
        testId: 'filter-disruption-type',
        options: DISRUPTION_TYPES.map((v) => ({ value: v, label: t(`disruptions.types.${v}`) })),
      },
      {
        kind: 'select',
        name: 'state',
        label: t('disruptions.filters.state'),
        width: 170,
        testId: 'filter-disruption-state',
        options: DISRUPTION_STATES.map((v) => ({ value: v, label: t(`disruptions.states.${v}`) })),
      },
      { kind: 'text', operator: 'eq', name: 'orderId', label: t('filters.orderId'), maxLength: 32, width: 170 },
      { kind: 'text', operator: 'eq', name: 'pnr', label: t('filters.pnr'), maxLength: 16, width: 100 },
      { kind: 'dateRange', name: 'range', bounds: ['from', 'to'], label: t('filters.dates') },
    ],
    [t],
  );
  const { tableProps, filterProps, filters } = useListPage<DisruptionRow>({ resource: 'flight-orders-voyage', filters: fields });
  // One decision at a time: the row whose answer is on its way.
  const busyRow = pending ? Number(pending.split(':')[1]) : null;

  const decide = (row: DisruptionRow, decision: Decision) =>
    modal.confirm({
      title: t(`disruptions.confirm.${decision}.title`, { orderNo: row.orderNo }),
      content: t(`disruptions.confirm.${decision}.content`),
      okText: t(`disruptions.actions.${decision}`),
      cancelText: t('common:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        const outcome = await call({
          name: `${decision}:${row.id}`,
          path: [row.id, 'decision'],
          values: { decision },
          success: t(`disruptions.done.${decision}`),
        });
        if (outcome.ok && outcome.data.followUpOrderId) navigate(`/flight/orders/${outcome.data.followUpOrderId}`);
      },
    });

  return (
    <>
      <PageHeading>{t('common:routes.flight-orders-voyage')}</PageHeading>
      <ListFilters {...filterProps} />
      <ListTable<DisruptionRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.some((f) => 'value' in f && f.value !== undefined)} /> }}
        data-testid="disruptions-table"
        columns={[
          {
            key: 'order',
            title: t('columns.orderNo'),
            render: (_, r) => (
              <div>
                <Link to={`/flight/orders/${r.orderId}`}>{r.orderNo}</Link>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[r.pnr, r.passengerNames.join(', ')].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          {
            key: 'type',
            title: t('disruptions.columns.type'),
            render: (_, r) => (
              <Space direction="vertical" size={4}>
                <Tag color={TYPE_COLORS[r.type]}>{t(`disruptions.types.${r.type}`)}</Tag>
                <Tag color={STATE_COLORS[r.state]} data-testid="disruption-state">
                  {t(`disruptions.states.${r.state}`)}
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(r.createdAt, dateFormat)}
                </Typography.Text>
              </Space>
            ),
          },
          { key: 'before', title: t('disruptions.columns.before'), render: (_, r) => <Flights journeys={r.before} /> },
          {
            key: 'after',
            title: t('disruptions.columns.after'),
            render: (_, r) => (
              <div>
                <Flights journeys={r.after} />
                {r.followUpOrderId && <Link to={`/flight/orders/${r.followUpOrderId}`}>{t('disruptions.followUp')}</Link>}
              </div>
            ),
          },
          {
            key: 'actions',
            title: t('common:grid.actions'),
            fixed: 'right',
            render: (_, r) =>
              r.state === 'pending' && (
                <Space size={4} wrap>
                  <CanAccess resource="flight-orders-voyage" action="accept">
                    {r.type !== 'cancel_no_save' && (
                      <Button
                        size="small"
                        type="primary"
                        loading={busyRow === r.id}
                        onClick={() => decide(r, 'accept')}
                        data-testid={`disruption-accept-${r.id}`}
                      >
                        {t('disruptions.actions.accept')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      disabled={busyRow === r.id}
                      onClick={() => decide(r, 'refund')}
                      data-testid={`disruption-refund-${r.id}`}
                    >
                      {t('disruptions.actions.refund')}
                    </Button>
                    <Button
                      size="small"
                      disabled={busyRow === r.id}
                      onClick={() => decide(r, 'change')}
                      data-testid={`disruption-change-${r.id}`}
                    >
                      {t('disruptions.actions.change')}
                    </Button>
                  </CanAccess>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
