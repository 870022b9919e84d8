// One wallet movement in full: payment time, order, payment reference,
// amount, description, type, remark, received amount, currency, rate and fee; for staff, a channel
// top-up's reversal.
import { useOne } from '@refinedev/core';
import { Descriptions, Drawer, Result, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@/domain/schemas/wallet';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { methodLabel, typeLabel } from './labels';
import { ReverseTopUpAction } from './ReverseTopUpAction';

export function TransactionDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const dateFormat = useDateFormat();
  const { result: row, query } = useOne<WalletTransaction>({
    resource: 'bills-transactions',
    id: id ?? undefined,
    queryOptions: { enabled: id !== null },
  });
  const error = query.error?.message ?? null;

  const item = (key: string, value: ReactNode) => (
    <Descriptions.Item key={key} label={t(`wallet.columns.${key}`)}>
      {value ?? ''}
    </Descriptions.Item>
  );
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('wallet.detail.title')}
      width={560}
      destroyOnHidden
      data-testid="tx-detail"
      extra={row && <ReverseTopUpAction row={row} />}
    >
      {error && <Result status="warning" title={error} />}
      {!row && !error && <Spin />}
      {row && (
        <Descriptions column={1} bordered size="small">
          {item('paymentTime', formatDateTime(row.paymentTime, dateFormat))}
          {item('type', <Tag>{typeLabel(t, row.type)}</Tag>)}
          {item('amount', ledger.signed(row))}
          {item('agency', row.agencyName)}
          {item('orderId', row.orderId)}
          {item('referenceId', row.referenceId)}
          {item('paymentMethod', methodLabel(t, row.paymentMethod))}
          {item(
            'receivedAmount',
            row.receivedAmount !== null && row.receivedCurrency
              ? ledger.exact({ amount: row.receivedAmount, currency: row.receivedCurrency })
              : null,
          )}
          {item('rate', row.rate)}
          {item('feePercent', row.feePercent ? `${row.feePercent}%` : null)}
          {item('handlingFee', ledger.exact({ amount: row.handlingFee, currency: row.currency }))}
          {item('description', row.description)}
          {item('remark', row.remark)}
          {item('status', t(`wallet.status.${row.status}`, { defaultValue: row.status }))}
          {item('createdOn', formatDateTime(row.createdOn, dateFormat))}
          {item('originalId', row.originalId)}
        </Descriptions>
      )}
    </Drawer>
  );
}
