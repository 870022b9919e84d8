// Site info: defaults, overridden by the `site` row of site_settings, with the rate map
// built from the newest exchange rate of each currency.
import { desc, eq } from 'drizzle-orm';
import { CURRENCIES } from '@/domain/currency';
import type { SiteInfo } from '@/domain/schemas/site';
import type { Db } from '../db/client';
import { exchangeRates, siteSettings } from '../db/schema';

export const SITE_DEFAULTS: Omit<SiteInfo, 'rateMap'> = {
  logo: '/logo.svg',
  whiteLogo: '/logo-white.svg',
  name: 'Tessera Travel Platform',
  shortName: 'Tessera',
  chineseName: '泰瑟拉旅行平台',
  chineseShortName: '泰瑟拉',
  type: 'client',
  dateFormat: 'yyyy-MM-dd',
  defaultCurrency: 'CNY',
  defaultLanguage: 'zh-cn',
  currencies: [...CURRENCIES],
  favicon: '/favicon.svg',
  isIcp: false,
  icpCode: '',
  isNetworkSecurity: false,
  networkSecurityCode: '',
};

export async function rateMap(db: Db, baseCurrency: string): Promise<Record<string, string>> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], { currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  const map: Record<string, string> = { [baseCurrency]: '1' };
  for (const row of rows) map[row.currency] = row.rate;
  return map;
}

export async function siteInfo(db: Db): Promise<SiteInfo> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'site'));
  const overrides = (row?.value ?? {}) as Partial<SiteInfo>;
  const base = { ...SITE_DEFAULTS, ...overrides };
  return { ...base, rateMap: await rateMap(db, base.defaultCurrency) };
}
