// Site info (SPEC 3): names, currencies, rates, default language. Cached so a reload starts with the
// last known values, and fetched again when older than SITE_INFO_MAX_AGE_MS (10 minutes).
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

export interface SiteState {
  info: SiteInfo;
  /** Epoch ms of the last successful fetch; null when only the default or a cache is known. */
  fetchedAt: number | null;
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
  let state: SiteState = { info: readCache(storage) ?? DEFAULT_SITE, fetchedAt: null };
  const listeners = new Set<() => void>();
  let inflight: Promise<void> | null = null;

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshIfStale(now = clock()) {
      if (state.fetchedAt !== null && now - state.fetchedAt < SITE_INFO_MAX_AGE_MS) return Promise.resolve();
      inflight ??= fetchSite()
        .then((info) => {
          state = { info: { ...DEFAULT_SITE, ...info }, fetchedAt: clock() };
          storage?.setItem(CACHE_KEY, JSON.stringify(state.info));
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
