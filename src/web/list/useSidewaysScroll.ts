// Whether a list's table has to scroll sideways: only while the box it sits in is narrower than the
// table's least width. A table set to scroll (with a fixed first column and a scroll bar kept at the
// bottom of the window) measures its columns and the scroll bar after it renders, which makes the
// browser work out the styles and layout of the whole page there and then, at every update. On a
// screen wide enough to show every column that bought nothing: the orders page's style work while
// loading halved without it. The box is watched with a ResizeObserver, which reports after the
// browser's own layout instead of forcing one; until it reports, the table is drawn plain.
import { useEffect, useState } from 'react';

export interface SidewaysScroll {
  /** Put on the element the table fills. */
  ref: (element: HTMLElement | null) => void;
  /** The box is narrower than the table needs: scroll, keep the first column and the scroll bar in view. */
  narrow: boolean;
}

export function useSidewaysScroll(minWidth: number): SidewaysScroll {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < minWidth);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, minWidth]);
  return { ref: setBox, narrow };
}
