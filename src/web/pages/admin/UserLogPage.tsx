// `/user-log` (SPEC 2, SuperUser): every change in the agency with who, when, from where, what and
// the before/after of each field. Filter by user, action and date range; export to Excel.
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { DatePicker, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { UserLogEntry } from '@/domain/schemas/user-log';
import type { AdminUser } from '@/domain/schemas/users';
import { ExportButton } from '@/web/admin/ExportButton';
import { FilterBar } from '@/web/admin/FilterBar';
import { formatDateTime } from '@/web/admin/format-date';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { useDateFormat } from '@/web/admin/useDateFormat';
import { PageHeading } from '@/web/components/PageHeading';
import { useSelect } from '@refinedev/antd';
import { USERS } from '@/web/api/users';
import { ChangeList } from './user-log/ChangeList';

interface Filters {
  userId?: number;
  action?: string;
  range?: [Dayjs, Dayjs] | null;
}

const LOG = 'base/v2/user-log';

export default function UserLogPage() {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const { tableProps, searchFormProps, filters, sorters } = useTable<UserLogEntry, HttpError, Filters>({
    resource: LOG,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: (v) => [
      { field: 'userId', operator: 'eq', value: v.userId || undefined },
      { field: 'action', operator: 'contains', value: v.action?.trim() || undefined },
      { field: 'createdAt', operator: 'gte', value: v.range?.[0]?.format('YYYY-MM-DD') },
      { field: 'createdAt', operator: 'lte', value: v.range?.[1]?.format('YYYY-MM-DD') },
    ],
  });
  const { selectProps: userSelect } = useSelect<AdminUser>({
    resource: USERS,
    optionLabel: 'username',
    optionValue: 'id',
    pagination: { pageSize: 50, mode: 'server' },
    onSearch: (value) => [{ field: 'username', operator: 'contains', value }],
  });
  const from = filterValue(filters, 'createdAt', 'gte') as string | undefined;
  const to = filterValue(filters, 'createdAt', 'lte') as string | undefined;

  const columns: TableColumnsType<UserLogEntry> = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('userLog.time'), sorter: true, defaultSortOrder: 'descend', render: (v: string) => formatDateTime(v, dateFormat), width: 180 },
    { key: 'username', dataIndex: 'username', title: t('userLog.user') },
    { key: 'action', dataIndex: 'action', title: t('userLog.action'), render: (a: string) => <Tag>{t(`userLog.actions.${a}`, { defaultValue: a })}</Tag> },
    { key: 'target', dataIndex: 'target', title: t('userLog.target') },
    { key: 'changes', dataIndex: 'changes', title: t('userLog.changes'), render: (_, e) => <ChangeList changes={e.changes} /> },
    { key: 'ip', dataIndex: 'ip', title: t('userLog.ip') },
  ];

  return (
    <>
      <PageHeading
        extra={<ExportButton path={`/${LOG}`} filters={filters} sorters={sorters} columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))} filename="user-log" />}
      >
        {t('routes.user-log')}
      </PageHeading>
      <FilterBar<Filters>
        formProps={searchFormProps}
        initialValues={{
          userId: Number(filterValue(filters, 'userId')) || undefined,
          action: filterValue(filters, 'action', 'contains') as string,
          range: from && to ? [dayjs(from), dayjs(to)] : undefined,
        }}
      >
        <Form.Item name="userId" label={t('userLog.user')}>
          <Select {...userSelect} allowClear style={{ width: 180 }} data-testid="filter-user" />
        </Form.Item>
        <Form.Item name="action" label={t('userLog.action')}>
          <Input allowClear maxLength={64} style={{ width: 160 }} data-testid="filter-action" />
        </Form.Item>
        <Form.Item name="range" label={t('userLog.dates')}>
          <DatePicker.RangePicker allowEmpty={[false, false]} />
        </Form.Item>
      </FilterBar>
      <Table<UserLogEntry>
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
