// One stop of the accessibility sweep: wait for the page's own ready signs, run axe for WCAG 2.1 A
// and AA, then narrow the window to 320 px and measure whether the page itself scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SweepLanguage } from './plan';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const HTML_LANG: Record<SweepLanguage, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };
export const WIDE = { width: 1280, height: 900 };
export const NARROW = { width: 320, height: 800 };

export interface StopResult {
  stop: string;
  violations: string[];
  /** document.documentElement.scrollWidth at 320 px. */
  width: number;
  /** At 320 px, what reaches past the window's edge (when something does). */
  sticking?: string[];
}

/** Ready: in the right language, its heading shown, nothing still loading (spinners, skeletons). */
export async function pageReady(page: Page, language: SweepLanguage): Promise<void> {
  // Generous: the first page of a test loads the whole console, which on a busy two-core machine can
  // take half a minute; a page that is ready is not waited on longer.
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language], { timeout: 45_000 });
  // A page shows its heading, or (a refused partner link) the alert that says why.
  await expect(page.locator('h1, [role=alert]').first()).toBeVisible({ timeout: 45_000 });
  // Only what shows counts: a closed drawer may keep a spinner of its own.
  const loading = page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true });
  await expect(loading, 'still loading')
    .toHaveCount(0, { timeout: 30_000 })
    .catch(async (error: unknown) => {
      const where = await loading.evaluateAll((els) =>
        els.map((el) => el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.parentElement?.className ?? ''),
      );
      throw new Error(`still loading after 30 s: ${where.join(', ')}`, { cause: error });
    });
}

async function axeViolations(page: Page): Promise<string[]> {
  // Transitions (a fade, a submenu) are read at part of their contrast: let finite ones end first.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
}

/** The page's width at 320 px, once layout has had the chance to follow the narrower window. */
async function widthAtNarrow(page: Page, sticking: string[], shot?: string): Promise<number> {
  await page.setViewportSize(NARROW);
  const read = () => page.evaluate(() => document.documentElement.scrollWidth);
  // The layout follows the window's media queries on the next renders; a page that fits settles at once.
  await expect
    .poll(read, { timeout: 3_000, intervals: [50, 100, 250, 500] })
    .toBeLessThanOrEqual(NARROW.width + 1)
    .catch(() => undefined);
  const width = await read();
  if (width > NARROW.width + 1) sticking.push(...(await stickingOut(page)));
  if (shot) await page.screenshot({ path: shot, animations: 'disabled' });
  await page.setViewportSize(WIDE);
  return width;
}

/** What makes a page wider than the window: the outermost elements reaching past its right edge. */
function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = [...el.classList].slice(0, 2).join('.');
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}`;
    };
    const found: string[] = [];
    const walk = (el: Element) => {
      if (el.getBoundingClientRect().right > edge && !el.closest('[aria-hidden=true]')) {
        const inner = [...el.children].filter((c) => c.getBoundingClientRect().right > edge);
        if (inner.length === 0 || clips(el)) {
          found.push(`${name(el.parentElement!)} > ${name(el)} ${Math.round(el.getBoundingClientRect().right)}px`);
          return;
        }
      }
      if (clips(el) && el !== document.documentElement && el !== document.body) return;
      for (const child of el.children) walk(child);
    };
    walk(document.body);
    return found.slice(0, 4);
  });
}

/** `shot`: where to save how the page looks at 320 px (for a person to look at), if anywhere. */
export async function checkStop(page: Page, stop: string, options: { reflow: boolean; shot?: string }): Promise<StopResult> {
  let violations = await axeViolations(page);
  // A real defect survives a second read; a toast or transition caught mid-way does not.
  if (violations.length) violations = await axeViolations(page);
  const sticking: string[] = [];
  const width = options.reflow ? await widthAtNarrow(page, sticking, options.shot) : 0;
  return { stop, violations, width, sticking };
}
