// Light-on-dark (SPEC 1): antd's dark algorithm on a navy base with an amber accent. The accent is
// light, so text on accent-filled controls is dark. Text tokens are raised above antd's dark
// defaults so secondary text, errors and the selected menu entry keep WCAG AA contrast (axe runs
// against these pages).
import { theme, type ThemeConfig } from 'antd';
import { BRAND } from './brand';

export { BRAND };

export const consoleTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: BRAND.accent,
    colorInfo: BRAND.accent,
    colorLink: '#f0be62',
    colorError: '#ff7875',
    colorBgBase: BRAND.base,
    colorBgContainer: BRAND.surface,
    colorBgElevated: BRAND.raised,
    colorTextBase: BRAND.text,
    colorTextSecondary: 'rgba(232, 236, 243, 0.78)',
    colorTextTertiary: 'rgba(232, 236, 243, 0.66)',
    colorTextDescription: 'rgba(232, 236, 243, 0.68)',
    // antd's placeholder grey is too faint on the dark surfaces; a select's placeholder is real text
    // (axe checks it), so it gets the tertiary text's contrast.
    colorTextPlaceholder: 'rgba(232, 236, 243, 0.66)',
    colorTextLightSolid: BRAND.onAccent,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { headerBg: BRAND.surface, siderBg: BRAND.surface, bodyBg: BRAND.base, footerBg: BRAND.base },
    // A list's "no data" line is drawn in the disabled grey, which is too faint to read on the dark
    // cards; it is text, not a disabled control, so it takes the tertiary text's contrast.
    List: { colorTextDisabled: 'rgba(232, 236, 243, 0.66)' },
    Menu: {
      itemBg: BRAND.surface,
      subMenuItemBg: '#131925',
      itemSelectedBg: '#3a3122',
      itemSelectedColor: '#f5c978',
    },
  },
};
