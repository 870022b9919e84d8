// A search's progress, pushed: one event each time a supplier answers, then the last one when the
// search is over, so the console reads the solutions as soon as they exist instead of polling.
// This process follows its own searches through the cache; a search started on another server (or
// before a restart) is followed through its stored rows, read a few times a second.
import { eq } from 'drizzle-orm';
import { SEARCH_PROGRESS_EVENT, type SearchProgress } from '@/domain/flights/shopping';
import { flightSearchResults, flightSearches } from '../../db/schema';
import type { EventStream } from '../../http/event-stream';
import type { ShoppingContext } from './context';
import type { CachedSearch } from './search-cache';
import type { SearchRow } from './search-service';

/** Suppliers that finish after the deadline are reported as timed out a second later, as `/solutions` does. */
const DEADLINE_GRACE_MS = 1000;
const STORED_READ_MS = 250;
const PING_MS = 15_000;

function cachedProgress(entry: CachedSearch, timedOut: boolean): SearchProgress {
  const states = [...entry.suppliers.values()];
  return { answered: states.filter((s) => s.status !== 'pending').length, of: states.length, complete: entry.complete || timedOut };
}

async function storedProgress(ctx: ShoppingContext, search: SearchRow, timedOut: boolean): Promise<SearchProgress> {
  const rows = await ctx.db
    .select({ supplier: flightSearchResults.supplier })
    .from(flightSearchResults)
    .where(eq(flightSearchResults.searchId, search.id));
  const [state] = await ctx.db
    .select({ completedAt: flightSearches.completedAt })
    .from(flightSearches)
    .where(eq(flightSearches.id, search.id));
  return { answered: rows.length, of: search.suppliers.length, complete: state?.completedAt != null || timedOut };
}

/** Sends the search's progress on `stream` until the search is over (then ends it) or the reader leaves. */
export function followSearch(ctx: ShoppingContext, search: SearchRow, stream: EventStream): void {
  const pastDeadline = () => ctx.now().getTime() > search.deadlineAt.getTime() + DEADLINE_GRACE_MS;
  let last = '';
  const report = (progress: SearchProgress) => {
    const key = `${progress.answered}/${progress.complete}`;
    if (key !== last) {
      last = key;
      stream.send(SEARCH_PROGRESS_EVENT, progress);
    }
    if (progress.complete) stream.end();
  };

  const entry = ctx.cache.get(search.id);
  let reading = false;
  const check = () => {
    if (stream.ended) return;
    if (entry) {
      report(cachedProgress(entry, pastDeadline()));
      return;
    }
    if (reading) return;
    reading = true;
    storedProgress(ctx, search, pastDeadline())
      .then(report, () => stream.end())
      .finally(() => {
        reading = false;
      });
  };

  if (entry) entry.listeners.add(check);
  const poll = entry ? undefined : setInterval(check, STORED_READ_MS);
  const ping = setInterval(() => stream.ping(), PING_MS);
  // The deadline ends the search even when a supplier never answers.
  const deadline = setTimeout(check, Math.max(0, search.deadlineAt.getTime() + DEADLINE_GRACE_MS + 50 - ctx.now().getTime()));
  stream.onEnd(() => {
    entry?.listeners.delete(check);
    clearInterval(poll);
    clearInterval(ping);
    clearTimeout(deadline);
  });
  check();
}
