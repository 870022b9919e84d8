// The platform's colours (light on dark, amber accent), apart from antd's theme so the
// light public pages can use them without loading antd. theme.ts builds the console's antd theme on them.
export const BRAND = {
  accent: '#e8a93a',
  base: '#10141c',
  surface: '#171e2b',
  raised: '#1f2736',
  text: '#e8ecf3',
  onAccent: '#10141c',
};
