// The main region every page frame marks (the console's page area, the public site's <main>): the
// skip link's target and where focus goes when a new page has no heading to take it.
export const MAIN_ID = 'main-content';

/** Props for the element holding a page's own content: focusable by script only, not a Tab stop. */
export const MAIN_PROPS = { id: MAIN_ID, tabIndex: -1 } as const;

export function mainRegion(): HTMLElement | null {
  return document.getElementById(MAIN_ID);
}

/** Focus without scrolling the page: a frame that keeps its header in view scrolls itself. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
