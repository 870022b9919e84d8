// Site info as getSiteConfig answers it: the site serving the request's host, with the rate map
// built from the newest exchange rate of each currency.
import { desc } from 'drizzle-orm';
import type { SiteInfo } from '@/domain/schemas/site';
import type { Db } from '../db/client';
import { exchangeRates } from '../db/schema';
import { defaultSite, type SiteRow } from './directory';

export async function rateMap(db: Db, baseCurrency: string): Promise<Record<string, string>> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], { currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  const map: Record<string, string> = { [baseCurrency]: '1' };
  for (const row of rows) map[row.currency] = row.rate;
  return map;
}

/**
 * Rates are the platform's (units per one unit of the default site's currency, docs/money.md), so
 * every site's map is on that base; a site's defaultCurrency only picks the currency shown first.
 */
export async function siteInfoOf(db: Db, site: SiteRow): Promise<SiteInfo> {
  const base = site.isDefault ? site.defaultCurrency : (await defaultSite(db)).defaultCurrency;
  return {
    logo: site.logo,
    whiteLogo: site.whiteLogo,
    name: site.name,
    shortName: site.shortName,
    chineseName: site.chineseName,
    chineseShortName: site.chineseShortName,
    type: site.type,
    dateFormat: site.dateFormat,
    defaultCurrency: site.defaultCurrency,
    defaultLanguage: site.defaultLanguage,
    currencies: site.currencies,
    favicon: site.favicon,
    isIcp: site.isIcp,
    icpCode: site.icpCode,
    isNetworkSecurity: site.isNetworkSecurity,
    networkSecurityCode: site.networkSecurityCode,
    rateMap: await rateMap(db, base),
  };
}

/** The platform's own site info (the default site): its base currency and language. */
export async function siteInfo(db: Db): Promise<SiteInfo> {
  return siteInfoOf(db, await defaultSite(db));
}
