// `/users`: the users of the caller's agency. Everyone may read; a SuperUser creates, edits, resets
// passwords and deletes (never itself). Buttons ask casbin through Refine's access control.
import { PlusOutlined } from '@ant-design/icons';
import { DeleteButton, EditButton } from '@refinedev/antd';
import { useCan, useCustomMutation } from '@refinedev/core';
import { App, Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@/domain/access/subject';
import { userStatusSchema } from '@/domain/schemas/auth';
import type { AdminUser } from '@/domain/schemas/users';
import { GridEmpty } from '@/web/list/GridEmpty';
import { SecretNotice, type Secret } from '@/web/components/SecretNotice';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { ListExport, ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { useSessionState } from '@/web/services';
import { DEFAULT_AREA_CODE } from '@/domain/phone-regions';
import { UserFormModal } from './users/UserFormModal';
import { useUserColumns } from './users/useUserColumns';
import { useUserModal } from './users/useUserModal';

export default function UsersPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { session } = useSessionState();
  const me = session?.userInfo.id;
  // A new colleague's phone starts where the creator's does (their choice, else the agency's country).
  const defaultAreaCode = session?.userInfo.config.defaultRegion ?? DEFAULT_AREA_CODE;
  const canCreate = useCan({ resource: 'users', action: 'create' }).data?.can ?? false;
  const canReset = useCan({ resource: 'users', action: 'resetPassword' }).data?.can ?? false;
  const [secret, setSecret] = useState<Secret | null>(null);
  const filterFields = useMemo<FilterField[]>(
    () => [
      { name: 'username', label: t('users.fields.username'), kind: 'text', testId: 'filter-username' },
      { name: 'email', label: t('users.fields.email'), kind: 'text', maxLength: 254, width: 180 },
      {
        name: 'role',
        label: t('users.fields.roles'),
        kind: 'select',
        width: 140,
        options: ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) })),
      },
      {
        name: 'status',
        label: t('users.fields.status'),
        kind: 'select',
        width: 120,
        options: userStatusSchema.options.map((s) => ({ value: s, label: t(`users.statuses.${s}`) })),
      },
    ],
    [t],
  );
  const { tableProps, filters, sorters, filterProps } = useListPage<AdminUser>({ resource: 'users', filters: filterFields });
  const columns = useUserColumns(sorters);
  const showPassword = (username: string, password: string) =>
    setSecret({
      title: t('users.passwordFor', { name: username }),
      lines: [
        { label: t('users.fields.username'), value: username },
        { label: t('users.newPassword'), value: password },
      ],
    });
  const createModal = useUserModal('create', {
    defaultAreaCode,
    onCreated: ({ user, password }) => password && showPassword(user.username, password),
  });
  const editModal = useUserModal('edit', { defaultAreaCode });

  const userUrl = useResourceUrl('users');
  const reset = useCustomMutation<{ username: string; password: string }>();
  const resetPassword = (user: AdminUser) =>
    modal.confirm({
      title: t('users.resetConfirm', { name: user.username }),
      content: t('users.resetHint'),
      okText: t('users.resetPassword'),
      cancelText: t('common.cancel'),
      // Resolves either way: a refusal is told by Refine's error toast, and the dialog closes.
      onOk: () =>
        reset
          .mutateAsync({ url: userUrl(user.id, 'password'), method: 'post', values: {}, successNotification: false })
          .then((answer) => showPassword(answer.data.username, answer.data.password))
          .catch(() => undefined),
    });

  const actions = {
    key: 'actions',
    title: t('grid.actions'),
    render: (_: unknown, user: AdminUser) => (
      <Space size={0} wrap>
        <EditButton
          hideText={false}
          type="link"
          size="small"
          icon={null}
          resource="users"
          recordItemId={user.id}
          onClick={() => editModal.show(user.id)}
          data-testid={`user-edit-${user.username}`}
        >
          {t('common.edit')}
        </EditButton>
        {canReset && (
          <Button type="link" size="small" onClick={() => resetPassword(user)}>
            {t('users.resetPassword')}
          </Button>
        )}
        {user.id !== me && (
          <DeleteButton
            type="link"
            size="small"
            icon={null}
            resource="users"
            recordItemId={user.id}
            confirmTitle={t('users.deleteConfirm', { name: user.username })}
            confirmOkText={t('grid.delete')}
            confirmCancelText={t('common.cancel')}
            successNotification={() => ({ type: 'success', message: t('users.deleted') })}
            data-testid={`user-delete-${user.username}`}
          >
            {t('grid.delete')}
          </DeleteButton>
        )}
      </Space>
    ),
  };

  return (
    <>
      <PageHeading
        extra={
          <Space>
            <ListExport
              resource="users"
              filters={filters}
              sorters={sorters}
              columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
              filename="users"
            />
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => createModal.show()} data-testid="user-create">
                {t('users.create')}
              </Button>
            )}
          </Space>
        }
      >
        {t('routes.users')}
      </PageHeading>
      <ListFilters {...filterProps} />
      <ListTable<AdminUser>
        {...tableProps}
        rowKey="id"
        columns={canCreate ? [...columns, actions] : columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="users-table"
      />
      <UserFormModal modal={createModal} />
      <UserFormModal modal={editModal} />
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
