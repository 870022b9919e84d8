// Follows a search's progress stream: each time a supplier answers, `version` moves on so the
// results are read again at once. While `pushing` is false (the stream was refused, dropped before
// the search ended, or cannot be opened) the caller polls instead.
//
// Why not a Refine hook: Refine's live provider publishes resource changes app-wide; this is one
// short-lived stream per search that only says "read again". The read itself stays the caller's.
import { useEffect, useState } from 'react';
import { SEARCH_PROGRESS_EVENT, type SearchProgress } from '@/domain/flights/shopping';
import { useServices } from '@/web/services';
import { readEventStream, useBrowserUrl } from '@/web/streams/event-stream';

const SHOP = '/shopping/v2/flight/async-shopping';

export function useSearchProgress(searchId: string | null): { pushing: boolean; version: number } {
  const { session } = useServices();
  const browserUrl = useBrowserUrl();
  const [state, setState] = useState({ searchId, pushing: true, version: 0 });
  const url = searchId ? browserUrl(`${SHOP}/${encodeURIComponent(searchId)}/events`) : null;

  useEffect(() => {
    setState((s) => (s.searchId === searchId && s.pushing ? s : { searchId, pushing: true, version: s.version }));
    if (!url) return;
    const stop = new AbortController();
    const token = session.token();
    let answered = 0;
    let complete = false;
    const onProgress = (progress: SearchProgress) => {
      const news = progress.answered !== answered || (progress.complete && !complete);
      answered = progress.answered;
      complete = progress.complete;
      if (news) setState((s) => ({ ...s, version: s.version + 1 }));
    };
    readEventStream(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: stop.signal }, (event) => {
      if (event.event === SEARCH_PROGRESS_EVENT) onProgress(JSON.parse(event.data) as SearchProgress);
    }).then(
      () => {
        if (!complete) setState((s) => ({ ...s, pushing: false }));
      },
      () => {
        if (!stop.signal.aborted) setState((s) => ({ ...s, pushing: false }));
      },
    );
    return () => stop.abort();
  }, [url, searchId, session]);

  // Until the effect has run for a new search, it is pushed (the stream is about to open).
  return state.searchId === searchId ? { pushing: state.pushing, version: state.version } : { pushing: true, version: state.version };
}
