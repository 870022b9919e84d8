// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListTable } from './ListTable';

/** A stand-in IntersectionObserver the test moves rows in and out of view with. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static show(rowKey: string) {
    for (const observer of FakeObserver.all) {
      const target = [...observer.watched].find((element) => element.getAttribute('data-row-key') === rowKey);
      if (target)
        observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

const ROWS = Array.from({ length: 5 }, (_, i) => ({ id: `order-${i}`, name: `Passenger ${i}` }));
const COLUMNS = [
  { key: 'name', dataIndex: 'name', title: 'Passenger' },
  { key: 'open', title: 'Open', render: (_: unknown, row: { id: string }) => <a href={`#${row.id}`}>open {row.id}</a> },
];

async function drawTable() {
  render(<ListTable rowKey="id" columns={COLUMNS} dataSource={ROWS} pagination={false} rowsNearView />);
  const rows = () => [...document.querySelectorAll('tbody tr[data-row-key]')];
  await vi.waitFor(() => expect(rows()).toHaveLength(5));
  // Every row out of view waits to be seen.
  await vi.waitFor(() => expect(FakeObserver.all.flatMap((observer) => [...observer.watched])).toHaveLength(5));
  return rows;
}

describe('a table drawing its rows near the view only', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // antd's table asks for the screen width; jsdom has no media queries.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps every row with its key, drawing the cells of those that come near the view, and keeps them drawn', async () => {
    const rows = await drawTable();
    expect(screen.queryByText('Passenger 3')).toBeNull();
    act(() => FakeObserver.show('order-3'));
    expect(await screen.findByText('Passenger 3')).toBeTruthy();
    expect(screen.queryByText('Passenger 2')).toBeNull();
    expect(rows().map((row) => row.getAttribute('data-row-key'))).toEqual(ROWS.map((row) => row.id));
    expect(rows()[3]!.className).toContain('ant-table-row');
  });

  it('draws every row once focus enters the table, so Tab reaches each row', async () => {
    await drawTable();
    act(() => FakeObserver.show('order-0'));
    fireEvent.focus(await screen.findByRole('link', { name: 'open order-0' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(ROWS.map((row) => `open ${row.id}`));
  });
});
