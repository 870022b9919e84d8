// `/flight/orders/review` (platform staff only): orders waiting for a decision — bookings in review,
// change and refund requests — and, on demand, orders waiting for manual ticketing. Staff approve
// (with a quote for changes and refunds), reject with a remark, enter tickets, or lift a lock.
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Form, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { REVIEW_STATUSES, type reviewRowSchema } from '@/domain/schemas/flight-orders';
import { FilterBar } from '@/web/admin/FilterBar';
import { formatDateTime } from '@/web/admin/format-date';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { useDateFormat } from '@/web/admin/useDateFormat';
import { REVIEWS } from '@/web/api/flight-orders';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import type { BarAction } from './order-detail/ActionBar';
import { useOrderActions } from './order-detail/useOrderActions';
import { useOrderDetail } from './order-detail/useOrderDetail';
import { StatusTag } from './orders/StatusTag';

type ReviewRow = z.infer<typeof reviewRowSchema>;
type StaffAction = Extract<BarAction, 'approve' | 'reject' | 'issue' | 'unlock'>;

interface Filters {
  status?: string;
  manual?: boolean;
}

export default function OrderReviewPage() {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const [target, setTarget] = useState<{ id: number; action: StaffAction } | null>(null);
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<ReviewRow, HttpError, Filters>({
    resource: REVIEWS,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'asc' }] },
    onSearch: (v) => [
      { field: 'status', operator: 'eq', value: v.status || undefined },
      { field: 'manual', operator: 'eq', value: v.manual ? 'true' : undefined },
    ],
  });
  // The decision dialogs need the whole order (passengers, price): load it, then open the dialog.
  const detail = useOrderDetail(target?.id ?? 0);
  const order = detail.data && detail.data.id === target?.id ? detail.data : null;
  const actions = useOrderActions(order, { afterDone: () => { setTarget(null); void tableQuery.refetch(); } });
  const { run } = actions;
  useEffect(() => {
    if (!order || !target) return;
    if (order.allowedActions.includes(target.action)) run(target.action);
    else toast('warning', t('review.notAllowed', { orderNo: order.orderNo }));
    // Once per click (each click is a new target object), not on every refetch of the order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.id, target]);

  const act = (row: ReviewRow, action: StaffAction) => setTarget({ id: row.id, action });
  const pending = (row: ReviewRow) => target?.id === row.id && !order;

  return (
    <>
      <PageHeading>{t('common:routes.order-review')}</PageHeading>
      <FilterBar<Filters>
        formProps={searchFormProps}
        initialValues={{ status: filterValue(filters, 'status') as string, manual: filterValue(filters, 'manual') === 'true' }}
      >
        <Form.Item name="status" label={t('filters.status')}>
          <Select allowClear style={{ width: 200 }} data-testid="review-status" options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="manual" label={t('review.manual')} valuePropName="checked">
          <Switch data-testid="review-manual" />
        </Form.Item>
      </FilterBar>
      <Table<ReviewRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="review-table"
        columns={[
          { key: 'order', title: t('columns.orderNo'), render: (_, r) => <Link to={`/flight/orders/${r.id}`}>{r.orderNo}</Link> },
          { key: 'agency', title: t('columns.agency'), dataIndex: 'agencyName' },
          { key: 'type', title: t('columns.type'), render: (_, r) => <Tag>{t(`type.${r.type}`)}</Tag> },
          { key: 'status', title: t('columns.status'), render: (_, r) => <StatusTag status={r.status} /> },
          { key: 'flight', title: t('columns.flight'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{r.flightNumber} {r.route}</span> },
          { key: 'passengers', title: t('columns.passengers'), render: (_, r) => r.passengerNames.join(', ') },
          {
            key: 'reason', title: t('request.reason'),
            render: (_, r) => (
              <div style={{ maxWidth: 260 }}>
                {r.reason !== null && r.type !== 'origin' && <div>{t(`reasons.${r.type === 'change' ? 'change' : 'refund'}.${r.reason}`)}</div>}
                {r.remark && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.remark}</Typography.Text>}
              </div>
            ),
          },
          { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, r) => money.settlement({ amount: r.totalAmount, currency: r.currency }) },
          { key: 'createdAt', title: t('columns.createdAt'), render: (_, r) => formatDateTime(r.createdAt, dateFormat) },
          {
            key: 'actions', title: t('common:grid.actions'), fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                {r.status.endsWith('reviewing') ? (
                  <>
                    <Button size="small" type="primary" loading={pending(r) && target?.action === 'approve'} onClick={() => act(r, 'approve')} data-testid={`review-approve-${r.id}`}>{t('actions.approve')}</Button>
                    <Button size="small" danger loading={pending(r) && target?.action === 'reject'} onClick={() => act(r, 'reject')} data-testid={`review-reject-${r.id}`}>{t('actions.reject')}</Button>
                  </>
                ) : (
                  <Button size="small" loading={pending(r) && target?.action === 'issue'} onClick={() => act(r, 'issue')} data-testid={`review-issue-${r.id}`}>{t('actions.issue')}</Button>
                )}
                {r.lockedStatus !== 0 && (
                  <Button size="small" loading={pending(r) && target?.action === 'unlock'} onClick={() => act(r, 'unlock')} data-testid={`review-unlock-${r.id}`}>{t('actions.unlock')}</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {actions.dialogs}
    </>
  );
}
