// After a navigation inside the app (not the first page load) focus moves to the new page's heading,
// so a screen reader announces where the user is and the next Tab starts in the page, not at the
// top of the document: the browser itself leaves focus on the body, or on a link that is gone.
// Pages load lazily, draw their heading after their data, and may be drawn again while the console's
// texts arrive (the heading that had focus is replaced): so until the user presses a key or the
// pointer, moves focus somewhere themselves (assistive technology moves it without a key event), or
// half a minute passes, focus that falls back to the body is put on the heading again. A page that
// put focus inside itself on purpose (a field) keeps it. With no heading by the end, the main region
// takes focus instead.
import { useEffect, useRef } from 'react';
import { focusElement, mainRegion } from './main-region';

// Long enough for the console to load on a slow machine; the user acting ends it sooner.
const WAIT_MS = 30_000;

/** Focus is lost: on the body, on nothing, or on an element outside the page's content (a menu link, the header). */
function focusIsLost(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return !main?.contains(active);
}

/** Keeps putting focus on the page heading until the user acts; returns a function that stops. */
export function focusNewPage(): () => void {
  let stopped = false;
  let placing = false;
  const place = () => {
    const main = mainRegion();
    if (!focusIsLost(main)) return;
    const heading = main?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    placing = true;
    focusElement(heading);
    placing = false;
  };
  const observer = new MutationObserver(() => {
    if (!stopped) place();
  });
  const timer = setTimeout(() => {
    const main = mainRegion();
    if (!stopped && main && focusIsLost(main)) focusElement(main);
    stop();
  }, WAIT_MS);
  const userActs = () => stop();
  // Focus arriving on an element this watcher did not place it on was moved there by the user.
  const focusMoved = (event: FocusEvent) => {
    if (!placing && event.target !== document.body) stop();
  };
  function stop() {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', userActs, true);
    window.removeEventListener('pointerdown', userActs, true);
    window.removeEventListener('focusin', focusMoved, true);
  }
  window.addEventListener('keydown', userActs, true);
  window.addEventListener('pointerdown', userActs, true);
  window.addEventListener('focusin', focusMoved, true);
  observer.observe(document.body, { childList: true, subtree: true });
  place();
  return stop;
}

/** Focus follows the address: call once, in the frame around every route. */
export function useRouteFocus(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the first page load: the browser's own start is right
      return;
    }
    return focusNewPage();
  }, [pathname]);
}
