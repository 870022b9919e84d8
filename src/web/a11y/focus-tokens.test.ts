import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../theme';
import { contrastRatio } from './contrast';
import { FOCUS_RING } from './focus-tokens';

// The indicator is two tones: the dark halo hugs the control and the light ring sits outside it.
// WCAG 2.1 AA asks 3:1 between the indicator and what is next to it.
const AA = 3;
const { token = {}, components = {} } = consoleTheme;
const menu = components.Menu ?? {};

describe('focus ring tokens', () => {
  it('the light ring stands out on every dark surface of the theme', () => {
    const dark = {
      base: token.colorBgBase,
      container: token.colorBgContainer,
      elevated: token.colorBgElevated,
      menuSelected: menu.itemSelectedBg,
      subMenu: menu.subMenuItemBg,
    };
    for (const [name, surface] of Object.entries(dark)) {
      expect(contrastRatio(FOCUS_RING.colour, String(surface)), `ring on ${name} ${surface}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('the dark halo stands out next to every light surface (an accent-filled button, a link, the logo, white)', () => {
    const light = { accent: token.colorPrimary, link: token.colorLink, text: token.colorTextBase, white: '#ffffff' };
    for (const [name, surface] of Object.entries(light)) {
      expect(contrastRatio(FOCUS_RING.halo, String(surface)), `halo next to ${name} ${surface}`).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio(FOCUS_RING.colour, FOCUS_RING.halo), 'ring against its own halo').toBeGreaterThanOrEqual(AA);
  });

  it('one of the two tones keeps 3:1 whatever colour a special agency gives its controls', () => {
    // Contrast depends on luminance alone, so greys from black to white stand for every colour.
    const hex = (v: number) => v.toString(16).padStart(2, '0');
    for (let grey = 0; grey <= 255; grey += 5) {
      const colour = `#${hex(grey)}${hex(grey)}${hex(grey)}`;
      const best = Math.max(contrastRatio(FOCUS_RING.colour, colour), contrastRatio(FOCUS_RING.halo, colour));
      expect(best, `indicator next to ${colour}`).toBeGreaterThanOrEqual(AA);
    }
  });
});
