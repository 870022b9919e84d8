// A special agency's theme over the console theme: its antd colour tokens, and the text colour on
// primary-filled controls chosen for contrast (the platform's accent is light and takes dark text;
// an agency's may be dark and need white).
import type { ThemeConfig } from 'antd';
import type { AgencyTheme } from '@/domain/schemas/agency-branding';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever contrasts more with the colour. */
export function textOn(hex: string, dark: string): string {
  const l = luminance(hex);
  return (1.05) / (l + 0.05) >= (l + 0.05) / (luminance(dark) + 0.05) ? '#ffffff' : dark;
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
