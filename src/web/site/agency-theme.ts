// A special agency's theme over the console theme: its antd colour tokens, and the text colour on
// primary-filled controls chosen for contrast (the platform's accent is light and takes dark text;
// an agency's may be dark and need white).
import type { ThemeConfig } from 'antd';
import type { AgencyTheme } from '@/domain/schemas/agency-branding';
import { contrastRatio } from '../a11y/contrast';

/** White or near-black, whichever contrasts more with the colour. */
export function textOn(hex: string, dark: string): string {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, dark) ? '#ffffff' : dark;
}

export function withAgencyTheme(base: ThemeConfig, theme: AgencyTheme | null | undefined): ThemeConfig {
  if (!theme) return base;
  const dark = String(base.token?.colorTextLightSolid ?? '#000000');
  return {
    ...base,
    token: {
      ...base.token,
      colorPrimary: theme.colorPrimary,
      colorInfo: theme.colorPrimary,
      colorLink: theme.colorLink ?? theme.colorPrimary,
      colorTextLightSolid: textOn(theme.colorPrimary, dark),
    },
  };
}
