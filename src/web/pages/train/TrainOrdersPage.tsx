// /train/orders: the train orders (bookings, refunds and changes) with a status row carrying each
// status's count, filters, server-side pages and sort, and the Excel export of the current filter.
// A parent agency sees its sub-agencies' orders too and may narrow the list to its own; an agency set
// to show only its own orders sees the switch held on, with the notice the flight orders show.
import { useList } from '@refinedev/core';
import { Badge, Card, Radio, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRAIN_ORDER_STATUSES, TRAIN_ORDER_TYPES } from '@/domain/trains/order-status';
import { TRAIN_EXPORT_COLUMNS, type TrainOrderListRow } from '@/domain/trains/schemas';
import { filterValue } from '@/web/list/list-params';
import { subjectOf } from '@/web/access/subject-of';
import { PageHeading } from '@/web/components/PageHeading';
import {
  DirectOnlySwitch,
  ListExport,
  ListFilters,
  useDirectOnly,
  useListPage,
  ListTable,
  useSidewaysScroll,
  type FilterField,
} from '@/web/list';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { useSessionState } from '@/web/services';
import { localTime } from './train-format';
import { TrainStatusTag } from './TrainStatusTag';

const TABLE_MIN_WIDTH = 1100;
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function useTrainFilters(): FilterField[] {
  const { t } = useTranslation('trains');
  return useMemo(
    () => [
      {
        kind: 'text',
        operator: 'eq',
        name: 'orderId',
        label: t('list.filters.orderId'),
        maxLength: 32,
        width: 170,
        testId: 'filter-order',
      },
      { kind: 'text', operator: 'eq', name: 'trainNo', label: t('list.filters.trainNo'), maxLength: 8, width: 110, testId: 'filter-train' },
      {
        kind: 'text',
        operator: 'eq',
        name: 'ticketNo',
        label: t('list.filters.ticketNo'),
        maxLength: 20,
        width: 150,
        testId: 'filter-ticket',
      },
      {
        kind: 'text',
        operator: 'eq',
        name: 'bookingNo',
        label: t('list.filters.bookingNo'),
        maxLength: 64,
        width: 150,
        testId: 'filter-booking',
      },
      {
        kind: 'text',
        operator: 'eq',
        name: 'passenger',
        label: t('list.filters.passenger'),
        maxLength: 64,
        width: 140,
        testId: 'filter-passenger',
      },
      { kind: 'dateRange', name: 'created', bounds: ['from', 'to'], label: t('list.filters.created') },
      { kind: 'dateRange', name: 'travel', bounds: ['departFrom', 'departTo'], label: t('list.filters.travel') },
      {
        kind: 'select',
        name: 'type',
        label: t('list.filters.type'),
        width: 130,
        testId: 'filter-type',
        options: TRAIN_ORDER_TYPES.map((s) => ({ value: s, label: t(`type.${s}`) })),
      },
    ],
    [t],
  );
}

