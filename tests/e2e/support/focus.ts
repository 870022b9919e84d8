// Keyboard helpers for end-to-end specs: Tab with a count, and what the focused element looks like.
// "Visible focus" is computed, not assumed: the focused element, or the box antd draws around it (a
// select's selector, a radio's circle), must show an outline or a box-shadow ring whose colour has
// at least 3:1 contrast with the surface right outside it.
import { expect, type Page, type TestInfo } from '@playwright/test';

export interface FocusLook {
  /** What has focus: tag, test id, accessible label or text (for messages). */
  element: string;
  /** The element drawing the indicator, if any. */
  drawnBy: string | null;
  ring: string | null;
  surface: string | null;
  contrast: number;
}

/** Reads the focused element's indicator in the page (runs in the browser). */
export function readFocus(page: Page): Promise<FocusLook> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba | null => {
      const m = colour.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r!, g!, b!, a];
    };
    const lum = ([r, g, b]: Rgba) => {
      const c = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    // The colour painted behind an element: the first ancestor (or itself) with an opaque background.
    const surfaceOf = (start: Element | null): Rgba => {
      for (let el = start; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg[3] > 0.5) return bg;
      }
      return parse(getComputedStyle(document.body).backgroundColor) ?? [255, 255, 255, 1];
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

    const active = document.activeElement ?? document.body;
    // Where antd draws focus for an input it wraps, or for a choice whose real input is invisible.
    const wrappers = [
      '.ant-select-selector',
      '.ant-input-affix-wrapper',
      '.ant-input-number-affix-wrapper',
      '.ant-input-number',
      '.ant-picker',
      '.site-input',
      '.ant-radio-button-wrapper',
      '.ant-segmented-item',
      '.ant-menu-item',
    ];
    const candidates: Element[] = [active];
    for (const w of wrappers) {
      const box = active.closest(w);
      if (box && box !== active) candidates.push(box);
    }
    const choice = active.closest('.ant-radio-wrapper, .ant-checkbox-wrapper')?.querySelector('.ant-radio-inner, .ant-checkbox-inner');
    if (choice) candidates.push(choice);

    let best: { el: Element; ring: Rgba; surface: Rgba; contrast: number } | null = null;
    for (const el of candidates) {
      const cs = getComputedStyle(el);
      const rings: Array<{ colour: Rgba; inset: boolean }> = [];
      if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1) {
        const colour = parse(cs.outlineColor);
        if (colour && colour[3] > 0.5) rings.push({ colour, inset: parseFloat(cs.outlineOffset) < 0 });
      }
      if (cs.boxShadow !== 'none') {
        // Each shadow: colour then lengths (x y blur spread); a ring has no offset, no blur and a spread.
        for (const shadow of cs.boxShadow.split(/,(?![^(]*\))/)) {
          const colour = parse(shadow);
          const lengths =
            shadow
              .replace(/rgba?\([^)]*\)/, '')
              .match(/-?[\d.]+px/g)
              ?.map(parseFloat) ?? [];
          const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
          if (colour && colour[3] > 0.5 && x === 0 && y === 0 && blur === 0 && spread >= 1)
            rings.push({ colour, inset: shadow.includes('inset') });
        }
      }
      for (const ring of rings) {
        const surface = ring.inset ? surfaceOf(el) : surfaceOf(el.parentElement);
        const contrast = ratio(ring.colour, surface);
        if (!best || contrast > best.contrast) best = { el, ring: ring.colour, surface, contrast };
      }
    }
    return {
      element: describe(active),
      drawnBy: best ? describe(best.el) : null,
      ring: best ? `rgb(${best.ring.slice(0, 3).join(',')})` : null,
      surface: best ? `rgb(${best.surface.slice(0, 3).join(',')})` : null,
      contrast: best ? Math.round(best.contrast * 100) / 100 : 0,
    };
  });
}

export async function expectVisibleFocus(page: Page, step: string, before: readonly string[] = []): Promise<FocusLook> {
  const look = await readFocus(page);
  const context = before.length ? ` after ${before.slice(-4).join(' | ')}` : '';
  expect(
    look.contrast,
    `${step}: focus on ${look.element} drawn by ${look.drawnBy ?? 'nothing'} (${look.ring} on ${look.surface})${context}`,
  ).toBeGreaterThanOrEqual(3);
  return look;
}

/** Counts every Tab pressed through it, and checks the focus indicator at each stop. */
export class Keyboard {
  tabs = 0;
  readonly stops: string[] = [];
  constructor(private readonly page: Page) {}

  async tab(step: string, shift = false): Promise<FocusLook> {
    await this.page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    this.tabs += 1;
    const look = await expectVisibleFocus(this.page, step, this.stops);
    this.stops.push(`${step}: ${look.element}`);
    return look;
  }

  /** Tabs until the focused element (or one it sits in) has this test id; at most `limit` presses. */
  async tabTo(testId: string, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await this.tab(`towards ${testId}`);
      if (await this.focusIsOn(testId)) return;
    }
    throw new Error(`no focus on ${testId} after ${limit} Tabs: ${this.stops.slice(-limit).join(' | ')}`);
  }

  focusIsOn(testId: string): Promise<boolean> {
    return this.page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);
  }
}

/**
 * A picture of the focused element with its ring and a little of what surrounds it, for a person to
 * look at: in the test's output, or in A11Y_FOCUS_SHOTS=<folder> when set (docs/screenshots/a11y keeps
 * the ones looked at).
 */
export async function screenshotFocus(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.A11Y_FOCUS_SHOTS;
  // A menu entry's row draws the ring for its link: the picture frames the row.
  const box = (await page.locator('.ant-menu-item:has(:focus), :focus:not(.ant-menu-item :focus)').first().boundingBox())!;
  await page.screenshot({
    path: folder ? `${folder}/${name}.png` : testInfo.outputPath(`${name}.png`),
    clip: { x: Math.max(0, box.x - 16), y: Math.max(0, box.y - 16), width: Math.min(box.width + 32, 600), height: box.height + 32 },
    animations: 'disabled',
  });
}
