// What the booking screens hand each other across navigation: the last search (so going back shows
// its results) and the verified quote the confirm page books. Kept in sessionStorage (one tab).
import type { PnrAnalysis, Quote } from '@/domain/flights/booking';
import type { SearchRequest } from '@/domain/flights/shopping';

const SEARCH_KEY = 'tessera.flight.search';
const QUOTE_KEY = 'tessera.flight.quote';
const PNR_KEY = 'tessera.flight.pnr';

export interface StoredSearch {
  /** Whose search: another login in the same tab starts clean (logging out clears flight data). */
  userId?: number;
  id: string;
  request: SearchRequest;
  currency: string;
  createdAt: string;
}

export interface StoredQuote {
  userId?: number;
  quote: Quote;
  /** document_changed + "proceed and clear": the confirm page starts with empty passengers. */
  clearPassengers: boolean;
}

/** The passengers a priced PNR named: the confirm page starts its forms with them. */
export interface StoredPnr {
  userId?: number;
  searchId: string;
  passengers: PnrAnalysis['passengers'];
}

function read<T>(key: string, storage: Storage | null): T | null {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

const session = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The id of the user logged in in this tab (from the persisted session), if any. */
function currentUserId(): number | undefined {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem('tessera.session');
    return raw ? (JSON.parse(raw) as { userInfo?: { id?: number } }).userInfo?.id : undefined;
  } catch {
    return undefined;
  }
}

function mine<T extends { userId?: number }>(value: T | null): T | null {
  return value && value.userId === currentUserId() ? value : null;
}

export const bookingState = {
  search: (storage = session()) => mine(read<StoredSearch>(SEARCH_KEY, storage)),
  saveSearch: (value: StoredSearch, storage = session()) =>
    storage?.setItem(SEARCH_KEY, JSON.stringify({ ...value, userId: currentUserId() })),
  quote: (storage = session()) => mine(read<StoredQuote>(QUOTE_KEY, storage)),
  saveQuote: (value: StoredQuote, storage = session()) =>
    storage?.setItem(QUOTE_KEY, JSON.stringify({ ...value, userId: currentUserId() })),
  /** The PNR's passengers, for the search it started only (a later plain search has none). */
  pnr: (searchId: string | undefined, storage = session()) => {
    const stored = mine(read<StoredPnr>(PNR_KEY, storage));
    return stored && stored.searchId === searchId ? stored.passengers : [];
  },
  savePnr: (value: StoredPnr, storage = session()) => storage?.setItem(PNR_KEY, JSON.stringify({ ...value, userId: currentUserId() })),
  clear: (storage = session()) => {
    storage?.removeItem(SEARCH_KEY);
    storage?.removeItem(QUOTE_KEY);
    storage?.removeItem(PNR_KEY);
  },
};
