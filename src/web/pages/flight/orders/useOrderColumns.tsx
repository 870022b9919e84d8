// The columns of the orders list: order number with its type and lock, status,
// flight, route and PNR, passengers and tickets, amount and payment, agency, creation time.
import { LockOutlined } from '@ant-design/icons';
import type { CrudSort } from '@refinedev/core';
import { Space, theme, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListRow } from '@/domain/flights/flight-orders';
import { formatDate } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { StatusTag } from './StatusTag';

/** Column widths in px that fit the longest order number, status and amount; passengers take the rest. */
const WIDTHS = { id: 155, status: 140, flight: 120, amount: 110, agency: 100, createdAt: 118 } as const;
/** The passengers' width while the table scrolls sideways (its columns then keep their widths exactly). */
const PASSENGERS_SCROLLING = 150;

/** The width of the table when it scrolls sideways: every column at its set width. */
export function scrollingWidth(columns: TableColumnsType<OrderListRow>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
}

function sortOrder(sorters: readonly CrudSort[], field: string) {
  const found = sorters.find((s) => s.field === field);
  return found ? (found.order === 'asc' ? 'ascend' : 'descend') : null;
}

export function useOrderColumns(
  sorters: readonly CrudSort[],
  options: { showAgency: boolean; scrolling: boolean },
): TableColumnsType<OrderListRow> {
  const { t } = useTranslation('orders');
  // Cells hold plain text in the theme's colours rather than antd's Typography: a page shows 20 rows
  // of about ten texts each, and every Typography brings its own hooks and resize observer (measured as
  // a large share of the page's first render).
  const { token } = theme.useToken();
  const muted = { color: token.colorTextDescription };
  const mutedSmall = { ...muted, fontSize: 12 };
  const strong = { fontWeight: token.fontWeightStrong };
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const columns: TableColumnsType<OrderListRow> = [
    {
      key: 'id',
      dataIndex: 'orderNo',
      title: t('columns.orderNo'),
      fixed: options.scrolling ? 'left' : undefined,
      width: WIDTHS.id,
      render: (orderNo: string, row) => (
        <div>
          <Space size={4}>
            <Link to={`/flight/orders/${row.id}`} style={{ whiteSpace: 'nowrap' }} data-testid={`order-open-${row.id}`}>
              {orderNo}
            </Link>
            {row.lockedStatus !== 0 && (
              <Tooltip title={t('lock.locked')}>
                <LockOutlined aria-label={t('lock.locked')} style={{ color: '#f0be62' }} data-testid="row-locked" />
              </Tooltip>
            )}
          </Space>
          <div>
            <span style={mutedSmall}>
              {t(`type.${row.type}`)}
              {row.originOrderNo ? ` · ${t('columns.originOf', { orderNo: row.originOrderNo })}` : ''}
            </span>
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      width: WIDTHS.status,
      sorter: true,
      sortOrder: sortOrder(sorters, 'status'),
      render: (s: OrderListRow['status']) => <StatusTag status={s} />,
    },
    {
      // The PNR rides with the flight it books, so the list keeps to columns that fit a laptop screen.
      key: 'flight',
      dataIndex: 'flightNumber',
      title: t('columns.flight'),
      width: WIDTHS.flight,
      render: (flight: string, row) => (
        <div>
          <span style={strong}>{flight}</span> <span>{row.route}</span>
          <div style={muted}>{row.departure.replace('T', ' ').slice(0, 16)}</div>
          <div style={mutedSmall}>
            {t('columns.pnr')} <span data-testid="row-pnr">{row.pnr ?? '—'}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'passengers',
      dataIndex: 'passengerNames',
      title: t('columns.passengers'),
      width: options.scrolling ? PASSENGERS_SCROLLING : undefined,
      render: (names: string[], row) => (
        <div style={{ minWidth: 110 }}>
          {names.map((name, i) => (
            <div key={i}>{name}</div>
          ))}
          {row.ticketNumbers.map((ticket) => (
            <div key={ticket} style={{ ...mutedSmall, whiteSpace: 'nowrap' }}>
              {ticket}
            </div>
          ))}
        </div>
      ),
    },
    {
      key: 'totalAmount',
      dataIndex: 'totalAmount',
      title: t('columns.amount'),
      width: WIDTHS.amount,
      align: 'right',
      sorter: true,
      sortOrder: sortOrder(sorters, 'totalAmount'),
      render: (amount: number, row) => (
        <div>
          <span style={strong}>{money.settlement({ amount, currency: row.currency })}</span>
          <div style={mutedSmall}>{t(`payment.${row.paymentStatus}`)}</div>
        </div>
      ),
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('columns.createdAt'),
      width: WIDTHS.createdAt,
      sorter: true,
      sortOrder: sortOrder(sorters, 'createdAt'),
      // Date above time: the column stays narrow.
      render: (v: string) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatDate(v, dateFormat)}
          <div style={muted}>{dayjs(v).format('HH:mm:ss')}</div>
        </div>
      ),
    },
  ];
  if (options.showAgency)
    columns.splice(columns.length - 1, 0, { key: 'agency', dataIndex: 'agencyName', title: t('columns.agency'), width: WIDTHS.agency });
  return columns;
}
