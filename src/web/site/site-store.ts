// Site info (SPEC 3): names, currencies, rates, default language. Cached so a reload starts with the
// last known values, and fetched again when older than SITE_INFO_MAX_AGE_MS (10 minutes).
import { dequal } from 'dequal/lite';
import type { SiteInfo } from '@/domain/schemas/site';
import { SITE_INFO_MAX_AGE_MS } from '@/domain/timings';

/** Used until the first answer arrives (and in Storybook). The server's values replace it. */
export const DEFAULT_SITE: SiteInfo = {
  logo: '',
  whiteLogo: '',
  name: 'Tessera',
  shortName: 'Tessera',
  chineseName: 'Tessera',
  chineseShortName: 'Tessera',
  type: 'client',
  dateFormat: 'yyyy-MM-dd',
  defaultCurrency: 'CNY',
  defaultLanguage: 'zh-cn',
  currencies: ['CNY'],
  favicon: '',
  isIcp: false,
  icpCode: '',
  isNetworkSecurity: false,
  networkSecurityCode: '',
  rateMap: { CNY: '1' },
};

/** What React reads: a new object only when the site's values change. */
export interface SiteState {
  info: SiteInfo;
}

export interface SiteStore {
  getState(): SiteState;
  subscribe(listener: () => void): () => void;
  /** Fetches when never fetched or older than the max age; concurrent callers share one request. */
  refreshIfStale(now?: number): Promise<void>;
}

const CACHE_KEY = 'tessera.site';

export function createSiteStore(
  fetchSite: () => Promise<SiteInfo>,
  storage: Storage | null = null,
  clock: () => number = Date.now,
): SiteStore {
  let state: SiteState = { info: readCache(storage) ?? DEFAULT_SITE };
  /** Epoch ms of the last successful fetch; null when only the default or a cache is known. */
  let fetchedAt: number | null = null;
  const listeners = new Set<() => void>();
  let inflight: Promise<void> | null = null;

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshIfStale(now = clock()) {
      if (fetchedAt !== null && now - fetchedAt < SITE_INFO_MAX_AGE_MS) return Promise.resolve();
      inflight ??= fetchSite()
        .then((answer) => {
          fetchedAt = clock();
          const info = { ...DEFAULT_SITE, ...answer };
          // The answer nearly always matches the cached values. A new object anyway would make React
          // redo a console render in progress at once and in one piece (a store that changes during
          // a sliced render is read again synchronously): hundreds of milliseconds on a page load.
          if (dequal(info, state.info)) return;
          state = { info };
          storage?.setItem(CACHE_KEY, JSON.stringify(info));
          listeners.forEach((l) => l());
        })
        .finally(() => {
          inflight = null;
        });
      return inflight;
    },
  };
}

function readCache(storage: Storage | null): SiteInfo | null {
  const raw = storage?.getItem(CACHE_KEY);
  if (!raw) return null;
  try {
    return { ...DEFAULT_SITE, ...(JSON.parse(raw) as Partial<SiteInfo>) };
  } catch {
    return null;
  }
}
