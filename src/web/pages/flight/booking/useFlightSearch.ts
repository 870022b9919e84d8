// Runs a search and keeps its solutions current: reads them again each time the search's progress
// stream says a supplier answered (or polls, fast at first, when the stream cannot be followed), re-asks
// the server when sort, filters or page change, and flips to stale 10 minutes after the search.
import type { AxiosInstance } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchRequest, SolutionsAnswer, SortKey } from '@/domain/schemas/shopping';
import { flightApi } from '@/web/api/flights';
import { bookingState } from '../booking-state';
import { pollDelay } from './poll-delay';
import { useSearchProgress } from './useSearchProgress';
import type { FilterValues } from './FiltersPanel';

export const PAGE_SIZE = 20;

export interface SearchView {
  searchId: string | null;
  answer: SolutionsAnswer | null;
  loading: boolean;
  error: unknown;
  stale: boolean;
  sort: SortKey;
  filters: FilterValues;
  page: number;
}

/** The stored search, unless it was priced in another settlement currency (then it is cleared). */
function storedSearchId(settlementCurrency: string | undefined): string | null {
  const stored = bookingState.search();
  if (stored && settlementCurrency && stored.currency !== settlementCurrency) {
    bookingState.clear();
    return null;
  }
  return stored?.id ?? null;
}

export function useFlightSearch(http: AxiosInstance, settlementCurrency?: string) {
  const [searchId, setSearchId] = useState<string | null>(() => storedSearchId(settlementCurrency));
  const [answer, setAnswer] = useState<SolutionsAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sort, setSort] = useState<SortKey>('price');
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const [stale, setStale] = useState(false);
  const request = useRef(0);
  const shownView = useRef('');
  const progress = useSearchProgress(searchId);

  const start = useCallback(async (search: SearchRequest) => {
    setLoading(true);
    setError(null);
    try {
      const started = await flightApi.search(http, search);
      bookingState.saveSearch({ id: started.id, request: search, currency: started.currency, createdAt: started.createdAt });
      setAnswer(null);
      setFilters({});
      setPage(1);
      setStale(false);
      setSearchId(started.id);
    } catch (e) {
      setError(e);
      setLoading(false);
    }
  }, [http]);

  /** A search started elsewhere (accurate search by PNR): its request arrives with the first solutions. */
  const startWith = useCallback((id: string) => {
    setAnswer(null);
    setFilters({});
    setPage(1);
    setStale(false);
    setSearchId(id);
  }, []);

  // Fetch whenever the search, the view or the search's progress changes; poll while incomplete only
  // when its progress is not pushed.
  const { pushing, version } = progress;
  useEffect(() => {
    if (!searchId) return;
    const mine = ++request.current;
    const view = JSON.stringify([searchId, sort, filters, page]);
    // New arrivals for the same view refresh the list in place, without the loading state.
    const quiet = view === shownView.current;
    shownView.current = view;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const fetchOnce = async () => {
      try {
        const next = await flightApi.solutions(http, { id: searchId, sort, ...filters, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
        if (mine !== request.current) return;
        bookingState.saveSearch({ id: next.id, request: next.request, currency: next.currency, createdAt: next.createdAt });
        setAnswer(next);
        setStale(next.stale);
        setLoading(!next.complete && next.total === 0);
        if (!next.complete && !pushing) timer = setTimeout(fetchOnce, pollDelay(polls++));
      } catch (e) {
        if (mine !== request.current) return;
        setError(e);
        setLoading(false);
      }
    };
    if (!quiet) setLoading(true);
    void fetchOnce();
    return () => clearTimeout(timer);
  }, [http, searchId, sort, filters, page, pushing, version]);

  // Results go stale 10 minutes after the search, even with nobody clicking.
  useEffect(() => {
    if (!answer || answer.stale) return;
    const wait = Date.parse(answer.staleAt) - Date.now();
    const timer = setTimeout(() => setStale(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [answer]);

  const refresh = useCallback(() => {
    const stored = bookingState.search();
    if (stored) void start(stored.request);
  }, [start]);

  return {
    view: { searchId, answer, loading, error, stale, sort, filters, page } satisfies SearchView,
    start,
    startWith,
    refresh,
    setSort: (s: SortKey) => { setSort(s); setPage(1); },
    setFilters: (f: FilterValues) => { setFilters(f); setPage(1); },
    setPage,
  };
}
