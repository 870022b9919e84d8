// The columns of the orders list: order number with its type and lock, status,
// flight and route, passengers and tickets, PNR, amount and payment, agency, creation time.
import { LockOutlined } from '@ant-design/icons';
import type { CrudSort } from '@refinedev/core';
import { Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListRow } from '@/domain/schemas/flight-orders';
import { formatDateTime } from '@/web/admin/format-date';
import { useDateFormat } from '@/web/admin/useDateFormat';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { StatusTag } from './StatusTag';

function sortOrder(sorters: readonly CrudSort[], field: string) {
  const found = sorters.find((s) => s.field === field);
  return found ? (found.order === 'asc' ? 'ascend' : 'descend') : null;
}

export function useOrderColumns(sorters: readonly CrudSort[], options: { showAgency: boolean }): TableColumnsType<OrderListRow> {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const columns: TableColumnsType<OrderListRow> = [
    {
      key: 'id', dataIndex: 'orderNo', title: t('columns.orderNo'), fixed: 'left',
      render: (orderNo: string, row) => (
        <div>
          <Space size={4}>
            <Link to={`/flight/orders/${row.id}`} data-testid={`order-open-${row.id}`}>{orderNo}</Link>
            {row.lockedStatus !== 0 && (
              <Tooltip title={t('lock.locked')}>
                <LockOutlined aria-label={t('lock.locked')} style={{ color: '#f0be62' }} data-testid="row-locked" />
              </Tooltip>
            )}
          </Space>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`type.${row.type}`)}{row.originOrderNo ? ` · ${t('columns.originOf', { orderNo: row.originOrderNo })}` : ''}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    { key: 'status', dataIndex: 'status', title: t('columns.status'), sorter: true, sortOrder: sortOrder(sorters, 'status'), render: (s: OrderListRow['status']) => <StatusTag status={s} /> },
    {
      key: 'flight', dataIndex: 'flightNumber', title: t('columns.flight'),
      render: (flight: string, row) => (
        <div>
          <Typography.Text strong>{flight}</Typography.Text> <Typography.Text>{row.route}</Typography.Text>
          <div><Typography.Text type="secondary">{row.departure.replace('T', ' ').slice(0, 16)}</Typography.Text></div>
        </div>
      ),
    },
    {
      key: 'passengers', dataIndex: 'passengerNames', title: t('columns.passengers'),
      render: (names: string[], row) => (
        <div>
          <div>{names.join(', ')}</div>
          {row.ticketNumbers.length > 0 && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.ticketNumbers.join(', ')}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'pnr', dataIndex: 'pnr', title: t('columns.pnr'),
      render: (pnr: string | null) => pnr ?? '—',
    },
    {
      key: 'totalAmount', dataIndex: 'totalAmount', title: t('columns.amount'), align: 'right', sorter: true, sortOrder: sortOrder(sorters, 'totalAmount'),
      render: (amount: number, row) => (
        <div>
          <Typography.Text strong>{money.settlement({ amount, currency: row.currency })}</Typography.Text>
          <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`payment.${row.paymentStatus}`)}</Typography.Text></div>
        </div>
      ),
    },
    {
      key: 'createdAt', dataIndex: 'createdAt', title: t('columns.createdAt'), sorter: true, sortOrder: sortOrder(sorters, 'createdAt'),
      render: (v: string) => formatDateTime(v, dateFormat),
    },
  ];
  if (options.showAgency) columns.splice(columns.length - 1, 0, { key: 'agency', dataIndex: 'agencyName', title: t('columns.agency') });
  return columns;
}
