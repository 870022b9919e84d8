import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/domain/schemas/users';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';

export const STATUS_COLOURS: Record<string, string> = { active: 'green', inactive: 'default', testing: 'gold' };

/** The users grid's columns; the same keys and titles name the Excel export's columns. */
export function useUserColumns(sorters: CrudSort[]): TableColumnsType<AdminUser> {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  return [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('users.fields.username'),
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('username', sorters),
    },
    { key: 'nickname', dataIndex: 'nickname', title: t('users.fields.nickname'), sorter: true },
    // An address is one word to a reader: it never breaks inside, the table scrolls instead.
    {
      key: 'email',
      dataIndex: 'email',
      title: t('users.fields.email'),
      sorter: true,
      render: (v: string) => <span className="no-break">{v}</span>,
    },
    {
      key: 'mobile',
      dataIndex: 'mobile',
      title: t('users.fields.mobile'),
      render: (_, u) => (u.mobile ? `+${u.areaCode} ${u.mobile}` : ''),
    },
    {
      key: 'roles',
      dataIndex: 'roles',
      title: t('users.fields.roles'),
      render: (_, u) => (
        <Space size={4} wrap>
          {u.roles.map((r) => (
            <Tag key={r}>{t(`users.roles.${r}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('users.fields.status'),
      sorter: true,
      render: (s: string) => <Tag color={STATUS_COLOURS[s]}>{t(`users.statuses.${s}`)}</Tag>,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('grid.createdAt'),
      sorter: true,
      render: (v: string) => formatDateTime(v, dateFormat),
    },
  ];
}
