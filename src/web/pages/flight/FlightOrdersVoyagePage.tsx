// `/flight/orders/voyage` (SPEC 2): schedule changes the suppliers announced on the agency's orders
// (change, cancel without / with protection, restore), the flights before and after, and for pending
// ones the agency's answer: accept, or ask for a refund or a change (which opens that order).
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DISRUPTION_STATES, DISRUPTION_TYPES, type DisruptionRow } from '@/domain/schemas/flight-orders';
import type { Journey } from '@/domain/schemas/shopping';
import { showSaveError } from '@/web/admin/apply-errors';
import { FilterBar } from '@/web/admin/FilterBar';
import { formatDateTime } from '@/web/admin/format-date';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { useDateFormat } from '@/web/admin/useDateFormat';
import { DISRUPTIONS, disruptionsApi, type DisruptionDecision } from '@/web/api/flight-orders';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { useServices } from '@/web/services';

interface Filters {
  type?: string;
  state?: string;
  orderId?: string;
  pnr?: string;
  range?: [Dayjs, Dayjs] | null;
}

const TYPE_COLORS: Record<DisruptionRow['type'], string> = { change: 'warning', cancel_no_save: 'error', cancel_save: 'processing', restore: 'success' };
const STATE_COLORS: Record<DisruptionRow['state'], string> = { pending: 'warning', accepted: 'success', refund_requested: 'default', change_requested: 'default' };

function Flights({ journeys }: { journeys: readonly Journey[] | null }) {
  const { t } = useTranslation('orders');
  if (!journeys) return <Typography.Text type="secondary">{t('disruptions.noFlight')}</Typography.Text>;
  return (
    <div>
      {journeys.flatMap((j) => j.segments).map((s, i) => (
        <div key={i} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{s.flightNumber}</Typography.Text> {s.origin}-{s.destination} {s.departure.replace('T', ' ').slice(0, 16)}
        </div>
      ))}
    </div>
  );
}

export default function FlightOrdersVoyagePage() {
  const { t } = useTranslation('orders');
  const { http } = useServices();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dateFormat = useDateFormat();
  const [busy, setBusy] = useState<number | null>(null);
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<DisruptionRow, HttpError, Filters>({
    resource: DISRUPTIONS,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: (v) => [
      { field: 'type', operator: 'eq', value: v.type || undefined },
      { field: 'state', operator: 'eq', value: v.state || undefined },
      { field: 'orderId', operator: 'eq', value: v.orderId?.trim() || undefined },
      { field: 'pnr', operator: 'eq', value: v.pnr?.trim().toUpperCase() || undefined },
      { field: 'from', operator: 'eq', value: v.range?.[0]?.format('YYYY-MM-DD') },
      { field: 'to', operator: 'eq', value: v.range?.[1]?.format('YYYY-MM-DD') },
    ],
  });

  const decide = (row: DisruptionRow, decision: DisruptionDecision['decision']) =>
    modal.confirm({
      title: t(`disruptions.confirm.${decision}.title`, { orderNo: row.orderNo }),
      content: t(`disruptions.confirm.${decision}.content`),
      okText: t(`disruptions.actions.${decision}`),
      cancelText: t('common:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        setBusy(row.id);
        try {
          const answer = await disruptionsApi.decide(http, row.id, { decision });
          toast('success', t(`disruptions.done.${decision}`));
          await queryClient.invalidateQueries();
          await tableQuery.refetch();
          if (answer.followUpOrderId) navigate(`/flight/orders/${answer.followUpOrderId}`);
        } catch (error) {
          showSaveError(null, error, t('common:http.unknown'));
        } finally {
          setBusy(null);
        }
      },
    });

  const from = filterValue(filters, 'from') as string | undefined;
  const to = filterValue(filters, 'to') as string | undefined;

  return (
    <>
      <PageHeading>{t('common:routes.flight-orders-voyage')}</PageHeading>
      <FilterBar<Filters>
        formProps={searchFormProps}
        initialValues={{
          type: filterValue(filters, 'type') as string,
          state: filterValue(filters, 'state') as string,
          orderId: filterValue(filters, 'orderId') as string,
          pnr: filterValue(filters, 'pnr') as string,
          range: from && to ? [dayjs(from), dayjs(to)] : undefined,
        }}
      >
        <Form.Item name="type" label={t('disruptions.filters.type')}>
          <Select allowClear style={{ width: 200 }} data-testid="filter-disruption-type" options={DISRUPTION_TYPES.map((v) => ({ value: v, label: t(`disruptions.types.${v}`) }))} />
        </Form.Item>
        <Form.Item name="state" label={t('disruptions.filters.state')}>
          <Select allowClear style={{ width: 170 }} data-testid="filter-disruption-state" options={DISRUPTION_STATES.map((v) => ({ value: v, label: t(`disruptions.states.${v}`) }))} />
        </Form.Item>
        <Form.Item name="orderId" label={t('filters.orderId')}>
          <Input maxLength={32} style={{ width: 170 }} allowClear />
        </Form.Item>
        <Form.Item name="pnr" label={t('filters.pnr')}>
          <Input maxLength={16} style={{ width: 100 }} allowClear />
        </Form.Item>
        <Form.Item name="range" label={t('filters.dates')}>
          <DatePicker.RangePicker allowEmpty={[false, false]} placeholder={[t('filters.start'), t('filters.end')]} />
        </Form.Item>
      </FilterBar>
      <Table<DisruptionRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="disruptions-table"
        columns={[
          {
            key: 'order', title: t('columns.orderNo'),
            render: (_, r) => (
              <div>
                <Link to={`/flight/orders/${r.orderId}`}>{r.orderNo}</Link>
                <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{[r.pnr, r.passengerNames.join(', ')].filter(Boolean).join(' · ')}</Typography.Text></div>
              </div>
            ),
          },
          {
            key: 'type', title: t('disruptions.columns.type'),
            render: (_, r) => (
              <Space direction="vertical" size={4}>
                <Tag color={TYPE_COLORS[r.type]}>{t(`disruptions.types.${r.type}`)}</Tag>
                <Tag color={STATE_COLORS[r.state]} data-testid="disruption-state">{t(`disruptions.states.${r.state}`)}</Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(r.createdAt, dateFormat)}</Typography.Text>
              </Space>
            ),
          },
          { key: 'before', title: t('disruptions.columns.before'), render: (_, r) => <Flights journeys={r.before} /> },
          {
            key: 'after', title: t('disruptions.columns.after'),
            render: (_, r) => (
              <div>
                <Flights journeys={r.after} />
                {r.followUpOrderId && <Link to={`/flight/orders/${r.followUpOrderId}`}>{t('disruptions.followUp')}</Link>}
              </div>
            ),
          },
          {
            key: 'actions', title: t('common:grid.actions'), fixed: 'right',
            render: (_, r) =>
              r.state === 'pending' && (
                <Space size={4} wrap>
                  {r.type !== 'cancel_no_save' && (
                    <Button size="small" type="primary" loading={busy === r.id} onClick={() => decide(r, 'accept')} data-testid={`disruption-accept-${r.id}`}>{t('disruptions.actions.accept')}</Button>
                  )}
                  <Button size="small" disabled={busy === r.id} onClick={() => decide(r, 'refund')} data-testid={`disruption-refund-${r.id}`}>{t('disruptions.actions.refund')}</Button>
                  <Button size="small" disabled={busy === r.id} onClick={() => decide(r, 'change')} data-testid={`disruption-change-${r.id}`}>{t('disruptions.actions.change')}</Button>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
