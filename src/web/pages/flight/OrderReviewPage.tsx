// `/flight/orders/review` (platform staff only): orders waiting for a decision — bookings in review,
// change and refund requests — and, on demand, orders waiting for manual ticketing. Staff approve
// (with a quote for changes and refunds), reject with a remark, enter tickets, or lift a lock.
import { CanAccess } from '@refinedev/core';
import { Button, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { REVIEW_STATUSES, type reviewRowSchema } from '@/domain/flights/flight-orders';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { ACTION_GRANTS, type BarAction } from './order-detail/ActionBar';
import { useOrderActions } from './order-detail/useOrderActions';
import { useOrderDetail } from './order-detail/useOrderDetail';
import { StatusTag } from './orders/StatusTag';

type ReviewRow = z.infer<typeof reviewRowSchema>;
type StaffAction = Extract<BarAction, 'approve' | 'reject' | 'issue' | 'unlock'>;

/**
 * What a queue row offers: a decision on orders in review, tickets by hand on those waiting for
 * manual ticketing, and lifting a lock. An offer only: the order's own allowedActions, read when a
 * button is clicked, decide whether its dialog opens.
 */
function offeredActions(row: ReviewRow): StaffAction[] {
  const offers: StaffAction[] = row.status.endsWith('reviewing') ? ['approve', 'reject'] : ['issue'];
  return row.lockedStatus !== 0 ? [...offers, 'unlock'] : offers;
}

export default function OrderReviewPage() {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const [target, setTarget] = useState<{ id: number; action: StaffAction } | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t('filters.status'),
        width: 200,
        testId: 'review-status',
        options: REVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
      { kind: 'flag', name: 'manual', label: t('review.manual'), testId: 'review-manual' },
    ],
    [t],
  );
  const { tableProps, filterProps, filters } = useListPage<ReviewRow>({ resource: 'order-review', filters: fields });
  // The decision dialogs need the whole order (passengers, price, the actions the server allows
  // now): load it, then open the dialog. The row's buttons only offer; the order's allowedActions decide.
  const { order: loaded } = useOrderDetail(target?.id ?? 0);
  const order = loaded && loaded.id === target?.id ? loaded : null;
  // The queue is read again by the action's own invalidation.
  const actions = useOrderActions(order, { afterDone: () => setTarget(null) });
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
      <ListFilters {...filterProps} />
      <ListTable<ReviewRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.some((f) => 'value' in f && f.value !== undefined)} /> }}
        data-testid="review-table"
        columns={[
          { key: 'order', title: t('columns.orderNo'), render: (_, r) => <Link to={`/flight/orders/${r.id}`}>{r.orderNo}</Link> },
          { key: 'agency', title: t('columns.agency'), dataIndex: 'agencyName' },
          { key: 'type', title: t('columns.type'), render: (_, r) => <Tag>{t(`type.${r.type}`)}</Tag> },
          { key: 'status', title: t('columns.status'), render: (_, r) => <StatusTag status={r.status} /> },
          {
            key: 'flight',
            title: t('columns.flight'),
            render: (_, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {r.flightNumber} {r.route}
              </span>
            ),
          },
          { key: 'passengers', title: t('columns.passengers'), render: (_, r) => r.passengerNames.join(', ') },
          {
            key: 'reason',
            title: t('request.reason'),
            render: (_, r) => (
              <div style={{ maxWidth: 260 }}>
                {r.reason !== null && r.type !== 'origin' && (
                  <div>{t(`reasons.${r.type === 'change' ? 'change' : 'refund'}.${r.reason}`)}</div>
                )}
                {r.remark && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.remark}
                  </Typography.Text>
                )}
              </div>
            ),
          },
          {
            key: 'amount',
            title: t('columns.amount'),
            align: 'right',
            render: (_, r) => money.settlement({ amount: r.totalAmount, currency: r.currency }),
          },
          { key: 'createdAt', title: t('columns.createdAt'), render: (_, r) => formatDateTime(r.createdAt, dateFormat) },
          {
            key: 'actions',
            title: t('common:grid.actions'),
            fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                {offeredActions(r).map((action) => (
                  <CanAccess key={action} resource={ACTION_GRANTS[action].resource} action={ACTION_GRANTS[action].action}>
                    <Button
                      size="small"
                      type={action === 'approve' ? 'primary' : 'default'}
                      danger={action === 'reject'}
                      loading={pending(r) && target?.action === action}
                      onClick={() => act(r, action)}
                      data-testid={`review-${action}-${r.id}`}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  </CanAccess>
                ))}
              </Space>
            ),
          },
        ]}
      />
      {actions.dialogs}
    </>
  );
}
