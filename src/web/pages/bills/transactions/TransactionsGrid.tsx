// All Transactions: the wallet's movements filtered by type, dates, amount
// and order on the server, paged on the server, each opening its detail; Excel of the filter.
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { DatePicker, Form, Input, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type WalletTransaction } from '@/domain/schemas/wallet';
import { minorToMajor, parseMajorAmount } from '@/domain/wallet-math';
import { FilterBar } from '@/web/admin/FilterBar';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { useDrawerParam } from '@/web/admin/useDrawerParam';
import { PageHeading } from '@/web/components/PageHeading';
import { ListExport } from '@/web/list';
import { useSessionState } from '@/web/services';
import { TransactionDetail } from './TransactionDetail';
import { typeLabel } from './labels';
import { useTransactionColumns } from './useTransactionColumns';

interface Filters {
  type?: string;
  range?: [Dayjs, Dayjs] | null;
  amountMin?: string;
  amountMax?: string;
  orderId?: string;
}

export function TransactionsGrid({ title }: { title: string }) {
  const { t } = useTranslation();
  const currency = useSessionState().session?.company.config.commonConfig.settlementCurrency ?? 'CNY';
  const [drawer, openDrawer] = useDrawerParam(['transaction'] as const);
  const minor = (text?: string) => (text?.trim() ? (parseMajorAmount(text, currency) ?? undefined) : undefined);
  const { tableProps, searchFormProps, filters, sorters } = useTable<WalletTransaction, HttpError, Filters>({
    resource: 'bills-transactions',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'paymentTime', order: 'desc' }] },
    onSearch: (v) => [
      { field: 'type', operator: 'eq', value: v.type || undefined },
      { field: 'from', operator: 'eq', value: v.range?.[0]?.format('YYYY-MM-DD') },
      { field: 'to', operator: 'eq', value: v.range?.[1]?.format('YYYY-MM-DD') },
      { field: 'amount', operator: 'gte', value: minor(v.amountMin) },
      { field: 'amount', operator: 'lte', value: minor(v.amountMax) },
      { field: 'orderId', operator: 'eq', value: v.orderId?.trim() || undefined },
    ],
  });
  const columns = useTransactionColumns({ onOpen: (row) => openDrawer('transaction', row.id), sortable: true });
  const from = filterValue(filters, 'from') as string | undefined;
  const to = filterValue(filters, 'to') as string | undefined;
  const amountText = (operator: string) => {
    const value = filterValue(filters, 'amount', operator);
    return value === undefined ? undefined : minorToMajor(Number(value), currency);
  };

  return (
    <>
      <PageHeading
        extra={<ListExport resource="bills-transactions" filters={filters} sorters={sorters} columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))} filename="transactions" />}
      >
        {title}
      </PageHeading>
      <FilterBar<Filters>
        formProps={searchFormProps}
        initialValues={{
          type: filterValue(filters, 'type') as string,
          range: from && to ? [dayjs(from), dayjs(to)] : undefined,
          amountMin: amountText('gte'),
          amountMax: amountText('lte'),
          orderId: filterValue(filters, 'orderId') as string,
        }}
      >
        <Form.Item name="type" label={t('wallet.filters.type')}>
          <Select allowClear style={{ width: 190 }} options={TRANSACTION_TYPES.map((type) => ({ value: type, label: typeLabel(t, type) }))} data-testid="filter-type" />
        </Form.Item>
        <Form.Item name="range" label={t('wallet.filters.dates')}>
          <DatePicker.RangePicker allowEmpty={[false, false]} />
        </Form.Item>
        <Form.Item name="amountMin" label={t('wallet.filters.amountMin', { currency })} rules={[{ validator: async (_, v?: string) => { if (v?.trim() && parseMajorAmount(v, currency) === null) throw new Error(t('wallet.topUp.validation.amount')); } }]}>
          <Input inputMode="decimal" style={{ width: 120 }} allowClear />
        </Form.Item>
        <Form.Item name="amountMax" label={t('wallet.filters.amountMax', { currency })} rules={[{ validator: async (_, v?: string) => { if (v?.trim() && parseMajorAmount(v, currency) === null) throw new Error(t('wallet.topUp.validation.amount')); } }]}>
          <Input inputMode="decimal" style={{ width: 120 }} allowClear />
        </Form.Item>
        <Form.Item name="orderId" label={t('wallet.filters.orderId')}>
          <Input maxLength={64} style={{ width: 160 }} allowClear data-testid="filter-order" />
        </Form.Item>
      </FilterBar>
      <Table<WalletTransaction>
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
