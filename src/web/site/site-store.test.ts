import { describe, expect, it, vi } from 'vitest';
import { SITE_INFO_MAX_AGE_MS } from '@/domain/schemas/site';
import { FAKE_SITE } from '../testing/fake-services';
import { createSiteStore, DEFAULT_SITE } from './site-store';

describe('site store', () => {
  it('starts with defaults, fetches once, and again only after 10 minutes', async () => {
    let now = 1_000_000;
    const fetchSite = vi.fn(async () => FAKE_SITE);
    const store = createSiteStore(fetchSite, null, () => now);
    expect(store.getState().info).toEqual(DEFAULT_SITE);

    await Promise.all([store.refreshIfStale(), store.refreshIfStale()]);
    expect(fetchSite).toHaveBeenCalledTimes(1);
    expect(store.getState().info.chineseShortName).toBe('泰瑟拉');

    now += SITE_INFO_MAX_AGE_MS - 1;
    await store.refreshIfStale();
    expect(fetchSite).toHaveBeenCalledTimes(1);

    now += 1;
    await store.refreshIfStale();
    expect(fetchSite).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good info when a refresh fails', async () => {
    const fetchSite = vi.fn().mockResolvedValueOnce(FAKE_SITE).mockRejectedValueOnce(new Error('down'));
    let now = 0;
    const store = createSiteStore(fetchSite, null, () => now);
    await store.refreshIfStale();
    now += SITE_INFO_MAX_AGE_MS;
    await expect(store.refreshIfStale()).rejects.toThrow('down');
    expect(store.getState().info.name).toBe(FAKE_SITE.name);
  });

  it('tells React only when the values change, not on every fetch', async () => {
    let now = 0;
    let answer = FAKE_SITE;
    const store = createSiteStore(
      async () => ({ ...answer }),
      null,
      () => now,
    );
    let calls = 0;
    store.subscribe(() => calls++);
    await store.refreshIfStale();
    const first = store.getState();
    expect(calls).toBe(1);

    now += SITE_INFO_MAX_AGE_MS;
    await store.refreshIfStale(); // the same values again: the same snapshot, no notification
    expect(store.getState()).toBe(first);
    expect(calls).toBe(1);

    now += SITE_INFO_MAX_AGE_MS;
    answer = { ...FAKE_SITE, shortName: 'Renamed' };
    await store.refreshIfStale();
    expect(calls).toBe(2);
    expect(store.getState().info.shortName).toBe('Renamed');
  });
});
