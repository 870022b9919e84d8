// A train search: started with a POST (Refine's custom mutation), then its results read with
// Refine's useCustom, polled every half second until every leg answered. A search is a job the
// server runs, not a resource with records, so no list hook fits; filters and sort are query
// parameters of the same read, answered by the server.
import { useApiUrl, useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import type { TrainResults, TrainSearchBody } from '@/domain/trains/schemas';

export const TRAIN_SEARCH_PATH = 'shopping/v2/train/search';
const POLL_MS = 500;

export interface ResultView {
  leg: 'outbound' | 'return';
  trainTypes?: string[];
  departureBands?: string[];
  arrivalBands?: string[];
  fromStations?: string[];
  toStations?: string[];
  seatClasses?: string[];
  sort: 'departure' | 'duration' | 'price';
  order: 'asc' | 'desc';
}

/** The query string of a results read: lists comma separated, empty ones left out. */
export function resultsQuery(view: ResultView): Record<string, string> {
  const query: Record<string, string> = { leg: view.leg, sort: view.sort, order: view.order };
  for (const key of ['trainTypes', 'departureBands', 'arrivalBands', 'fromStations', 'toStations', 'seatClasses'] as const) {
    const list = view[key];
    if (list?.length) query[key] = list.join(',');
  }
  return query;
}

export function useStartTrainSearch() {
  const apiUrl = useApiUrl();
  const { mutation } = useCustomMutation<{ id: string; complete: boolean }, HttpError, TrainSearchBody>();
  const start = (body: TrainSearchBody, onStarted: (id: string) => void) =>
    mutation.mutate(
      { url: `${apiUrl}/${TRAIN_SEARCH_PATH}`, method: 'post', values: body, successNotification: false },
      { onSuccess: (answer) => onStarted(answer.data.id) },
    );
  return { start, isPending: mutation.isPending, error: mutation.error };
}

export function useTrainResults(searchId: string | null, view: ResultView) {
  const apiUrl = useApiUrl();
  const { result, query } = useCustom<TrainResults>({
    url: `${apiUrl}/${TRAIN_SEARCH_PATH}/${searchId ?? ''}`,
    method: 'get',
    config: { query: resultsQuery(view) },
    queryOptions: {
      enabled: !!searchId,
      // Keep the last answer on screen while a new filter is read.
      placeholderData: (previous) => previous,
      refetchInterval: (q) => (q.state.data && !q.state.data.data.complete ? POLL_MS : false),
    },
  });
  const answer = searchId && result.data && 'trains' in result.data ? result.data : null;
  return { answer, loading: !!searchId && (query.isLoading || !answer?.complete), error: query.error };
}
