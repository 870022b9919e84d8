// Keyset (cursor) paging checked against offset paging: for each sort, the first 30 rows and the 30
// after the first page's cursor are, together, exactly the first 60 rows by offset, with the same total
// (or both a floor, for a list counted only so far ahead).
import { expect } from 'vitest';
import { bearer, type TestApp } from './harness';

export async function expectCursorPagesMatchOffsets(
  t: TestApp,
  token: string,
  path: string,
  sorts: ReadonlyArray<{ sort: string; order: string }>,
): Promise<void> {
  for (const { sort, order } of sorts) {
    const list = (query: string) =>
      t.call<Array<{ id: number }>>({ method: 'GET', url: `${path}?_sort=${sort}&_order=${order}&${query}`, headers: bearer(token) });
    const byOffset = await list('_start=0&_end=60');
    const first = await list('_start=0&_end=30');
    const cursor = first.headers['x-next-cursor'];
    expect(cursor, `${path} by ${sort} ${order}`).toBe(String(first.body.data.at(-1)!.id));
    const second = await list(`_start=0&_end=30&cursor=${cursor}`);
    expect([...first.body.data, ...second.body.data].map((r) => r.id)).toEqual(byOffset.body.data.map((r) => r.id));
    // A long list counts only so far ahead of the page (x-total-count-at-least); a short one exactly.
    if (byOffset.headers['x-total-count-at-least']) expect(second.headers['x-total-count-at-least']).toBe('true');
    else expect(second.headers['x-total-count']).toBe(byOffset.headers['x-total-count']);
  }
}
