// The columns of a wallet movement grid (SPEC 3 Transaction list row): Original ID, Reference ID,
// Payment Method, Total Amount Paid, amount by currency, Handling Fee, Payment Time, Created on.
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@/domain/schemas/wallet';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useLedgerFormat } from '../wallet/useLedgerFormat';
import { methodLabel, typeLabel } from './labels';

export function useTransactionColumns(
  options: { onOpen?: (t: WalletTransaction) => void; sortable?: boolean } = {},
): TableColumnsType<WalletTransaction> {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const dateFormat = useDateFormat();
  const sortable = options.sortable ?? false;
  return [
    {
      key: 'originalId',
      dataIndex: 'originalId',
      title: t('wallet.columns.originalId'),
      render: (id: string, row) =>
        options.onOpen ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => options.onOpen!(row)} data-testid={`tx-open-${row.id}`}>
            {id}
          </Button>
        ) : (
          id
        ),
    },
    { key: 'type', dataIndex: 'type', title: t('wallet.columns.type'), render: (type: string) => <Tag>{typeLabel(t, type)}</Tag> },
    { key: 'referenceId', dataIndex: 'referenceId', title: t('wallet.columns.referenceId') },
    {
      key: 'paymentMethod',
      dataIndex: 'paymentMethod',
      title: t('wallet.columns.paymentMethod'),
      render: (m: string | null) => methodLabel(t, m),
    },
    {
      key: 'totalAmountPaid',
      dataIndex: 'totalAmountPaid',
      title: t('wallet.columns.totalAmountPaid'),
      align: 'right',
      render: (_: number, row) => ledger.exact({ amount: row.totalAmountPaid, currency: row.totalAmountPaidCurrency }),
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('wallet.columns.amount'),
      align: 'right',
      sorter: sortable,
      render: (amount: number, row) => (
        <Typography.Text strong style={{ color: amount < 0 ? '#ff7875' : '#95de64' }} data-testid="tx-amount">
          {ledger.signed({ amount, currency: row.currency })}
        </Typography.Text>
      ),
    },
    {
      key: 'handlingFee',
      dataIndex: 'handlingFee',
      title: t('wallet.columns.handlingFee'),
      align: 'right',
      render: (fee: number, row) => (fee ? ledger.exact({ amount: fee, currency: row.currency }) : ''),
    },
    {
      key: 'paymentTime',
      dataIndex: 'paymentTime',
      title: t('wallet.columns.paymentTime'),
      sorter: sortable,
      defaultSortOrder: sortable ? 'descend' : undefined,
      render: (v: string) => formatDateTime(v, dateFormat),
    },
    {
      key: 'createdOn',
      dataIndex: 'createdOn',
      title: t('wallet.columns.createdOn'),
      render: (v: string) => formatDateTime(v, dateFormat),
    },
  ];
}
