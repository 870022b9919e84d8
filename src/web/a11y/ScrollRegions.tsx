// A table wider than its box scrolls sideways inside antd's scroll area, which a keyboard cannot
// reach: nothing in it takes focus but the links of one column. Every such area in the page is made a
// focusable, named region while (and only while) it overflows, so Tab stops on it and the arrow keys
// scroll it; a screen reader hears which table it is. antd gives no prop for that element, so the
// areas are found in the page: new ones as they are added, each watched for size changes. Sizes are
// read in the ResizeObserver's callback, after the browser's own layout, never forcing one.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mainRegion } from './main-region';

const AREAS = '.ant-table-content, .ant-table-body';
const MARK = 'data-scroll-region';

/** The table's name: its card's title, else the page heading. */
function tableName(area: HTMLElement): string {
  const card = area.closest('.ant-card')?.querySelector('.ant-card-head-title');
  const heading = card ?? mainRegion()?.querySelector('h1');
  return heading?.textContent?.trim() ?? '';
}

function mark(area: HTMLElement, overflowing: boolean, label: (name: string) => string): void {
  if (overflowing) {
    if (!area.hasAttribute('tabindex')) area.tabIndex = 0;
    area.setAttribute('role', 'region');
    area.setAttribute('aria-label', label(tableName(area)));
    area.setAttribute(MARK, '');
    area.classList.add('a11y-scroll-region');
  } else if (area.hasAttribute(MARK)) {
    ['tabindex', 'role', 'aria-label', MARK].forEach((name) => area.removeAttribute(name));
    area.classList.remove('a11y-scroll-region');
  }
}

export function ScrollRegions() {
  const { t } = useTranslation();
  useEffect(() => {
    const root = mainRegion();
    if (!root || typeof ResizeObserver === 'undefined') return;
    const label = (name: string) => t('a11y.scrollTable', { name });
    const watched = new Set<HTMLElement>();
    const sizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const area = (entry.target as HTMLElement).closest<HTMLElement>(AREAS) ?? (entry.target as HTMLElement);
        mark(area, area.scrollWidth > area.clientWidth + 1, label);
      }
    });
    const discover = () => {
      for (const area of root.querySelectorAll<HTMLElement>(AREAS)) {
        if (watched.has(area)) continue;
        watched.add(area);
        sizes.observe(area);
        const table = area.querySelector('table');
        if (table) sizes.observe(table); // rows arriving widen the table, not its box
      }
      for (const area of watched)
        if (!area.isConnected) {
          watched.delete(area);
          sizes.unobserve(area);
        }
    };
    const additions = new MutationObserver(discover);
    additions.observe(root, { childList: true, subtree: true });
    discover();
    return () => {
      additions.disconnect();
      sizes.disconnect();
    };
  }, [t]);
  return null;
}
