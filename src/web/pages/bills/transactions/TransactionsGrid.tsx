// All Transactions: the wallet's movements filtered by type, dates, amount
// and order on the server, paged on the server, each opening its detail; Excel of the filter.

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type WalletTransaction } from '@/domain/schemas/wallet';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDrawerParam } from '@/web/routing/useDrawerParam';
import { PageHeading } from '@/web/components/PageHeading';
import { ListExport, ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { useSessionState } from '@/web/services';
import { TransactionDetail } from './TransactionDetail';
import { typeLabel } from './labels';
import { useTransactionColumns } from './useTransactionColumns';

export function TransactionsGrid({ title }: { title: string }) {
  const { t } = useTranslation();
  // Amount bounds are typed in the caller's settlement currency, the currency of its wallet.
  const currency = useSessionState().session?.company.config.commonConfig.settlementCurrency ?? 'CNY';
  const [drawer, openDrawer] = useDrawerParam(['transaction'] as const);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'type',
        label: t('wallet.filters.type'),
        width: 190,
        testId: 'filter-type',
        options: TRANSACTION_TYPES.map((type) => ({ value: type, label: typeLabel(t, type) })),
      },
      { kind: 'dateRange', name: 'dates', label: t('wallet.filters.dates'), bounds: ['from', 'to'] },
      { kind: 'amountRange', name: 'amount', label: t('wallet.filters.amount'), currency, testId: 'filter-amount' },
      { kind: 'text', operator: 'eq', name: 'orderId', label: t('wallet.filters.orderId'), maxLength: 64, testId: 'filter-order' },
    ],
    [t, currency],
  );
  const { tableProps, filterProps, filters, sorters } = useListPage<WalletTransaction>({
    resource: 'bills-transactions',
    filters: fields,
  });
  const columns = useTransactionColumns({ onOpen: (row) => openDrawer('transaction', row.id), sortable: true });

  return (
    <>
      <PageHeading
        extra={
          <ListExport
            resource="bills-transactions"
            filters={filters}
            sorters={sorters}
            columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
            filename="transactions"
          />
        }
      >
        {title}
      </PageHeading>
      <ListFilters {...filterProps} />
      <ListTable<WalletTransaction>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="transactions-table"
      />
      <TransactionDetail id={drawer.view === 'transaction' ? drawer.id : null} onClose={() => openDrawer(null)} />
    </>
  );
}
