// This process's copy of recent searches' offers: `/solutions` reads it instead of the database, and
// progress streams hear from it as each supplier answers.
// Another server (or a restart) falls back to the stored rows. Bounded in count and age.
import type { Offer } from '@/domain/flights/shopping';
import type { SupplierOffer } from '../suppliers/types';

export interface SupplierState {
  supplier: string;
  status: 'pending' | 'done' | 'failed' | 'timeout';
  offers: number;
  elapsedMs: number | null;
}

export interface CachedSearch {
  offers: Offer[];
  /** The supplier's own offer behind each priced offer id. */
  sources: Map<string, SupplierOffer>;
  suppliers: Map<string, SupplierState>;
  complete: boolean;
  storedAt: number;
  /** Called whenever a supplier answers or the search completes (progress streams listen here). */
  listeners: Set<() => void>;
}

/** Tells whoever follows the search that something arrived. A listener that throws does not stop the others. */
export function announce(entry: CachedSearch): void {
  for (const listener of [...entry.listeners]) {
    try {
      listener();
    } catch {
      /* a stream that went away: it removes itself on close */
    }
  }
}

const MAX_SEARCHES = 300;
const MAX_AGE_MS = 30 * 60_000;

export class SearchCache {
  private readonly entries = new Map<string, CachedSearch>();

  start(id: string, suppliers: string[]): CachedSearch {
    const entry: CachedSearch = {
      offers: [],
      sources: new Map(),
      suppliers: new Map(suppliers.map((s) => [s, { supplier: s, status: 'pending', offers: 0, elapsedMs: null }])),
      complete: suppliers.length === 0,
      storedAt: Date.now(),
      listeners: new Set(),
    };
    this.entries.set(id, entry);
    this.prune();
    return entry;
  }

  get(id: string): CachedSearch | undefined {
    const entry = this.entries.get(id);
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  private prune() {
    while (this.entries.size > MAX_SEARCHES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
