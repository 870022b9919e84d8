// @vitest-environment jsdom
import { Refine, type CustomParams, type DataProvider } from '@refinedev/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSearch, type SolutionsAnswer } from '@/domain/flights/shopping';
import { ServicesProvider } from '@/web/services';
import { FAKE_IDENTITIES } from '@/web/testing/fake-identities';
import { createFakeServices } from '@/web/testing/fake-services';
import { SAMPLE_CONNECTION, SAMPLE_SOLUTION } from '@/web/testing/flight-fixtures';
import { bookingState } from '../booking-state';
import { nextReadIn, useFlightSearch } from './useFlightSearch';

const CREATED = '2026-12-01T08:00:00.000Z';
const STALE_AT = '2026-12-01T08:10:00.000Z';

function answerOf(id: string, solutions: SolutionsAnswer['solutions'], complete: boolean): SolutionsAnswer {
  return {
    id,
    complete,
    stale: false,
    createdAt: CREATED,
    staleAt: STALE_AT,
    currency: 'CNY',
    request: defaultSearch(new Date(CREATED)),
    total: solutions.length,
    solutions,
    facets: { airlines: [], stops: [], suppliers: [], cabins: [] },
    suppliers: [],
  };
}

/** A stream the test writes progress events to. */
function progressStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    body,
    push: (answered: number, complete: boolean) =>
      controller.enqueue(new TextEncoder().encode(`event: progress\ndata: ${JSON.stringify({ answered, of: 2, complete })}\n\n`)),
  };
}

/** The search's server: what the solutions read answers is whatever `current` holds when asked. */
function fakeServer(current: () => SolutionsAnswer) {
  const reads: CustomParams[] = [];
  const starts: CustomParams[] = [];
  const custom = vi.fn(async (params: CustomParams) => {
    if (params.url.endsWith('/solutions')) {
      reads.push(params);
      return { data: current() };
    }
    starts.push(params);
    return { data: { id: 'S1', createdAt: CREATED, staleAt: STALE_AT, suppliers: ['A', 'B'], currency: 'CNY' } };
  });
  const unused = async () => {
    throw new Error('not read by a search');
  };
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api',
    custom: custom as DataProvider['custom'],
    getList: unused,
    getOne: unused,
    create: unused,
    update: unused,
    deleteOne: unused,
  };
  return { dataProvider, reads, starts };
}

function framed(dataProvider: DataProvider) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ServicesProvider services={createFakeServices({ identity: FAKE_IDENTITIES.operator })}>
        <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
          {children}
        </Refine>
      </ServicesProvider>
    );
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  bookingState.clear();
});

describe('a flight search on Refine', { timeout: 30_000 }, () => {
  it('shows the first supplier’s results at once and reads again as soon as the stream says another answered', async () => {
    let answer = answerOf('S1', [SAMPLE_SOLUTION], false);
    const server = fakeServer(() => answer);
    const stream = progressStream();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(stream.body, { status: 200 })),
    );
    const onFailure = vi.fn();
    const { result } = renderHook(() => useFlightSearch('CNY', onFailure), { wrapper: framed(server.dataProvider) });

    act(() => result.current.start(defaultSearch(new Date(CREATED))));
    await waitFor(() => expect(result.current.answer?.solutions).toHaveLength(1));
    expect(server.starts[0]).toMatchObject({ method: 'post', url: '/api/shopping/v2/flight/async-shopping' });
    expect(server.reads[0]!.payload).toMatchObject({ id: 'S1', sort: 'price', offset: 0, limit: 20 });
    expect(bookingState.search()?.id).toBe('S1');

    answer = answerOf('S1', [SAMPLE_SOLUTION, SAMPLE_CONNECTION], true);
    stream.push(2, true);
    await waitFor(() => expect(result.current.answer?.solutions).toHaveLength(2));
    expect(result.current.answer?.complete).toBe(true);
    // One read when the search started, one for the stream's news: pushed, so nothing was polled.
    expect(server.reads).toHaveLength(2);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('polls when the stream is refused, until every supplier answered; keeps the results while the view changes', async () => {
    bookingState.saveSearch({ id: 'S1', request: defaultSearch(new Date(CREATED)), currency: 'CNY', createdAt: CREATED });
    let answer = answerOf('S1', [SAMPLE_SOLUTION], false);
    const server = fakeServer(() => answer);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const { result } = renderHook(() => useFlightSearch('CNY', vi.fn()), { wrapper: framed(server.dataProvider) });

    await waitFor(() => expect(result.current.answer?.solutions).toHaveLength(1));
    answer = answerOf('S1', [SAMPLE_SOLUTION, SAMPLE_CONNECTION], true);
    await waitFor(() => expect(result.current.answer?.complete).toBe(true));

    act(() => result.current.setSort('duration'));
    // The last answer stays on screen while the new order is read.
    expect(result.current.answer?.solutions).toHaveLength(2);
    await waitFor(() => expect(server.reads.at(-1)!.payload).toMatchObject({ sort: 'duration', offset: 0 }));
  });

  it('forgets a search stored in another settlement currency', () => {
    bookingState.saveSearch({ id: 'S1', request: defaultSearch(new Date(CREATED)), currency: 'USD', createdAt: CREATED });
    const server = fakeServer(() => answerOf('S1', [], true));
    const { result } = renderHook(() => useFlightSearch('CNY', vi.fn()), { wrapper: framed(server.dataProvider) });
    expect(result.current.searchId).toBeNull();
    expect(bookingState.search()).toBeNull();
  });
});

describe('when the results are read again', () => {
  const now = Date.parse(CREATED);
  it('waits for the stream while it pushes, and polls fast at first when it cannot', () => {
    const partial = answerOf('S1', [], false);
    expect(nextReadIn(partial, true, 0, now)).toBe(false);
    expect(nextReadIn(partial, false, 0, now)).toBe(50);
    expect(nextReadIn(partial, false, 20, now)).toBe(500);
    expect(nextReadIn(undefined, false, 0, now)).toBe(false);
  });

  it('once complete, when the results are due to go stale, and not again after', () => {
    const complete = answerOf('S1', [], true);
    expect(nextReadIn(complete, true, 3, now)).toBe(10 * 60_000);
    // A browser clock ahead of the server's asks again now and then, not in a tight loop.
    expect(nextReadIn(complete, true, 3, Date.parse(STALE_AT) + 60_000)).toBe(5_000);
    expect(nextReadIn({ ...complete, stale: true }, true, 3, now)).toBe(false);
  });
});
