// Which site serves a host: the enabled site listing the host among its domains, else the default
// site. Answers are kept in memory for a short while (every page load asks); a change saved on this
// server clears them at once, other servers see it when their entries expire (docs/site.md).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteDomains, sites } from '../db/schema';

export type SiteRow = typeof sites.$inferSelect;

export const SITE_CACHE_TTL_MS = 30_000;
/** Bounds the memory a flood of made-up Host headers can take. */
const MAX_CACHED_HOSTS = 1_000;

export interface SiteDirectory {
  forHost(host: string): Promise<SiteRow>;
  /** Forgets every cached answer: called after any change to sites. */
  invalidate(): void;
}

export async function defaultSite(db: Db): Promise<SiteRow> {
  const [row] = await db.select().from(sites).where(eq(sites.isDefault, true));
  if (!row) throw new Error('the default site is missing (migration 0022 creates it)');
  return row;
}

async function lookUp(db: Db, host: string): Promise<SiteRow> {
  const [row] = await db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(siteDomains.siteId, sites.id))
    .where(and(eq(siteDomains.domain, host), eq(sites.enabled, true)));
  return row?.site ?? defaultSite(db);
}

export function createSiteDirectory(db: Db, ttlMs = SITE_CACHE_TTL_MS, clock: () => number = Date.now): SiteDirectory {
  const cache = new Map<string, { site: Promise<SiteRow>; until: number }>();
  return {
    forHost(host) {
      const now = clock();
      const hit = cache.get(host);
      if (hit && hit.until > now) return hit.site;
      if (cache.size >= MAX_CACHED_HOSTS) cache.clear();
      const site = lookUp(db, host);
      cache.set(host, { site, until: now + ttlMs });
      // A failed lookup is not remembered: the next request asks the database again.
      site.catch(() => cache.delete(host));
      return site;
    },
    invalidate() {
      cache.clear();
    },
  };
}
