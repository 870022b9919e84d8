// The header's account menu: who is logged in, a link to the profile and logout.
import { DownOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Identity } from '../providers/auth-provider';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  if (!identity) return null;

  const items = [
    { key: 'profile', icon: <IdcardOutlined aria-hidden />, label: <span data-testid="user-menu-profile">{t('routes.profile')}</span> },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: <span data-testid="logout">{t('header.logout')}</span> },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile');
          if (key === 'logout') logout();
        },
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={t('header.userMenu', { name: identity.name })}>
        <Space>
          <Avatar size="small" src={identity.avatar || undefined} icon={<UserOutlined />} alt="" />
          <span>{identity.name}</span>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
