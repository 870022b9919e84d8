import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLedgerAmount } from '@/domain/money';
import type { Agency } from '@/domain/schemas/agencies';
import { formatDate } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { EmailText } from '@/web/components/EmailText';

/**
 * The agencies grid's columns; the same keys and titles name the Excel export's columns. The money
 * columns follow the name: at laptop widths the columns past the fold sit under the fixed actions
 * column, and balance, credit and available are what the page is opened for. They are an account's
 * figures, so they are shown exactly (formatLedgerAmount), never rounded like a price.
 */
export function useAgencyColumns(sorters: CrudSort[], onOpen: (agency: Agency) => void): TableColumnsType<Agency> {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const amount = (a: Agency, pick: 'balance' | 'creditLimit' | 'available') =>
    a.wallet ? formatLedgerAmount({ amount: a.wallet[pick], currency: a.wallet.currency }) : '-';
  return [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('agencies.fields.code'),
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('code', sorters),
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('agencies.fields.name'),
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('name', sorters),
      render: (name: string, a) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(a)} data-testid={`agency-open-${a.code}`}>
          {name}
        </Button>
      ),
    },
    { key: 'balance', title: t('agencies.fields.balance'), align: 'right', render: (_, a) => amount(a, 'balance') },
    { key: 'creditLimit', title: t('agencies.fields.creditLimit'), align: 'right', render: (_, a) => amount(a, 'creditLimit') },
    { key: 'available', title: t('agencies.fields.available'), align: 'right', render: (_, a) => amount(a, 'available') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('agencies.fields.status'),
      sorter: true,
      render: (s: string) => <Tag color={s === 'active' ? 'green' : 'default'}>{t(`agencies.statuses.${s}`)}</Tag>,
    },
    { key: 'currency', dataIndex: 'settlementCurrency', title: t('agencies.fields.currency') },
    { key: 'alias', dataIndex: 'alias', title: t('agencies.fields.alias'), sorter: true },
    {
      key: 'parentName',
      dataIndex: 'parentName',
      title: t('agencies.fields.parent'),
      render: (p: string | null) => p ?? t('agencies.topLevel'),
    },
    { key: 'contactName', dataIndex: 'contactName', title: t('agencies.fields.contactName') },
    { key: 'contactPhone', dataIndex: 'contactPhone', title: t('agencies.fields.contactPhone') },
    {
      key: 'contactEmail',
      dataIndex: 'contactEmail',
      title: t('agencies.fields.contactEmail'),
      render: (email: string | null) => <EmailText email={email} />,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('grid.createdAt'),
      sorter: true,
      render: (v: string) => formatDate(v, dateFormat),
    },
  ];
}
