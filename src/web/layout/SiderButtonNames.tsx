// Refine's sider draws two buttons with nothing but an icon, and takes no props for them: the fold
// button at the sider's foot (wide screens) and the button that opens the menu drawer (narrow ones).
// Icons carry no name (src/web/build/aria-defaults-plugin.ts), so this names both in the user's
// language and says whether the menu is open, after every render of the frame.
import { useThemedLayoutContext } from '@refinedev/antd';
import { Grid } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const FOLD_BUTTON = '.ant-layout-sider-trigger button';
const DRAWER_BUTTON = 'button:has(> .ant-btn-icon > .anticon-bars)';

function name(selector: string, label: string, expanded: boolean): void {
  const button = document.querySelector<HTMLElement>(selector);
  if (!button) return;
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-expanded', String(expanded));
}

export function SiderButtonNames() {
  const { t } = useTranslation();
  const { siderCollapsed, mobileSiderOpen } = useThemedLayoutContext();
  const screens = Grid.useBreakpoint();
  useEffect(() => {
    name(FOLD_BUTTON, t(siderCollapsed ? 'a11y.expandMenu' : 'a11y.collapseMenu'), !siderCollapsed);
    name(DRAWER_BUTTON, t('a11y.openMenu'), mobileSiderOpen);
  }, [t, siderCollapsed, mobileSiderOpen, screens]);
  return null;
}