export default function TrainOrdersPage() {
  const { t } = useTranslation('trains');
  const money = useLedgerFormat();
  const { session } = useSessionState();
  const subject = subjectOf(session);
  const fields = useTrainFilters();
  // The "Booked" days are the reader's days, as the list shows booking times: the browser names its zone.
  const { tableProps, filterProps, filters, sorters, setFilters, setCurrentPage } = useListPage<TrainOrderListRow>({
    resource: 'train-orders',
    filters: fields,
    permanentFilters: [{ field: 'tz', operator: 'eq', value: BROWSER_TIME_ZONE }],
  });
  const status = filterValue(filters, 'status') as string | undefined;
  const type = filterValue(filters, 'type') as string | undefined;
  const ownOnly = useDirectOnly(filters);
  const { directOnly } = ownOnly;
  // Counts follow the order kind and "direct only", not the status chosen (every status keeps its number).
  const counts = useList<{ status: string; cnt: number }>({
    resource: 'train-order-status-counts',
    pagination: { mode: 'off' },
    filters: [
      { field: 'type', operator: 'eq', value: type },
      { field: 'directOnly', operator: 'eq', value: directOnly ? 'true' : undefined },
    ],
  }).result.data;
  const countOf = useMemo(() => Object.fromEntries(counts.map((c) => [c.status, c.cnt])), [counts]);
  const all = counts.reduce((sum, c) => sum + c.cnt, 0);
  const showAgency = subject.staff || (subject.canCreateSubAgency && !directOnly);
  const sortOf = (field: string) =>
    sorters.find((s) => s.field === field)?.order === 'asc'
      ? ('ascend' as const)
      : sorters.find((s) => s.field === field)
        ? ('descend' as const)
        : null;

  const sideways = useSidewaysScroll(TABLE_MIN_WIDTH);
  const columns = [
    {
      key: 'orderNo',
      title: t('list.orderNo'),
      dataIndex: 'orderNo',
      render: (no: string, r: TrainOrderListRow) => (
        <Link to={`/train/orders/${r.id}`} data-testid="order-link">
          {no}
        </Link>
      ),
    },
    {
      key: 'type',
      title: t('list.type'),
      dataIndex: 'type',
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{t(`type.${v}`)}</span>,
    },
    ...(showAgency ? [{ key: 'agencyName', title: t('list.agency'), dataIndex: 'agencyName' }] : []),
    { key: 'trainNo', title: t('list.trainNo'), dataIndex: 'trainNo' },
    { key: 'route', title: t('list.route'), dataIndex: 'route', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
    {
      key: 'departure',
      title: t('list.departure'),
      dataIndex: 'departure',
      sorter: true,
      sortOrder: sortOf('departure'),
      render: (d: string) => <span style={{ whiteSpace: 'nowrap' }}>{d.replace('T', ' ')}</span>,
    },
    { key: 'passengerNames', title: t('list.passengers'), dataIndex: 'passengerNames', render: (names: string[]) => names.join(', ') },
    {
      key: 'totalAmount',
      title: t('list.total'),
      dataIndex: 'totalAmount',
      sorter: true,
      sortOrder: sortOf('totalAmount'),
      align: 'right' as const,
      render: (_: number, r: TrainOrderListRow) => (
        <span style={{ whiteSpace: 'nowrap' }}>{money.exact({ amount: r.totalAmount, currency: r.currency })}</span>
      ),
    },
    {
      key: 'status',
      title: t('list.status'),
      dataIndex: 'status',
      render: (_: string, r: TrainOrderListRow) => <TrainStatusTag status={r.status} tone={r.tone} />,
    },
    {
      key: 'createdAt',
      title: t('list.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOf('createdAt'),
      render: (d: string) => <span style={{ whiteSpace: 'nowrap' }}>{localTime(d)}</span>,
    },
  ];
  const exportColumns = TRAIN_EXPORT_COLUMNS.map((key) => ({ key, title: t(`list.export.${key}`) }));
  const filtered = filters.some((f) => 'field' in f && f.field !== 'directOnly' && f.field !== 'tz' && f.value !== undefined);

  return (
    <div>
      <PageHeading
        extra={
          <Space>
            <DirectOnlySwitch
              state={ownOnly}
              onChange={(on) => {
                setFilters([{ field: 'directOnly', operator: 'eq', value: on ? 'true' : undefined }], 'merge');
                setCurrentPage(1);
              }}
            />
            <ListExport resource="train-orders" filters={filters} sorters={sorters} columns={exportColumns} filename="train-orders" />
          </Space>
        }
      >
        {t('common:routes.train-orders')}
      </PageHeading>
      <Card>
        <Radio.Group
          value={status ?? ''}
          optionType="button"
          buttonStyle="solid"
          aria-label={t('list.filters.status')}
          data-testid="train-status-menu"
          onChange={(e) => {
            setFilters([{ field: 'status', operator: 'eq', value: e.target.value || undefined }], 'merge');
            setCurrentPage(1);
          }}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}
        >
          {['', ...TRAIN_ORDER_STATUSES].map((s) => (
            <Radio.Button key={s || 'all'} value={s} style={{ borderRadius: 6 }}>
              <span data-testid={`status-${s || 'all'}`}>
                {s ? t(`status.${s}`) : t('list.all')}{' '}
                <Badge
                  count={s ? (countOf[s] ?? 0) : all}
                  overflowCount={999}
                  showZero
                  style={{ backgroundColor: (status ?? '') === s ? '#1f1f1f' : '#595959', color: '#fff', boxShadow: 'none' }}
                />
              </span>
            </Radio.Button>
          ))}
        </Radio.Group>
        <ListFilters {...filterProps} />
        <div ref={sideways.ref}>
          <ListTable<TrainOrderListRow>
            {...tableProps}
            rowKey="id"
            columns={columns}
            scroll={sideways.narrow ? { x: TABLE_MIN_WIDTH } : undefined}
            data-testid="train-orders-table"
            locale={{
              emptyText: (
                <Typography.Text type="secondary" data-testid="train-orders-empty">
                  {filtered ? t('list.noneMatch') : t('empty.noOrders')}
                </Typography.Text>
              ),
            }}
          />
        </div>
      </Card>
    </div>
  );
}
