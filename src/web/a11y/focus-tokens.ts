// The focus ring's tokens, set once on the document as the custom properties a11y.css draws
// with: the one place its colours and sizes come from, for the console and the public site alike.
// A special agency's colours do not change it: the ring is chosen for the platform's surfaces,
// which an agency theme keeps.
import { BRAND } from '../brand';

export const FOCUS_RING = {
  colour: BRAND.focusRing,
  halo: BRAND.focusHalo,
  /** px: 2 px is the least WCAG's focus-appearance guidance counts as a ring. */
  width: 2,
  /** px: the halo's width, the gap between the control and the ring. */
  offset: 2,
} as const;

export const FOCUS_PROPERTIES: Readonly<Record<string, string>> = {
  '--focus-ring': FOCUS_RING.colour,
  '--focus-halo': FOCUS_RING.halo,
  '--focus-width': `${FOCUS_RING.width}px`,
  '--focus-offset': `${FOCUS_RING.offset}px`,
};

export function applyFocusTokens(root: HTMLElement): void {
  for (const [name, value] of Object.entries(FOCUS_PROPERTIES)) root.style.setProperty(name, value);
}
