// `/users` (SPEC 2, no role): the users of the caller's agency. Everyone may read; a SuperUser
// creates, edits, resets passwords and deletes (never itself).
import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { App, Button, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@/domain/access/subject';
import type { AdminUser } from '@/domain/schemas/users';
import { ExportButton } from '@/web/admin/ExportButton';
import { FilterBar } from '@/web/admin/FilterBar';
import { GridEmpty } from '@/web/admin/GridEmpty';
import { filterValue } from '@/web/admin/list-params';
import { SecretNotice, type Secret } from '@/web/admin/SecretNotice';
import { useApiAccess } from '@/web/admin/useApiAccess';
import { showSaveError } from '@/web/admin/apply-errors';
import { userApi, USERS } from '@/web/api/users';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { useServices, useSessionState } from '@/web/services';
import { UserFormModal } from './users/UserFormModal';
import { useUserColumns } from './users/useUserColumns';

interface Filters {
  username?: string;
  email?: string;
  status?: string;
  role?: string;
}

export default function UsersPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { modal } = App.useApp();
  const me = useSessionState().session?.userInfo.id;
  const canWrite = useApiAccess('users', 'write');
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [secret, setSecret] = useState<Secret | null>(null);
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = useTable<AdminUser, HttpError, Filters>({
    resource: USERS,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'username', order: 'asc' }] },
    onSearch: (v) => [
      { field: 'username', operator: 'contains', value: v.username?.trim() || undefined },
      { field: 'email', operator: 'contains', value: v.email?.trim() || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined },
      { field: 'role', operator: 'eq', value: v.role || undefined },
    ],
  });
  const columns = useUserColumns(sorters);
  const refresh = () => void tableQuery.refetch();
  const showPassword = (username: string, password: string) =>
    setSecret({ title: t('users.passwordFor', { name: username }), lines: [{ label: t('users.fields.username'), value: username }, { label: t('users.newPassword'), value: password }] });

  const resetPassword = (user: AdminUser) =>
    modal.confirm({
      title: t('users.resetConfirm', { name: user.username }),
      content: t('users.resetHint'),
      okText: t('users.resetPassword'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const result = await userApi.resetPassword(http, user.id);
          showPassword(result.username, result.password);
        } catch (error) {
          showSaveError(null, error, t('http.unknown'));
        }
      },
    });

  const remove = (user: AdminUser) =>
    modal.confirm({
      title: t('users.deleteConfirm', { name: user.username }),
      content: t('grid.irreversible'),
      okType: 'danger',
      okText: t('grid.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await userApi.remove(http, user.id);
          toast('success', t('users.deleted'));
          refresh();
        } catch (error) {
          showSaveError(null, error, t('http.unknown'));
        }
      },
    });

  const actions = canWrite
    ? [
        {
          key: 'actions',
          title: t('grid.actions'),
          render: (_: unknown, user: AdminUser) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => setEditing(user)} data-testid={`user-edit-${user.username}`}>
                {t('common.edit')}
              </Button>
              <Button type="link" size="small" onClick={() => resetPassword(user)}>
                {t('users.resetPassword')}
              </Button>
              {user.id !== me && (
                <Button type="link" size="small" danger onClick={() => remove(user)} data-testid={`user-delete-${user.username}`}>
                  {t('grid.delete')}
                </Button>
              )}
            </Space>
          ),
        },
      ]
    : [];

  return (
    <>
      <PageHeading
        extra={
          <Space>
            <ExportButton path={`/${USERS}`} filters={filters} sorters={sorters} columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))} filename="users" />
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)} data-testid="user-create">
                {t('users.create')}
              </Button>
            )}
          </Space>
        }
      >
        {t('routes.users')}
      </PageHeading>
      <FilterBar<Filters>
        formProps={searchFormProps}
        initialValues={{
          username: filterValue(filters, 'username', 'contains') as string,
          email: filterValue(filters, 'email', 'contains') as string,
          status: filterValue(filters, 'status') as string,
          role: filterValue(filters, 'role') as string,
        }}
      >
        <Form.Item name="username" label={t('users.fields.username')}>
          <Input allowClear maxLength={64} style={{ width: 160 }} data-testid="filter-username" />
        </Form.Item>
        <Form.Item name="email" label={t('users.fields.email')}>
          <Input allowClear maxLength={254} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="role" label={t('users.fields.roles')}>
          <Select allowClear style={{ width: 140 }} options={ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))} />
        </Form.Item>
        <Form.Item name="status" label={t('users.fields.status')}>
          <Select allowClear style={{ width: 120 }} options={['active', 'inactive', 'testing'].map((s) => ({ value: s, label: t(`users.statuses.${s}`) }))} />
        </Form.Item>
      </FilterBar>
      <Table<AdminUser>
        {...tableProps}
        rowKey="id"
        columns={[...columns, ...actions]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="users-table"
      />
      <UserFormModal
        user={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(created) => {
          setEditing(undefined);
          toast('success', t('grid.saved'));
          if (created) showPassword(created.username, created.password);
          refresh();
        }}
      />
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
