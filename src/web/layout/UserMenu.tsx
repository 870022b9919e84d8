// The header's account menu: who is logged in, a link to the profile and logout.
// A menu button as ARIA describes it: the button says it opens a menu and whether it is open; Enter,
// Space or ArrowDown open it with focus on the first entry (the arrows then move between entries);
// Escape closes it and returns to the button, and it closes as soon as focus leaves it.
import { DownOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Identity } from '../providers/auth-provider';

const MENU_ID = 'user-menu-list';
/** The element around the open menu (antd gives the menu list itself no id of ours). */
const POPUP_ID = 'user-menu-popup';

/**
 * Focuses the open menu's first entry once antd has drawn it and shown it: it renders in a portal a
 * few frames later (many more on a busy machine), and a menu opened before stays in the page hidden
 * until its opening animation starts. About two seconds of frames, then it gives up.
 */
function focusFirstEntry(tries = 120): void {
  const entry = document.querySelector<HTMLElement>(`#${POPUP_ID} [role=menuitem]`);
  if (entry && entry.offsetParent !== null) entry.focus();
  if (document.activeElement !== entry && tries > 0) requestAnimationFrame(() => focusFirstEntry(tries - 1));
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!identity) return null;

  const items = [
    { key: 'profile', icon: <IdcardOutlined aria-hidden />, label: <span data-testid="user-menu-profile">{t('routes.profile')}</span> },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: <span data-testid="logout">{t('header.logout')}</span> },
  ];

  const openByKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowDown', 'Enter', ' '].includes(event.key)) return;
    event.preventDefault();
    setOpen(true);
    focusFirstEntry();
  };
  // Focus moving anywhere but the menu or its button closes the menu.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && (event.currentTarget.contains(next) || button.current?.contains(next))) return;
    setOpen(false);
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={(menu) => (
        <div id={POPUP_ID} onBlur={closeWhenFocusLeaves}>
          {menu}
        </div>
      )}
      menu={{
        id: MENU_ID,
        items,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'profile') navigate('/profile');
          if (key === 'logout') logout();
        },
      }}
    >
      <Button
        ref={button}
        type="text"
        data-testid="user-menu"
        aria-label={t('header.userMenu', { name: identity.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? POPUP_ID : undefined}
        onKeyDown={openByKeyboard}
      >
        <Space>
          <Avatar size="small" src={identity.avatar || undefined} icon={<UserOutlined />} alt="" />
          {/* Hidden on a phone-wide screen (a11y.css): the button's label still names the user. */}
          <span className="user-menu-name">{identity.name}</span>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
