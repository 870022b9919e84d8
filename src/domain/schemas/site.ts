import { z } from 'zod';

/** Site info, with its defaults. Refreshed by the console when older than 10 minutes. */
export const siteInfoSchema = z.object({
  logo: z.string(),
  whiteLogo: z.string(),
  name: z.string(),
  shortName: z.string(),
  chineseName: z.string(),
  chineseShortName: z.string(),
  type: z.string(),
  dateFormat: z.string(),
  defaultCurrency: z.string(),
  defaultLanguage: z.string(),
  currencies: z.array(z.string()),
  favicon: z.string(),
  isIcp: z.boolean(),
  icpCode: z.string(),
  isNetworkSecurity: z.boolean(),
  networkSecurityCode: z.string(),
  rateMap: z.record(z.string(), z.string()),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const SITE_INFO_MAX_AGE_MS = 10 * 60 * 1000;
