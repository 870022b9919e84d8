// The platform's colours (light on dark, amber accent), apart from antd's theme so the
// light public pages can use them without loading antd. theme.ts builds the console's antd theme on them.
export const BRAND = {
  accent: '#e8a93a',
  base: '#10141c',
  surface: '#171e2b',
  raised: '#1f2736',
  text: '#e8ecf3',
  onAccent: '#10141c',
  /** The keyboard focus ring: light on every dark surface (12:1 on the base, 9:1 on the selected menu entry). */
  focusRing: '#ffd27f',
  /** Drawn between a control and its ring, so the ring keeps its contrast where a surface is light (an accent-filled button, a white logo). */
  focusHalo: '#10141c',
};
