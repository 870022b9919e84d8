// A flight search through Refine's data hooks, as the train search: started with a custom mutation
// (POST), its solutions read with useCustom for the current sort, filters and page. A search is a job
// the server runs, not a resource with records, so no list hook fits.
//
// The read's key carries how far the search's progress stream has got, so each supplier's answer
// starts a fresh read at once (a refetch would instead wait for a read already under way, which may
// have left before that answer). While the stream cannot be followed the read polls, fast at first;
// once every supplier answered it is read again when the results are due to go stale, so the stale
// notice shows even with nobody clicking, on the server's word.
import { useApiUrl, useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';
import type { SearchRequest, SearchStarted, SolutionsAnswer, SortKey } from '@/domain/flights/shopping';
import { bookingState } from '../booking-state';
import type { FilterValues } from './FiltersPanel';
import { pollDelay } from './poll-delay';
import { useSearchProgress } from './useSearchProgress';

export const PAGE_SIZE = 20;
export const FLIGHT_SEARCH_PATH = 'shopping/v2/flight/async-shopping';
/**
 * The earliest a complete search is read again to learn it went stale: the browser's clock may run
 * ahead of the server's, and the server decides.
 */
const STALE_RECHECK_MS = 5_000;

/** How the results are looked at: a new sort or filter starts again at the first page. */
export interface ResultsView {
  sort: SortKey;
  filters: FilterValues;
  page: number;
}

const FIRST_VIEW: ResultsView = { sort: 'price', filters: {}, page: 1 };

/** The stored search, unless it was priced in another settlement currency (then it is cleared). */
function storedSearchId(settlementCurrency: string | undefined): string | null {
  const stored = bookingState.search();
  if (stored && settlementCurrency && stored.currency !== settlementCurrency) {
    bookingState.clear();
    return null;
  }
  return stored?.id ?? null;
}

/**
 * When to read the solutions again, in ms (false: not until something else says so). `reads`:
 * how many answers this view has had before this one.
 */
export function nextReadIn(answer: SolutionsAnswer | undefined, pushing: boolean, reads: number, now = Date.now()): number | false {
  if (!answer) return false;
  if (!answer.complete) return pushing ? false : pollDelay(reads);
  if (answer.stale) return false;
  return Math.max(STALE_RECHECK_MS, Date.parse(answer.staleAt) - now);
}

export function useFlightSearch(settlementCurrency: string | undefined, onFailure: (error: HttpError) => void) {
  const apiUrl = useApiUrl();
  const [searchId, setSearchId] = useState<string | null>(() => storedSearchId(settlementCurrency));
  const [view, setView] = useState<ResultsView>(FIRST_VIEW);
  const { pushing, version } = useSearchProgress(searchId);

  const { mutation: starting } = useCustomMutation<SearchStarted, HttpError, SearchRequest>();
  const { query } = useCustom<SolutionsAnswer>({
    url: `${apiUrl}/${FLIGHT_SEARCH_PATH}/solutions`,
    method: 'post',
    config: { payload: { id: searchId, sort: view.sort, ...view.filters, offset: (view.page - 1) * PAGE_SIZE, limit: PAGE_SIZE } },
    errorNotification: false,
    queryOptions: {
      queryKey: ['flight-search', searchId, view, version],
      enabled: !!searchId,
      retry: false,
      // Another view of the same search keeps the last answer on screen; a new search starts empty.
      placeholderData: (previous) => (previous?.data.id === searchId ? previous : undefined),
      refetchInterval: (q) => nextReadIn(q.state.data?.data, pushing, q.state.dataUpdateCount - 1),
      // Polling and the stale re-read run in a background tab too, as the suppliers keep answering.
      refetchIntervalInBackground: true,
    },
  });
  const answer = searchId ? (query.data?.data ?? null) : null;

  // Remembered with each answer, so coming back shows this search; a search priced by PNR learns its
  // request only here.
  useEffect(() => {
    if (answer) bookingState.saveSearch({ id: answer.id, request: answer.request, currency: answer.currency, createdAt: answer.createdAt });
  }, [answer]);

  useEffect(() => {
    if (query.error) onFailure(query.error);
  }, [query.error, onFailure]);

  /** Shows a search started here or elsewhere (priced by PNR), from its first page. */
  const show = (id: string) => {
    setView(FIRST_VIEW);
    setSearchId(id);
  };

  const start = (request: SearchRequest) =>
    starting.mutate(
      { url: `${apiUrl}/${FLIGHT_SEARCH_PATH}`, method: 'post', values: request, successNotification: false, errorNotification: false },
      {
        onSuccess: ({ data }) => {
          bookingState.saveSearch({ id: data.id, request, currency: data.currency, createdAt: data.createdAt });
          show(data.id);
        },
        onError: onFailure,
      },
    );

  return {
    searchId,
    answer,
    view,
    /** Started, and nothing to show yet. */
    searching: starting.isPending || query.isLoading,
    /** Why the last start was refused: the form shows the field messages. */
    startError: starting.error,
    stale: answer?.stale ?? false,
    start,
    show,
    /** The same journeys searched again (the results went stale). */
    refresh: () => {
      const stored = bookingState.search();
      if (stored) start(stored.request);
    },
    setSort: (sort: SortKey) => setView((v) => ({ ...v, sort, page: 1 })),
    setFilters: (filters: FilterValues) => setView((v) => ({ ...v, filters, page: 1 })),
    setPage: (page: number) => setView((v) => ({ ...v, page })),
  };
}
