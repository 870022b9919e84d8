// One Tab stop for a group of checkboxes (the ARIA roving tabindex pattern): Tab enters the group on
// the box last used and leaves it at once, the arrow keys, Home and End move between its boxes and
// Space ticks one. A results page's filter panel has some thirty boxes; a keyboard user going from
// Search to the first result would otherwise Tab through every one of them.
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const NEXT: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function boxesIn(group: HTMLElement | null): HTMLInputElement[] {
  return group ? Array.from(group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')) : [];
}

export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef(0);

  // After every render: the boxes may have changed (the server's facets), so exactly one stays in the Tab order.
  useLayoutEffect(() => {
    const boxes = boxesIn(ref.current);
    current.current = Math.min(current.current, Math.max(0, boxes.length - 1));
    boxes.forEach((box, i) => {
      box.tabIndex = i === current.current ? 0 : -1;
    });
  });

  const move = useCallback((boxes: HTMLInputElement[], to: number) => {
    boxes.forEach((box, i) => {
      box.tabIndex = i === to ? 0 : -1;
    });
    current.current = to;
    boxes[to]?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const boxes = boxesIn(ref.current);
      const target: EventTarget = event.target;
      const at = boxes.findIndex((box) => box === target);
      if (at < 0 || boxes.length === 0) return;
      let to: number | undefined;
      if (event.key in NEXT) to = (at + NEXT[event.key]! + boxes.length) % boxes.length;
      else if (event.key === 'Home') to = 0;
      else if (event.key === 'End') to = boxes.length - 1;
      if (to === undefined) return;
      event.preventDefault();
      move(boxes, to);
    },
    [move],
  );

  // A click (or a label's click) on another box makes it the one Tab comes back to.
  const onFocus = useCallback(
    (event: FocusEvent<T>) => {
      const boxes = boxesIn(ref.current);
      const target: EventTarget = event.target;
      const at = boxes.findIndex((box) => box === target);
      if (at >= 0 && at !== current.current) move(boxes, at);
    },
    [move],
  );

  return { ref, onKeyDown, onFocus };
}
