// `/user-log` (SuperUser): every change in the agency with who, when, from where, what (named in the
// reader's language), about what (by name), the money it moved and the before/after of each field.
// Filter by user, action and date range; export to Excel.
import { useSelect } from '@refinedev/antd';
import { Form, Select, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLogEntry } from '@/domain/schemas/user-log';
import type { AdminUser } from '@/domain/schemas/users';
import { USER_LOG_ACTIONS, userLogActionLabelKey } from '@/domain/user-log-actions';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { ListExport, ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { ChangeList } from './user-log/ChangeList';
import { formatAmount } from '@/domain/format-amount';

export default function UserLogPage() {
  const { t, i18n } = useTranslation();
  const dateFormat = useDateFormat();
  const filterFields = useMemo<FilterField[]>(
    () => [
      // Actions are picked by their names in the reader's language; the API filters by the catalogue key.
      {
        name: 'action',
        label: t('userLog.action'),
        kind: 'select',
        width: 220,
        testId: 'filter-action',
        options: USER_LOG_ACTIONS.filter((a) => a !== 'other').map((a) => ({ value: a, label: t(userLogActionLabelKey(a)) })),
      },
      { name: 'createdAt', label: t('userLog.dates'), kind: 'dateRange' },
    ],
    [t],
  );
  const { tableProps, filters, sorters, filterProps, setFilters } = useListPage<UserLogEntry>({
    resource: 'user-log',
    filters: filterFields,
  });
  // The user filter picks from the agency's users (a searchable list), which the declared filter
  // kinds do not cover: it sits beside the toolkit's row and sets its filter through useTable.
  const { selectProps: userSelect } = useSelect<AdminUser>({
    resource: 'users',
    optionLabel: 'username',
    optionValue: 'id',
    pagination: { pageSize: 50, mode: 'server' },
    onSearch: (value) => [{ field: 'username', operator: 'contains', value }],
  });
  const userFilter = filters.find((f) => 'field' in f && f.field === 'userId');

  const columns: TableColumnsType<UserLogEntry> = [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('userLog.time'),
      sorter: true,
      defaultSortOrder: 'descend',
      render: (v: string) => formatDateTime(v, dateFormat),
      width: 180,
    },
    { key: 'username', dataIndex: 'username', title: t('userLog.user') },
    { key: 'action', dataIndex: 'action', title: t('userLog.action'), render: (a: string) => <Tag>{t(userLogActionLabelKey(a))}</Tag> },
    { key: 'target', dataIndex: 'target', title: t('userLog.target') },
    {
      key: 'money',
      dataIndex: 'money',
      title: t('userLog.money'),
      align: 'right',
      render: (_, e) => (e.money ? <span className="no-break">{formatAmount(e.money, i18n.language)}</span> : null),
    },
    { key: 'changes', dataIndex: 'changes', title: t('userLog.changes'), render: (_, e) => <ChangeList changes={e.changes} /> },
    { key: 'ip', dataIndex: 'ip', title: t('userLog.ip') },
  ];

  return (
    <>
      <PageHeading
        extra={
          <ListExport
            resource="user-log"
            filters={filters}
            sorters={sorters}
            columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
            filename="user-log"
          />
        }
      >
        {t('routes.user-log')}
      </PageHeading>
      <Form layout="inline" style={{ marginBottom: 8 }}>
        <Form.Item label={t('userLog.user')} htmlFor="user-log-filter-user">
          <Select
            id="user-log-filter-user"
            options={userSelect.options}
            onSearch={userSelect.onSearch}
            loading={userSelect.loading}
            showSearch
            filterOption={false}
            allowClear
            style={{ width: 180 }}
            data-testid="filter-user"
            value={userFilter && 'value' in userFilter ? Number(userFilter.value) || undefined : undefined}
            onChange={(value) => setFilters([{ field: 'userId', operator: 'eq', value: value || undefined }])}
          />
        </Form.Item>
      </Form>
      <ListFilters {...filterProps} />
      <ListTable<UserLogEntry>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="user-log-table"
      />
    </>
  );
}
