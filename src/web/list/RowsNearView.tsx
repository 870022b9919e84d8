// A list table's rows drawn only once they come near the window. On a phone the orders table sits
// under the menu and the filters, so most of a page's rows are out of view when it loads, and each row
// is some thirty elements (links, tags, wrapped cells): drawing them all made the page several hundred
// elements larger and its first render longer. A row out of view is an empty row of about the same
// height, keeping its key and class; its cells are drawn when it comes within a quarter of a window's
// height of the view (ahead of the scrolling, small enough that a phone draws none of the rows below
// the fold) and stay drawn. The table stays a real table (antd's `virtual` draws rows as plain divs that a
// screen reader cannot read as a table, and scrolls sideways without a native scroll area for the
// keyboard). Keyboard users reach every row: focus entering the table draws them all, so Tab goes
// from one row's links to the next.
import {
  Children,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Roughly one row of the orders table on a wide screen: keeps the scroll bar and the pager near their place. */
const ROW_HEIGHT_PX = 56;

type RowCallback = (near: boolean) => void;
type Watch = (element: Element, callback: RowCallback) => () => void;

/** One observer for every row of a table; a quarter of a window's height beyond the view counts as near. */
function rowWatcher(): Watch {
  let observer: IntersectionObserver | undefined;
  const callbacks = new WeakMap<Element, RowCallback>();
  return (element, callback) => {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin: '25% 0px' },
    );
    callbacks.set(element, callback);
    observer.observe(element);
    return () => {
      callbacks.delete(element);
      observer?.unobserve(element);
    };
  };
}

interface RowsState {
  drawAll: boolean;
  watch?: Watch;
  /** Keys of the rows drawn so far: a row mounted again (the table switching to scrolling sideways) stays drawn. */
  drawn?: Set<string>;
}

const Rows = createContext<RowsState>({ drawAll: true });

type RowProps = HTMLAttributes<HTMLTableRowElement> & { children?: ReactNode; 'data-row-key'?: string | number };

function RowNearView({ children, ...row }: RowProps): ReactElement {
  const { drawAll, watch, drawn } = useContext(Rows);
  const key = String(row['data-row-key']);
  // Without IntersectionObserver (tests in jsdom, old browsers) every row is drawn.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || !!drawn?.has(key));
  const [element, setElement] = useState<HTMLTableRowElement | null>(null);
  useEffect(() => {
    if (near || drawAll || !element || !watch) return;
    return watch(element, (isNear) => {
      if (!isNear) return;
      drawn?.add(key);
      setNear(true);
    });
  }, [near, drawAll, element, watch, drawn, key]);
  if (near || drawAll) return <tr {...row}>{children}</tr>;
  return (
    <tr {...row} ref={setElement}>
      <td colSpan={Children.count(children)} style={{ height: ROW_HEIGHT_PX, padding: 0 }} />
    </tr>
  );
}

/** antd Table `components` drawing body rows near the view only. */
export const ROWS_NEAR_VIEW = { body: { row: RowNearView } };

/** Around the table: draws every row once focus enters it. */
export function RowsNearViewScope({ children }: { children: ReactNode }): ReactElement {
  const [drawAll, setDrawAll] = useState(false);
  const [watch] = useState(rowWatcher);
  const [drawn] = useState(() => new Set<string>());
  const rows = useMemo(() => ({ drawAll, watch, drawn }), [drawAll, watch, drawn]);
  return (
    <Rows.Provider value={rows}>
      <div
        onFocus={() => {
          if (!drawAll) setDrawAll(true);
        }}
      >
        {children}
      </div>
    </Rows.Provider>
  );
}
