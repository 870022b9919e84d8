// `/security-log` (platform staff): refused logins, calls the access policy refused and attempts on
// another agency's records, across every agency, with the caller's address. Filter by kind, address
// and dates. Each row is one caller and reason within a minute; earlier repeats are counted on it.
import { Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_LOG_ACTIONS, type SecurityLogEntry } from '@/domain/schemas/security-log';
import { userLogActionLabelKey } from '@/domain/user-log-actions';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { ListFilters, ListTable, useListPage, type FilterField } from '@/web/list';

export default function SecurityLogPage() {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        name: 'action',
        label: t('userLog.action'),
        kind: 'select',
        width: 220,
        testId: 'filter-action',
        options: SECURITY_LOG_ACTIONS.map((a) => ({ value: a, label: t(userLogActionLabelKey(a)) })),
      },
      { name: 'ip', label: t('userLog.ip'), kind: 'text', operator: 'contains', maxLength: 64, testId: 'filter-ip' },
      { name: 'createdAt', label: t('userLog.dates'), kind: 'dateRange' },
    ],
    [t],
  );
  const { tableProps, filters, filterProps } = useListPage<SecurityLogEntry>({ resource: 'security-log', filters: filterFields });

  const columns: TableColumnsType<SecurityLogEntry> = [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('userLog.time'),
      sorter: true,
      defaultSortOrder: 'descend',
      render: (v: string) => formatDateTime(v, dateFormat),
      width: 180,
    },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('userLog.action'),
      render: (a: string) => <Tag color="red">{t(userLogActionLabelKey(a))}</Tag>,
    },
    { key: 'reason', dataIndex: 'reason', title: t('securityLog.reason') },
    {
      key: 'agency',
      dataIndex: 'agencyName',
      title: t('securityLog.agency'),
      render: (_, e) => (e.agencyName ? `${e.agencyName} (${e.agencyCode})` : ''),
    },
    { key: 'username', dataIndex: 'username', title: t('userLog.user') },
    { key: 'target', dataIndex: 'target', title: t('userLog.target') },
    { key: 'ip', dataIndex: 'ip', title: t('userLog.ip') },
    {
      key: 'repeatsBefore',
      dataIndex: 'repeatsBefore',
      title: t('securityLog.repeats'),
      align: 'right',
      render: (n: number) => (n > 0 ? n : ''),
    },
  ];

  return (
    <>
      <PageHeading>{t('routes.security-log')}</PageHeading>
      <ListFilters {...filterProps} />
      <ListTable<SecurityLogEntry>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="security-log-table"
      />
    </>
  );
}
