// A list page's table, drawn after the rest of the page whenever its rows or options change.
// A data answer re-renders a page at once and in one piece (the query cache notifies React through an
// external store, which React never splits): with twenty rows of cells inside, that one task kept the
// browser from answering input for a few hundred milliseconds on a 2-core machine. Here the page's own
// update skips the table (it still shows the previous rows), and the table follows as a deferred
// render, which React does in slices between which the browser can respond. The first render is
// deferred the same way: the table mounts empty and loading, and its rows follow in slices (a page
// whose rows are already there, from the read started with the page, would mount them in one piece).
// `rowsNearView` draws only the rows near the window (RowsNearView.tsx), for pages often opened on a phone.
import { Table, type TableProps } from 'antd';
import { memo, useDeferredValue, useState, type ReactElement } from 'react';
import { ROWS_NEAR_VIEW, RowsNearViewScope } from './RowsNearView';

// memo() drops antd Table's generic signature; the memoised table takes the same props.
const SameAsBefore = memo(Table) as unknown as typeof Table;

export type ListTableProps<Row extends object> = TableProps<Row> & { rowsNearView?: boolean };

export function ListTable<Row extends object>({ rowsNearView, ...props }: ListTableProps<Row>): ReactElement {
  const [firstFrame] = useState<TableProps<Row>>(() => ({ ...props, dataSource: [], loading: true }));
  const shown = useDeferredValue(props, firstFrame);
  if (!rowsNearView) return <SameAsBefore<Row> {...shown} />;
  return (
    <RowsNearViewScope>
      <SameAsBefore<Row> {...shown} components={ROWS_NEAR_VIEW} />
    </RowsNearViewScope>
  );
}
