// Platform staff's sites: list, read, create and change. A host name belongs to one site at most;
// the default site is always enabled (it serves every host no other site claims).
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Site, SiteInput, SiteUpdate } from '@/domain/schemas/sites';
import type { Db } from '../db/client';
import type { Executor } from '../db/executor';
import { siteDomains, sites } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { SiteRow } from './directory';

function viewOf(row: SiteRow, domains: string[]): Site {
  return {
    id: row.id,
    isDefault: row.isDefault,
    enabled: row.enabled,
    domains,
    name: row.name,
    shortName: row.shortName,
    chineseName: row.chineseName,
    chineseShortName: row.chineseShortName,
    type: row.type,
    dateFormat: row.dateFormat,
    defaultCurrency: row.defaultCurrency,
    defaultLanguage: row.defaultLanguage,
    currencies: row.currencies,
    logo: row.logo,
    whiteLogo: row.whiteLogo,
    favicon: row.favicon,
    isIcp: row.isIcp,
    icpCode: row.icpCode,
    isNetworkSecurity: row.isNetworkSecurity,
    networkSecurityCode: row.networkSecurityCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function domainsBySite(db: Db | Executor, siteIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (siteIds.length === 0) return map;
  const rows = await (db as Db).select().from(siteDomains).where(inArray(siteDomains.siteId, siteIds)).orderBy(asc(siteDomains.domain));
  for (const row of rows) map.set(row.siteId, [...(map.get(row.siteId) ?? []), row.domain]);
  return map;
}

export async function listSites(db: Db): Promise<Site[]> {
  const rows = await db.select().from(sites).orderBy(asc(sites.id));
  const domains = await domainsBySite(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => viewOf(row, domains.get(row.id) ?? []));
}

export async function findSite(db: Db | Executor, id: number): Promise<Site> {
  const [row] = await (db as Db).select().from(sites).where(eq(sites.id, id));
  if (!row) throw new ApiError('NOT_FOUND');
  return viewOf(row, (await domainsBySite(db, [id])).get(id) ?? []);
}

/** The domains a site's users log in on (its own host names); empty for a site without any. */
export async function siteDomainList(db: Db, siteId: number): Promise<string[]> {
  return (await domainsBySite(db, [siteId])).get(siteId) ?? [];
}

/**
 * Claims the host names for the site. Checked first so the answer can name the domain; the table's
 * key still decides a race between two saves (the loser gets the same 409, not a 500).
 */
async function claimDomains(tx: Executor, siteId: number, domains: string[]) {
  if (domains.length > 0) {
    const [taken] = await (tx as Db)
      .select({ domain: siteDomains.domain })
      .from(siteDomains)
      .where(and(inArray(siteDomains.domain, domains), ne(siteDomains.siteId, siteId)));
    if (taken) throw new ApiError('SITE_DOMAIN_TAKEN', { domain: taken.domain });
  }
  await (tx as Db).delete(siteDomains).where(eq(siteDomains.siteId, siteId));
  if (domains.length > 0) await (tx as Db).insert(siteDomains).values(domains.map((domain) => ({ domain, siteId })));
}

function isDomainRace(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505' && e.constraint === 'site_domains_pkey') return true;
  }
  return false;
}

async function withDomainRace<T>(domains: string[] | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainRace(error)) throw new ApiError('SITE_DOMAIN_TAKEN', { domain: (domains ?? []).join(', ') });
    throw error;
  }
}

export async function createSite(db: Db, input: SiteInput): Promise<Site> {
  const { domains, ...fields } = input;
  return withDomainRace(domains, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sites)
        .values({ ...fields, isDefault: false })
        .returning();
      await claimDomains(tx, row!.id, domains);
      return findSite(tx, row!.id);
    }),
  );
}

export async function updateSite(db: Db, id: number, input: SiteUpdate): Promise<{ before: Site; after: Site }> {
  const before = await findSite(db, id);
  if (before.isDefault && input.enabled === false) throw new ApiError('SITE_DEFAULT_LOCKED');
  const { domains, ...fields } = input;
  const after = await withDomainRace(domains, () =>
    db.transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(sites.id, id));
      if (domains) await claimDomains(tx, id, domains);
      return findSite(tx, id);
    }),
  );
  return { before, after };
}
